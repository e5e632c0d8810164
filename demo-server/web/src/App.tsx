// The demo business ("Acme Wallet") that embeds Rampkit. It talks only to its own server: the
// proxy at /api and its demo routes at /demo. It never sees an API key.
import { useCallback, useEffect, useState } from 'react';
import type { ApiVersion, LiveEvent, CryptoCurrencyCode } from 'rampkit/api';
import { RampkitProvider, LOCALES, type Locale, type RampkitEvent, useRampkitEvents, SellFlow, TransactionList, TransactionStatus } from 'rampkit';
import { BusinessCustomerForm } from './BusinessCustomerForm';
import { demoFetch, SignIn } from './Pages';
import { BusinessBalances, Deposits, SellOnDeposit, Verification } from './AccountPages';
import { testWords } from './test-words';

const isKitLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

const VIEWS = ['Sell', 'Transactions', 'Verification', 'Deposits', 'Sell on deposit', 'Business'] as const;
type View = (typeof VIEWS)[number];

/** Each view has its own address, so a reload or a shared link keeps the page (and the open
 * transaction). /account is where hosted onboarding returns. */
const PATHS: Record<View, string> = {
  Sell: '/sell',
  Transactions: '/transactions',
  Verification: '/verification',
  Deposits: '/deposits',
  'Sell on deposit': '/sell-on-deposit',
  Business: '/business',
};

interface Route {
  view: View;
  transactionId?: string;
}

function parseRoute(pathname: string): Route {
  if (pathname.startsWith('/account')) return { view: 'Verification' };
  const [, first = '', second] = pathname.split('/');
  const view = VIEWS.find((v) => PATHS[v] === `/${first}`) ?? 'Sell';
  return view === 'Transactions' && second ? { view, transactionId: decodeURIComponent(second) } : { view };
}

const routePath = (route: Route) => (route.transactionId ? `${PATHS[route.view]}/${encodeURIComponent(route.transactionId)}` : PATHS[route.view]);

