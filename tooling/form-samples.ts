// The project's form schemas for tests (its own fixtures, and the published samples when ../shared
// is there), with the sample answers of src/testing/form-answers (the public fillFromSchema's).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = Record<string, unknown>;

export interface NamedFormSchema {
  name: string;
  schema: Json;
}

const readSchemas = (dir: string): NamedFormSchema[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f, schema: JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Json }));

/** The project's own form schemas in the service's published format (every clone has them). */
// vitest's DOM environments give modules a non-file import.meta.url, but define __dirname.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
export const fixtureDir = join(here, '..', 'src', 'core', 'form-schema', 'fixtures');
export const fixtureFormSchemas = (): NamedFormSchema[] => readSchemas(fixtureDir);

/**
 * The service's published samples beside the project (../shared/form-schemas, found from the
 * project or any folder above it, so a git worktree finds them too; RAMPKIT_FORM_SCHEMAS overrides):
 * engineers' machines and CI only, never a user's clone. Tests over them are an extra run that says
 * how many it saw. Nothing from there is ever copied into the project.
 */
function findSharedDir(): string {
  if (process.env.RAMPKIT_FORM_SCHEMAS) return process.env.RAMPKIT_FORM_SCHEMAS;
  const project = join(here, '..');
  for (let dir = dirname(project); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'form-schemas');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return join(dirname(project), 'shared', 'form-schemas');
  }
}
export const sharedDir = findSharedDir();
export function sharedFormSchemas(): NamedFormSchema[] {
  return existsSync(sharedDir) ? readSchemas(sharedDir) : [];
}

/** One line in the test output saying what the extra run over ../shared covered. */
export function reportSharedRun(what: string, count: number): void {
  console.log(count ? `${what}: checked ${count} published form schemas from ${sharedDir}` : `${what}: no published form schemas at ${sharedDir}; ran on the project's own fixtures only`);
}

export {
  ajvDecides, branchAnswers, choicesOf, fieldSchemaAt, goodAnswer, leaves, stringFields, valueAt, withValue, type BranchAnswer,
} from '../src/testing/form-answers';
