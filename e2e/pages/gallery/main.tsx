// Every kit component on one host page, on an in-browser backend (the real sandbox behind the real
// proxy, rampkit/testing/backend). The query string picks how the host brings the kit's CSS
// (?styles=injected | linked | nonce) and the locale (?locale=de); the test server
// (e2e/pages/gallery-server.ts) adds the CSP header, the stylesheet links and the nonce.
// The providers mount at once, before any data exists: their clients wait for the seeded backends,
// so the first paint is the kit's own loading state (what e2e/locale-first-paint.spec.ts watches).
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Amount, Balances, BankDepositDetails, ChannelPicker, CustomerPrefill, CustomerStatus, DepositRule, DynamicForm, ErrorPanel,
  OnboardingLauncher, PaymentMethodPicker, PriceQuote, RampkitProvider, SellFlow, TransactionList, TransactionStatus, VirtualAccounts,
  LOCALES, type Appearance, type Locale, type Theme,
} from 'rampkit';
import { apiErrorFromResponse, createRampkitClient } from 'rampkit/api';
import { createSandboxBackend, type SandboxBackend } from '../../../src/testing/sandbox-backend';
import { DESTINATION, openBankDeposit } from '../../../tooling/account-fixture';
import { preparedSession, sellOnce } from '../../../tooling/sell-fixture';
import { GALLERY_APPEARANCE } from './appearance';
import bankAccount from '../../../src/core/form-schema/fixtures/bank-account-holder.json';

const params = new URLSearchParams(location.search);
const styles = params.get('styles') ?? 'injected';
const locale = (LOCALES as readonly string[]).includes(params.get('locale') ?? '') ? (params.get('locale') as Locale) : 'en';
const nonce = document.querySelector<HTMLMetaElement>('meta[name=csp-nonce]')?.content;
const only = params.get('only')?.split(',');
// ?theme= (a preset) and ?brand= (a host's colorPrimary), for e2e/focus-ring.spec.ts.
const theme = (params.get('theme') ?? undefined) as Theme | undefined;
const brand = params.get('brand') ?? undefined;
const appearance: Appearance | undefined =
  params.get('appearance') === '1' ? GALLERY_APPEARANCE : theme || brand ? { theme, variables: brand ? { colorPrimary: brand } : undefined } : undefined;

type Seed = 'approved' | 'sales' | 'new';
async function seeded(customerId: string, seed: Seed) {
  const backend = await createSandboxBackend({ customerId });
  if (seed === 'new') return { backend };
  await backend.createApprovedCustomer();
  if (seed === 'approved') return { backend };
  const transaction = await sellOnce(backend);
  await openBankDeposit(backend);
  const prepared = await preparedSession(backend);
  return { backend, transaction, prepared };
}

// Sequential, so each seeded sandbox hands out the same ids on every load (the screenshot test
// compares two loads pixel by pixel). BankDepositDetails opens its own workflow, on a customer of
// its own: the sandbox refuses a second update of a workflow within the same second, and the
// screenshot test stops the clock.
const approved = seeded('gallery-customer', 'sales');
const newcomer = approved.then(() => seeded('gallery-newcomer', 'new'));
const depositor = newcomer.then(() => seeded('gallery-depositor', 'approved'));

// What the tests wait on: the seeds done and no call in flight (window.__gallery).
const status = { seeded: false, pending: 0 };
(window as unknown as { __gallery: typeof status }).__gallery = status;
void Promise.all([approved, newcomer, depositor]).then(() => (status.seeded = true));

const lazyClient = (ready: Promise<{ backend: SandboxBackend }>) =>
  createRampkitClient({
    baseUrl: '/api',
    retry: { attempts: 3, baseDelayMs: 10 },
    fetch: async (input, init) => {
      status.pending++;
      try {
        return await (await ready).backend.fetch(input, init);
      } finally {
        status.pending--;
      }
    },
  });

function useResolved<T>(promise: Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => void promise.then(setValue), [promise]);
  return value;
}

// The gallery's own wrapper is the host's markup: the kit no longer resets the host's page, so the
// hostile theme's `div { display: flex; flex-wrap: nowrap }` would lay the sections side by side.
// A real host lays out its own page; this one does it inline (a CSSOM style, allowed by the CSP).
const GALLERY_PART = { display: 'block' } as const;

