// Why a typed amount cannot be read, in the customer's words: the sell flow's amount step and the
// deposit amount fields say it the same way.
import { compare, div, round } from '../../core/decimal';
import { localeSeparators, toLocaleText } from '../../core/locale-amount';
import type { useRampkit } from '../../react/useRampkit';

/**
 * `typed`, when known, tells letters ("abc", "10 EUR") from a number that is not above 0: the first
 * is asked for in digits, not told it is too small.
 */
export function amountProblemText(problem: 'invalid' | 'ambiguous', locale: string, t: ReturnType<typeof useRampkit>['t'], typed?: string): string {
  if (problem === 'ambiguous') return t('sell.amount.ambiguous', { decimal: localeSeparators(locale).decimal, example: toLocaleText('1000.50', locale) });
  const example = toLocaleText('150.50', locale);
  return typed !== undefined && /[^\d.,\s+\-\u2212]/u.test(typed) ? t('sell.amount.digits', { example }) : t('sell.amount.invalid', { example });
}

/**
 * An amount with more decimals than its currency carries (`decimals`, from decimalsExceeded), the
 * example cut down to what it carries, or its smallest amount where the cut leaves nothing.
 */
export function precisionProblemText(amount: string, decimals: number, currency: string, locale: string, t: ReturnType<typeof useRampkit>['t']): string {
  const cut = round(amount, decimals, 'down');
  const example = toLocaleText(compare(cut, '0') > 0 ? cut : div('1', `1${'0'.repeat(decimals)}`, decimals), locale);
  return decimals === 0 ? t('sell.amount.whole-only', { currency, example }) : t('sell.amount.too-precise', { currency, count: decimals, example });
}
