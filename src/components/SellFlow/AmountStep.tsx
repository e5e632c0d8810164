'use client';
// Where and how much: country and fiat currency (preselected from the customer's record or the
// locale's region), then one large amount field with the currency as a pill inside it and a swap
// button between entering the fiat paid out and the crypto sold (ADR 0160). The amount is read in
// the customer's locale ("1.000,50" in German) into the spec's decimal string, then checked with the
// contract's rule for amounts (core/locale-amount's readTypedAmount, zod-free for the first paint)
// and the decimals of the currency typed in (core/decimal's decimalsExceeded: no cent fractions).
// Under the field, one live line: what was read and its other side at the channels' rate
// ("1.000,50 € ≈ 0,01672 Bitcoin (Testnetz)", "1 Bitcoin (Testnetz) = 59.800,00 €"), and the
// channels' limits as a hint. The channels of the country are read once per country and currency,
// without the amount (no request per keystroke); on Continue an amount no channel takes is refused
// here (core/sell-flow/amount-fit), naming the minimum or maximum, focused, and kept as typed.
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { CountryCode, CryptoCurrencyCode } from '../../api/common';
import { decimalsExceeded, div, formatAmount } from '../../core/decimal';
import { readTypedAmount, toLocaleText } from '../../core/locale-amount';
import type { SellAmount } from '../../core/sell-flow/machine';
import { amountFit, channelRange, estimateAtRate, type AmountFit, type TypedAmount } from '../../core/sell-flow/amount-fit';
import { currencyDecimals } from '../../api/currencies';
import { useSellChannels, useSellCountries } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { amountProblemText, precisionProblemText } from '../shared/amount-problem';
import { ErrorPanel } from '../shared/ErrorPanel';
import { focusReadsError, messageLive } from '../shared/Field';
import { OfflineNotice } from '../shared/OfflineNotice';
import { SwapIcon } from '../shared/icons';
import { cryptoName, cryptoShortName, methodTypeName } from '../shared/names';
import { effectiveCurrency, LocationFields } from '../ChannelPicker/LocationFields';

