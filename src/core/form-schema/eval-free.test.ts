import { describe, expect, it } from 'vitest';
import { isValidEvalFree, validateFormDataEvalFree } from './eval-free';
import { validateFormData } from './validate';

const sort = (p: { Field: string }[]) => [...p].sort((a, b) => a.Field.localeCompare(b.Field));

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

describe('both validators read answers as JSON and never mistake an empty message for one', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['Name'],
    properties: {
      Name: { type: 'string', minLength: 3, errorMessage: '' },
      Reference: { type: 'string', maxLength: 5, errorMessage: '', pattern: '' },
      Address: { type: 'object', properties: { Street: { type: 'string' }, City: { type: 'string' } }, 'x-total-max-length': 8, 'x-validation-message': '' },
      Code: { type: 'string', 'x-validation': { minDistinctChars: 2, message: '' } },
    },
    if: { properties: { Name: { const: 'Business' } } },
    then: { required: ['Reference'] },
  };
  it('reads a cleared (undefined) field as absent, in the verdict and in the branch choice', () => {
    const cleared = { Name: undefined, Reference: undefined, Address: { Street: undefined } };
    expect(() => validateFormDataEvalFree(schema, cleared)).not.toThrow();
    // The `if` holds for an absent Name (no const to compare): Reference is required too.
    const required = [{ Field: 'Name', Reason: 'SchemaValidation', Description: 'is required' }, { Field: 'Reference', Reason: 'SchemaValidation', Description: 'is required' }];
    expect(sort(validateFormDataEvalFree(schema, cleared))).toEqual(required);
    expect(sort(validateFormData(schema, cleared))).toEqual(required);
    expect(isValidEvalFree(schema.if, { Name: undefined })).toBe(true);
    expect(isValidEvalFree(schema, { Name: 'Business', Reference: undefined })).toBe(false);
    expect(validateFormDataEvalFree(schema, undefined)).toEqual(validateFormData(schema, undefined));
  });
  it('falls back to the generic message when the custom one is empty, identically on both paths', () => {
    const data = { Name: 'Al', Reference: 'abcdefgh', Address: { Street: 'Long street', City: 'Berlin' }, Code: 'aaaa' };
    const expected = [
      { Field: 'Address', Reason: 'SchemaValidation', Description: 'must be at most 8 characters in total' },
      { Field: 'Code', Reason: 'SchemaValidation', Description: 'must contain at least 2 different characters' },
      { Field: 'Name', Reason: 'SchemaValidation', Description: 'must NOT have fewer than 3 characters' },
      { Field: 'Reference', Reason: 'SchemaValidation', Description: 'must NOT have more than 5 characters' },
    ];
    expect(sort(validateFormDataEvalFree(schema, data))).toEqual(expected);
    expect(sort(validateFormData(schema, data))).toEqual(expected);
  });
});
