// Play tests find controls by the text of the locale the story runs in (the toolbar's, or German in
// the `storybook-de` test project), never by hard-coded English: `const t = await storyT(context)`.
import { createTranslator, isLocale, loadMessages, type Translate } from '../../src/i18n';

export async function storyT(context: { globals: Record<string, unknown> }): Promise<Translate> {
  const locale = String(context.globals.locale ?? 'en');
  return createTranslator(await loadMessages(isLocale(locale) ? locale : 'en'));
}

/** A pattern matching a message with its {placeholders} as wildcards, for names with values in them. */
export const messagePattern = (text: string): RegExp => new RegExp(text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
