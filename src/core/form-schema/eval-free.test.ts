import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goodAnswer, stringFields, withValue } from '../../../tooling/form-samples';
import { validateFormDataEvalFree } from './eval-free';
import { validateFormData } from './validate';

// The real published schemas sit beside the project on engineers' machines and in CI only.
const dir = resolve(__dirname, '../../../../shared/form-schemas');
const present = existsSync(dir);
const files = present ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const sort = (p: { Field: string }[]) => [...p].sort((a, b) => a.Field.localeCompare(b.Field));

describe.skipIf(!present)(`the eval-free validator on the real form schemas in ${dir}`, () => {
  it.each(files)('%s: agrees with the ajv validator on a good answer and on bad ones', (file) => {
    const schema = JSON.parse(readFileSync(resolve(dir, file), 'utf8'));
    const good = goodAnswer(schema);
    expect(validateFormDataEvalFree(schema, good)).toEqual([]);
    expect(sort(validateFormDataEvalFree(schema, {}))).toEqual(sort(validateFormData(schema, {})));
    for (const path of stringFields(good)) {
      for (const bad of [withValue(good, path, undefined), withValue(good, path, ''), withValue(good, path, '\u0007'.repeat(300))]) {
        expect(sort(validateFormDataEvalFree(schema, bad)), `${file} ${path.join('.')}`).toEqual(sort(validateFormData(schema, bad)));
      }
    }
  });
});

if (!present) {
  describe('real form schemas', () => {
    it.skip(`skipped: ${dir} is absent (it exists beside the project on engineers' machines and in CI)`, () => {});
  });
}

describe('the eval-free validator', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['Reference', 'Name'],
    'x-total-max-length': 10, 'x-validation-message': 'Name and reference together must be at most 10 characters',
    properties: {
      Reference: { type: 'string', 'x-validation': { minDistinctChars: 2, message: 'Use at least 2 different characters' } },
      Name: { type: 'string', minLength: 3, errorMessage: 'Name must have at least 3 characters' },
    },
  };
  it('applies the service keywords with their own messages, like the ajv path', () => {
    for (const data of [{ Reference: 'aaaa', Name: 'Al' }, { Reference: 'abcdefgh', Name: 'Alice' }, {}]) {
      expect(sort(validateFormDataEvalFree(schema, data))).toEqual(sort(validateFormData(schema, data)));
    }
    expect(validateFormDataEvalFree(schema, { Reference: 'aaaa', Name: 'Al' })).toEqual(
      expect.arrayContaining([{ Field: 'Reference', Reason: 'SchemaValidation', Description: 'Use at least 2 different characters' }, { Field: 'Name', Reason: 'SchemaValidation', Description: 'Name must have at least 3 characters' }]),
    );
  });
  it('refuses remote references before validating', () => {
    expect(() => validateFormDataEvalFree({ ...schema, properties: { A: { $ref: 'https://evil.example/s.json' } } }, {})).toThrow(/another document/);
  });
});
