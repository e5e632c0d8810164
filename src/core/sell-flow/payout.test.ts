import { describe, expect, it } from 'vitest';
import type { Customer } from '../../api/customers';
import { methodTypeOfDisplay, withCustomerHolder } from './payout';

describe('methodTypeOfDisplay', () => {
  it('names the bank rail of a single banking system, a card, and nothing it cannot tell', () => {
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodBankDisplay', AccountNumber: '3000', BankingSystems: ['SEPA'] })).toBe('BankSepa');
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodBankDisplay', BankingSystems: ['FEDWIRE'] })).toBe('BankFedwire');
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodBankDisplay', BankingSystems: ['ACH'] })).toBe('BankAch');
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodCardDisplay', Last4: '4242', Scheme: 'Visa' })).toBe('TokenizedCard');
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodBankDisplay', BankingSystems: ['SEPA', 'SWIFT'] })).toBeUndefined();
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodBankDisplay', BankingSystems: ['Faster Payments'] })).toBeUndefined();
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodBankDisplay' })).toBeUndefined();
    expect(methodTypeOfDisplay({ Type: 'FiatPaymentMethodIdentifierDisplay', IdentifierType: 'Email', Identifier: 'a@b.c' })).toBeUndefined();
  });
});

describe('withCustomerHolder', () => {
  it('leaves a kept payout as it is for a customer of a type added after this release', () => {
    const trust = { Type: 'Trust', CustomerID: 'c-9', Created: '2026-01-01T00:00:00Z' } as unknown as Customer;
    expect(withCustomerHolder({ holderDigest: 'abcd1234' } as never, trust)).toEqual({ holderDigest: 'abcd1234' });
  });
});
