// The shop's page: its own sign-in, then the kit's sell flow for the signed-in customer. The kit
// talks only to the shop's backend (/api, the Rampkit proxy), which holds every key.
import { useEffect, useState, type FormEvent } from 'react';
import { CustomerStatus, LOCALES, OnboardingLauncher, RampkitProvider, SellFlow, useRampkitEvents, type Locale } from 'rampkit';

const asked = new URLSearchParams(location.search).get('lang');
const locale: Locale = LOCALES.find((l) => l === asked) ?? 'en';

export function App() {
  const [customerId, setCustomerId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    void fetch('/session')
      .then((r) => r.json() as Promise<{ customerId: string | null }>)
      .then((s) => setCustomerId(s.customerId));
  }, []);

  if (customerId === undefined) return <main aria-busy="true" />;
  if (customerId === null) return <SignIn onSignedIn={setCustomerId} />;
  return (
    <main>
      <header>
        <p>Signed in as {customerId}</p>
        <button type="button" onClick={() => void fetch('/session', { method: 'DELETE' }).then(() => setCustomerId(null))}>
          Sign out
        </button>
      </header>
      <nav>
        <a href={`/?lang=${locale}`}>Sell</a> <a href={`/verify?lang=${locale}`}>Verify</a>
      </nav>
      <RampkitProvider proxyUrl="/api" customerId={customerId} locale={locale} injectStyles={false}>
        <LiveUpdates />
        {location.pathname === '/verify' ? (
          // The service's hosted onboarding, for a customer the shop has not verified itself; it returns here.
          <CustomerStatus onboardingAction={<OnboardingLauncher returnUrl={`${location.origin}/verify?lang=${locale}`} />} />
        ) : (
          <SellFlow cryptoCurrency="USDC_TEST" onVerificationRequired={() => location.assign(`/verify?lang=${locale}`)} />
        )}
      </RampkitProvider>
    </main>
  );
}

function LiveUpdates() {
  useRampkitEvents(); // the proxy relays the upstream's webhooks to this page over SSE
  return null;
}

function SignIn({ onSignedIn }: { onSignedIn: (customerId: string) => void }) {
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const customerId = new FormData(event.currentTarget).get('customerId');
    const response = await fetch('/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerId }) });
    const body = (await response.json()) as { customerId?: string; error?: string };
    if (response.ok && body.customerId) onSignedIn(body.customerId);
    else setError(body.error ?? `sign-in failed (${response.status})`);
  };
  return (
    <main>
      <h1>Example shop</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="customer-id">Customer ID</label>
        <input id="customer-id" name="customerId" required autoComplete="username" />
        <button type="submit">Sign in</button>
        <p role="alert">{error}</p>
      </form>
    </main>
  );
}
