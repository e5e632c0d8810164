// Play tests find controls by the text of the locale the story runs in (the toolbar's, or German in
// the `storybook-de` test project), never by hard-coded English:
//   const { t, money } = await storyLocale(context);
import { createTranslator, en, isLocale, loadMessages, type Locale, type Translate } from '../../src/i18n';
import { formatAmount } from '../../src/core/decimal';
import { createFormTranslator } from '../../src/core/form-schema/vocabulary';
import { FORM_VOCABULARY_LOADERS } from '../../src/i18n/form-vocabulary';

export interface StoryLocale {
  locale: Locale;
  t: Translate;
  /** A text of the service's form schemas ("Account number") as the kit shows it in this locale. */
  formText: (english: string) => string;
  /** The same as a pattern, to find a field whose label holds it (`{ name: formPattern('IBAN') }`). */
  formPattern: (english: string) => RegExp;
  /** An amount as the kit shows it in this locale ("€100.00", "100,00 €", "0,0016129 BTC"). */
  money: (value: string, currency: string) => string;
}

export async function storyLocale(context: { globals: Record<string, unknown> }): Promise<StoryLocale> {
  const given = String(context.globals.locale ?? 'en');
  const locale: Locale = isLocale(given) ? given : 'en';
  // English whole (every area), not only the core the kit loads up front.
  const messages = locale === 'en' ? en : await loadMessages(locale);
  const say = createFormTranslator(locale, locale === 'en' ? undefined : await FORM_VOCABULARY_LOADERS[locale]());
  const formText = (english: string) => say(english).text;
  return {
    locale,
    t: createTranslator(messages, {}, locale),
    money: (value, currency) => formatAmount(value, { locale, currency }),
    formText,
    formPattern: (english) => new RegExp(formText(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  };
}

export async function storyT(context: { globals: Record<string, unknown> }): Promise<Translate> {
  return (await storyLocale(context)).t;
}

/** A pattern matching a message with its {placeholders} as wildcards, for names with values in them. */
export const messagePattern = (text: string): RegExp => new RegExp(text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));

/** Text matching ignoring the narrow/no-break spaces Intl puts in amounts. */
export const spaced = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]'));
