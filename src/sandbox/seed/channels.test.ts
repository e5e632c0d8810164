import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFormSchemas, reportSharedRun, sharedFormSchemas } from '../../../tooling/form-samples';
import { validateFormData } from '../../core/form-schema';
import { validateFormDataEvalFree } from '../../core/form-schema/eval-free';
import { seedChannels } from './channels';

type Node = Record<string, unknown>;

/** Every leaf field (a property schema with a `type` other than object), with its path. */
function leaves(schema: Node, path: string[] = []): [string, Node][] {
  const out: [string, Node][] = [];
  const visit = (node: Node, at: string[]) => {
    for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
      if (child.type === 'object') visit(child, [...at, name]);
      else out.push([[...at, name].join('.'), child]);
    }
    for (const branch of (node.allOf ?? []) as Node[]) if (branch.then) visit(branch.then as Node, at);
  };
  visit(schema, path);
  return out;
}

function keywords(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => keywords(n, into));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      into.add(k);
      keywords(k === 'properties' ? Object.values(v as object) : v, into);
    }
  }
  return into;
}

const schemas = seedChannels.flatMap((c) => [[`${c.Country} ${c.PaymentMethodType}`, c.formSchema] as const, ...c.nextSteps.map((s) => [`${c.Country} ${s.StepID}`, s.Schema] as const)]);

describe('seed form schemas', () => {
  it('cover eight country/currency pairs and two multi-step channels', () => {
    expect(new Set(seedChannels.map((c) => `${c.Country}/${c.FiatCurrency}`)).size).toBeGreaterThanOrEqual(8);
    expect(seedChannels.filter((c) => c.nextSteps.length > 0).map((c) => c.nextSteps[0]?.StepType).sort()).toEqual(['Ack', 'DataEntry']);
  });
  it.each(schemas)('%s: every field has a title, a description and examples that validate', (_name, schema) => {
    for (const [path, field] of leaves(schema as Node)) {
      expect(field.title, `${path} title`).toEqual(expect.any(String));
      expect(field.description, `${path} description`).toEqual(expect.any(String));
      expect(Array.isArray(field.examples) && field.examples.length > 0, `${path} examples`).toBe(true);
      const { title: _t, description: _d, ...rules } = field;
      for (const example of field.examples as unknown[]) {
        const problems = validateFormData({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { v: rules } }, { v: example });
        expect(problems, `${path} example ${String(example)}`).toEqual([]);
      }
    }
  });
});

// The published format: the project's own fixtures written in it (every clone), and the service's
// samples beside the project when present (the run says how many it compared with).
const sharedSchemas = sharedFormSchemas();
afterAll(() => reportSharedRun('seed keywords against the published format', sharedSchemas.length));
describe.each([
  ['the project’s own fixtures in the published format', fixtureFormSchemas()],
  ['the published form schemas (../shared)', sharedSchemas],
] as const)('our format is the service format: %s', (_label, list) => {
  it.runIf(list.length)('uses no schema keyword the published schemas do not use, beyond examples and placeholder', () => {
    const published = new Set<string>();
    for (const { schema } of list) keywords(schema, published);
    const ours = new Set<string>();
    for (const [, s] of schemas) keywords(s, ours);
    const extra = [...ours].filter((k) => !published.has(k) && !['examples', 'placeholder', 'paymentMethodType', 'format', 'minimum', 'maximum'].includes(k));
    expect(extra).toEqual([]);
  });
});

describe('seeded form descriptions', () => {
  it('are written for the customer, one per form and step, never a template', () => {
    const schemas = seedChannels.flatMap((c) => [c.formSchema, ...c.nextSteps.map((s) => s.Schema)]) as unknown as Node[];
    const descriptions = schemas.map((s) => String(s.description ?? ''));
    for (const d of descriptions) {
      expect(d).toMatch(/^[A-Z].{30,}\.$/);
      expect(d).not.toMatch(/Details of the|the payout goes to$/);
    }
    // Distinct for distinct forms (a template would repeat its frame).
    const distinct = new Set(schemas.map((s) => `${String(s.title)}|${String(s.description)}`));
    expect(new Set(descriptions).size).toBe(new Set([...distinct].map((k) => k.split('|')[0])).size);
  });
});

// Names and IBANs as customers type them, in both validators the kit runs: ajv in the sandbox
// (handlers/sell.ts) and the eval-free one in the browser (DynamicForm's default, strictCsp).
describe.each([
  ['ajv (the sandbox)', validateFormData],
  ['eval-free (the browser)', validateFormDataEvalFree],
] as const)('the seeded SEPA form in %s', (_label, validate) => {
  const sepa = seedChannels.find((c) => c.Country === 'DE' && c.PaymentMethodType === 'BankSepa')!.formSchema as unknown as Node;
  const answers = (holder: Node, iban = 'DE89370400440532013000') => ({ BankDetails: { IBAN: iban }, AccountHolder: holder, Reference: 'Invoice 7' });

  it.each([
    ['Jörg', 'Müller'],
    ['Zoë', 'Ñúñez-O’Brien'],
    ['Łukasz', 'Żółć'],
    ['Αλέξανδρος', 'Παπαδόπουλος'],
  ])('accepts a person called %s %s, as the published schemas do (length only)', (first, last) => {
    expect(validate(sepa, answers({ AccountHolderType: 'Individual', Name: { FirstName: first, LastName: last } }))).toEqual([]);
  });

  it('still refuses an empty or too long name, with a message about length', () => {
    const problems = validate(sepa, answers({ AccountHolderType: 'Individual', Name: { FirstName: '', LastName: 'x'.repeat(51) } }));
    expect(problems.map((p) => [p.Field, p.Description])).toEqual([
      ['AccountHolder.Name.FirstName', 'First name must be between 1 and 50 characters'],
      ['AccountHolder.Name.LastName', 'Last name must be between 1 and 50 characters'],
    ]);
  });

  it('says what the IBAN rule checks for a too-short IBAN, never "without spaces" (the form tidies spaces itself)', () => {
    const [problem, ...rest] = validate(sepa, answers({ AccountHolderType: 'Business', Name: 'Acme Trading Ltd' }, 'DE893704'));
    expect(rest).toEqual([]);
    expect(problem?.Field).toBe('BankDetails.IBAN');
    expect(problem?.Description).toMatch(/15 to 34 characters/);
    expect(problem?.Description).not.toMatch(/space/i);
  });
});
