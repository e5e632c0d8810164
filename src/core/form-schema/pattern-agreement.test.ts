// Every `pattern` of the form schemas the kit meets, decided by the kit's eval-free validator (the
// form's, @cfworker/json-schema) and by ajv (the sandbox's, JSON Schema's ECMA-262 reading with the
// `u` flag) on the same strings: answers drawn from the pattern (randexp) and answers one mistake
// away from one (a character inserted, dropped, replaced or doubled, with spaces, accented and
// non-Latin letters, look-alike digits, emoji and lone surrogates among them). The two must agree on
// every string. And the form's tidying on blur (tidy.ts) may change only case and spaces, never an
// answer the pattern takes, and never the words of a text (a payment reference that takes prose
// punctuation but no spaces: "Rent May" must not be sent as "RentMay").
// Over the project's fixtures always; over ../shared/form-schemas and the service's whole public
// repository when they are on this machine (printing how many patterns and strings it checked).
import { afterAll, describe, expect, it } from 'vitest';
import RandExp from 'randexp';
import { fixtureFormSchemas, publicRepositorySchemas, sharedFormSchemas, type NamedFormSchema } from '../../../tooling/form-samples';
import { validateFormData } from './validate';
import { validateFormDataEvalFree } from './eval-free';
import { tidyToPattern } from './tidy';

type Json = Record<string, unknown>;

/** Every non-empty `pattern` in a schema (properties, branches, items, definitions). */
function patternsOf(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => patternsOf(n, into));
  else if (node && typeof node === 'object') {
    const pattern = (node as Json).pattern;
    if (typeof pattern === 'string' && pattern !== '') into.push(pattern);
    Object.values(node).forEach((v) => patternsOf(v, into));
  }
  return into;
}

function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// What customers (and their keyboards, phones and paste buffers) put into a field.
const PROBES = [
  ' ', '  ', '\t', '\n', '\u00a0', '\u2028', '\u202f', '-', '_', '.', ',', "'", '"', '!', '?', '/', '\\', '(', ')', '[', ']', '{', '}', '*', '+', '^', '$', '|', '@', '#', '%', '&', '`', '~',
  'é', 'ß', 'ü', 'Ø', 'İ', 'ı', 'ſ', '\u212a', 'ǅ', 'ж', '中', '一', '鿿', '٣', '１', 'Ａ', '😀', '\ud800', '\udc00', 'e\u0301', '0', '9', 'a', 'Z',
];

/** Answers drawn from the pattern, and answers one mistake away from them. */
function stringsFor(pattern: string): { good: string[]; bad: string[] } {
  const rand = seeded(pattern.length * 7919 + pattern.charCodeAt(0));
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const generator = new RandExp(pattern);
  generator.max = 12;
  generator.randInt = (a: number, b: number) => a + Math.floor(rand() * (b - a + 1));
  const good = [...new Set(Array.from({ length: 24 }, () => generator.gen()))];
  const bad = new Set<string>(['']);
  for (const g of good) {
    const at = () => Math.floor(rand() * (g.length + 1));
    for (let i = 0; i < 4; i++) {
      const p = at();
      bad.add(g.slice(0, p) + pick(PROBES) + g.slice(p));
    }
    if (g.length) {
      const p = Math.floor(rand() * g.length);
      bad.add(g.slice(0, p) + g.slice(p + 1));
      bad.add(g.slice(0, p) + pick(PROBES) + g.slice(p + 1));
      bad.add(g + g);
      bad.add(g.toLowerCase());
      bad.add(` ${g} `);
      bad.add(g.replace(/(.{4})(?=.)/gu, '$1 '));
    }
  }
  return { good, bad: [...bad] };
}

const sources: { name: string; schemas: NamedFormSchema[] }[] = [
  { name: "the project's fixtures", schemas: fixtureFormSchemas() },
  { name: '../shared/form-schemas', schemas: sharedFormSchemas() },
  (() => {
    const repo = publicRepositorySchemas();
    return { name: `the public repository (${repo.source})`, schemas: repo.schemas };
  })(),
];

const PROSE_MARKS = /[.,'!?(&/]/gu;
const marksIn = (text: string) => new Set(text.match(PROSE_MARKS) ?? []).size;
const words = (text: string) => text.trim().split(/\s+/u).filter(Boolean);

describe.each(sources.filter((s) => s.schemas.length))('the patterns of $name', ({ name, schemas }) => {
  const occurrences = schemas.flatMap((s) => patternsOf(s.schema));
  const patterns = [...new Set(occurrences)];
  const tally = { strings: 0, agreed: 0, patternsAgreed: 0 };
  afterAll(() => {
    console.log(`pattern agreement over ${name}: ${schemas.length} schemas, ${occurrences.length} patterns (${patterns.length} distinct); ${tally.patternsAgreed} of ${patterns.length} distinct patterns agree with ajv on all of their strings; ${tally.agreed} of ${tally.strings} strings decided alike`);
  });

  it.each(patterns.map((p) => [p]))('%s', (pattern) => {
    const field = { type: 'string', pattern };
    const takes = (text: string) => validateFormData(field, text).length === 0;
    const { good, bad } = stringsFor(pattern);
    const disagreements: string[] = [];
    for (const text of [...good, ...bad]) {
      const ajv = validateFormData(field, text);
      const evalFree = validateFormDataEvalFree(field, text);
      tally.strings++;
      if (ajv.length === 0 && evalFree.length === 0) tally.agreed++;
      else if (ajv.length && evalFree.length && ajv[0]!.Description === evalFree[0]!.Description) tally.agreed++;
      else disagreements.push(`${JSON.stringify(text)}: ajv ${ajv.length ? 'refuses' : 'takes'}, eval-free ${evalFree.length ? 'refuses' : 'takes'}`);
    }
    expect(disagreements, 'the eval-free validator and ajv decide alike').toEqual([]);
    tally.patternsAgreed++;

    for (const text of good) if (takes(text)) expect(tidyToPattern(text, pattern), 'an answer the pattern takes stays as typed').toBe(text);
    for (const text of bad) {
      const tidied = tidyToPattern(text, pattern);
      if (tidied === text || !takes(tidied)) continue;
      // Or, for a number of a fixed count of digits, only its separators (tidy.ts: a CPF's dots and dash).
      const separatorsOnly = /^\d+$/.test(tidied) && tidied === text.replace(/[\s./-]+/gu, '') && !takes(`${tidied}0`) && !takes(tidied.slice(1));
      if (!separatorsOnly) expect(tidied.replace(/\s+/gu, '').toUpperCase(), `tidying ${JSON.stringify(text)} changes only case and spaces`).toBe(text.replace(/\s+/gu, '').toUpperCase());
      // Text with prose punctuation keeps its words apart (spaces at its ends may go).
      if (marksIn(text) >= 2) expect(words(tidied), `the words of ${JSON.stringify(text)}`).toHaveLength(words(text).length);
    }
  });
});
