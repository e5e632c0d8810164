import { describe, expect, it } from 'vitest';
import type { PaymentMethodDisplayDetails } from '../../api/payment-methods';
import { paymentMethodText, uniqueByDisplay } from './PaymentMethodLabel';

// A display shape the kit does not know is read as it came (ADR 0178); its line must still tell
// one account from another, or the picker would show blank rows and merge them into one.
const unknown = (details: Record<string, unknown>) => ({ Type: 'FiatPaymentMethodWalletDisplay', ...details }) as unknown as PaymentMethodDisplayDetails;

describe('paymentMethodText', () => {
  it('names the known shapes without a full account number', () => {
    expect(paymentMethodText({ Type: 'FiatPaymentMethodBankDisplay', BankName: 'N26', AccountNumber: 'DE89370400440532013000' } as PaymentMethodDisplayDetails)).toBe('N26 •••• 3000');
  });

  it('names a shape newer than the kit by its own values, long digit runs cut to the last four', () => {
    expect(paymentMethodText(unknown({ Handle: '@ana', Provider: 'Wallet Co' }))).toBe('@ana Wallet Co');
    expect(paymentMethodText(unknown({ Provider: 'Wallet Co', Phone: '4915112345678' }))).toBe('Wallet Co •••• 5678');
    expect(paymentMethodText(unknown({ Nested: { Secret: '1' }, Empty: ' ' }))).toBe('');
  });

  it('keeps two accounts of a newer shape apart', () => {
    const methods = [unknown({ Handle: '@ana' }), unknown({ Handle: '@bea' })];
    expect(uniqueByDisplay(methods, paymentMethodText)).toHaveLength(2);
  });
});
