import { describe, expect, it } from 'vitest';
import { validateFormData } from '../core/form-schema/validate';
import { fixtureFormSchemas, reportSharedRun, sharedFormSchemas } from '../../tooling/form-samples';
import { answersFromSchema, overridePaths } from './form-answers';

describe('answersFromSchema', () => {
  it.each(fixtureFormSchemas().map((f) => [f.name, f.schema] as const))('answers %s validly, and is deterministic', (_name, schema) => {
    const answer = answersFromSchema(schema);
    expect(validateFormData(schema, answer)).toEqual([]);
    expect(answersFromSchema(schema)).toEqual(answer);
  });

  it('answers a NextStep by its Schema', () => {
    const schema = fixtureFormSchemas()[0]!.schema;
    expect(answersFromSchema({ StepID: 's1', StepType: 'DataEntry', Schema: schema })).toEqual(answersFromSchema(schema));
  });

  it('keeps an override as given, even a wrong one, and fills the rest validly', () => {
    const schema = { type: 'object', required: ['Email', 'Name'], properties: { Email: { type: 'string', format: 'email' }, Name: { type: 'string', minLength: 2 } } };
    expect(answersFromSchema(schema, { Name: 'Zoë' })).toEqual({ Email: 'ana.silva@example.com', Name: 'Zoë' });
    const wrong = answersFromSchema(schema, { Email: 'not-an-email' });
    expect(wrong.Email).toBe('not-an-email');
    expect(validateFormData(schema, wrong).map((p) => p.Field)).toEqual(['Email']);
    expect(answersFromSchema(schema, { Name: undefined })).toEqual({ Email: 'ana.silva@example.com' });
  });

  it('follows the branch an override chooses (if/then) and fills that branch', () => {
    const schema = {
      type: 'object', required: ['Kind'],
      properties: { Kind: { type: 'string', enum: ['Email', 'Phone'] }, Email: { type: 'string', format: 'email' }, Phone: { type: 'string', pattern: '^\\+[0-9]{8,12}$' } },
      allOf: [
        { if: { required: ['Kind'], properties: { Kind: { const: 'Email' } } }, then: { required: ['Email'] } },
        { if: { required: ['Kind'], properties: { Kind: { const: 'Phone' } } }, then: { required: ['Phone'] } },
      ],
    };
    expect(Object.keys(answersFromSchema(schema))).toEqual(['Kind', 'Email']);
    const phone = answersFromSchema(schema, { Kind: 'Phone' });
    expect(phone.Phone).toMatch(/^\+[0-9]{8,12}$/);
    expect(validateFormData(schema, phone)).toEqual([]);
  });

  // A published channel asks for a name in Hanzi ("^[\u4e00-\u9fff]+$"): a pattern whose class holds
  // only letters outside ASCII must still be answered, in those letters.
  it('answers a pattern whose letters are all outside ASCII (Hanzi, Cyrillic) with those letters', () => {
    const schema = {
      type: 'object', required: ['LocalName', 'City'],
      properties: {
        LocalName: { type: 'string', minLength: 2, maxLength: 50, pattern: '^[\u4e00-\u9fff]+$' },
        City: { type: 'string', pattern: '^[А-Яа-я ]{3,20}$' },
      },
    };
    const answer = answersFromSchema(schema);
    expect(validateFormData(schema, answer)).toEqual([]);
    expect(answer.LocalName).toMatch(/^[\u4e00-\u9fff]{2,50}$/);
  });

  it('reads nested and dotted overrides alike', () => {
    expect(overridePaths({ BankDetails: { IBAN: 'x' }, 'Holder.Name': 'y' })).toEqual([
      { path: ['BankDetails', 'IBAN'], value: 'x' },
      { path: ['Holder', 'Name'], value: 'y' },
    ]);
  });

  it('answers every published form schema validly (extra run when ../shared is there)', () => {
    const published = sharedFormSchemas();
    const failures = published.filter(({ schema }) => validateFormData(schema, answersFromSchema(schema)).length > 0).map((f) => f.name);
    reportSharedRun('answersFromSchema', published.length);
    expect(failures).toEqual([]);
  });
});
