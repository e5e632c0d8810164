// The demo's own sign-in: a stand-in for the business's authentication.
import { useState } from 'react';
import { apiErrorFromResponse } from 'rampkit/api';
import { ErrorNotice } from './ErrorNotice';

export async function demoFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = response.status === 204 ? undefined : await response.json();
  if (!response.ok) throw apiErrorFromResponse(response.status, body, { action: path });
  return body;
}

export function SignIn({ onSignedIn, pending = false }: { onSignedIn: (id: string) => void; pending?: boolean }) {
  const [id, setId] = useState('');
  const [error, setError] = useState<unknown>();
  return (
    <section aria-labelledby="signin-title" className="signin" aria-busy={pending}>
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
        <input id="customer-id" value={id} onChange={(e) => setId(e.target.value)} autoComplete="username" disabled={pending} />
        <button type="submit" disabled={pending}>
          Sign in
        </button>
      </form>
      <ErrorNotice error={error} />
    </section>
  );
}
