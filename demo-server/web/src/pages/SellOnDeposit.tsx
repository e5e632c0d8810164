// Selling crypto as it arrives: the amount and a channel's form, then the kit's DepositRule with
// the deposit address, the locked price and its renewal on the same form session. Every address
// made is kept (./deposit-addresses) and listed under the card, to be found again later.
import { useEffect, useRef, useState } from 'react';
import type { SellQuote, Channel, ApiError, ServedAt } from 'rampkit/api';
import { useRampkit, fiatAmountAtRate, useChannelForm, ChannelPicker, DepositAmountField, DynamicForm, DepositRule, ErrorPanel } from 'rampkit';
import { useWords } from '../words';
import { Page } from '../shell/Page';
import { DepositAddressList } from './DepositAddressList';
import { addressesOf, keepAddresses } from './deposit-addresses';

export function SellOnDepositPage() {
  const { say } = useWords();
  const { client, customerId } = useRampkit('SellOnDeposit');
  const [channel, setChannel] = useState<Channel>();
  // The kit's field reads what is typed in the customer's locale ("0,05" in German); undefined
  // while it is not an amount.
  const [amount, setAmount] = useState<string | undefined>('0.05');
  const amountField = useRef<HTMLDivElement>(null);
  const [prepared, setPrepared] = useState<{ channelId: string; amount: string; formSessionId: string; quote?: SellQuote; servedAt?: ServedAt }>();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  // The quote replaces the form that had focus: focus goes to the rule's heading, which a screen
  // reader then reads, never to the page's body.
  const rule = useRef<HTMLElement>(null);
  const [quoted, setQuoted] = useState(0);
  useEffect(() => {
    if (quoted) rule.current?.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6')?.focus();
  }, [quoted]);
  return (
    <Page id="rule" width="flow" title={say('rule.title')} lede={say('rule.lede')}>
      <div className="acme-card acme-card--flow">
        {prepared ? (
          <DepositRule
            ref={rule}
            cryptoCurrency="ETH_TEST_SEPOLIA"
            formSessionId={prepared.formSessionId}
            quote={prepared.quote}
            servedAt={prepared.servedAt}
            onRuleCreated={(made, { trigger }) => {
              if (customerId) keepAddresses(customerId, addressesOf(made, { trigger, quote: prepared.quote, servedAt: prepared.servedAt, now: Date.now() }));
            }}
            requoting={busy}
            onRequoteRequested={async () => {
              // A new price for the same answers: prepare again on the same form session.
              setBusy(true);
              try {
                const r = await client.prepareSell({ body: { ChannelID: prepared.channelId, CryptoCurrency: 'ETH_TEST_SEPOLIA', CryptoAmount: prepared.amount, Quoted: true, FormSessionID: prepared.formSessionId } });
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
          <div className="acme-stack">
            {/* Titled (h2) so the channel form's own title (h3) sits under a heading of the page. */}
            <h2 className="acme-section-title">{say('rule.deposit')}</h2>
            <DepositAmountField ref={amountField} cryptoCurrency="ETH_TEST_SEPOLIA" defaultAmount="0.05" onAmountChange={setAmount} />
            {/* The amount prices each channel's fee and limits; the one channel it fits starts chosen, as on Sell. */}
            <ChannelPicker cryptoCurrency="ETH_TEST_SEPOLIA" defaultCountry="DE" cryptoAmount={amount || undefined} preselectOnly onValueChange={(_id, chosen) => setChannel(chosen)} />
            <ErrorPanel error={error} />
            {channel ? (
              <ChannelForm
                channel={channel}
                busy={busy}
                error={error}
                submitLabel={say('rule.submit')}
                onSubmit={async (form) => {
                  // Not an amount yet: back to the field, which says why once left.
                  if (!amount) return amountField.current?.querySelector('input')?.focus();
                  setBusy(true);
                  setError(null);
                  try {
                    // A 0.1.3 upstream prices by FiatAmount and never quotes: the ETH at the channel's rate.
                    const priced = client.apiVersion === '0.1.3' ? { FiatAmount: fiatAmountAtRate(amount, channel) } : { CryptoAmount: amount, Quoted: true };
                    const r = await client.prepareSell({ body: { ChannelID: channel.ID, CryptoCurrency: 'ETH_TEST_SEPOLIA', ...priced, Form: form } });
                    setPrepared({ channelId: channel.ID, amount, formSessionId: r.FormSessionID, quote: r.SellQuote, servedAt: r.servedAt });
                    setQuoted((n) => n + 1);
                  } catch (e) {
                    setError(e as ApiError);
                  } finally {
                    setBusy(false);
                  }
                }}
              />
            ) : null}
          </div>
        )}
      </div>
      {customerId ? <DepositAddressList customerId={customerId} /> : null}
    </Page>
  );
}

const NOTHING_TO_FILL = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} };

function ChannelForm({ channel, busy, error, submitLabel, onSubmit }: { channel: Channel; busy: boolean; error: ApiError | null; submitLabel: string; onSubmit: (form: Record<string, unknown>) => void }) {
  const form = useChannelForm({ channelId: channel.ID });
  if (!form.data) return <ErrorPanel error={form.error} onRetryRequested={() => void form.refetch()} />;
  // No FormSchema (a published 0.1.3 upstream may leave it out): nothing to fill, only the button.
  return <DynamicForm key={channel.ID} schema={form.data.FormSchema ?? NOTHING_TO_FILL} disabled={busy} serverErrors={error?.fieldErrors} onFormSubmitted={onSubmit} submitLabel={submitLabel} />;
}
