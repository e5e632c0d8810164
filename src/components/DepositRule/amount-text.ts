// The deposit rule's amount condition refused, in the customer's words: the sell flow's amount
// step's messages for the same rules (./shared/amount-problem).
import { readTypedAmount } from '../../core/locale-amount';
import type { DepositAmountProblem } from '../../react/useDepositRule';
import type { useRampkit } from '../../react/useRampkit';
import { amountProblemText, precisionProblemText } from '../shared/amount-problem';

/**
 * `typed` is the text as typed (letters are asked for in digits); `currency` the crypto's name;
 * `decimals` what it carries (with `too-precise`).
 */
export function depositAmountText(problem: DepositAmountProblem, typed: string, decimals: number | undefined, currency: string, locale: string, t: ReturnType<typeof useRampkit>['t']): string {
  if (problem !== 'too-precise' || decimals === undefined) return amountProblemText(problem === 'too-precise' ? 'invalid' : problem, locale, t, typed);
  const read = readTypedAmount(typed, locale);
  return precisionProblemText('amount' in read ? read.amount : '0', decimals, currency, locale, t);
}
