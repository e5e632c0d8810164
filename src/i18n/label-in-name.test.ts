// A control whose accessible name adds to its visible text must start from that text (WCAG 2.5.3,
// axe's label-content-name-mismatch): speech users say what they see. German once read
// "Konto {id} schließen" on a button showing "Konto schließen".
import { describe, expect, it } from 'vitest';
import { LOCALES, loadMessages, type MessageKey } from './index';
import { en } from './locales/en';

/** [accessible name, visible text] pairs of the same control. */
const PAIRS: [MessageKey, MessageKey][] = [['account.va.close-named', 'account.va.close']];

describe.each(LOCALES)('%s: names contain the visible text', (locale) => {
  it.each(PAIRS)('%s contains %s', async (named, visible) => {
    const messages = locale === 'en' ? en : await loadMessages(locale);
    expect(messages[named].replace(/\{\w+\}/g, 'X')).toContain(messages[visible]);
  });
});
