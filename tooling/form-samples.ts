// The project's form schemas for tests (its own fixtures, and the published samples when ../shared
// is there), with the sample answers of src/testing/form-answers (the public fillFromSchema's).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isGroupedCode, ungroup } from '../src/core/form-schema/grouping';
import { fieldSchemaAt, leaves, withValue } from '../src/testing/form-answers';

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

/** Every form schema under `dir`, folders included, named by its path under `dir` (`prod/0f99dff1e6.json`). */
function readSchemaTree(dir: string, top = dir): NamedFormSchema[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return readSchemaTree(path, top);
      if (!entry.endsWith('.json') || entry === 'package.json') return [];
      return [{ name: relative(top, path), schema: JSON.parse(readFileSync(path, 'utf8')) as Json }];
    });
}

const PUBLIC_MIRROR = join('.mirror', 'noah-labs+public-schemas', 'repo');

/**
 * The service's whole public repository of form schemas (MIT, noah-labs/public-schemas: production
 * and sandbox, about 390): the folder RAMPKIT_PUBLIC_SCHEMAS names, else a git mirror of the
 * repository beside the project (`<a folder above>/.mirror/noah-labs+public-schemas/repo`), read
 * at its HEAD. Engineers' machines only: an extra run that says how many it saw; nothing from there
 * is copied into the project.
 */
export function publicRepositorySchemas(): { source: string; schemas: NamedFormSchema[] } {
  const folder = process.env.RAMPKIT_PUBLIC_SCHEMAS;
  if (folder) return { source: folder, schemas: existsSync(folder) ? readSchemaTree(folder) : [] };
  for (let dir = dirname(join(here, '..')); ; dir = dirname(dir)) {
    const gitDir = join(dir, PUBLIC_MIRROR);
    if (existsSync(gitDir)) {
      const out = mkdtempSync(join(tmpdir(), 'rampkit-public-schemas-'));
      try {
        execFileSync('tar', ['x', '-C', out], { input: execFileSync('git', ['--git-dir', gitDir, 'archive', 'HEAD'], { maxBuffer: 256 * 1024 * 1024 }) });
        return { source: `${gitDir} at HEAD`, schemas: readSchemaTree(out) };
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    }
    if (dirname(dir) === dir) return { source: `no RAMPKIT_PUBLIC_SCHEMAS and no ${PUBLIC_MIRROR} above the project`, schemas: [] };
  }
}

/**
 * An answer as the form sends it: a code shown in groups of four (an IBAN) goes without its spaces
 * (core/form-schema/grouping.ts); everything else as it was typed.
 */
export function asSent(schema: Json, answer: Json): Json {
  let sent = answer;
  for (const { path, value } of leaves(answer)) {
    const field = fieldSchemaAt(schema, answer, path);
    if (typeof value === 'string' && field && isGroupedCode(field, path.at(-1))) sent = withValue(sent, path, ungroup(value));
  }
  return sent;
}

export {
  ajvDecides, branchAnswers, choicesOf, fieldSchemaAt, goodAnswer, leaves, stringFields, valueAt, withValue, type BranchAnswer,
} from '../src/testing/form-answers';
