// The same action has one name in a locale: the sell flow's "verify your identity" button and the
// onboarding launcher's start the same hosted onboarding, so they read the same. The same thing has
// one term: the payout method the sell flow's step names is the one an error asks to change.
import { describe, expect, it } from 'vitest';
import { LOCALES, en, loadMessages, type MessageKey } from './index';

const SAME_ACTION: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ['sell.verify.start', 'onboarding.start'],
  ['sell.quote.refresh', 'deposit.rule.new-price'],
  ['common.retry', 'onboarding.retry'],
  ['customer.status.Pending', 'customer.state.wait'],
  ['tx.payout', 'tx.headline.sell'],
];

/** [a term, a text that must use that term] */
const SAME_TERM: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ['sell.step.channel', 'next.choose-another-channel'],
  ['sell.step.channel', 'sell.summary.change-channel'],
  ['sell.quote.refresh', 'deposit.rule.new-price'],
];

describe('one term per action', () => {
  it.each(LOCALES)('%s names each action the same wherever it is offered', async (locale) => {
    const messages = locale === 'en' ? en : await loadMessages(locale);
    for (const [a, b] of SAME_ACTION) expect(messages[a], `${locale}: ${a} vs ${b}`).toBe(messages[b]);
  });

  it.each(LOCALES)('%s uses one term for one thing', async (locale) => {
    const messages = locale === 'en' ? en : await loadMessages(locale);
    for (const [term, text] of SAME_TERM) expect(messages[text].toLocaleLowerCase(locale), `${locale}: ${text}`).toContain(messages[term].toLocaleLowerCase(locale));
  });
});
