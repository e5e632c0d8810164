// Acme Wallet, the demo business that embeds Rampkit. It talks only to its own server: the proxy
// at /api and its demo routes at /demo; it never sees an API key. Its shell (header, navigation,
// pages, CSS, words) is its own; the kit inside it wears Acme's brand through `appearance`.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiVersion } from 'rampkit/api';
import { RampkitProvider, type RampkitEvent } from 'rampkit';
import { demoFetch } from './demo-fetch';
import { ACME_APPEARANCE } from './shell/appearance';
import { Header } from './shell/Header';
import { LiveEvents } from './shell/LiveEvents';
import { PageFocusProvider, usePageFocusRequest } from './shell/page-focus';
import { useColorScheme, useLanguageChoice } from './shell/preferences';
import { takeReturnDetails } from './shell/return-details';
import { announceSessionChange, readSession, useSessionWatch } from './shell/session';
import { parseRoute, type Route, type View } from './shell/routes';
import { useRoute } from './shell/useRoute';
import { useWords } from './words';
import { SignIn } from './pages/SignIn';
import { SellPage, type Sellable } from './pages/Sell';
import { TransactionsPage } from './pages/Transactions';
import { VerificationPage } from './pages/Verification';
import { DepositsPage } from './pages/Deposits';
import { SellOnDepositPage } from './pages/SellOnDeposit';
import { BusinessPage } from './pages/Business';
import { BackOffice } from './pages/BackOffice';
import { testWords } from './test-words';

/** A contract mismatch is the business's to know about: the demo logs it where a developer looks. */
function reportMismatch(event: RampkitEvent) {
  if (event.type === 'contract.mismatch') console.warn(`contract mismatch: ${event.operation} ${event.path || '(body)'} ${event.problem}`);
}

export function App() {
  // Read once, then gone from the address bar.
  const [details] = useState(takeReturnDetails);
  const [language, chooseLanguage] = useLanguageChoice(details.lang);
  const [scheme, chooseScheme] = useColorScheme();
  const focus = usePageFocusRequest();
  const requestFocus = focus.request;
  // The hosted page's return is a hint for this visit's Verification page only.
  const [returned, setReturned] = useState(details.onboarding);
  // A new page takes focus to its heading: a transaction opened from the list (or the list again) is one.
  const onRouteChange = useCallback(
    (next: Route, previous: Route) => {
      if (next.view === previous.view && next.transactionId === previous.transactionId) return;
      requestFocus();
      setReturned(undefined);
    },
    [requestFocus],
  );
  const [route, navigate] = useRoute(onRouteChange);
  const [sessionCustomerId, setCustomerId] = useState<string | null | undefined>();
  const [crypto, setCrypto] = useState<Sellable>('BTC_TEST');

  // The session as this tab shows it (undefined until first read). Every tab of the browser shares
  // one session cookie, so a change made in another tab (or the session ending) is taken up here as
  // soon as it is seen: the whole app, the kit's provider and its caches included, switches to the
  // customer the cookie now names (or to the sign-in page); nothing of the previous one stays.
  const shown = useRef<string | null | undefined>(undefined);
  // Bumped by every change and every check: a check's answer counts only if nothing came after it.
  const generation = useRef(0);
  const changeSession = useCallback(
    (next: string | null) => {
      generation.current += 1;
      const previous = shown.current;
      if (previous === next) return;
      shown.current = next;
      setCustomerId(next);
      if (previous === undefined) return;
      setReturned((r) => (r?.customerId === next ? r : undefined));
      // A transaction open, or a page of the list, is the previous customer's.
      const open = parseRoute(location.pathname, location.search);
      if (open.transactionId || open.pages) navigate({ view: open.view }, { replace: true });
      requestFocus();
    },
    [navigate, requestFocus],
  );
  const checkSession = useCallback(() => {
    const asked = (generation.current += 1);
    readSession().then(
      (id) => {
        if (generation.current === asked) changeSession(id);
      },
      () => {
        // Not known now: a first visit shows the sign-in page; later, the tab stays as it is until the next check.
        if (generation.current === asked && shown.current === undefined) changeSession(null);
      },
    );
  }, [changeSession]);
  useSessionWatch(checkSession);

  // Which description the business's upstream follows (its server's SANDBOX_API_VERSION): the kit
  // sends the published 0.1.3 request shapes only to a 0.1.3 upstream.
  const [apiVersion, setApiVersion] = useState<ApiVersion>();
  useEffect(() => {
    // 200 with CustomerID null when nobody is signed in (a fresh visit is not an error).
    checkSession();
    fetch('/demo/config')
      .then(async (r) => setApiVersion(r.ok ? ((await r.json()) as { ApiVersion: ApiVersion }).ApiVersion : 'seed'))
      .catch(() => setApiVersion('seed'));
  }, [checkSession]);
  // Until the upstream's description is known, the page stays as it is while the session loads (the
  // sign-in card holding its place), so nothing moves and no kit call goes out in the wrong shape.
  const customerId = apiVersion ? sessionCustomerId : undefined;

  const onEvent = useCallback(
    (event: RampkitEvent) => {
      reportMismatch(event);
      // The proxy no longer knows this tab's session: who is signed in now, if anyone?
      if (event.type === 'session.expired') checkSession();
    },
    [checkSession],
  );

  const signedIn = (id: string) => {
    changeSession(id);
    announceSessionChange();
  };
  const signOut = async () => {
    try {
      await demoFetch('/demo/session', { method: 'DELETE' });
    } catch {
      // Still signed in, or not: the server says which.
      checkSession();
      return;
    }
    changeSession(null);
    announceSessionChange();
  };

  return (
    // Another customer: the provider resets what the kit read and forgets the sales it kept (in
    // memory and in this tab's storage) for the one before.
    <RampkitProvider proxyUrl="/api" customerId={customerId ?? undefined} locale={language} apiVersion={apiVersion ?? 'seed'} appearance={ACME_APPEARANCE[scheme]} onEvent={onEvent} {...testWords()}>
      <PageFocusProvider value={focus}>
        <Shell
          customerId={customerId}
          view={route.view}
          onViewChange={(view) => navigate({ view })}
          onSignOut={signOut}
          scheme={scheme}
          onSchemeChange={chooseScheme}
          onLocaleChange={chooseLanguage}
        >
          {customerId === undefined || customerId === null ? (
            <>
              {/* Until the session answers, the sign-in card holds its place, so nothing moves on load. */}
              <SignIn pending={customerId === undefined} onSignedIn={signedIn} />
              <BackOffice />
            </>
          ) : (
            <CurrentPage
              view={route.view}
              transactionId={route.transactionId}
              crypto={crypto}
              onCryptoChange={setCrypto}
              returnedStatus={returned?.customerId === customerId ? returned.status : undefined}
              onNavigate={(view, transactionId) => navigate({ view, transactionId, pages: view === 'transactions' ? route.pages : undefined })}
              pages={route.pages}
              // A page turned replaces the address: Back returns to the list's page from a transaction, not page by page.
              onPagesChange={(pages) => navigate({ ...route, pages }, { replace: true })}
            />
          )}
        </Shell>
      </PageFocusProvider>
    </RampkitProvider>
  );
}

