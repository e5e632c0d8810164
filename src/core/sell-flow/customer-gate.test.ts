import { describe, expect, it } from 'vitest';
import type { Customer } from '../../api/customers';
import { customerVerificationStep } from './customer-gate';

const at = '2026-01-01T00:00:00Z';
const entity = (over: Record<string, unknown> = {}) => ({ Model: 'Standard', Status: 'Pending', Created: at, Modified: at, Entity: 'c-1', ...over });
const customer = (Verifications?: Customer['Verifications']): Pick<Customer, 'Verifications'> => ({ Verifications });

describe('customerVerificationStep', () => {
  it.each([
    ['no customer record', null, 'start'],
    ['a record without verifications (onboarding begun)', customer(undefined), 'resume'],
    ['approved', customer({ Type: 'Individual', Status: 'Approved', EntityVerifications: [entity({ Status: 'Approved' })] }), undefined],
    ['under review', customer({ Type: 'Individual', Status: 'Pending', EntityVerifications: [entity()] }), 'wait'],
    ['actions required', customer({ Type: 'Individual', Status: 'Pending', ActionsRequired: ['ProofOfAddress'], EntityVerifications: [entity()] }), 'resume'],
    ['a rejection that may be retried', customer({ Type: 'Individual', Status: 'Declined', EntityVerifications: [entity({ Status: 'Declined', RejectionData: { RejectType: 'Retry' } })] }), 'resume'],
    ['a final rejection', customer({ Type: 'Individual', Status: 'Declined', EntityVerifications: [entity({ Status: 'Declined', RejectionData: { RejectType: 'Final' } })] }), 'declined'],
  ] as const)('%s → %s', (_label, input, expected) => {
    expect(customerVerificationStep(input as never)).toBe(expected);
  });
});
