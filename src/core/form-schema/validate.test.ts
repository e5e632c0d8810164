import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFormSchemas, reportSharedRun, sharedFormSchemas } from '../../../tooling/form-samples';
import { validateFormData } from './validate';
import { assertSafeSchema, UnsafeSchemaError } from './guard';

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    AccountHolderName: {
      type: 'object',
      properties: { AccountHolderType: { type: 'string', enum: ['Individual', 'Business'] } },
      required: ['AccountHolderType'],
      allOf: [
        {
          if: { properties: { AccountHolderType: { const: 'Individual' } } },
          then: {
            properties: {
              Name: {
                type: 'object',
                properties: { FirstName: { type: 'string', minLength: 1 }, LastName: { type: 'string', minLength: 1 } },
                required: ['FirstName', 'LastName'],
                'x-total-max-length': 22,
                'x-validation-message': 'Combined first and last name must not exceed 22 characters',
              },
            },
            required: ['Name'],
          },
        },
        {
          if: { properties: { AccountHolderType: { const: 'Business' } } },
          then: { properties: { Name: { type: 'string', minLength: 3, errorMessage: 'Name must be between 3 and 50 characters' } }, required: ['Name'] },
        },
      ],
    },
    BankDetails: {
      type: 'object',
      properties: {
        IBAN: { type: 'string', pattern: '^DE\\d{20}$', errorMessage: 'Enter a German IBAN: DE and 20 digits', placeholder: 'DE89…', 'x-scan-type': 'iban' },
        AccountType: { type: 'string', oneOf: [{ const: 'Checking', title: 'Checking' }, { const: 'Savings', title: 'Savings' }] },
      },
      required: ['IBAN'],
    },
    Reference: { type: 'string', 'x-validation': { minDistinctChars: 2, message: 'Reference must contain at least 2 different characters' } },
    Email: { type: 'string', format: 'email' },
  },
  required: ['AccountHolderName', 'BankDetails'],
  metadata: { contentHash: 'x' },
};
const good = { AccountHolderName: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } }, BankDetails: { IBAN: 'DE89370400440532013000' } };
const fields = (data: unknown) => Object.fromEntries(validateFormData(schema, data).map((p) => [p.Field, p.Description]));

describe('validateFormData', () => {
  it('accepts a complete answer', () => expect(validateFormData(schema, good)).toEqual([]));
  it('reports missing fields on their own path', () => {
    expect(fields({ AccountHolderName: { AccountHolderType: 'Individual' } })).toEqual({ BankDetails: 'is required', 'AccountHolderName.Name': 'is required' });
  });
  it('uses the schema errorMessage for a pattern', () => {
    expect(fields({ ...good, BankDetails: { IBAN: 'FR7630006000011234567890189' } })).toEqual({ 'BankDetails.IBAN': 'Enter a German IBAN: DE and 20 digits' });
  });
  it('follows the if/then branch that applies', () => {
    expect(fields({ ...good, AccountHolderName: { AccountHolderType: 'Business', Name: 'AB' } })).toEqual({ 'AccountHolderName.Name': 'Name must be between 3 and 50 characters' });
  });
  it('enforces x-total-max-length with its x-validation-message', () => {
    const long = { ...good, AccountHolderName: { AccountHolderType: 'Individual', Name: { FirstName: 'Alexandra', LastName: 'Bonaparte-Smithson' } } };
    expect(fields(long)).toEqual({ 'AccountHolderName.Name': 'Combined first and last name must not exceed 22 characters' });
  });
  it('enforces x-validation.minDistinctChars with its message', () => {
    expect(fields({ ...good, Reference: 'aaaa' })).toEqual({ Reference: 'Reference must contain at least 2 different characters' });
    expect(fields({ ...good, Reference: 'ab' })).toEqual({});
  });
  it('checks labelled oneOf choices and formats', () => {
    expect(fields({ ...good, BankDetails: { ...good.BankDetails, AccountType: 'Gold' } })).toEqual({ 'BankDetails.AccountType': 'must be one of the listed choices' });
    expect(fields({ ...good, Email: 'nope' })['Email']).toMatch(/email/);
  });
});

describe('assertSafeSchema', () => {
  it.each([
    ['a remote $ref', { type: 'object', properties: { a: { $ref: 'https://evil.example/s.json' } } }],
    ['a remote $id', { $id: 'https://evil.example/s.json', type: 'object', properties: {} }],
    ['a schema nested too deep', JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40))],
    ['a pattern that is no regular expression', { type: 'object', properties: { a: { type: 'string', pattern: '(' } } }],
    ['an oversized schema', { type: 'object', properties: {}, description: 'x'.repeat(300_000) }],
  ])('refuses %s', (_label, s) => expect(() => assertSafeSchema(s)).toThrow(UnsafeSchemaError));
  it('allows local references', () => expect(() => assertSafeSchema({ definitions: { a: {} }, properties: { b: { $ref: '#/definitions/a' } } })).not.toThrow());
});

// Every schema the tests can see: the project's fixtures always, ../shared's samples when present.
const own = fixtureFormSchemas();
const shared = sharedFormSchemas();
afterAll(() => reportSharedRun('validateFormData on an empty answer', shared.length));
describe.each([
  ['the project’s own form schemas', own],
  ['the published form schemas (../shared)', shared],
] as const)('%s', (_label, list) => {
  it.runIf(list.length).each(list.map((s) => [s.name, s.schema] as [string, Record<string, unknown>]))('%s compiles and reports every required field of an empty answer', (_file, published) => {
    const problems = validateFormData(published, {});
    expect(problems.map((p) => p.Field).sort()).toEqual([...((published.required as string[] | undefined) ?? [])].sort());
  });
});