export interface AmountStepProps {
  cryptoCurrency: CryptoCurrencyCode;
  /** The amount already continued (or the host's default): the spec's decimal strings. */
  initial?: SellAmount;
  /** What was on the step before it left the screen, the amount as typed: wins over `initial`. */
  draft?: SellAmount;
  /** The country to start in when none was chosen yet (the customer's residence, else the locale's region), if sales are offered there. */
  defaultCountry?: string;
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

type Unit = 'fiat' | 'crypto';

export function AmountStep({ cryptoCurrency, initial, draft, defaultCountry, invalid, error, inputId, onSubmit, onAmountInput, onDraftChange }: AmountStepProps) {
  const { t, locale, customerId } = useRampkit('AmountStep');
  const id = useId();
  const amountId = inputId ?? `${id}-amount`;
  const input = useRef<HTMLInputElement>(null);
  const countries = useSellCountries({ query: { CryptoCurrency: cryptoCurrency } });
  const start = draft ?? initial;
  const [chosenCountry, setCountry] = useState<CountryCode | undefined>(start?.Country);
  // Preselected only where sales are offered: a residence the countries map lacks leaves the choice open.
  const offered = defaultCountry && countries.data?.[defaultCountry as CountryCode] ? (defaultCountry as CountryCode) : undefined;
  const country = chosenCountry ?? offered;
  const [currency, setCurrency] = useState<string | undefined>(start?.FiatCurrency);
  const [unit, setUnitState] = useState<Unit>(start?.CryptoAmount !== undefined ? 'crypto' : 'fiat');
  // A draft is the text as typed; an amount already continued (or the host's defaultAmount) is the
  // spec's decimal string, shown in the locale's writing ("1000,5" in German) so it reads back the same.
  const [value, setValue] = useState(() => {
    if (draft) return draft.FiatAmount ?? draft.CryptoAmount ?? '';
    const given = initial?.FiatAmount ?? initial?.CryptoAmount;
    return given ? toLocaleText(given, locale) : '';
  });
  // What Continue or leaving the field found wrong: the text's form (client) or the channels' limits.
  // Kept as what was found, not as text: the words are made at each render, so they follow a change
  // of language while shown (what was typed does not change while a problem is up: typing clears it).
  const [problemSource, setProblem] = useState<'client' | 'limits'>();
  // That problem is heard once (ADR 0193): when Continue moved focus to the field, from the field's
  // description, the region muted (it would say it a second time); else (the field left, Enter in
  // it) from the polite region.
  const [focusSaysIt, setFocusSaysIt] = useState(false);
  // After a swap, the polite region says what the field now takes (kept: it stays true until the next swap).
  const [swapped, setSwapped] = useState(false);
  // The service judged the amount that was sent: once the customer changes it, its words no longer apply.
  const [edited, setEdited] = useState(false);
  const fiatCurrency = effectiveCurrency(countries.data, country, currency);
  const unitCurrency = unit === 'fiat' ? fiatCurrency : cryptoCurrency;
  // The channels of the country, once per country and currency, without the amount: their limits
  // and rate are checked here as the customer types. The same query (and cache entry) as the
  // channel step's for a crypto amount.
  const channels = useSellChannels({
    query: { CryptoCurrency: cryptoCurrency, PageSize: 100, Country: country, FiatCurrency: fiatCurrency, ...(customerId ? { CustomerID: customerId } : {}) },
    enabled: !!country && !!fiatCurrency,
  });
  const items = channels.data?.Items.filter((c) => c.FiatCurrency === fiatCurrency) ?? [];
  const range = channelRange(items);
  // The flow keeps what is on the step (a draft, no render of its own) in case it leaves the screen.
  useEffect(() => {
    onDraftChange?.({ CryptoCurrency: cryptoCurrency, Country: country, FiatCurrency: currency, [unit === 'fiat' ? 'FiatAmount' : 'CryptoAmount']: value });
  }, [onDraftChange, cryptoCurrency, country, currency, unit, value]);

  const money = (amount: string, code: string | undefined = fiatCurrency) => formatAmount(amount, { locale, currency: code });
  // An amount as one unbroken value: fiat as money, crypto as its number and the coin's name.
  const unbroken = (amount: string, code: string) => (
    <span data-value="">{code === cryptoCurrency ? `${formatAmount(amount, { locale })}\u00a0${cryptoName(code, t)}` : money(amount, code)}</span>
  );
  /**
   * More decimals than the unit typed in has (25.123 EUR, a ninth Bitcoin decimal): the service
   * would refuse it at the details step, so it is refused here, by the contract's own rule
   * (decimalsExceeded, the sandbox's too), with the amount cut to what the currency carries as the example.
   */
  const precisionProblem = (amount: string): string | undefined => {
    const decimals = unitCurrency === undefined ? undefined : decimalsExceeded(amount, unitCurrency);
    if (unitCurrency === undefined || decimals === undefined) return undefined;
    return precisionProblemText(amount, decimals, unit === 'fiat' ? unitCurrency : cryptoName(cryptoCurrency, t), locale, t);
  };
  const check = (text: string) => {
    const read = readTypedAmount(text, locale);
    if ('amount' in read) return precisionProblem(read.amount);
    return amountProblemText(read.problem, locale, t, text);
  };
  const read = readTypedAmount(value, locale);
  const readAs = 'amount' in read ? read.amount : undefined;
  const typed: TypedAmount | undefined = readAs ? (unit === 'fiat' ? { fiat: readAs } : { crypto: readAs }) : undefined;
  const fit: AmountFit = typed ? amountFit(items, typed) : { kind: 'unknown' };
  // The rate shown: a channel the amount fits (they may differ), else the first.
  const rateChannel = (fit.kind === 'fits' ? items.find((c) => c.ID === fit.fitting[0]) : undefined) ?? items[0];
  const otherCurrency = unit === 'fiat' ? cryptoCurrency : fiatCurrency;

  /** The refusal of an amount no channel takes, in the customer's words, naming the limit. */
  const limitProblem = (found: AmountFit): string | undefined => {
    if (found.kind === 'below') {
      const min = money(found.range.min);
      if (unit === 'crypto' && rateChannel) {
        const crypto = div(found.range.min, rateChannel.Rate, Math.min(currencyDecimals(cryptoCurrency) ?? 8, 8), 'up');
        return t('sell.amount.below-min-crypto', { min, crypto: `${formatAmount(crypto, { locale })}\u00a0${cryptoName(cryptoCurrency, t)}` });
      }
      return t('sell.amount.below-min', { min });
    }
    if (found.kind === 'above' && found.range.max) return t('sell.amount.above-max', { max: money(found.range.max) });
    if (found.kind === 'between' || found.kind === 'above') return t('sell.amount.no-fit', { min: money(found.range.min), max: found.range.max ? money(found.range.max) : '…' });
    return undefined;
  };

  const swap = () => {
    const next: Unit = unit === 'fiat' ? 'crypto' : 'fiat';
    // What was typed carries over to the other side at the rate, so the amount stays the same sale.
    if (typed && rateChannel && !problem) setValue(toLocaleText(estimateAtRate(typed, rateChannel, cryptoCurrency), locale));
    // Focus stays on the swap button (a toggle: pressed again, it swaps back); moving it to the field
    // would read the field's label, value and hints over this. The region says what the field now takes.
    setSwapped(true);
    setUnitState(next);
    setProblem(undefined);
    setEdited(true);
  };

  const serverError = edited ? undefined : error;
  const problemText = problemSource === 'client' ? check(value) : problemSource === 'limits' ? limitProblem(fit) : undefined;
  const problem = problemText === undefined ? undefined : { text: problemText, source: problemSource };
  const shownError = problem?.text ?? serverError;
  const errorId = `${id}-amount-error`;
  const lineId = `${id}-amount-read`;
  const hintId = `${id}-amount-hint`;
  const labelId = `${id}-amount-label`;
  const pillId = `${id}-amount-currency`;
  const short = cryptoShortName(cryptoCurrency);
  const fitsSome = fit.kind === 'fits' && !fit.all ? [...new Set(items.filter((c) => fit.fitting.includes(c.ID)).map((c) => methodTypeName(c.PaymentMethodType, t)))] : [];
  const showLine = !!readAs && !problem;
  const showHint = !shownError && !!range;

  // Continue pressed while the channels are still on their way: it waits for them (the button
  // busy), so a quick customer's amount is checked against the limits like anyone's.
  const [waiting, setWaiting] = useState(false);
  const submit = () => {
    if (channels.isLoading && !check(value)) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    const refused = check(value) ? 'client' : typed && limitProblem(fit) ? 'limits' : undefined;
    setProblem(refused);
    if (refused) {
      // As DynamicForm does: the customer lands where the fix is, and hears why: from the field's
      // description when focus moves there, else (Enter in the field) from the live region.
      setFocusSaysIt(focusReadsError(input.current));
      return;
    }
    if (!readAs || !country || !fiatCurrency) return;
    onSubmit({ CryptoCurrency: cryptoCurrency, Country: country, FiatCurrency: fiatCurrency, ...(unit === 'fiat' ? { FiatAmount: readAs } : { CryptoAmount: readAs }) });
  };
  const submitWhenRead = useEffectEvent(submit);
  const settled = !channels.isLoading;
  useEffect(() => {
    // The channels Continue waited for arrived (a read outside React's state): Continue goes on.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (waiting && settled) submitWhenRead();
  }, [waiting, settled]);

  return (
    <form
      data-slot="amount-step"
      className="rk-stack rk-amount-step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {/* Without the countries there is nothing to choose: say why and offer to read them again. */}
      <ErrorPanel error={countries.data ? null : countries.error} onRetryRequested={() => void countries.refetch()} retryAlways />
      <OfflineNotice offline={countries.isPaused} />
      {countries.error && !countries.data ? null : (
        <LocationFields countries={countries.data} country={country} fiatCurrency={fiatCurrency} onCountryChange={setCountry} onFiatCurrencyChange={setCurrency} />
      )}
      <div className="rk-field" data-slot="amount-entry">
        <label id={labelId} htmlFor={amountId} className="rk-label">
          {unit === 'fiat' ? t('sell.quote.you-receive') : t('sell.quote.you-sell')}
        </label>
        <div className="rk-amount-field" data-slot="amount-field" data-unit={unit} data-state={shownError ? 'invalid' : undefined} data-size={value.length > 8 ? 'long' : undefined}>
          <input
            ref={input}
            id={amountId}
            name="amount"
            data-slot="amount-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={value}
            aria-labelledby={`${labelId} ${pillId}`}
            aria-invalid={problem || (invalid && !edited) ? true : undefined}
            aria-describedby={[shownError ? errorId : undefined, showLine ? lineId : undefined, showHint ? hintId : undefined].filter(Boolean).join(' ') || undefined}
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
            onBlur={(e) => {
              if (!value || (e.relatedTarget instanceof HTMLElement && e.relatedTarget.dataset.slot === 'continue')) return;
              const found = check(value);
              setProblem(found ? 'client' : undefined);
              setFocusSaysIt(false);
            }}
          />
          <span id={pillId} className="rk-currency-pill" data-slot="currency-pill" data-currency={unitCurrency}>
            {unit === 'fiat' ? (
              (fiatCurrency ?? '—')
            ) : (
              <>
                <span aria-hidden="true">{short.name}</span>
                {short.test ? (
                  <span aria-hidden="true" data-slot="test-tag">
                    {t('sell.amount.test-tag')}
                  </span>
                ) : null}
                <span className="rk-visually-hidden">{cryptoName(cryptoCurrency, t)}</span>
              </>
            )}
          </span>
          <button
            type="button"
            className="rk-amount-swap"
            data-slot="swap-unit"
            aria-label={t('sell.amount.swap', { currency: otherCurrency ? (unit === 'fiat' ? cryptoName(otherCurrency, t) : otherCurrency) : '…' })}
            disabled={!fiatCurrency}
            onClick={swap}
          >
            <SwapIcon />
          </button>
        </div>
        <span className="rk-visually-hidden" aria-live="polite">
          {swapped && t('sell.amount.label', { currency: unit === 'fiat' ? fiatCurrency! : cryptoName(cryptoCurrency, t) })}
        </span>
        {showLine ? (
          <p id={lineId} className="rk-amount-line" data-slot="amount-read-as" data-amount={readAs}>
            {rateChannel && otherCurrency ? (
              <>
                {/* The rate excludes fees, and the business's own fee is not the kit's to know: the quote shows them. */}
                <span data-slot="estimate">
                  {unbroken(readAs, unitCurrency!)} ≈ {unbroken(estimateAtRate(typed!, rateChannel, cryptoCurrency), otherCurrency)} <span data-slot="before-fees">{t('sell.amount.before-fees')}</span>
                </span>{' '}
                <span data-slot="rate">
                  {unbroken('1', cryptoCurrency)} = {unbroken(rateChannel.Rate, rateChannel.FiatCurrency)}
                </span>
              </>
            ) : (
              t('sell.amount.read-as', { amount: formatAmount(readAs, { locale, currency: unitCurrency, ...(unit === 'crypto' ? { minimumFractionDigits: 2 } : {}) }) })
            )}
          </p>
        ) : null}
        {/* Always mounted, so a message that appears in it is announced (politely: the customer is typing).
            Muted (never while empty) while Continue's focus on the field reads the message instead:
            the rule of Field's errorReadByFocus, this field's layout being its own (pill, swap, line). */}
        <div data-slot="amount-error-region" aria-live={messageLive(problem, focusSaysIt)}>
          {shownError ? (
            <p id={errorId} data-slot="field-error" data-source={problem?.source ?? 'service'}>
              {shownError}
            </p>
          ) : null}
        </div>
        {showHint ? (
          <p id={hintId} className="rk-help" data-slot="amount-hint" data-min={range.min} data-max={range.max}>
            <span>{range.max ? t('sell.amount.limits', { min: money(range.min), max: money(range.max) }) : t('sell.amount.limits-open', { min: money(range.min) })}</span>
            {fitsSome.length ? (
              <>
                {' · '}
                <span data-slot="fits-some">{t('sell.amount.fits-some', { methods: new Intl.ListFormat(locale, { type: 'disjunction' }).format(fitsSome) })}</span>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <button type="submit" className="rk-button" data-slot="continue" aria-busy={waiting || undefined} disabled={!country}>
        {t('common.continue')}
      </button>
    </form>
  );
}
