// Buying with a bank transfer: the kit's bank details for a deposit to the customer's wallet (in
// the customer's currency: EUR by SEPA for a German customer, USD in the US; the kit chooses from
// the customer's country), the demo's own "simulate a transfer" form in the details' currency (the
// sandbox has no bank), and the virtual accounts. The form sends one transfer per action, and reads
// its amount as the kit's sell amount field does, in the customer's language (../typed-amount).
import { useRef, useState } from 'react';
import { BankDepositDetails, ErrorPanel, VirtualAccounts } from 'rampkit';
import { isApiError, type ApiError, type BankDepositResponse, type FiatCurrencyCode } from 'rampkit/api';
import { demoFetch } from '../demo-fetch';
import { useWords } from '../words';
import { Page } from '../shell/Page';
import { currencyDecimals, cutTo, localeSeparators, readAmount, readTypedAmount, toLocaleText, type AmountProblem } from '../typed-amount';

const WALLET = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c';

/** The account a transfer goes to, and in which currency (the one the details were asked in). */
interface PayInAccount {
  paymentMethodId: string;
  currency: FiatCurrencyCode;
}

function payInAccount(details: BankDepositResponse, currency: FiatCurrencyCode): PayInAccount | undefined {
  return details.PaymentMethodID ? { paymentMethodId: details.PaymentMethodID, currency } : undefined;
}

/** The largest simulated transfer the form takes, in the transfer's currency: a test, not a fortune. */
const MAX_TRANSFER = 1_000_000;
const AMOUNT_ID = 'transfer-amount';
const AMOUNT_MESSAGE_ID = 'transfer-amount-message';

