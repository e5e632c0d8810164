// The demo's sign-in, a stand-in for the business's own authentication: any customer ID signs in
// as that customer. It looks like a product's sign-in (one field, one button, what the product
// does beside it); while the session is read it holds its place, disabled, so nothing moves.
import { useRef, useState } from 'react';
import { ErrorPanel } from 'rampkit';
import { isApiError, type ApiError } from 'rampkit/api';
import { demoFetch } from '../demo-fetch';
import { useWords } from '../words';
import { CheckIcon } from '../shell/icons';
import { PageHeading } from '../shell/page-focus';

export function SignIn({ onSignedIn, pending = false }: { onSignedIn: (id: string) => void; pending?: boolean }) {
  const { say } = useWords();
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  // One sign-in at a time: the button is marked busy on the next render, and a second click (or
  // Enter) before it must still find one in flight.
  const inFlight = useRef(false);
  const submit = async (e: React.SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current || pending) return;
    const trimmed = id.trim();
    setError(null);
    // What the server would refuse is said here first, in the customer's words, on the field.
    const local = !trimmed ? say('signin.required') : trimmed.length > 42 ? say('signin.invalid') : undefined;
    setProblem(local);
    if (local) {
      e.currentTarget.querySelector('input')?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const session = await demoFetch('/demo/session', { method: 'POST', body: JSON.stringify({ CustomerID: trimmed }) });
      onSignedIn(session.CustomerID);
    } catch (failure) {
      setError(isApiError(failure) ? failure : null);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <div className="acme-signin">
      <section aria-labelledby="signin-title" className="acme-card acme-signin-card" aria-busy={pending}>
        <PageHeading id="signin-title" title={say('signin.page')}>
          {say('signin.title')}
        </PageHeading>
        <p className="acme-muted">{say('signin.lede')}</p>
        <form onSubmit={submit} noValidate className="acme-form">
          <div className="acme-field">
            <label htmlFor="customer-id">{say('signin.customerId')}</label>
            <input
              id="customer-id"
              className="acme-input"
              value={id}
              onChange={(e) => setId(e.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              disabled={pending}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'customer-id-problem' : 'customer-id-hint'}
            />
            {problem ? (
              <p className="acme-field-error" id="customer-id-problem">
                {problem}
              </p>
            ) : (
              <p className="acme-hint" id="customer-id-hint">
                {say('signin.hint')}
              </p>
            )}
          </div>
          {/* Busy under the same name: aria-disabled rather than disabled, so focus stays on it. */}
          <button type="submit" className="acme-button acme-button--primary acme-button--block" disabled={pending} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {say('signin.submit')}
          </button>
        </form>
        <ErrorPanel error={error} fieldId={(field) => (field === 'CustomerID' ? 'customer-id' : undefined)} fieldLabel={(field) => (field === 'CustomerID' ? say('signin.customerId') : undefined)} />
      </section>
      <div className="acme-signin-aside">
        <p className="acme-signin-tagline">{say('signin.tagline')}</p>
        <ul className="acme-points">
          {(['signin.point.sell', 'signin.point.price', 'signin.point.verify'] as const).map((key) => (
            <li key={key}>
              <CheckIcon />
              {say(key)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
