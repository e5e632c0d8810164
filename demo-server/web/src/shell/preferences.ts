// The customer's choices of language and colour scheme, kept in this browser. Until the customer
// chooses, the language is the kit's `auto` (the browser's languages) and the scheme follows the
// system's; `?lang=` (read once at start) chooses a language as the switch does.
import { useEffect, useState } from 'react';
import { LOCALES, type Locale, type LocaleChoice } from 'rampkit';
import type { ColorScheme } from './appearance';
import { store, stored } from './storage';

const LANGUAGE_KEY = 'acme-wallet-language';
const SCHEME_KEY = 'acme-wallet-scheme';

const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly (string | null | undefined)[]).includes(value);

export function useLanguageChoice(override: string | undefined): [LocaleChoice, (locale: Locale) => void] {
  const [choice, setChoice] = useState<LocaleChoice>(() => {
    if (isLocale(override)) store(LANGUAGE_KEY, override);
    const kept = stored(LANGUAGE_KEY);
    return isLocale(kept) ? kept : 'auto';
  });
  const choose = (locale: Locale) => {
    store(LANGUAGE_KEY, locale);
    setChoice(locale);
  };
  return [choice, choose];
}

const systemDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

export function useColorScheme(): [ColorScheme, (scheme: ColorScheme) => void] {
  const [chosen, setChosen] = useState(() => stored(SCHEME_KEY) as ColorScheme | null);
  const [system, setSystem] = useState<ColorScheme>(() => (systemDark() ? 'dark' : 'light'));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const scheme = chosen === 'dark' || chosen === 'light' ? chosen : system;
  useEffect(() => {
    document.documentElement.dataset.theme = scheme;
  }, [scheme]);
  const choose = (next: ColorScheme) => {
    store(SCHEME_KEY, next);
    setChosen(next);
  };
  return [scheme, choose];
}