export function DepositsPage() {
  const { say, locale } = useWords();
  const [account, setAccount] = useState<PayInAccount>();
  const [amount, setAmount] = useState('250');
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<ApiError | null>(null);
  /** What the last try found wrong with the amount (the demo's words, made at each render), or the service's words on it (English). */
  const [problem, setProblem] = useState<{ kind: AmountProblem } | { service: string }>();
  const [sending, setSending] = useState(false);
  // The button is marked busy on the next render; a second click (or Enter) before it must still find the form busy.
  const inFlight = useRef(false);
  const amountInput = useRef<HTMLInputElement>(null);

  /** A problem with the amount in the customer's words, with an example in their writing. */
  const problemText = (kind: AmountProblem, currency: FiatCurrencyCode): string => {
    if (kind === 'ambiguous') return say('deposits.simulate.amount.ambiguous', { decimal: localeSeparators(locale).decimal, example: toLocaleText('1000.50', locale) });
    if (kind === 'decimals') {
      const decimals = currencyDecimals(currency);
      const typed = readAmount(amount, locale);
      const cut = typed ? cutTo(typed, decimals) : '';
      const example = /[1-9]/.test(cut) ? cut : decimals ? `0.${'0'.repeat(decimals - 1)}1` : '1';
      return say('deposits.simulate.amount.decimals', { count: decimals, example: toLocaleText(example, locale) });
    }
    if (kind === 'max') return say('deposits.simulate.amount.max', { max: new Intl.NumberFormat(locale, { style: 'currency', currency }).format(MAX_TRANSFER) });
    return say(kind === 'digits' ? 'deposits.simulate.amount.digits' : 'deposits.simulate.amount.positive', { example: toLocaleText('150.50', locale) });
  };
  /** The amount as sent, shown back in the customer's writing ("10,50" in German). */
  const shown = (value: string, currency: FiatCurrencyCode) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: value.includes('.') ? currencyDecimals(currency) : 0, maximumFractionDigits: currencyDecimals(currency) }).format(Number(value));

  const message = account && problem ? ('kind' in problem ? problemText(problem.kind, account.currency) : problem.service) : undefined;
  return (
    <Page id="deposits" width="kit" title={say('deposits.title')} lede={say('deposits.lede')}>
      <p className="acme-wallet">
        <span className="acme-muted">{say('deposits.wallet')}</span>
        <code>
          {WALLET.match(/.{1,4}/g)!.map((group, i) => (
            <span key={i}>{group}</span>
          ))}
        </code>
      </p>
      {/* The kit's bank details are a titled card of its own (h2). */}
      <BankDepositDetails
        cryptoCurrency="USDC_TEST"
        network="EthereumTestSepolia"
        destinationAddress={WALLET}
        onFiatCurrencyChange={() => {
          // Until the other currency's details arrive, there is no account to send to.
          setAccount(undefined);
          setSent(undefined);
        }}
        onDetailsLoaded={(details, { fiatCurrency }) => setAccount(payInAccount(details, fiatCurrency))}
      />
      {account ? (
        <form
          className="acme-card acme-form acme-card--tool"
          aria-labelledby="simulate-title"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            // One transfer per action: a double-click, or Enter while one is on its way, sends nothing more.
            if (inFlight.current) return;
            setSent(undefined);
            setError(null);
            // Read as the kit's sell amount field reads one, in the customer's language: a mistake shows before any request.
            const read = readTypedAmount(amount, locale, account.currency, MAX_TRANSFER);
            if ('problem' in read) {
              setProblem({ kind: read.problem });
              amountInput.current?.focus();
              return;
            }
            setProblem(undefined);
            inFlight.current = true;
            setSending(true);
            try {
              await demoFetch('/demo/simulate-transfer', { method: 'POST', body: JSON.stringify({ PaymentMethodID: account.paymentMethodId, FiatAmount: read.amount, FiatCurrency: account.currency }) });
              setSent(say('deposits.simulate.sent', { amount: shown(read.amount, account.currency), currency: account.currency }));
            } catch (failure) {
              const refused = isApiError(failure) ? failure : null;
              setError(refused);
              // The service's words on the amount (a transfer the fee would eat whole), under the field, in English.
              const onAmount = refused?.fieldErrors.FiatAmount?.[0]?.description;
              if (onAmount) setProblem({ service: onAmount });
            } finally {
              inFlight.current = false;
              setSending(false);
            }
          }}
        >
          <h2 id="simulate-title" className="acme-section-title">
            {say('deposits.simulate.title')}
          </h2>
          <p className="acme-muted">{say('deposits.simulate.lede')}</p>
          <div className="acme-row">
            <div className="acme-field">
              <label htmlFor={AMOUNT_ID}>{say('deposits.simulate.amount', { currency: account.currency })}</label>
              <input
                ref={amountInput}
                id={AMOUNT_ID}
                className="acme-input"
                value={amount}
                onChange={(e) => {
                  // What is typed is kept as typed; a problem found on the last try no longer applies.
                  setAmount(e.target.value);
                  setProblem(undefined);
                }}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? AMOUNT_MESSAGE_ID : undefined}
              />
            </div>
            {/* Under the field (on a desktop, under the field and its button): a polite live region, always there, so a problem that appears is heard. */}
            <div className="acme-field-message" aria-live="polite">
              {message ? (
                <p id={AMOUNT_MESSAGE_ID} className="acme-field-error" lang={problem && 'service' in problem && locale !== 'en' ? 'en' : undefined}>
                  {message}
                </p>
              ) : null}
            </div>
            {/* Busy under the same name: aria-disabled rather than disabled, so focus stays on it. */}
            <button type="submit" className="acme-button acme-button--secondary" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
              {say('deposits.simulate.submit')}
            </button>
          </div>
          <p role="status" className="acme-status">
            {sending ? say('deposits.simulate.sending') : (sent ?? '')}
          </p>
          <ErrorPanel error={error} fieldId={(path) => (path === 'FiatAmount' ? AMOUNT_ID : undefined)} fieldLabel={(path) => (path === 'FiatAmount' ? say('deposits.simulate.amount', { currency: account.currency }) : undefined)} />
        </form>
      ) : null}
      {/* The virtual accounts title themselves (h2) but draw no card: Acme's card holds them. */}
      <div className="acme-card">
        <VirtualAccounts />
      </div>
    </Page>
  );
}
