// The demo business ("Acme Wallet") that embeds Rampkit. It talks only to its own server: the
// proxy at /api and its demo routes at /demo. It never sees an API key.
import { useEffect, useMemo, useState } from 'react';
import { ApiError, createRampkitClient, type Customer, type WebhookEvent } from '../../../src/api';
import { ErrorNotice } from './ErrorNotice';
import { BusinessCustomerForm } from './BusinessCustomerForm';

const client = createRampkitClient({ baseUrl: '/api' });

async function demoFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = response.status === 204 ? undefined : await response.json();
  if (!response.ok) throw ApiError.fromResponse(response.status, body, { action: path });
  return body;
}

function SignIn({ onSignedIn }: { onSignedIn: (id: string) => void }) {
  const [id, setId] = useState('');
  const [error, setError] = useState<unknown>();
  return (
    <section aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in to Acme Wallet</h2>
      <p>The demo stands in for your own authentication: any customer id signs you in as that customer.</p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const session = await demoFetch('/demo/session', { method: 'POST', body: JSON.stringify({ CustomerID: id }) });
            onSignedIn(session.CustomerID);
          } catch (err) {
            setError(err);
          }
        }}
      >
        <label htmlFor="customer-id">Customer ID</label>
        <input id="customer-id" value={id} onChange={(e) => setId(e.target.value)} autoComplete="username" />
        <button type="submit">Sign in</button>
      </form>
      <ErrorNotice error={error} />
    </section>
  );
}

function Account({ customerId, events }: { customerId: string; events: WebhookEvent[] }) {
  const [customer, setCustomer] = useState<Customer | null | undefined>();
  const [error, setError] = useState<unknown>();
  const returnedStatus = useMemo(() => new URLSearchParams(location.search).get('OnboardingStatus') ?? undefined, []);
  const [startedStatus, setStartedStatus] = useState<string>();
  const customerEvents = useMemo(() => events.filter((e) => e.EventType === 'Customer'), [events]);
  const latest = customerEvents.at(-1);
  const status = (latest?.EventType === 'Customer' ? latest.Data.OnboardingStatus : undefined) ?? startedStatus ?? returnedStatus;

  // Reload the customer when it is first shown and whenever a Customer event arrives.
  useEffect(() => {
    let cancelled = false;
    client.getCustomer({ params: { CustomerID: customerId } }).then(
      (found) => {
        if (cancelled) return;
        setCustomer(found);
        setError(undefined);
      },
      (err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiError && err.type === 'ResourceNotFound') setCustomer(null);
        else setError(err);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [customerId, customerEvents.length]);

  const verify = async () => {
    try {
      const result = await client.startOnboarding({ params: { CustomerID: customerId }, body: { ReturnURL: `${location.origin}/account`, Locale: 'en' } });
      if ('HostedURL' in result.data) location.assign(result.data.HostedURL);
      else setStartedStatus(result.data.OnboardingStatus);
    } catch (err) {
      setError(err);
    }
  };

  const verification = customer?.Verifications?.Status;
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">Your account</h2>
      <dl>
        <dt>Customer</dt>
        <dd>{customerId}</dd>
        <dt>Verification</dt>
        <dd data-testid="verification-status">{verification ?? (customer === null ? 'Not started' : 'Loading…')}</dd>
        {status ? (
          <>
            <dt>Onboarding</dt>
            <dd data-testid="onboarding-status">{status}</dd>
          </>
        ) : null}
      </dl>
      {verification !== 'Approved' ? (
        <button type="button" onClick={verify}>
          {customer === null ? 'Verify your identity' : 'Continue verification'}
        </button>
      ) : (
        <p>You are verified and can sell.</p>
      )}
      <ErrorNotice error={error} />
    </section>
  );
}

export function App() {
  const [customerId, setCustomerId] = useState<string | null | undefined>();
  const [events, setEvents] = useState<WebhookEvent[]>([]);

  useEffect(() => {
    fetch('/demo/session')
      .then(async (r) => setCustomerId(r.ok ? (await r.json()).CustomerID : null))
      .catch(() => setCustomerId(null));
  }, []);
  useEffect(() => {
    if (!customerId) return;
    const source = new EventSource('/api/events');
    const add = (e: MessageEvent) => setEvents((list) => [...list.slice(-49), JSON.parse(e.data) as WebhookEvent]);
    for (const type of ['Customer', 'Transaction', 'FiatDeposit']) source.addEventListener(type, add);
    return () => source.close();
  }, [customerId]);

  return (
    <>
      <header>
        <h1 style={{ fontSize: '1.2rem', margin: 0 }}>Acme Wallet</h1>
        {customerId ? (
          <nav aria-label="Account">
            <span>Signed in as {customerId}</span>
            <button
              type="button"
              className="secondary"
              onClick={async () => {
                await demoFetch('/demo/session', { method: 'DELETE' });
                setCustomerId(null);
              }}
            >
              Sign out
            </button>
          </nav>
        ) : null}
      </header>
      <main>
        {customerId === undefined ? <p>Loading…</p> : customerId === null ? <SignIn onSignedIn={setCustomerId} /> : <Account customerId={customerId} events={events} />}
        <BusinessCustomerForm />
        {customerId ? (
          <section aria-labelledby="events-title">
            <h2 id="events-title">Live updates</h2>
            <ol className="events" aria-live="polite">
              {events.map((e, i) => (
                <li key={i}>
                  {e.EventType} v{e.EventVersion}: {e.EventType === 'Transaction' ? `${e.Data.Status}${e.Data.SubStatus ? ` / ${e.Data.SubStatus}` : ''}` : e.EventType === 'Customer' ? (e.Data.Verifications?.Status ?? e.Data.OnboardingStatus ?? 'updated') : e.Data.Status}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </main>
    </>
  );
}
