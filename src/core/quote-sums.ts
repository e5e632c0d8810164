// Whether the numbers of a price agree, by the spec's sell rule: Amount = (FiatPayment.Amount +
// FeeAmount) / Rate, so rate × crypto sold = payout + fees, to the fiat currency's precision; and a
// fee breakdown adds up to the fees, its Remaining to the payout. The kit never shows a customer
// figures that contradict each other: a breakdown that belongs to another quote is left out.
import { currencyDecimals } from '../api/currencies';
import { add, compare, mul, round } from './decimal';

export interface QuoteFigures {
  rate: string;
  cryptoAmount: string;
  fiatAmount: string;
  totalFee: string;
  fiatCurrency: string;
}

export interface FeeItem {
  Type: 'ChannelFee' | 'BusinessFee' | 'Remaining';
  Amount: string;
}

/** What an amount of crypto is worth at a rate, in the fiat currency's decimals (rounded half-up). */
export const fiatValueOf = (rate: string, cryptoAmount: string, fiatCurrency: string): string => round(mul(rate, cryptoAmount), currencyDecimals(fiatCurrency) ?? 2);

/** rate × crypto and payout + fees are the same amount of fiat, to the fiat currency's decimals. */
export function quoteAddsUp({ rate, cryptoAmount, fiatAmount, totalFee, fiatCurrency }: QuoteFigures): boolean {
  return compare(fiatValueOf(rate, cryptoAmount, fiatCurrency), add(fiatAmount, totalFee)) === 0;
}

/** The fees of a breakdown (ChannelFee, BusinessFee), without its Remaining. */
export const feeItems = <T extends FeeItem>(breakdown: readonly T[]): T[] => breakdown.filter((item) => item.Type !== 'Remaining');

/** The breakdown says the same as the quote beside it: its fees sum to the fees, its Remaining is the payout. */
export function breakdownAgrees(breakdown: readonly FeeItem[], totalFee: string, fiatAmount?: string): boolean {
  const fees = feeItems(breakdown);
  if (fees.length === 0) return false;
  const sum = fees.reduce((total, item) => add(total, item.Amount), '0');
  if (compare(sum, totalFee) !== 0) return false;
  const remaining = breakdown.find((item) => item.Type === 'Remaining');
  return !remaining || fiatAmount === undefined || compare(remaining.Amount, fiatAmount) === 0;
}
