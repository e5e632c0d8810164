// Buying with a bank transfer: the kit's bank details for a deposit to the customer's wallet (in
// the customer's currency: EUR by SEPA for a German customer, USD in the US; the kit chooses from
// the customer's country), the demo's own "simulate a transfer" form in the details' currency (the
// sandbox has no bank), and the virtual accounts.
import { useState } from 'react';
import { BankDepositDetails, ErrorPanel, VirtualAccounts } from 'rampkit';
import { isApiError, type ApiError, type BankDepositResponse, type FiatCurrencyCode } from 'rampkit/api';
import { demoFetch } from '../demo-fetch';
import { useWords } from '../words';
import { Page } from '../shell/Page';

const WALLET = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c';

/** The account a transfer goes to, and in which currency (the one the details were asked in). */
interface PayInAccount {
  paymentMethodId: string;
  currency: FiatCurrencyCode;
}

function payInAccount(details: BankDepositResponse, currency: FiatCurrencyCode): PayInAccount | undefined {
  return details.PaymentMethodID ? { paymentMethodId: details.PaymentMethodID, currency } : undefined;
}

export function DepositsPage() {
  const { say } = useWords();
  const [account, setAccount] = useState<PayInAccount>();
  const [amount, setAmount] = useState('250');
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<ApiError | null>(null);
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
          onSubmit={async (e) => {
            e.preventDefault();
            setSent(undefined);
            setError(null);
            try {
              await demoFetch('/demo/simulate-transfer', { method: 'POST', body: JSON.stringify({ PaymentMethodID: account.paymentMethodId, FiatAmount: amount, FiatCurrency: account.currency }) });
              setSent(say('deposits.simulate.sent', { amount, currency: account.currency }));
            } catch (failure) {
              setError(isApiError(failure) ? failure : null);
            }
          }}
        >
          <h2 id="simulate-title" className="acme-section-title">
            {say('deposits.simulate.title')}
          </h2>
          <p className="acme-muted">{say('deposits.simulate.lede')}</p>
          <div className="acme-row">
            <div className="acme-field">
              <label htmlFor="transfer-amount">{say('deposits.simulate.amount', { currency: account.currency })}</label>
              <input id="transfer-amount" className="acme-input" value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
            </div>
            <button type="submit" className="acme-button acme-button--secondary">
              {say('deposits.simulate.submit')}
            </button>
          </div>
          <p role="status" className="acme-status">
            {sent ?? ''}
          </p>
          <ErrorPanel error={error} />
        </form>
      ) : null}
      {/* The virtual accounts title themselves (h2) but draw no card: Acme's card holds them. */}
      <div className="acme-card">
        <VirtualAccounts />
      </div>
    </Page>
  );
}
