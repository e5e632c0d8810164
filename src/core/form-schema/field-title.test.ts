import { describe, expect, it } from 'vitest';
import { fieldTitle } from './field-title';

const schema = {
  type: 'object',
  properties: {
    BankDetails: { type: 'object', title: 'Bank details', properties: { IBAN: { type: 'string', title: 'IBAN' }, Untitled: { type: 'string' } } },
    AccountHolder: { type: 'object', properties: { Type: { enum: ['Individual', 'Business'], title: 'Account holder type' } } },
    Owners: { type: 'array', items: { type: 'object', properties: { Share: { type: 'string', title: 'Share of ownership' } } } },
  },
  allOf: [
    {
      if: { properties: { AccountHolder: { properties: { Type: { const: 'Business' } } } } },
      then: { properties: { AccountHolder: { properties: { BusinessName: { type: 'string', title: 'Business name' } } } } },
    },
  ],
};

describe('fieldTitle', () => {
  it('names a nested property by its title', () => {
    expect(fieldTitle(schema, ['BankDetails', 'IBAN'])).toBe('IBAN');
    expect(fieldTitle(schema, ['BankDetails'])).toBe('Bank details');
  });

  it('finds a field a branch declares', () => {
    expect(fieldTitle(schema, ['AccountHolder', 'BusinessName'])).toBe('Business name');
  });

  it('reads an array item by its index', () => {
    expect(fieldTitle(schema, ['Owners', '0', 'Share'])).toBe('Share of ownership');
  });

  it('has no title for an untitled or unknown field, so the caller keeps the path', () => {
    expect(fieldTitle(schema, ['BankDetails', 'Untitled'])).toBeUndefined();
    expect(fieldTitle(schema, ['Nowhere'])).toBeUndefined();
    expect(fieldTitle(undefined, ['BankDetails', 'IBAN'])).toBeUndefined();
  });
});
