'use client';
// Where and how much: country, fiat currency, and the amount in fiat (paid out) or crypto (sold).
// The amount is checked with the contract's own rule for amounts sent to prepare (a 1-38 character
// PositiveDecimal, in its zod-free form from values.ts, so the first paint carries no zod), plus
// "more than zero", which nothing can be sold for; what was typed is kept.
import { useEffect, useId, useState } from 'react';
import type { CountryCode, CryptoCurrencyCode } from '../../api/common';
import { isTransactionAmount } from '../../api/values';
import { compare } from '../../core/decimal';
import type { SellAmount } from '../../core/sell-flow/machine';
import { useSellCountries } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { effectiveCurrency, LocationFields } from '../ChannelPicker/LocationFields';

export interface AmountStepProps {
  cryptoCurrency: CryptoCurrencyCode;
  initial?: SellAmount;
  /** Set when the service said the amount does not fit (limits, balance). */
  invalid?: boolean;
  onSubmit: (amount: SellAmount) => void;
  /** The customer typed an amount: they are on their way to the steps after it. */
  onAmountInput?: () => void;
  /** What is on the step, as typed, on every change (kept by the flow in case it leaves the screen). */
  onDraftChange?: (draft: SellAmount) => void;
}

export function AmountStep({ cryptoCurrency, initial, invalid, onSubmit, onAmountInput, onDraftChange }: AmountStepProps) {
  const { t } = useRampkit('AmountStep');
  const id = useId();
  const countries = useSellCountries({ query: { CryptoCurrency: cryptoCurrency } });
  const [country, setCountry] = useState<CountryCode | undefined>(initial?.Country);
  const [currency, setCurrency] = useState<string | undefined>(initial?.FiatCurrency);
  const [unit, setUnit] = useState<'fiat' | 'crypto'>(initial?.CryptoAmount !== undefined ? 'crypto' : 'fiat');
  const [value, setValue] = useState(initial?.FiatAmount ?? initial?.CryptoAmount ?? '');
  const [problem, setProblem] = useState<string>();
  const fiatCurrency = effectiveCurrency(countries.data, country, currency);
  // The flow keeps what is on the step (a draft, no render of its own) in case it leaves the screen.
  useEffect(() => {
    onDraftChange?.({ CryptoCurrency: cryptoCurrency, Country: country, FiatCurrency: currency, [unit === 'fiat' ? 'FiatAmount' : 'CryptoAmount']: value });
  }, [onDraftChange, cryptoCurrency, country, currency, unit, value]);

  const check = (text: string) => {
    const amount = text.trim();
    return isTransactionAmount(amount) && compare(amount, '0') > 0 ? undefined : t('sell.amount.invalid');
  };

  return (
    <form
      data-slot="amount-step"
      className="rk-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const error = check(value);
        setProblem(error);
        if (error || !country || !fiatCurrency) return;
        const amount = value.trim();
        onSubmit({ CryptoCurrency: cryptoCurrency, Country: country, FiatCurrency: fiatCurrency, ...(unit === 'fiat' ? { FiatAmount: amount } : { CryptoAmount: amount }) });
      }}
    >
      {/* Without the countries there is nothing to choose: say why and offer to read them again. */}
      <ErrorPanel error={countries.data ? null : countries.error} onRetryRequested={() => void countries.refetch()} retryAlways />
      <OfflineNotice offline={countries.isPaused} />
      {countries.error && !countries.data ? null : (
        <LocationFields countries={countries.data} country={country} fiatCurrency={fiatCurrency} onCountryChange={setCountry} onFiatCurrencyChange={setCurrency} />
      )}
      <fieldset className="rk-row" data-slot="unit">
        <legend>{t('sell.amount.unit')}</legend>
        <label>
          <input type="radio" name={`${id}-unit`} value="fiat" checked={unit === 'fiat'} onChange={() => setUnit('fiat')} /> {t('sell.amount.receive', { currency: fiatCurrency ?? '…' })}
        </label>
        <label>
          <input type="radio" name={`${id}-unit`} value="crypto" checked={unit === 'crypto'} onChange={() => setUnit('crypto')} /> {t('sell.amount.sell', { currency: cryptoCurrency })}
        </label>
      </fieldset>
      <div className="rk-field">
        <label htmlFor={`${id}-amount`}>{t('sell.amount.label', { currency: unit === 'fiat' ? (fiatCurrency ?? '') : cryptoCurrency })}</label>
        <input
          id={`${id}-amount`}
          name="amount"
          data-slot="amount-input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={problem || invalid ? true : undefined}
          aria-describedby={problem ? `${id}-amount-error` : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            onAmountInput?.();
          }}
          onBlur={() => value && setProblem(check(value))}
        />
        {problem ? (
          <p id={`${id}-amount-error`} data-slot="field-error">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="rk-button" data-slot="continue" disabled={!country}>
        {t('common.continue')}
      </button>
    </form>
  );
}
