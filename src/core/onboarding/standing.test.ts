// One source of truth for where a customer stands: the record; an OnboardingStatus heard elsewhere
// (the return URL's query, a launch's answer) only until a record read after it arrives.
import { describe, expect, it } from 'vitest';
import type { Customer, Verifications } from '../../api/customers';
import { createOnboardingController, onboardingView, type OnboardingControllerOptions } from './controller';
import { customerNextStep, customerStanding, rejectionComments } from './standing';

const at = '2026-01-01T00:00:00Z';
const record = (v?: Partial<Verifications>, agreements: Customer['Agreements'] = []): Customer =>
  ({
    Type: 'Individual',
    CustomerID: 'c',
    Created: at,
    Agreements: agreements,
    ...(v ? { Verifications: { Type: 'Individual', Status: 'Pending', EntityVerifications: [], ...v } } : {}),
  }) as Customer;
const declinedRetry = record({ Status: 'Declined', EntityVerifications: [{ Model: 'Standard', Status: 'Declined', Created: at, Modified: at, Entity: 'c', RejectionData: { RejectType: 'Retry', PublicComment: 'The document photo was blurry; please upload it again.' } }] });

describe('customerNextStep', () => {
  it.each([
    ['no record', null, 'start'],
    ['no verification yet', record(), 'start'],
    ['in review', record({ Status: 'Pending' }), 'wait'],
    // A request for documents is something to do, not "in review".
    ['a request for a proof of address', record({ Status: 'Pending', ActionsRequired: ['ProofOfAddress'] }), 'actions'],
    ['a decline that can be retried', declinedRetry, 'retry'],
    ['a final decline', record({ Status: 'Declined', EntityVerifications: [{ Model: 'Standard', Status: 'Declined', Created: at, Modified: at, Entity: 'c', RejectionData: { RejectType: 'Final' } }] }), 'final'],
    ['approved', record({ Status: 'Approved' }), 'none'],
    ['approved with an agreement to accept', record({ Status: 'Approved' }, [{ Name: 'PlatformTermsOfService', Version: 2, Accepted: false }]), 'agreements'],
  ] as const)('%s: %s', (_name, customer, next) => {
    expect(customerNextStep(customer)).toBe(next);
  });

  it('lists each of the service’s free-text reasons once', () => {
    expect(rejectionComments(declinedRetry)).toEqual(['The document photo was blurry; please upload it again.']);
  });
});

describe('customerStanding', () => {
  it('takes a hint only until a record read after it', () => {
    const hint = { status: 'ReviewPending' as const, at: 1000 };
    expect(customerStanding({}, hint)).toBe('wait');
    expect(customerStanding({ record: declinedRetry, readAt: 500 }, hint)).toBe('wait');
    expect(customerStanding({ record: declinedRetry, readAt: 1500 }, hint)).toBe('retry');
    expect(customerStanding({ record: null, readAt: 1500 }, hint)).toBe('start');
    expect(customerStanding({})).toBeUndefined();
  });
});

describe('the launcher back from the hosted page', () => {
  it('never keeps "being reviewed" from the return URL once the record says declined', () => {
    let now = 1000;
    const options = { client: { startOnboarding: () => new Promise(() => undefined) }, customerId: 'c', returnUrl: 'https://shop.example/account', locale: 'en', navigate: () => undefined, openPopup: () => null } as unknown as OnboardingControllerOptions;
    const launcher = createOnboardingController(options, 'ReviewPending', () => now);
    // Before the record is read again, the query is all there is.
    expect(onboardingView(launcher.getState(), 'c', { data: declinedRetry, dataUpdatedAt: 900 }, false)).toMatchObject({ step: 'wait', reviewing: true });
    now = 2000;
    const view = onboardingView(launcher.getState(), 'c', { data: declinedRetry, dataUpdatedAt: 1100 }, false);
    expect(view).toMatchObject({ step: 'retry', reviewing: false, canLaunch: true });
  });
});
