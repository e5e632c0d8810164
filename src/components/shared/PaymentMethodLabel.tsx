'use client';
// One line that names a payment method by its display shape, without showing a full account number.
import type { PaymentMethodDisplayDetails } from '../../api/payment-methods';

const last = (value: string | undefined, n = 4) => (value ? `•••• ${value.slice(-n)}` : '');

export function paymentMethodText(details: PaymentMethodDisplayDetails): string {
  switch (details.Type) {
    case 'FiatPaymentMethodBankDisplay':
      return [details.BankName, last(details.AccountNumber)].filter(Boolean).join(' ') || (details.BankingSystems ?? []).join(', ');
    case 'FiatPaymentMethodCardDisplay':
      return `${details.Scheme} ${last(details.Last4)}`;
    case 'FiatPaymentMethodIdentifierDisplay':
      return details.Identifier;
    default:
      return unknownShapeText(details);
  }
}

/**
 * A display shape newer than the kit (read as it came, ADR 0178): its own words and numbers, so the
 * customer can still tell one account from another, with any long run of digits cut to its last
 * four as the known shapes show an account number.
 */
function unknownShapeText(details: object): string {
  return Object.entries(details)
    .filter(([key, value]) => key !== 'Type' && (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '')
    .map(([, value]) => {
      const digits = String(value).replace(/\s/g, '');
      return /^\d{6,}$/.test(digits) ? last(digits) : String(value);
    })
    .join(' ');
}

/**
 * One entry per account as the customer sees it: the service can hold the same IBAN as several
 * payment methods (one per sell), which would read as identical rows. The first (most recent) wins.
 */
export function uniqueByDisplay<T>(items: readonly T[], seen: (item: T) => string): T[] {
  const keys = new Set<string>();
  return items.filter((item) => {
    const key = seen(item);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

export function PaymentMethodLabel({ details }: { details: PaymentMethodDisplayDetails }) {
  return (
    <span data-slot="payment-method-label" data-shape={details.Type.replace('FiatPaymentMethod', '').replace('Display', '').toLowerCase()}>
      {paymentMethodText(details)}
    </span>
  );
}