interface ShellProps extends Omit<React.ComponentProps<typeof Header>, 'customerId'> {
  customerId: string | null | undefined;
  children: React.ReactNode;
}

/** The frame every page sits in, in the kit's locale (the document's language follows it). */
function Shell({ children, customerId, ...header }: ShellProps) {
  const { say, locale } = useWords();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <div className="acme-app">
      <Header customerId={customerId ?? undefined} {...header} />
      <main id="main" tabIndex={-1} className={customerId ? 'acme-main' : 'acme-main acme-main--signin'}>
        {children}
      </main>
      <footer className="acme-footer">
        <p>{say('footer.note')}</p>
        {customerId ? <LiveEvents /> : null}
      </footer>
    </div>
  );
}

function CurrentPage({ view, transactionId, pages, onPagesChange, crypto, onCryptoChange, returnedStatus, onNavigate }: {
  view: View;
  transactionId?: string;
  pages?: string[];
  onPagesChange: (pages: string[]) => void;
  crypto: Sellable;
  onCryptoChange: (crypto: Sellable) => void;
  returnedStatus?: React.ComponentProps<typeof VerificationPage>['returnedStatus'];
  onNavigate: (view: View, transactionId?: string) => void;
}) {
  switch (view) {
    case 'sell':
      return <SellPage crypto={crypto} onCryptoChange={onCryptoChange} onVerificationShown={() => onNavigate('verification')} />;
    case 'transactions':
      return <TransactionsPage selected={transactionId} pages={pages} onPagesChange={onPagesChange} onSelect={(id) => onNavigate('transactions', id)} onBack={() => onNavigate('transactions')} />;
    case 'verification':
      return <VerificationPage returnedStatus={returnedStatus} onSellRequested={() => onNavigate('sell')} />;
    case 'deposits':
      return <DepositsPage />;
    case 'sellOnDeposit':
      return <SellOnDepositPage />;
    case 'business':
      return <BusinessPage />;
  }
}
