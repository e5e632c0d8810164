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

/** Which schema: a FormSchema (a channel's form, the onboarding form) or a NextStep (StepID, StepType, Schema). */
export type FormSchemaKind = 'FormSchema' | 'NextStep';

export interface FormSchemaWaitOptions {
  /** Milliseconds to wait (default 30 000); then the wait fails, naming what it waited for. */
  timeout?: number;
}

export interface FormSchemaWatch {
  /** The last FormSchema the page received, once every answer read so far is parsed. */
  lastFormSchema(): Promise<Json | undefined>;
  /** The last NextStep (its Schema is the step's form). */
  lastNextStep(): Promise<Json | undefined>;
  /** The last schema of either kind, with its kind: the form a host shows now, whichever came last. */
  latest(): Promise<{ kind: FormSchemaKind; schema: Json } | undefined>;
  /** The last one of this kind received, or the first to arrive when none has yet (a page still loading its form). */
  waitFor(kind?: FormSchemaKind, options?: FormSchemaWaitOptions): Promise<Json>;
  /** The next one of this kind received after this call (a form the test is about to make the kit ask for). */
  next(kind?: FormSchemaKind, options?: FormSchemaWaitOptions): Promise<Json>;
  /** How many schemas (of either kind) were received so far. */
  count(): Promise<number>;
}

interface Received {
  kind: FormSchemaKind;
  schema: Json;
}

const watches = new WeakMap<Page, FormSchemaWatch>();

export function watchFormSchemas(page: Page): FormSchemaWatch {
  const known = watches.get(page);
  if (known) return known;
  const received: Received[] = [];
  const waiting = new Set<(item: Received) => void>();
  const pending = new Set<Promise<void>>();
  const receive = (item: Received) => {
    received.push(item);
    for (const wake of [...waiting]) wake(item);
  };
  const read = async (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/json/.test(type) || response.request().method() === 'OPTIONS') return;
    const body: unknown = await response.json().catch(() => undefined);
    const schema = find(body, 'FormSchema');
    if (isObject(schema)) receive({ kind: 'FormSchema', schema });
    const next = find(body, 'NextStep');
    if (isObject(next) && isObject(next.Schema)) receive({ kind: 'NextStep', schema: next });
  };
  page.on('response', (response) => {
    const job = read(response).finally(() => pending.delete(job));
    pending.add(job);
  });
  const settled = async () => {
    while (pending.size) await Promise.all([...pending]);
  };
  const lastOf = (kind: FormSchemaKind) => received.findLast((r) => r.kind === kind)?.schema;
  /** The first of `kind` received from now on, or a failure after the timeout (or when the page closes). */
  const arrival = (kind: FormSchemaKind, timeout = 30_000) =>
    new Promise<Json>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        page.off('close', closed);
      };
      const wake = (item: Received) => {
        if (item.kind !== kind) return;
        done();
        resolve(item.schema);
      };
      const closed = () => {
        done();
        reject(new Error(`watchFormSchemas: the page closed before a ${kind} arrived`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`watchFormSchemas: no ${kind} arrived within ${timeout} ms (is the page object made before the page loads the kit, and does the kit ask for a form?)`));
      }, timeout);
      waiting.add(wake);
      page.once('close', closed);
    });
  const watch: FormSchemaWatch = {
    lastFormSchema: async () => (await settled(), lastOf('FormSchema')),
    lastNextStep: async () => (await settled(), lastOf('NextStep')),
    latest: async () => (await settled(), received.at(-1)),
    async waitFor(kind = 'FormSchema', { timeout } = {}) {
      await settled();
      return lastOf(kind) ?? arrival(kind, timeout);
    },
    async next(kind = 'FormSchema', { timeout } = {}) {
      // What the page received before this call is not next, even if it is still being parsed.
      await settled();
      return arrival(kind, timeout);
    },
    count: async () => (await settled(), received.length),
  };
  watches.set(page, watch);
  return watch;
}