function Section({ name, children }: { name: string; children: ReactNode }) {
  if (only && !only.includes(name)) return null;
  return (
    <section data-gallery={name} aria-label={`${name} sample`}>
      <h2 data-host="">{name}</h2>
      {children}
    </section>
  );
}

const quote = {
  SignedQuote: 'gallery-quote', Expiry: new Date(Date.now() + 90_000).toISOString(),
  CryptoAmount: '0.00161290', FiatAmount: '100', FiatCurrency: 'EUR' as const, Rate: '62500', TotalFee: '1.30',
};
const error = apiErrorFromResponse(400, {
  Type: 'InvalidMessage', Action: 'PrepareSell', Detail: 'One field is not valid.', Instance: 'gallery-1',
  RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'Enter the IBAN without spaces' }] },
});

function Seeded() {
  const seed = useResolved(approved);
  if (!seed?.transaction || !seed.prepared) return null;
  return (
    <>
      <Section name="TransactionStatus">
        <TransactionStatus transactionId={seed.transaction.ID} live={false} />
      </Section>
      <Section name="DepositRule">
        <DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={seed.prepared.FormSessionID} quote={seed.prepared.SellQuote} networks={['EthereumTestSepolia', 'BaseTestSepolia']} defaultTrigger="quoted" />
      </Section>
    </>
  );
}

function Gallery() {
  const [approvedClient] = useState(() => lazyClient(approved));
  const [newcomerClient] = useState(() => lazyClient(newcomer));
  const [depositorClient] = useState(() => lazyClient(depositor));
  const common = { locale, injectStyles: styles !== 'linked', nonce, appearance } as const;
  return (
    <>
      <RampkitProvider client={approvedClient} customerId="gallery-customer" {...common}>
        <div data-gallery-part="approved" style={GALLERY_PART}>
          <Section name="SellFlow">
            <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={{ CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' }} />
          </Section>
          <Section name="ChannelPicker">
            <ChannelPicker cryptoCurrency="BTC_TEST" defaultCountry="DE" fiatAmount="250" />
          </Section>
          <Section name="PaymentMethodPicker">
            <PaymentMethodPicker defaultValue={null} />
          </Section>
          <Section name="DynamicForm">
            <DynamicForm schema={bankAccount as never} onFormSubmitted={() => undefined} />
          </Section>
          <Section name="PriceQuote">
            <PriceQuote quote={quote} cryptoCurrency="BTC" breakdown={[{ Type: 'ChannelFee', Amount: '1.30' }, { Type: 'Remaining', Amount: '100' }]} onQuoteAccepted={() => undefined} onRequoteRequested={() => undefined} autoRequote={false} />
          </Section>
          <Section name="TransactionList">
            <TransactionList pageSize={5} />
          </Section>
          <Seeded />
          <Section name="VirtualAccounts">
            <VirtualAccounts />
          </Section>
          <Section name="Balances">
            <Balances />
          </Section>
          <Section name="ErrorPanel">
            <ErrorPanel error={error} onRetryRequested={() => undefined} retryAlways />
          </Section>
          <Section name="Amount">
            <p>
              <Amount value="1234.5" currency="EUR" /> · <Amount value="0.00012345" currency="BTC_TEST" />
            </p>
          </Section>
        </div>
      </RampkitProvider>
      <RampkitProvider client={newcomerClient} customerId="gallery-newcomer" {...common}>
        <div data-gallery-part="newcomer" style={GALLERY_PART}>
          <Section name="CustomerStatus">
            <CustomerStatus live={false} />
          </Section>
          <Section name="OnboardingLauncher">
            <OnboardingLauncher returnUrl="https://shop.example/account" navigate={() => undefined} />
          </Section>
          <Section name="CustomerPrefill">
            <CustomerPrefill />
          </Section>
        </div>
      </RampkitProvider>
      <RampkitProvider client={depositorClient} customerId="gallery-depositor" {...common}>
        <Section name="BankDepositDetails">
          <BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />
        </Section>
      </RampkitProvider>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);
