'use client';
// Where and how much: country, fiat currency, and the amount in fiat (paid out) or crypto (sold).
// The amount is read in the customer's locale ("1.000,50" in German) into the spec's decimal string,
// then checked with the contract's own rule for amounts sent to prepare (both in
// core/locale-amount's readTypedAmount, zod-free so the first paint carries no zod); what it was read
// as is shown before it is sent, and what was typed is kept as typed.
import { useEffect, useId, useRef, useState } from 'react';
import type { CountryCode, CryptoCurrencyCode } from '../../api/common';
import { formatAmount } from '../../core/decimal';
import { localeSeparators, readTypedAmount, toLocaleText } from '../../core/locale-amount';
import type { SellAmount } from '../../core/sell-flow/machine';
import { useSellCountries } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { effectiveCurrency, LocationFields } from '../ChannelPicker/LocationFields';

export interface AmountStepProps {
  cryptoCurrency: CryptoCurrencyCode;
  /** The amount already continued (or the host's default): the spec's decimal strings. */
  initial?: SellAmount;
  /** What was on the step before it left the screen, the amount as typed: wins over `initial`. */
  draft?: SellAmount;
  /** Set when the service said the amount does not fit (limits, balance). */
  invalid?: boolean;
  /** The service's words on the amount (e.g. a channel's limits), shown under the input until it changes. */
  error?: string;
  /** The amount input's id (SellFlow links the service's errors on FiatAmount/CryptoAmount to it). */
  inputId?: string;
  onSubmit: (amount: SellAmount) => void;
  /** The customer typed an amount: they are on their way to the steps after it. */
  onAmountInput?: () => void;
  /** What is on the step, as typed, on every change (kept by the flow in case it leaves the screen). */
  onDraftChange?: (draft: SellAmount) => void;
}

export function AmountStep({ cryptoCurrency, initial, draft, invalid, error, inputId, onSubmit, onAmountInput, onDraftChange }: AmountStepProps) {
  const { t, locale } = useRampkit('AmountStep');
  const id = useId();
  const amountId = inputId ?? `${id}-amount`;
  const input = useRef<HTMLInputElement>(null);
  const countries = useSellCountries({ query: { CryptoCurrency: cryptoCurrency } });
  const start = draft ?? initial;
  const [country, setCountry] = useState<CountryCode | undefined>(start?.Country);
  const [currency, setCurrency] = useState<string | undefined>(start?.FiatCurrency);
  const [unit, setUnitState] = useState<'fiat' | 'crypto'>(start?.CryptoAmount !== undefined ? 'crypto' : 'fiat');
  // A draft is the text as typed; an amount already continued (or the host's defaultAmount) is the
  // spec's decimal string, shown in the locale's writing ("1000,5" in German) so it reads back the same.
  const [value, setValue] = useState(() => {
    if (draft) return draft.FiatAmount ?? draft.CryptoAmount ?? '';
    const given = initial?.FiatAmount ?? initial?.CryptoAmount;
    return given ? toLocaleText(given, locale) : '';
  });
  const [problem, setProblem] = useState<string>();
  // The service judged the amount that was sent: once the customer changes it, its words no longer apply.
  const [edited, setEdited] = useState(false);
  const setUnit = (next: 'fiat' | 'crypto') => {
    setUnitState(next);
    setEdited(true);
  };
  const fiatCurrency = effectiveCurrency(countries.data, country, currency);
  const unitCurrency = unit === 'fiat' ? fiatCurrency : cryptoCurrency;
  // The flow keeps what is on the step (a draft, no render of its own) in case it leaves the screen.
  useEffect(() => {
    onDraftChange?.({ CryptoCurrency: cryptoCurrency, Country: country, FiatCurrency: currency, [unit === 'fiat' ? 'FiatAmount' : 'CryptoAmount']: value });
  }, [onDraftChange, cryptoCurrency, country, currency, unit, value]);

  const check = (text: string) => {
    const read = readTypedAmount(text, locale);
    if ('amount' in read) return undefined;
    const example = toLocaleText(read.problem === 'ambiguous' ? '1000.50' : '150.50', locale);
    return read.problem === 'ambiguous' ? t('sell.amount.ambiguous', { decimal: localeSeparators(locale).decimal, example }) : t('sell.amount.invalid', { example });
  };
  const read = readTypedAmount(value, locale);
  const readAs = 'amount' in read ? read.amount : undefined;
  const serverError = edited ? undefined : error;
  const shownError = problem ?? serverError;

  return (
    <form
      data-slot="amount-step"
      className="rk-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = check(value);
        setProblem(found);
        if (found) {
          // As DynamicForm does: the customer lands where the fix is, and hears why (the live region).
          input.current?.focus();
          return;
        }
        if (!readAs || !country || !fiatCurrency) return;
        onSubmit({ CryptoCurrency: cryptoCurrency, Country: country, FiatCurrency: fiatCurrency, ...(unit === 'fiat' ? { FiatAmount: readAs } : { CryptoAmount: readAs }) });
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
        <label htmlFor={amountId}>{t('sell.amount.label', { currency: unitCurrency ?? '' })}</label>
        <input
          ref={input}
          id={amountId}
          name="amount"
          data-slot="amount-input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={problem || (invalid && !edited) ? true : undefined}
          aria-describedby={[shownError ? `${id}-amount-error` : undefined, readAs && !problem ? `${id}-amount-read` : undefined].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            setValue(e.target.value);
            // The customer is fixing it: the message goes until the next check (leaving the field or
            // Continue). Left up, the blur before a click on Continue would take it away and move
            // the button under the pointer, and the click would miss.
            setProblem(undefined);
            setEdited(true);
            onAmountInput?.();
          }}
          // Not when the customer is pressing Continue (it checks anyway): a message appearing
          // between the press and the release would move the button from under the pointer.
          onBlur={(e) => value && !(e.relatedTarget instanceof HTMLElement && e.relatedTarget.dataset.slot === 'continue') && setProblem(check(value))}
        />
        {/* Always mounted, so a message that appears in it is announced (politely: the customer is typing). */}
        <div data-slot="amount-error-region" aria-live="polite">
          {shownError ? (
            <p id={`${id}-amount-error`} data-slot="field-error" data-source={problem ? 'client' : 'service'}>
              {shownError}
            </p>
          ) : null}
        </div>
        {readAs && !problem ? (
          <p id={`${id}-amount-read`} data-slot="amount-read-as" data-amount={readAs}>
            {t('sell.amount.read-as', { amount: formatAmount(readAs, { locale, currency: unitCurrency, ...(unit === 'crypto' ? { minimumFractionDigits: 2 } : {}) }) })}
          </p>
        ) : null}
      </div>
      <button type="submit" className="rk-button" data-slot="continue" disabled={!country}>
        {t('common.continue')}
      </button>
    </form>
  );
}
