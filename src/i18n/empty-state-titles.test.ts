// An empty state's title is a title, as the others are ("No balances yet"): no closing full stop,
// in any locale; its description under it is the sentence.
import { describe, expect, it } from 'vitest';
import { LOCALES, en, loadMessages, type MessageKey } from './index';

const EMPTY_STATE_TITLES: readonly MessageKey[] = ['tx.list.empty', 'account.balances.empty', 'account.va.empty'];

describe('empty-state titles', () => {
  it.each(LOCALES)('%s ends no empty-state title with a full stop', async (locale) => {
    const messages = locale === 'en' ? en : await loadMessages(locale);
    for (const key of EMPTY_STATE_TITLES) expect(messages[key], `${locale}: ${key}`).not.toMatch(/[.。]$/);
  });
});
