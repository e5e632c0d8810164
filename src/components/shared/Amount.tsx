'use client';
// A decimal-string amount shown through Intl in the kit's locale, never through a float.
import { formatAmount } from '../../core/decimal';
import { useRampkit } from '../../react/useRampkit';
import { KitRoot, type RootProps } from './root';

export interface AmountProps extends RootProps<HTMLSpanElement> {
  value: string;
  /** ISO 4217 fiat code (formatted as money) or a crypto code (shown after the number). */
  currency?: string;
  maximumFractionDigits?: number;
}

export function Amount({ value, currency, maximumFractionDigits, ...root }: AmountProps) {
  const { locale } = useRampkit('Amount');
  return (
    <KitRoot as="span" {...root} data-slot="amount" data-currency={currency}>
      {formatAmount(value, { locale, currency, maximumFractionDigits })}
    </KitRoot>
  );
}
