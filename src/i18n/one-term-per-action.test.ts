// The same action has one name in a locale: the sell flow's "verify your identity" button and the
// onboarding launcher's start the same hosted onboarding, so they read the same.
import { describe, expect, it } from 'vitest';
import { LOCALES, en, loadMessages, type MessageKey } from './index';

const SAME_ACTION: ReadonlyArray<readonly [MessageKey, MessageKey]> = [['sell.verify.start', 'onboarding.start']];

describe('one term per action', () => {
  it.each(LOCALES)('%s names each action the same wherever it is offered', async (locale) => {
    const messages = locale === 'en' ? en : await loadMessages(locale);
    for (const [a, b] of SAME_ACTION) expect(messages[a], `${locale}: ${a} vs ${b}`).toBe(messages[b]);
  });
});
