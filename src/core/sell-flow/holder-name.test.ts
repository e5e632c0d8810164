// The verified name as the account holder: by field names and titles, through the holder's type
// branch, never over what was typed, never longer than a field allows; over the sandbox's own
// forms, the project's fixtures in the service's published format, and (an extra run) the
// published samples beside the project.
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../api/customers';
import { seedChannels } from '../../sandbox/seed/channels';
import { validateFormData } from '../form-schema';
import { fixtureFormSchemas, reportSharedRun, sharedFormSchemas } from '../../../tooling/form-samples';
import { withHolderName } from './holder-name';

const person = {
  Type: 'Individual', CustomerID: 'c-1', Created: '2026-01-01T00:00:00Z', FullName: { FirstName: 'Jörg', LastName: 'Müller' }, DateOfBirth: '1990-02-28', Identities: [],
  PrimaryResidence: { Street: 'Hauptstrasse 5', City: 'Berlin', PostCode: '10115', Country: 'DE' },
} as unknown as Customer;
const company = { Type: 'Business', CustomerID: 'c-2', Created: '2026-01-01T00:00:00Z', RegisteredName: 'Acme Trading GmbH' } as unknown as Customer;
const sepa = seedChannels.find((c) => c.PaymentMethodType === 'BankSepa')!.formSchema;
const fixture = (name: string) => fixtureFormSchemas().find((f) => f.name === name)!.schema;

describe('withHolderName', () => {
  it('fills the SEPA form\'s holder as an individual, first and last name, and leaves the rest', () => {
    expect(withHolderName(sepa, person, undefined)).toEqual({ AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Jörg', LastName: 'Müller' } } });
    expect(withHolderName(sepa, person, { BankDetails: { IBAN: 'DE89370400440532013000' } })).toEqual({
      BankDetails: { IBAN: 'DE89370400440532013000' },
      AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Jörg', LastName: 'Müller' } },
    });
  });

  it('never replaces what the customer typed, and keeps a chosen type', () => {
    const typed = { AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana' } } };
    expect(withHolderName(sepa, person, typed)).toEqual({ AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Müller' } } });
    // The customer said the account is a company's: the person's name is not put into it.
    const business = { AccountHolder: { AccountHolderType: 'Business' } };
    expect(withHolderName(sepa, person, business)).toEqual(business);
  });

  it('fills a business\'s registered name into the Business branch', () => {
    expect(withHolderName(sepa, company, {})).toEqual({ AccountHolder: { AccountHolderType: 'Business', Name: 'Acme Trading GmbH' } });
    expect(withHolderName(fixture('beneficiary-documents.json'), company, {})).toMatchObject({ Beneficiary: { BeneficiaryType: 'Business', CompanyName: 'Acme Trading GmbH' } });
  });

  it('fills nothing for a customer of a type added after this release, and never fails on one', () => {
    const trust = { Type: 'Trust', CustomerID: 'c-9', Created: '2026-01-01T00:00:00Z' } as unknown as Customer;
    const schema = { type: 'object', properties: { AccountHolderName: { type: 'string' } } };
    expect(withHolderName(schema, trust, {})).toEqual({});
  });

  it('reads the service\'s published shapes: a holder section with a type branch, and a beneficiary', () => {
    expect(withHolderName(fixture('bank-account-holder.json'), person, {})).toEqual({ AccountHolderName: { AccountHolderType: 'Individual', Name: { FirstName: 'Jörg', LastName: 'Müller' } } });
    expect(withHolderName(fixture('beneficiary-documents.json'), person, {})).toMatchObject({ Beneficiary: { BeneficiaryType: 'Individual', FirstName: 'Jörg', LastName: 'Müller' } });
  });

  it('leaves a name longer than its field allows for the customer, and a form without a holder as it is', () => {
    const long = { ...person, FullName: { FirstName: 'J'.repeat(60), LastName: 'Müller' } } as unknown as Customer;
    expect(withHolderName(sepa, long, {})).toEqual({ AccountHolder: { AccountHolderType: 'Individual', Name: { LastName: 'Müller' } } });
    const answers = { Key: 'x' };
    expect(withHolderName({ type: 'object', properties: { Key: { type: 'string', title: 'Pix key' }, Name: { type: 'string', title: 'Name' } } }, person, answers)).toBe(answers);
    expect(withHolderName(sepa, null, answers)).toBe(answers);
  });

  it('over every form: only names and the holder type are filled, and they break no rule of their field', { timeout: 30_000 }, () => {
    const schemas = [...seedChannels.map((c) => ({ name: c.ID, schema: c.formSchema })), ...fixtureFormSchemas(), ...sharedFormSchemas()];
    reportSharedRun('holder name prefill', sharedFormSchemas().length);
    let filled = 0;
    for (const { name, schema } of schemas) {
      for (const customer of [person, company]) {
        const answers = withHolderName(schema, customer, {}) ?? {};
        const values = JSON.stringify(answers).match(/"[^"]*"(?=[,}])/g) ?? [];
        for (const value of values) expect(['"Individual"', '"Business"', '"Jörg"', '"Müller"', '"Jörg Müller"', '"Acme Trading GmbH"'], `${name}: ${value}`).toContain(value);
        if (Object.keys(answers).length) filled += 1;
        // No rule of a field it filled is broken (the rest of the form is still to be answered).
        const filledPaths = new Set(leafPaths(answers));
        const problems = validateFormData(schema, answers).filter((p) => filledPaths.has(p.Field));
        expect(problems, name).toEqual([]);
      }
    }
    expect(filled).toBeGreaterThan(10);
  });
});

function leafPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return [path.join('.')];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
}
