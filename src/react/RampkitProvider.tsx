'use client';
// The kit's root: the client (talking to the business's proxy), TanStack Query, the locale's
// messages, the appearance as scoped CSS variables, and the onEvent channel.
import { Suspense, use, useCallback, useEffect, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRampkitClient, type RampkitClient } from '../api/client';
import type { ApiVersion } from '../api/published';
import type { RampkitEvent, RampkitEventHandler } from '../core/events';
import { createTranslator, loadedMessages, loadMessages, type Locale, type Messages } from '../i18n';
import type { FormMessages } from '../core/form-schema/vocabulary';
import { appearanceId, appearanceToCss, type Appearance } from '../theme/tokens';
import { RAMPKIT_CSS } from '../theme/stylesheet';
import { createKeptRegistry } from '../core/sell-flow/kept-registry';
import { forgetOtherSales } from '../core/sell-flow/sale-key';
import { rampkitKeys } from './query-keys';
import type { SellFlowController } from '../core/sell-flow/controller';
import { useResolvedLocale, type LocaleChoice } from './useResolvedLocale';
import { RampkitConnectionContext, RampkitLocaleContext, RampkitLookContext, SellProgressContext, type HeadingLevel, type RampkitConnectionValue, type RampkitLocaleValue, type RampkitLookValue } from './context';

/** The host's words for the service's forms, per locale (see `formMessages`). */
export type FormMessagesByLocale = Partial<Record<Locale, FormMessages>>;

export type RampkitProviderProps = {
  children?: ReactNode;
  /**
   * The customer's language: one of `en es fr de it pt`, or `auto` (the default) for the
   * customer's own: the best of the six for `acceptLanguage` when given, else for the browser's
   * `navigator.languages` (followed when they change); English when none of them is served.
   */
  locale?: LocaleChoice;
  /**
   * The `Accept-Language` header of the request the page was rendered for, for `locale="auto"`
   * when rendering on the server (a Next.js server component passes
   * `(await headers()).get('accept-language')`). Given, it decides on the server and in the browser
   * alike, so the HTML and the hydrated page speak the same language; `null` (a request without
   * the header) means English on both.
   */
  acceptLanguage?: string | null;
  appearance?: Appearance;
  /** Override any message of the kit, per key. */
  messages?: Partial<Messages>;
  /**
   * Words for the service's forms, per locale, over the kit's form vocabulary: the English text as
   * the form schema has it (matched whatever its case and spacing) → yours. A key with a
   * `{placeholder}` is a template (`'{field} is too long': '{field} ist zu lang'`). In `en` they
   * rename the schema's own English. What neither has is shown in English and reported once
   * through `onEvent` as `i18n.missing`.
   */
  formMessages?: FormMessagesByLocale;
  onEvent?: RampkitEventHandler;
  /**
   * The signed-in customer (the one the proxy binds every call to). Components that name the
   * customer in a request (payment methods, onboarding, status) use it unless given their own.
   */
  customerId?: string;
  /** The host's QueryClient; the kit makes its own when absent. */
  queryClient?: QueryClient;
  /**
   * The description the host's upstream follows (what its proxy talks to): `seed` (default) or
   * the published `0.1.3`, which changes what the kit sends (a prepare always carries FiatAmount,
   * never Quoted). Answers of either are read. Ignored when `client` is given: set it there.
   */
  apiVersion?: ApiVersion;
  /**
   * Put the kit's CSS (and the appearance's own variables) in the page's `<head>` as `<style>`
   * elements (default true). Set false when the page links `rampkit/styles.css` instead, as a CSP
   * without inline styles requires; the appearance's variables then go in the host's own
   * stylesheet (`appearanceToCss(appearance)`).
   */
  injectStyles?: boolean;
  /** The CSP nonce for the injected `<style>` (`style-src 'nonce-…'`). */
  nonce?: string;
  /**
   * The heading level of a kit component's title (a sell step's heading), to fit your page's
   * outline (default 2, under your page's h1); the kit's section titles are one level below.
   */
  headingLevel?: HeadingLevel;
} & ({ proxyUrl: string; client?: never } | { client: RampkitClient; proxyUrl?: string });

