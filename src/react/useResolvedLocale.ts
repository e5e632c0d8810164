'use client';
// The provider's `locale="auto"`: the customer's language from the host's `Accept-Language` (the
// same on the server and in the browser, so hydration matches) or, without it, from the browser's
// `navigator.languages`, followed live when the customer changes them.
import { useSyncExternalStore } from 'react';
import { isLocale, resolveLocale, type Locale } from '../i18n';

/** What the provider's `locale` takes: one of the six, or `auto` for the customer's own. */
export type LocaleChoice = Locale | 'auto';

const subscribeLanguages = (change: () => void) => {
  window.addEventListener('languagechange', change);
  return () => window.removeEventListener('languagechange', change);
};
// A string, so the snapshot is stable between reads of the same list.
const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language]).filter(Boolean).join(',');
// On the server, and while hydrating, no browser is known: what the server rendered (see below).
const noBrowser = () => '';

export function useResolvedLocale(locale: LocaleChoice, acceptLanguage: string | null | undefined): Locale {
  const browser = useSyncExternalStore(subscribeLanguages, browserLanguages, noBrowser);
  if (locale !== 'auto') return isLocale(locale) ? locale : resolveLocale([locale]);
  // The host's header wins everywhere (null: the request had none): the server rendered by it, so
  // the browser must too.
  if (acceptLanguage !== undefined) return resolveLocale(acceptLanguage);
  return resolveLocale(browser ? browser.split(',') : []);
}
