// DynamicForm as a customer meets it, on the project's own form schemas in the service's published
// format (every clone has them). For each schema, through the DOM only (tooling/form-customer.tsx):
// fill a good answer (choices first, then what they reveal), send it and check it against ajv; break
// a field with the schema's own message and one with the generic message, and find that message
// next to the field with nothing sent; switch a discriminator and finish the other branch, with
// nothing of the old branch shown or sent; clear every field once and leave it, and find what the
// service would say under each. Any console.error or uncaught error fails the schema.
import { describe, expect, it } from 'vitest';
import { fixtureFormSchemas, type NamedFormSchema } from '../../../tooling/form-samples';
import { asACustomer, failOnConsoleErrors, type CustomerRun } from '../../../tooling/form-customer';

failOnConsoleErrors();
const own = fixtureFormSchemas();
const runs = new Map<string, CustomerRun>();

describe('DynamicForm as a customer uses it, on the project’s own form schemas', () => {
  it('has fixtures for every shape the issue lists', () => {
    expect(own.map((s) => s.name)).toEqual(expect.arrayContaining(['beneficiary-documents.json', 'payment-key.json', 'business-owners.json', 'address-country.json', 'bank-account-holder.json']));
  });
  it.each(own.map((s) => [s.name, s] as [string, NamedFormSchema]))('%s', async (name, s) => {
    const run = await asACustomer(s);
    runs.set(name, run);
    // A schema with branches always gets a change of mind.
    if (JSON.stringify(s.schema).includes('"if"')) expect(run.switchedBranch, name).toBe(true);
  }, 180_000);
  it('broke a field with its own message and one without, and switched a branch, on the fixtures that have them', () => {
    expect(runs.size).toBe(own.length);
    expect(runs.get('bank-account-holder.json')).toEqual({ brokeWithOwnMessage: true, brokeWithGenericMessage: true, switchedBranch: true });
    expect(runs.get('address-country.json')).toMatchObject({ brokeWithOwnMessage: true, brokeWithGenericMessage: true });
    expect(runs.get('beneficiary-documents.json')).toMatchObject({ brokeWithOwnMessage: true, switchedBranch: true });
  });
});