export function RampkitProvider({ children, locale: choice = 'auto', acceptLanguage, appearance, messages: overrides, formMessages, onEvent, queryClient, customerId, apiVersion, injectStyles = true, nonce, headingLevel = 2, ...source }: RampkitProviderProps) {
  const proxyUrl = source.proxyUrl ?? source.client?.baseUrl ?? '/api';
  const locale = useResolvedLocale(choice, acceptLanguage);
  // Keep the latest handler without re-rendering every consumer when the host passes a new closure.
  // Updated in an insertion effect: before any component's layout effect or effect of the same
  // commit can emit (children's effects run before the provider's own).
  const onEventRef = useRef(onEvent);
  useInsertionEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);
  const emit = useCallback((event: RampkitEvent) => onEventRef.current?.(event), []);
  const client = useMemo(() => source.client ?? createRampkitClient({ baseUrl: proxyUrl, apiVersion }), [source.client, proxyUrl, apiVersion]);
  // An answer the kit could read although it broke the contract: the host hears of it once.
  // A hand-made client (a test double) may not have it.
  useEffect(() => client.onContractMismatch?.((mismatch) => onEventRef.current?.({ type: 'contract.mismatch', ...mismatch })), [client]);
  const [ownQueryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  // On the server, wait for the catalogue here, in the host's shell, so the HTML holds the kit in
  // its locale inline (not streamed later behind a script) and InLocale below never suspends there.
  if (typeof window === 'undefined' && !loadedMessages(locale)) use(loadMessages(locale));

  // Sales in progress, kept while a SellFlow is off the screen (browser Back, another tab of the
  // host), and in this tab's storage with persist="session". Keyed by customer, so another customer
  // never sees them; forgotten, in both, when the customer changes.
  const [sellProgress] = useState(createKeptRegistry<SellFlowController>);
  // What was read for the customer before (their transactions, methods, accounts) is not the next
  // one's: the kit's queries are keyed by what they ask, not by whom, so a change of customer
  // resets them all before the screen is painted, and those on screen are read again.
  const queries = queryClient ?? ownQueryClient;
  const readFor = useRef(customerId);
  useLayoutEffect(() => {
    sellProgress.keepOnly(customerId);
    // No customer yet (a host still reading its session) forgets nothing: a reload would lose the sale.
    if (customerId !== undefined || readFor.current !== undefined) forgetOtherSales(customerId);
    if (readFor.current !== customerId) void queries.resetQueries({ queryKey: rampkitKeys.all });
    readFor.current = customerId;
  }, [sellProgress, queries, customerId]);

  // Two contexts: the connection (client, customer, emit) does not change when only the locale or
  // the messages do, so the event stream and the query hooks do not even re-render then.
  const connection = useMemo<RampkitConnectionValue>(() => ({ client, proxyUrl, customerId, emit }), [client, proxyUrl, customerId, emit]);
  // An inline `messages={{…}}` is a new object on every host render: compare by content.
  const sameOverrides = useSameContent(overrides);
  const sameFormMessages = useSameContent(formMessages?.[locale]);
  // The provider adds no element and no style to the host's page: each kit component's root is the
  // styled scope (KitRoot). An inline `appearance={{…}}` is compared by content too.
  const sameAppearance = useSameContent(appearance);
  const styled = !sameAppearance?.unstyled && injectStyles;
  const look = useMemo<RampkitLookValue>(
    () => ({
      theme: sameAppearance?.theme ?? 'default',
      look: appearanceId(sameAppearance),
      labels: sameAppearance?.labels ?? 'above',
      density: sameAppearance?.density ?? 'spaced',
      unstyled: Boolean(sameAppearance?.unstyled),
      headingLevel,
    }),
    [sameAppearance, headingLevel],
  );

  return (
    <QueryClientProvider client={queries}>
      <RampkitConnectionContext.Provider value={connection}>
        <SellProgressContext.Provider value={sellProgress}>
          <RampkitLookContext.Provider value={look}>
            {styled ? <KitStyles appearance={appearance} nonce={nonce} /> : null}
            <Suspense fallback={LOCALE_LOADING}>
              <InLocale locale={locale} overrides={sameOverrides} formMessages={sameFormMessages}>
                {children}
              </InLocale>
            </Suspense>
          </RampkitLookContext.Provider>
        </SellProgressContext.Provider>
      </RampkitConnectionContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The kit's CSS and the appearance's own, hoisted by React into the document's <head> (once per
 * page, however many providers: React keys them by href) ahead of the host's stylesheets, so the
 * host's own rules of equal weight win, as with a linked `rampkit/styles.css`.
 */
function KitStyles({ appearance, nonce }: { appearance?: Appearance; nonce?: string }) {
  const id = appearanceId(appearance);
  return (
    <>
      <style href="rampkit" precedence="rampkit" nonce={nonce}>
        {RAMPKIT_CSS}
      </style>
      {id ? (
        <style href={`rampkit-${id}`} precedence="rampkit" nonce={nonce}>
          {appearanceToCss(appearance)}
        </style>
      ) : null}
    </>
  );
}

/** The value as first seen while later ones have the same content (plain JSON data only). */
function useSameContent<T>(value: T): T {
  const [kept, setKept] = useState(() => ({ value, json: JSON.stringify(value ?? null) }));
  const json = JSON.stringify(value ?? null);
  if (json === kept.json) return kept.value;
  // Storing what this render saw: React re-renders at once with it, before any child renders.
  setKept({ value, json });
  return value;
}

const subscribeNothing = () => () => undefined;

/**
 * The locale's catalogue, or undefined while it loads on a first mount: the kit's parts then wait,
 * so locale="de" paints German first and never English (a chunk, for any locale but English). While
 * hydrating it suspends instead (inside the provider's boundary), which keeps the server's German
 * HTML until the chunk is in. A catalogue loaded before is used at once; on a change of locale the
 * parts keep the previous language until the new one is in, so nothing the customer typed is lost.
 * State and an effect rather than use() alone in the browser: a promise that suspends a client
 * render inside a test's act() is never retried there, so hosts' own component tests would hang.
 */
function useCatalogue(locale: Locale): Messages | undefined {
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const [ready, setReady] = useState<Locale | undefined>(() => (loadedMessages(locale) ? locale : undefined));
  useEffect(() => {
    let live = true;
    loadMessages(locale).then(() => live && setReady(locale));
    return () => {
      live = false;
    };
  }, [locale]);
  return loadedMessages(locale) ?? (hydrating ? use(loadMessages(locale)) : ready && loadedMessages(ready));
}

/** The locale context, once the catalogue is in (see useCatalogue). */
function InLocale({ locale, overrides, formMessages, children }: { locale: Locale; overrides?: Partial<Messages>; formMessages?: FormMessages; children?: ReactNode }) {
  const messages = useCatalogue(locale);
  const words = useMemo<RampkitLocaleValue | undefined>(() => (messages ? { locale, t: createTranslator(messages, overrides, locale), formMessages } : undefined), [locale, messages, overrides, formMessages]);
  return words ? <RampkitLocaleContext.Provider value={words}>{children}</RampkitLocaleContext.Provider> : LOCALE_LOADING;
}

const LOCALE_LOADING = <div data-slot="locale-loading" aria-busy="true" />;
