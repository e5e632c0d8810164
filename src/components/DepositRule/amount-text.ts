// The deposit rule's amount condition refused, in the customer's words: the same messages as the
// sell flow's amount step (sell.amount.*) for the same rules, the example cut to what the crypto carries.
import { compare, div, round } from '../../core/decimal';
import { readTypedAmount, toLocaleText } from '../../core/locale-amount';
import type { DepositAmountProblem } from '../../react/useDepositRule';
import type { useRampkit } from '../../react/useRampkit';
import { amountProblemText } from '../shared/amount-problem';

/**
 * `typed` is the text as typed (letters are asked for in digits); `currency` the crypto's name;
 * `decimals` what it carries (with `too-precise`).
 */
export function depositAmountText(problem: DepositAmountProblem, typed: string, decimals: number | undefined, currency: string, locale: string, t: ReturnType<typeof useRampkit>['t']): string {
  if (problem !== 'too-precise' || decimals === undefined) return amountProblemText(problem === 'too-precise' ? 'invalid' : problem, locale, t, typed);
  const read = readTypedAmount(typed, locale);
  const cut = 'amount' in read ? round(read.amount, decimals, 'down') : '0';
  // Cut to what the currency carries; an amount that cuts to nothing shows the smallest it carries.
  const example = toLocaleText(compare(cut, '0') > 0 ? cut : div('1', `1${'0'.repeat(decimals)}`, decimals), locale);
  return decimals === 0 ? t('sell.amount.whole-only', { currency, example }) : t('sell.amount.too-precise', { currency, count: decimals, example });
}
