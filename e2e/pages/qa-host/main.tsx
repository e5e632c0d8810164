// A host's own page built from the kit's parts, outside SellFlow: a channel, its form, every
// NextStep the prepare answers (each in a DynamicForm the host shows), then a DepositRule for the
// prepared session. Served on the demo's origin by e2e/testing-kit.spec.ts, so it calls the demo's
// real proxy as the signed-in customer; what rampkit/testing's helpers for host pages are run on.
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { ChannelPicker, DepositRule, DynamicForm, ErrorPanel, LOCALES, RampkitProvider, useChannelForm, useRampkit, type Locale } from 'rampkit';
import type { ApiError, Channel, NextStep } from 'rampkit/api';

const asked = new URLSearchParams(location.search).get('lang') ?? '';
const locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';
const CRYPTO = 'USDC_TEST';
const AMOUNT = '50';

function Steps({ channel }: { channel: Channel }) {
  const { client } = useRampkit('QaHost');
  const form = useChannelForm({ channelId: channel.ID });
  const [session, setSession] = useState<{ id: string; step?: NextStep }>();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const prepare = async (answers: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const r = await client.prepareSell({ body: { ChannelID: channel.ID, CryptoCurrency: CRYPTO, CryptoAmount: AMOUNT, Form: answers, ...(session ? { FormSessionID: session.id } : {}) } });
      setSession({ id: r.FormSessionID, step: r.NextStep });
    } catch (e) {
      setError(e as ApiError);
    } finally {
      setBusy(false);
    }
  };
  if (session && !session.step) return <DepositRule cryptoCurrency={CRYPTO} formSessionId={session.id} networks={['EthereumTestSepolia']} />;
  return (
    <>
      <ErrorPanel error={error ?? form.error} />
      {session?.step ? (
        <DynamicForm key={session.step.StepID} schema={session.step.Schema} disabled={busy} serverErrors={error?.fieldErrors} onFormSubmitted={(answers) => void prepare(answers)} />
      ) : form.data?.FormSchema ? (
        <DynamicForm schema={form.data.FormSchema} disabled={busy} serverErrors={error?.fieldErrors} onFormSubmitted={(answers) => void prepare(answers)} />
      ) : null}
    </>
  );
}

function Page() {
  const [customerId, setCustomerId] = useState<string | null>();
  const [channel, setChannel] = useState<Channel>();
  useEffect(() => {
    void fetch('/demo/session')
      .then((r) => r.json() as Promise<{ CustomerID: string | null }>)
      .then((s) => setCustomerId(s.CustomerID));
  }, []);
  if (!customerId) return null;
  return (
    <RampkitProvider proxyUrl="/api" customerId={customerId} locale={locale}>
      <h1>Sell USDC as it arrives</h1>
      <ChannelPicker cryptoCurrency={CRYPTO} defaultCountry="US" onValueChange={(_id, chosen) => setChannel(chosen)} />
      {channel ? <Steps key={channel.ID} channel={channel} /> : null}
    </RampkitProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
