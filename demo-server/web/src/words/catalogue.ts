// The demo's own words in the six locales (data only: the e2e specs read it too).
import type { Locale } from 'rampkit';
import { en, type DemoWordKey, type DemoWords } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';

export type { DemoWordKey, DemoWords };

export const DEMO_WORDS: Record<Locale, DemoWords> = { en, es, fr, de, it, pt };

/** Each locale's own name for itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', it: 'Italiano', pt: 'Português' };

export type Say = (key: DemoWordKey, values?: Record<string, string | number>) => string;

export function sayIn(locale: Locale): Say {
  const words = DEMO_WORDS[locale];
  return (key, values) => words[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
}
