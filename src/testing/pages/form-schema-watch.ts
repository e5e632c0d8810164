// Remembers the form schemas the kit receives (a channel's FormSchema, a prepare's NextStep, the
// onboarding form) from the page's own traffic, so a page object can fill the form on screen with
// valid answers without the test fetching the schema itself. Wherever the host mounts its proxy.
import type { Page, Response } from '@playwright/test';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first value under `key` in a JSON answer (the published 0.1.3 shapes nest some one level down). */
function find(value: unknown, key: string, depth = 3): unknown {
  if (!isObject(value) || depth < 0) return undefined;
  if (key in value) return value[key];
  for (const child of Object.values(value)) {
    const found = find(child, key, depth - 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export interface FormSchemaWatch {
  /** The last FormSchema the page received, once every answer read so far is parsed. */
  lastFormSchema(): Promise<Json | undefined>;
  /** The last NextStep (its Schema is the step's form). */
  lastNextStep(): Promise<Json | undefined>;
}

const watches = new WeakMap<Page, FormSchemaWatch>();

export function watchFormSchemas(page: Page): FormSchemaWatch {
  const known = watches.get(page);
  if (known) return known;
  let form: Json | undefined;
  let step: Json | undefined;
  const pending = new Set<Promise<void>>();
  const read = async (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/json/.test(type) || response.request().method() === 'OPTIONS') return;
    const body: unknown = await response.json().catch(() => undefined);
    const schema = find(body, 'FormSchema');
    if (isObject(schema)) form = schema;
    const next = find(body, 'NextStep');
    if (isObject(next) && isObject(next.Schema)) step = next;
  };
  page.on('response', (response) => {
    const job = read(response).finally(() => pending.delete(job));
    pending.add(job);
  });
  const settled = async () => {
    while (pending.size) await Promise.all([...pending]);
  };
  const watch: FormSchemaWatch = {
    lastFormSchema: async () => (await settled(), form),
    lastNextStep: async () => (await settled(), step),
  };
  watches.set(page, watch);
  return watch;
}
