// A control whose accessible name adds to its visible text must contain that text (WCAG 2.5.3,
// axe's label-content-name-mismatch): speech users say what they see. German once read
// "Konto {id} schließen" on a button showing "Konto schließen". Case aside, as speech input
// matches it ("Kopieren" shown, "IBAN kopieren" named).
import { describe, expect, it } from 'vitest';
import { LOCALES, loadMessages, type MessageKey } from './index';
import { en } from './locales/en';

/** [accessible name, visible text] pairs of the same control. */
const PAIRS: [MessageKey, MessageKey][] = [
  ['account.va.close-named', 'account.va.close'],
  // CopyField's button: "Copy" / "Copied ✓" shown, named with what it copies.
  ['common.copy', 'common.copy-action'],
  ['common.copied', 'common.copied-action'],
  // The sell flow's summary: "Change" shown, named with what it changes.
  ['sell.summary.change-channel', 'sell.summary.change'],
  // DynamicForm's array buttons (RjsfForm's arrayLabels).
  ['form.add-item', 'form.add'],
  ['form.remove-numbered', 'form.remove'],
  ['form.remove-numbered-in', 'form.remove'],
  ['form.copy-numbered', 'form.copy'],
  ['form.copy-numbered-in', 'form.copy'],
];

describe.each(LOCALES)('%s: names contain the visible text', (locale) => {
  it.each(PAIRS)('%s contains %s', async (named, visible) => {
    const messages = locale === 'en' ? en : await loadMessages(locale);
    expect(messages[named].replace(/\{\w+\}/g, 'X').toLocaleLowerCase(locale)).toContain(messages[visible].toLocaleLowerCase(locale));
  });
});
