'use client';
// The kit's root: the client (talking to the business's proxy), TanStack Query, the locale's
// messages, the appearance as scoped CSS variables, and the onEvent channel.
import { use, useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRampkitClient, type RampkitClient } from '../api/client';
import type { ApiVersion } from '../api/published';
import type { RampkitEvent, RampkitEventHandler } from '../core/events';
import { createTranslator, englishCore, loadedMessages, loadMessages, type Locale, type Messages } from '../i18n';
import { appearanceStyle, type Appearance } from '../theme/tokens';
import { RAMPKIT_CSS } from '../theme/stylesheet';
import { RampkitConnectionContext, RampkitLocaleContext, type RampkitConnectionValue, type RampkitLocaleValue } from './context';

export type RampkitProviderProps = {
  children?: ReactNode;
  locale?: Locale;
  appearance?: Appearance;
  /** Override any message of the kit, per key. */
  messages?: Partial<Messages>;
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
   * Render the kit's CSS as a `<style>` element (default true). Set false when the page links
   * `rampkit/styles.css` instead, as a CSP without inline styles requires.
   */
  injectStyles?: boolean;
  /** The CSP nonce for the injected `<style>` (`style-src 'nonce-…'`). */
  nonce?: string;
} & ({ proxyUrl: string; client?: never } | { client: RampkitClient; proxyUrl?: string });

export function RampkitProvider({ children, locale = 'en', appearance, messages: overrides, onEvent, queryClient, customerId, apiVersion, injectStyles = true, nonce, ...source }: RampkitProviderProps) {
  const proxyUrl = source.proxyUrl ?? source.client?.baseUrl ?? '/api';
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
  // On the server the provider waits for the locale's catalogue (streaming SSR suspends here), so
  // locale="de" renders German HTML. In the browser it renders with what has loaded (English until
  // the locale's chunk arrives; a catalogue loaded before is used at once) and switches when ready.
  const onServer = typeof window === 'undefined';
  const serverMessages = onServer ? (loadedMessages(locale) ?? use(loadMessages(locale))) : undefined;
  const [catalogue, setCatalogue] = useState<{ locale: Locale; messages: Messages }>(() => {
    const ready = loadedMessages(locale);
    return ready ? { locale, messages: ready } : { locale: 'en', messages: englishCore as Messages };
  });
  useEffect(() => {
    let cancelled = false;
    loadMessages(locale).then((messages) => {
      if (!cancelled) setCatalogue({ locale, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  const messages = serverMessages ?? (catalogue.locale === locale ? catalogue.messages : (loadedMessages(locale) ?? (englishCore as Messages)));

  // Two contexts: the connection (client, customer, emit) does not change when only the locale or
  // the messages do, so the event stream and the query hooks do not even re-render then.
  const connection = useMemo<RampkitConnectionValue>(() => ({ client, proxyUrl, customerId, emit }), [client, proxyUrl, customerId, emit]);
  // An inline `messages={{…}}` is a new object on every host render: compare by content.
  const sameOverrides = useSameContent(overrides);
  const words = useMemo<RampkitLocaleValue>(() => ({ locale, t: createTranslator(messages, sameOverrides) }), [locale, messages, sameOverrides]);

  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <RampkitConnectionContext.Provider value={connection}>
        <RampkitLocaleContext.Provider value={words}>
          <div
            data-rampkit-root=""
            data-theme={appearance?.theme ?? 'light'}
            lang={locale}
            style={appearance?.unstyled ? undefined : appearanceStyle(appearance)}
          >
            {appearance?.unstyled || !injectStyles ? null : <style nonce={nonce}>{RAMPKIT_CSS}</style>}
            {children}
          </div>
        </RampkitLocaleContext.Provider>
      </RampkitConnectionContext.Provider>
    </QueryClientProvider>
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
