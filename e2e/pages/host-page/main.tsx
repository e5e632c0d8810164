// A business's page with its own global CSS (host.css), once as it is (?kit=0) and once with the
// kit's provider around the whole app and kit components inside it (?kit=1): what
// e2e/host-invariance.spec.ts compares. The kit's parts here need no network.
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { Amount, CopyField, ErrorPanel, RampkitProvider } from 'rampkit';
import { apiErrorFromResponse } from 'rampkit/api';
import './host.css';

const withKit = new URLSearchParams(location.search).get('kit') === '1';

const error = apiErrorFromResponse(409, { Type: 'Conflict', Action: 'PrepareSell', Detail: 'busy', Instance: 'host-1' });

function HostApp({ kit, amount }: { kit?: ReactNode; amount?: ReactNode }) {
  return (
    <>
      <header>
        <h1>Acme Wallet</h1>
        <nav aria-label="Main">
          <ul>
            <li>
              <a href="#sell">Sell</a>
            </li>
            <li>
              <a href="#history">History</a>
            </li>
          </ul>
        </nav>
      </header>
      <main>
        <section id="sell">
          <h2>Your details</h2>
          <p>
            Balance: <strong>1.25 BTC</strong> {amount}
          </p>
          <form onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="host-name">Name</label>
            <input id="host-name" placeholder="Jane Doe" />
            <label htmlFor="host-country">Country</label>
            <select id="host-country" defaultValue="DE">
              <option value="DE">Germany</option>
              <option value="FR">France</option>
            </select>
            <p className="error" role="alert">
              Enter your name.
            </p>
            <button type="submit">Save</button> <button type="button" className="secondary">
              Cancel
            </button>
          </form>
          <div className="kit-slot">{kit}</div>
          <ul className="points">
            <li>Fast payouts</li>
            <li>Low fees</li>
          </ul>
        </section>
        <section id="history">
          <h2>History</h2>
          <table>
            <thead>
              <tr>
                <th>Date</th>
                <th>Amount</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>2 March</td>
                <td>€120.00</td>
              </tr>
            </tbody>
          </table>
          <p>
            <a href="#help">Help</a>
          </p>
        </section>
      </main>
      <footer>Acme Wallet Ltd.</footer>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  withKit ? (
    <RampkitProvider proxyUrl="/api" customerId="host-page">
      <HostApp
        amount={<Amount value="1234.5" currency="EUR" />}
        kit={
          <>
            <ErrorPanel error={error} onRetryRequested={() => undefined} />
            <CopyField label="IBAN" value="DE89370400440532013000" />
          </>
        }
      />
    </RampkitProvider>
  ) : (
    <HostApp />
  ),
);
