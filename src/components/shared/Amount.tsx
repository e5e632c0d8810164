'use client';
// A decimal-string amount shown through Intl in the kit's locale, never through a float. Fiat reads
// as money ("1.234,50 €"); crypto as its number and the currency's name in the customer's language
// ("0,05 Ether (Testnetz)"), never a code like ETH_TEST_SEPOLIA. The number never breaks inside; a
// crypto amount may wrap only before its name.
import { isCryptoCurrency } from '../../api/currencies';
import { formatAmount } from '../../core/decimal';
import { useRampkit } from '../../react/useRampkit';
import { cryptoName } from './names';
import { KitRoot, type RootProps } from './root';

export interface AmountProps extends RootProps<HTMLSpanElement> {
  value: string;
  /** ISO 4217 fiat code (formatted as money) or a crypto code (shown after the number). */
  currency?: string;
  maximumFractionDigits?: number;
  /**
   * How a crypto currency is named after the number: its name in the customer's language (default:
   * "0.05 Ether (test network)") or its code, for a host whose customers know the codes
   * ("0.05 ETH_TEST_SEPOLIA"), or not at all where the place names it already, such as a table
   * row headed by the currency ("0.05"). The code is on `data-currency` either way.
   */
  currencyDisplay?: 'name' | 'code' | 'none';
}

export function Amount({ value, currency, maximumFractionDigits, currencyDisplay = 'name', ...root }: AmountProps) {
  const { locale, t } = useRampkit('Amount');
  const text = formatAmount(value, { locale, currency, maximumFractionDigits });
  const crypto = currency !== undefined && isCryptoCurrency(currency) && text.endsWith(` ${currency}`);
  return (
    <KitRoot as="span" {...root} data-slot="amount" data-currency={currency}>
      {crypto ? (
        <>
          <span data-value="amount">{text.slice(0, -currency.length - 1)}</span>
          {currencyDisplay === 'none' ? null : <> <span data-slot="currency">{currencyDisplay === 'code' ? currency : cryptoName(currency, t)}</span></>}
        </>
      ) : (
        <span data-value="amount">{text}</span>
      )}
    </KitRoot>
  );
}
