// The control API's customer route only creates: a taken CustomerID is refused in the error
// envelope and the stored customer (its profile and its review) stays exactly as it was.
import { afterEach, expect, it } from 'vitest';
import { startSandbox, type Harness } from './test-helpers';
import { sampleCustomer } from './sample-customer';

let h: Harness | undefined;
afterEach(() => {
  h?.sandbox.close();
  h = undefined;
});

it('creates an approved customer with the sample profile when the call names none', async () => {
  h = await startSandbox();
  expect(await h.control('/customers/fresh-1')).toMatchObject({ status: 200, body: { CustomerID: 'fresh-1', Status: 'Approved' } });
  const stored = await h.call('GET', '/v1/customers/fresh-1');
  expect(stored.body).toMatchObject({ FullName: sampleCustomer().FullName, Verifications: { Status: 'Approved' } });
});

it('refuses an existing CustomerID with 409 and leaves a finally declined customer declined', async () => {
  h = await startSandbox();
  const profile = { ...sampleCustomer(), FullName: { FirstName: 'Jonas', LastName: 'Weber' } };
  await h.control('/customers/c-1', { Profile: profile });
  await h.control('/customers/c-1/verification', { Outcome: 'DeclinedFinal' });
  const again = await h.control('/customers/c-1');
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({
    Type: 'Duplicate', Action: 'Control /customers/:id', Detail: expect.stringContaining('c-1'), Instance: expect.any(String),
    RequestExtension: { Body: [{ Field: 'CustomerID', Reason: 'IntegrityValidation', Description: expect.any(String) }] },
  });
  const stored = await h.call('GET', '/v1/customers/c-1');
  expect(stored.body.FullName).toEqual({ FirstName: 'Jonas', LastName: 'Weber' });
  expect(stored.body.Verifications.Status).toBe('Declined');
  expect(stored.body.Verifications.EntityVerifications[0].RejectionData.RejectType).toBe('Final');
});

it('refuses a customer onboarding on the hosted page and keeps what it typed', async () => {
  h = await startSandbox();
  await h.call('POST', '/v1/onboarding/hosted-1', { ReturnURL: 'https://shop.example/back', Form: { FullName: { FirstName: 'Lea', LastName: 'Roth' } } });
  const again = await h.control('/customers/hosted-1', {});
  expect(again).toMatchObject({ status: 409, body: { Type: 'Duplicate' } });
  // Still the standard-model applicant it was: its review not started, only its name given.
  const resumed = await h.call('POST', '/v1/onboarding/hosted-1', { ReturnURL: 'https://shop.example/back' });
  expect(resumed.body).toMatchObject({ OnboardingStatus: 'ReviewNotStarted', MissingSteps: ['IDENTITY', 'SELFIE', 'QUESTIONNAIRE'] });
  expect(Object.keys(resumed.body.FormSchema.properties)).not.toContain('FullName');
  expect(Object.keys(resumed.body.FormSchema.properties)).toContain('DateOfBirth');
  expect(resumed.body.Verifications).toBeUndefined();
});
