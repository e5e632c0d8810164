// A server component: it reads the session on the server and renders the kit's client components
// directly (rampkit is 'use client', so no wrapper), in the page's language — German HTML for /de.
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { RampkitProvider, SellFlow } from 'rampkit';
import { backend } from '../../lib/backend';
import { isLocale } from '../../lib/locale';
import { LiveUpdates } from './live-updates';

export const dynamic = 'force-dynamic';

const TEXT = {
  de: { title: 'Beispielshop', customer: 'Kunden-ID', signIn: 'Anmelden', signOut: 'Abmelden', signedIn: 'Angemeldet als' },
  en: { title: 'Example shop', customer: 'Customer ID', signIn: 'Sign in', signOut: 'Sign out', signedIn: 'Signed in as' },
};

export default async function ShopPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const text = lang === 'de' ? TEXT.de : TEXT.en;
  const customerId = (await backend()).sessions.customerOf((await cookies()).toString());

  if (!customerId) {
    return (
      <main>
        <h1>{text.title}</h1>
        <form method="post" action="/session">
          <input type="hidden" name="lang" value={lang} />
          <label htmlFor="customer-id">{text.customer}</label>
          <input id="customer-id" name="customerId" required autoComplete="username" />
          <button type="submit">{text.signIn}</button>
        </form>
      </main>
    );
  }
  return (
    <main>
      <form method="post" action="/session">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="action" value="sign-out" />
        {text.signedIn} {customerId} <button type="submit">{text.signOut}</button>
      </form>
      <RampkitProvider proxyUrl="/api" customerId={customerId} locale={lang} injectStyles={false}>
        <LiveUpdates />
        <SellFlow cryptoCurrency="USDC_TEST" />
      </RampkitProvider>
    </main>
  );
}
