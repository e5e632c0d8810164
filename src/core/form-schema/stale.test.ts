import { describe, expect, it } from 'vitest';
import { isValidEvalFree } from './eval-free';
import { activeSchema, dropStaleAnswers } from './stale';
import { mergeRefinement } from './merge';
import holder from './fixtures/bank-account-holder.json';
import documents from './fixtures/beneficiary-documents.json';
import paymentKey from './fixtures/payment-key.json';

type Json = Record<string, unknown>;
const drop = (schema: Json, data: Json) => dropStaleAnswers(schema, data, isValidEvalFree);

describe('dropStaleAnswers (a customer changed their mind)', () => {
  it('drops an object Name once the account holder becomes a business, and keeps what still fits', () => {
    const answers = { PhoneNumber: '4915112345678', AccountHolderName: { AccountHolderType: 'Business', Name: { FirstName: 'Ana', LastName: 'Silva' } } };
    expect(drop(holder, answers)).toEqual({ PhoneNumber: '4915112345678', AccountHolderName: { AccountHolderType: 'Business' } });
  });
  it('keeps a string Name typed for a business when switching back and forth between fitting shapes', () => {
    const answers = { AccountHolderName: { AccountHolderType: 'Business', Name: 'Acme Trading' } };
    expect(drop(holder, answers)).toBe(answers);
  });
  it('drops a choice the new branch does not offer, then follows the branch that drop switches', () => {
    // A person chose a passport; as a company only a tax ID is offered.
    const answers = { Beneficiary: { BeneficiaryType: 'Business', DocumentType: 'PASS', DocumentID: 'AB1234567', AccountNumber: '12345678' } };
    expect(drop(documents, answers)).toEqual({ Beneficiary: { BeneficiaryType: 'Business', DocumentID: 'AB1234567', AccountNumber: '12345678' } });
  });
  it('never invents anything: unknown fields and non-objects pass through', () => {
    expect(drop(holder, { Unknown: { a: 1 } })).toEqual({ Unknown: { a: 1 } });
    expect(dropStaleAnswers(holder, 'text', isValidEvalFree)).toBe('text');
  });
});

describe('activeSchema and mergeRefinement', () => {
  it('merges a branch that refines a property without its type into the base property', () => {
    const beneficiary = (documents.properties as Json).Beneficiary as Json;
    const active = activeSchema(beneficiary, { BeneficiaryType: 'Individual', DocumentType: 'NID' }, isValidEvalFree);
    expect((active.properties as Json).DocumentID).toEqual({ maxLength: 20, title: 'Document number', type: 'string', pattern: '^[0-9]{9}$', errorMessage: 'A national ID has 9 digits' });
  });
  it('follows an if/then/else nested directly in a then', () => {
    const details = (paymentKey.properties as Json).IdentifierDetails as Json;
    const company = activeSchema(details, { IdentifierType: 'TaxID', TaxIDKind: 'Company' }, isValidEvalFree);
    expect((company.properties as Json).Identifier).toMatchObject({ type: 'string', title: 'Tax ID', pattern: '^[0-9]{12}$' });
    const person = activeSchema(details, { IdentifierType: 'TaxID', TaxIDKind: 'Personal' }, isValidEvalFree);
    expect((person.properties as Json).Identifier).toMatchObject({ type: 'string', title: 'Tax ID', pattern: '^[0-9]{10}$' });
  });
  it('lets a branch that redefines a property as another type replace it', () => {
    const merged = mergeRefinement({ properties: { Name: { type: 'object', title: 'Full name', properties: {} } } }, { properties: { Name: { type: 'string', title: 'Business name' } } });
    expect(merged).toEqual({ properties: { Name: { type: 'string', title: 'Business name' } } });
    expect(mergeRefinement({ required: ['a'], properties: { N: { type: 'integer' } } }, { required: ['a', 'b'], properties: { N: { type: 'number', minimum: 1 } } })).toEqual({ required: ['a', 'b'], properties: { N: { type: 'number', minimum: 1 } } });
  });
});