/** The route in the address bar: pushed on navigation, read back on Back/Forward. */
function useRoute(): [Route, (route: Route) => void] {
  const [route, setRoute] = useState(() => parseRoute(location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((next: Route) => {
    const path = routePath(next);
    if (path !== location.pathname) history.pushState(null, '', path + location.search);
    setRoute(next);
  }, []);
  return [route, navigate];
}

function Transactions({ selected, onSelect }: { selected?: string; onSelect: (id: string) => void }) {
  return (
    <section aria-labelledby="tx-title">
      <h2 id="tx-title">Transactions</h2>
      <TransactionList pageSize={10} onTransactionSelected={(tx) => onSelect(tx.ID)} />
      {selected ? <TransactionStatus transactionId={selected} /> : null}
    </section>
  );
}

/** The crypto to sell is the app's, not the page's: Back and Forward come back to the same sale. */
function Sell({ crypto, onCryptoChange, onVerify }: { crypto: CryptoCurrencyCode; onCryptoChange: (crypto: CryptoCurrencyCode) => void; onVerify: () => void }) {
  return (
    <section aria-labelledby="sell-title">
      <h2 id="sell-title">Sell</h2>
      <label htmlFor="sell-crypto">Crypto to sell</label>
      <select id="sell-crypto" value={crypto} onChange={(e) => onCryptoChange(e.target.value as CryptoCurrencyCode)}>
        <option value="BTC_TEST">Bitcoin (test)</option>
        <option value="ETH_TEST_SEPOLIA">Ether (Sepolia)</option>
        <option value="USDC_TEST">USDC (test)</option>
      </select>
      {/* The kit keeps each currency's sale in progress (its default flowKey) while the page is left. */}
      <SellFlow key={crypto} cryptoCurrency={crypto} onVerificationRequired={onVerify} />
    </section>
  );
}

/** The kit's own live stream (shared with its components), listed as it arrives. */
function LiveUpdates() {
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const onLiveEvent = useCallback((event: LiveEvent) => setEvents((list) => [...list.slice(-49), event]), []);
  const { mode } = useRampkitEvents({ onLiveEvent });
  return (
    <section aria-labelledby="events-title" data-state={mode}>
      <h2 id="events-title">Live updates</h2>
      <ol className="events" aria-live="polite">
        {events.map((e, i) => (
          <li key={i}>
            {e.EventType} v{e.EventVersion}: {e.Status ?? 'updated'}
            {e.SubStatus ? ` / ${e.SubStatus}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A contract mismatch is the business's to know about: the demo logs it where a developer looks. */
function reportMismatch(event: RampkitEvent) {
  if (event.type === 'contract.mismatch') console.warn(`contract mismatch: ${event.operation} ${event.path || '(body)'} ${event.problem}`);
}

/** The kit's language: `?lang=de` chooses it and it is remembered (hosted onboarding returns
 * without the query). The demo's own chrome stays English. */
function demoLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && isKitLocale(asked)) localStorage.setItem('rampkit-demo-lang', asked);
  const kept = localStorage.getItem('rampkit-demo-lang');
  return kept && isKitLocale(kept) ? kept : 'en';
}

export function App() {
  const [locale] = useState(demoLocale);
  const [sessionCustomerId, setCustomerId] = useState<string | null | undefined>();
  const [route, navigate] = useRoute();
  const [crypto, setCrypto] = useState<CryptoCurrencyCode>('BTC_TEST');
  const { view } = route;
  const setView = (v: View) => navigate({ view: v });

  // Which description the business's upstream follows (its server's SANDBOX_API_VERSION): the kit
  // sends the published 0.1.3 request shapes only to a 0.1.3 upstream.
  const [apiVersion, setApiVersion] = useState<ApiVersion>();

  useEffect(() => {
    // 200 with CustomerID null when nobody is signed in (a fresh visit is not an error).
    fetch('/demo/session')
      .then(async (r) => setCustomerId(r.ok ? (((await r.json()) as { CustomerID: string | null }).CustomerID ?? null) : null))
      .catch(() => setCustomerId(null));
    fetch('/demo/config')
      .then(async (r) => setApiVersion(r.ok ? ((await r.json()) as { ApiVersion: ApiVersion }).ApiVersion : 'seed'))
      .catch(() => setApiVersion('seed'));
  }, []);

  // Until the upstream's description is known, the page stays as it is while the session loads (the
  // sign-in card holding its place), so nothing moves and no kit call goes out in the wrong shape.
  const customerId = apiVersion ? sessionCustomerId : undefined;
  return (
    <RampkitProvider proxyUrl="/api" customerId={customerId ?? undefined} locale={locale} apiVersion={apiVersion ?? 'seed'} onEvent={reportMismatch} {...testWords()}>
      <header>
        <h1 style={{ fontSize: '1.2rem', margin: 0 }}>Acme Wallet</h1>
        {customerId ? (
          <nav aria-label="Main">
            {VIEWS.map((v) => (
              <button key={v} type="button" className={v === view ? undefined : 'secondary'} aria-current={v === view ? 'page' : undefined} onClick={() => setView(v)}>
                {v}
              </button>
            ))}
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
        {/* Until the session answers, the sign-in card holds its place, so nothing moves on load. */}
        {customerId === undefined ? <SignIn pending onSignedIn={setCustomerId} /> : customerId === null ? <SignIn onSignedIn={setCustomerId} /> : null}
        {customerId && view === 'Sell' ? <Sell crypto={crypto} onCryptoChange={setCrypto} onVerify={() => setView('Verification')} /> : null}
        {customerId && view === 'Transactions' ? <Transactions selected={route.transactionId} onSelect={(id) => navigate({ view: 'Transactions', transactionId: id })} /> : null}
        {customerId && view === 'Verification' ? <Verification /> : null}
        {customerId && view === 'Deposits' ? <Deposits /> : null}
        {customerId && view === 'Sell on deposit' ? <SellOnDeposit /> : null}
        {customerId && view === 'Business' ? <BusinessBalances /> : null}
        {!customerId || view === 'Business' ? <BusinessCustomerForm /> : null}
        {customerId ? <LiveUpdates /> : null}
      </main>
    </RampkitProvider>
  );
}
