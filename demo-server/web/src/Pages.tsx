// The demo's own pages around the kit: sign-in (a stand-in for the business's auth) and the account.
import { useEffect, useMemo, useState } from 'react';
import { ApiError, createRampkitClient, type Customer, type WebhookEvent } from '../../../src/api';
import { ErrorNotice } from './ErrorNotice';

const client = createRampkitClient({ baseUrl: '/api' });

export async function demoFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = response.status === 204 ? undefined : await response.json();
  if (!response.ok) throw ApiError.fromResponse(response.status, body, { action: path });
  return body;
}

export function SignIn({ onSignedIn }: { onSignedIn: (id: string) => void }) {
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

export function Account({ customerId, events }: { customerId: string; events: WebhookEvent[] }) {
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

