// Locales of the spec's Locale list. English ships in the main bundle, split by area: the core
// (with the sell flow's and forms' strings) always, each other area's English with the components
// that use it. The other locales load whole, on demand.
import type { ErrorReason, ErrorType, DenyReason, NextAction } from '../api/errors';
import { en, englishCore, type MessageKey, type Messages } from './locales/en';
import { languagePreferences, matchLocale } from '../core/locale-match';

export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export type { MessageKey, Messages };
export { en, englishCore };

const loaders: Record<Locale, () => Promise<Messages>> = {
  // English beyond the core comes from registered areas (see englishFor).
  en: async () => englishCore as Messages,
  es: async () => (await import('./locales/es')).es,
  fr: async () => (await import('./locales/fr')).fr,
  de: async () => (await import('./locales/de')).de,
  it: async () => (await import('./locales/it')).it,
  pt: async () => (await import('./locales/pt')).pt,
};

const loaded = new Map<Locale, Messages>([['en', englishCore as Messages]]);
const loading = new Map<Locale, Promise<Messages>>();

/** A locale's catalogue, loaded once and kept (the same promise for every caller). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** The catalogue if it has loaded already, so a render can use it without waiting. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The kit's locale for a customer's preferences: a request's `Accept-Language` header (a string,
 * q-weights honoured) or the browser's `navigator.languages` (an array, in order). The first
 * preference one of the six locales serves wins, by its primary language when the region is not
 * ours (`de-AT` → `de`, `pt-BR` → `pt`); English when none is served (`zh` → `en`).
 */
export function resolveLocale(languages?: string | readonly string[] | null): Locale {
  return matchLocale(languagePreferences(languages), LOCALES) ?? 'en';
}

/** A counted message's key: its forms are `<key>.one`, `<key>.other`, … (Intl.PluralRules' categories). */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

export interface Translate {
  (key: MessageKey, values?: Record<string, string | number>): string;
  /** A counted message in the form the locale uses for `count` ("1 decimal place", "2 decimal places"). */
  (key: PluralKey, values: { count: number } & Record<string, string | number>): string;
}

const englishAreas = new Set<Partial<Messages>>();

/**
 * Makes an area's English (e.g. the onboarding components' strings) the fallback for its keys.
 * Called by the components of that area as they render, so a bundle without them has none of it.
 */
export function addEnglishArea(area: Partial<Messages>): void {
  englishAreas.add(area);
}

function englishFor(key: MessageKey): string | undefined {
  const core = (englishCore as Partial<Messages>)[key];
  if (core !== undefined) return core;
  for (const area of englishAreas) if (area[key] !== undefined) return area[key];
  return undefined;
}

/**
 * A translate function over a catalogue plus host overrides, with {name} placeholders. A counted
 * message (a PluralKey with a numeric `count`) takes the form of `count`'s plural category in the
 * locale, `<key>.one`, `<key>.few`, …, or `<key>.other` when the catalogue writes no such form.
 */
export function createTranslator(messages: Messages, overrides: Partial<Messages> = {}, locale: string = 'en'): Translate {
  const plurals = new Intl.PluralRules(locale);
  const find = (key: string) => overrides[key as MessageKey] ?? messages[key as MessageKey] ?? englishFor(key as MessageKey);
  return ((key: string, values?: Record<string, string | number>) => {
    const count = values?.count;
    const counted = typeof count === 'number' && find(`${key}.other`) !== undefined;
    // The key itself, never a crash, for a string whose area no rendered component brought.
    const template = (counted ? (find(`${key}.${plurals.select(count)}`) ?? find(`${key}.other`)) : find(key)) ?? key;
    return values ? template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`)) : template;
  }) as Translate;
}

/**
 * The catalogue's word for a value the service sends (a status, a reason): `prefix.value`, or the
 * value itself when the catalogue has none (one the service added after this release), so a
 * customer never reads a message key such as "tx.status.Reversed".
 */
export function serviceWord(t: Translate, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  const said = t(key as MessageKey);
  return said === key ? value : said;
}

export const errorTypeKey = (type: ErrorType): MessageKey => `error.type.${type}`;
/**
 * What an error's title says: a request that got no answer at all (ApiError status 0: offline, DNS,
 * a connection reset, a timeout) is no fault of the service, so it does not say "the service had a
 * problem" as the Unexpected type it carries does.
 */
/** An error's title: no answer, a Conflict the service kept answering (the request must change), or its Type's. */
export const errorTitleKey = (error: { type: ErrorType; status: number; repeatedConflict?: boolean }): MessageKey =>
  error.status === 0 ? 'error.network' : error.repeatedConflict ? 'error.conflict-repeated' : errorTypeKey(error.type);
export const errorReasonKey = (reason: ErrorReason): MessageKey => `error.reason.${reason}`;
/**
 * What the kit says of one field's problem, after the field's name (`named`) or as a sentence of its
 * own. An IntegrityValidation is a cross-field or state conflict (spec): "start again" only where
 * something changed since the start (the form session, its quote, or a sell checked against what
 * was prepared), the fees on an amount, an id that names nothing of the customer's, otherwise
 * details that do not fit together (ADR 0196). A
 * SchemaValidation on a sell's amount is its limits: the amount step checked its format before it
 * was sent (a simulated transfer's amount was not checked so: its format sentence stays).
 */
export function problemKey(reason: ErrorReason, field: string, action: string, named: boolean): MessageKey {
  const amount = /^(Fiat|Crypto)Amount$/.test(field);
  if (reason === 'IntegrityValidation') {
    if (/FormSessionID|SignedQuote/.test(field) || action === 'Sell') return 'error.stale';
    if (amount) return 'error.amount-fee';
    // A record's id that names nothing of this customer's (a transaction, a virtual account): the
    // service and the proxy answer "not yours" and "no such" alike.
    if (/ID$/.test(field)) return 'error.unknown-id';
  }
  // A sell's authorized crypto too: a full-liquidation sell below the channel's minimum is refused on it.
  if (reason === 'SchemaValidation' && (amount || field === 'CryptoAuthorizedAmount') && /^(Prepare)?Sell$/.test(action)) return 'error.amount-limits';
  return named ? errorReasonKey(reason) : `error.unnamed.${reason}`;
}
export const denyReasonKey = (reason: DenyReason): MessageKey => `error.deny.${reason}`;
export const nextActionKey = (action: NextAction): MessageKey => `next.${action.kind}`;
