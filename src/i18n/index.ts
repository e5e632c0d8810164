// Locales of the spec's Locale list. English ships in the main bundle; the others load on demand.
import type { ErrorReason, ErrorType, DenyReason, NextAction } from '../api/errors';
import { en, type MessageKey, type Messages } from './locales/en';

export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export type { MessageKey, Messages };
export { en };

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  es: async () => (await import('./locales/es')).es,
  fr: async () => (await import('./locales/fr')).fr,
  de: async () => (await import('./locales/de')).de,
  it: async () => (await import('./locales/it')).it,
  pt: async () => (await import('./locales/pt')).pt,
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translate function over a catalogue plus host overrides, with {name} placeholders. */
export function createTranslator(messages: Messages, overrides: Partial<Messages> = {}): Translate {
  return (key, values) => {
    const template = overrides[key] ?? messages[key] ?? en[key];
    return values ? template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`)) : template;
  };
}

export const errorTypeKey = (type: ErrorType): MessageKey => `error.type.${type}`;
export const errorReasonKey = (reason: ErrorReason): MessageKey => `error.reason.${reason}`;
export const denyReasonKey = (reason: DenyReason): MessageKey => `error.deny.${reason}`;
export const nextActionKey = (action: NextAction): MessageKey => `next.${action.kind}`;
