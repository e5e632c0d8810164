'use client';
// A decimal-string amount shown through Intl in the kit's locale, never through a float.
import { formatAmount } from '../../core/decimal';
import { useRampkit } from '../../react/useRampkit';

export interface AmountProps {
  value: string;
  /** ISO 4217 fiat code (formatted as money) or a crypto code (shown after the number). */
  currency?: string;
  maximumFractionDigits?: number;
  className?: string;
}

export function Amount({ value, currency, maximumFractionDigits, className }: AmountProps) {
  const { locale } = useRampkit('Amount');
  return (
    <span data-slot="amount" data-currency={currency} className={className}>
      {formatAmount(value, { locale, currency, maximumFractionDigits })}
    </span>
  );
}
