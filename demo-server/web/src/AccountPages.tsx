// The demo's account pages, built from the kit: verification (status, hosted onboarding, prefill),
// deposits (bank details, simulated transfer, virtual accounts) and selling on deposit.
import { useState } from 'react';
import type { SellQuote, Channel, ApiError, ServedAt } from 'rampkit/api';
import { useRampkit, fiatAmountAtRate, useChannelForm, CustomerStatus, OnboardingLauncher, CustomerPrefill, BankDepositDetails, VirtualAccounts, Balances, ChannelPicker, DynamicForm, DepositRule, ErrorPanel } from 'rampkit';
import { demoFetch } from './Pages';
import { ErrorNotice } from './ErrorNotice';

export function Verification() {
  const returnUrl = `${location.origin}/account`;
  return (
    <section aria-labelledby="verify-title">
      <h2 id="verify-title">Verification</h2>
      <CustomerStatus onboardingAction={<OnboardingLauncher returnUrl={returnUrl} />} />
      <details>
        <summary>Pass on details you already have (prefill)</summary>
        <CustomerPrefill />
      </details>
    </section>
  );
}

const WALLET = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c';

export function Deposits() {
  const [account, setAccount] = useState<string>();
  const [amount, setAmount] = useState('250');
  const [transfer, setTransfer] = useState<{ ok?: string; error?: unknown }>({});
  return (
    <section aria-labelledby="deposits-title">
      <h2 id="deposits-title">Buy with a bank transfer</h2>
      <p>Your USDC goes to your wallet {WALLET}.</p>
      <BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={WALLET} onDetailsLoaded={(d) => setAccount(d.PaymentMethodID)} />
      {account ? (
        <form
          aria-label="Simulate a bank transfer"
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              await demoFetch('/demo/simulate-transfer', { method: 'POST', body: JSON.stringify({ PaymentMethodID: account, FiatAmount: amount, FiatCurrency: 'USD' }) });
              setTransfer({ ok: `A transfer of ${amount} USD was sent (sandbox).` });
            } catch (error) {
              setTransfer({ error });
            }
          }}
        >
          <label htmlFor="transfer-amount">Amount in USD (sandbox)</label>
          <input id="transfer-amount" value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
          <button type="submit">Simulate the transfer</button>
          <p role="status">{transfer.ok ?? ''}</p>
          <ErrorNotice error={transfer.error} />
        </form>
      ) : null}
      <h3>Your virtual accounts</h3>
      <VirtualAccounts />
    </section>
  );
}

export function SellOnDeposit() {
  const { client } = useRampkit('SellOnDeposit');
  const [channel, setChannel] = useState<Channel>();
  const [amount, setAmount] = useState('0.05');
  const [prepared, setPrepared] = useState<{ channelId: string; formSessionId: string; quote?: SellQuote; servedAt?: ServedAt }>();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section aria-labelledby="deposit-sell-title">
      <h2 id="deposit-sell-title">Sell crypto as it arrives</h2>
      {prepared ? (
        <DepositRule
          cryptoCurrency="ETH_TEST_SEPOLIA"
          formSessionId={prepared.formSessionId}
          quote={prepared.quote}
          servedAt={prepared.servedAt}
          networks={['EthereumTestSepolia']}
          requoting={busy}
          onRequoteRequested={async () => {
            // A new price for the same answers: prepare again on the same form session.
            setBusy(true);
            try {
              const r = await client.prepareSell({ body: { ChannelID: prepared.channelId, CryptoCurrency: 'ETH_TEST_SEPOLIA', CryptoAmount: amount, Quoted: true, FormSessionID: prepared.formSessionId } });
              setPrepared({ ...prepared, formSessionId: r.FormSessionID, quote: r.SellQuote, servedAt: r.servedAt });
            } catch (e) {
              setError(e as ApiError);
              setPrepared(undefined);
            } finally {
              setBusy(false);
            }
          }}
        />
      ) : (
        <>
          <label htmlFor="deposit-amount">ETH you will deposit</label>
          <input id="deposit-amount" value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
          <ChannelPicker cryptoCurrency="ETH_TEST_SEPOLIA" defaultCountry="DE" onValueChange={(_id, chosen) => setChannel(chosen)} />
          <ErrorPanel error={error} />
          {channel ? (
            <ChannelForm
              channel={channel}
              busy={busy}
              error={error}
              onSubmit={async (form) => {
                setBusy(true);
                setError(null);
                try {
                  // A 0.1.3 upstream prices by FiatAmount and never quotes: the ETH at the channel's rate.
                  const priced = client.apiVersion === '0.1.3' ? { FiatAmount: fiatAmountAtRate(amount, channel) } : { CryptoAmount: amount, Quoted: true };
                  const r = await client.prepareSell({ body: { ChannelID: channel.ID, CryptoCurrency: 'ETH_TEST_SEPOLIA', ...priced, Form: form } });
                  setPrepared({ channelId: channel.ID, formSessionId: r.FormSessionID, quote: r.SellQuote, servedAt: r.servedAt });
                } catch (e) {
                  setError(e as ApiError);
                } finally {
                  setBusy(false);
                }
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

const NOTHING_TO_FILL = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} };

function ChannelForm({ channel, busy, error, onSubmit }: { channel: Channel; busy: boolean; error: ApiError | null; onSubmit: (form: Record<string, unknown>) => void }) {
  const form = useChannelForm({ channelId: channel.ID });
  if (!form.data) return <ErrorPanel error={form.error} onRetryRequested={() => void form.refetch()} />;
  // No FormSchema (a published 0.1.3 upstream may leave it out): nothing to fill, only the button.
  return <DynamicForm key={channel.ID} schema={form.data.FormSchema ?? NOTHING_TO_FILL} disabled={busy} serverErrors={error?.fieldErrors} onFormSubmitted={onSubmit} submitLabel="Get a quote" />;
}

export function BusinessBalances() {
  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title">Business balances</h2>
      <Balances />
    </section>
  );
}
