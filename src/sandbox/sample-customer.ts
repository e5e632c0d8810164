// The sandbox's sample customer, written once: the profile the control API gives a customer made
// without one, and what the testing kit types into the hosted onboarding page. Plain data with no
// runtime imports, so rampkit/testing can use it on Playwright's Node side.
import type { IndividualCustomerInput } from '../api/customers';

const name = { FirstName: 'Ana', LastName: 'Silva' };
const identity = { IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' } as const;
const residence = { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' } as const;
const dateOfBirth = '1990-05-17';

/** A fresh copy each call: a caller that changes it cannot change the next customer's. */
export function sampleCustomer(): IndividualCustomerInput {
  return { Type: 'Individual', FullName: { ...name }, DateOfBirth: dateOfBirth, Identities: [{ ...identity }], PrimaryResidence: { ...residence } };
}

/** The sample customer as the hosted page's text inputs, by field id (its selects default to DE and Passport). */
export const SAMPLE_CUSTOMER_HOSTED_FIELDS: Readonly<Record<string, string>> = {
  FirstName: name.FirstName,
  LastName: name.LastName,
  DateOfBirth: dateOfBirth,
  IDNumber: identity.IDNumber,
  Street: residence.Street,
  City: residence.City,
  PostCode: residence.PostCode,
  State: residence.State,
};
