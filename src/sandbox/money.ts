// Rates and fees in decimal arithmetic. Selling: the customer receives FiatAmount; fees come on top,
// so the crypto sold is (FiatAmount + TotalFee) / Rate — the spec's Sell rule for Amount. Every
// price adds up to the cent (core/quote-sums.ts): rate × crypto = FiatAmount + TotalFee.
import { add, compare, decimalsExceeded, div, mul, normalize, percentOf, round, sub } from '../core/decimal';
import { fiatValueOf } from '../core/quote-sums';
import type { BusinessFeeInput } from '../api/sell';
import type { FieldProblem } from '../api/errors';
import { CRYPTO_DECIMALS } from '../api/currencies';
import { cryptoPricesUsd, fiatPerUsd, type SeedChannel } from './seed/channels';

export const FIAT_DP = 2;
/**
 * Decimals of the crypto currencies the sandbox trades (those it has a price for), taken from the
 * contract's one table: a table of its own here once gave ETH 8 decimals where the kit reads 18.
 */
export const CRYPTO_DP: Readonly<Record<string, number>> = Object.fromEntries(
  (Object.keys(cryptoPricesUsd) as (keyof typeof cryptoPricesUsd)[]).map((code) => [code, CRYPTO_DECIMALS[code]]),
);

/** Fiat per one unit of crypto (excludes fees: not a quoted price). */
export function rateOf(crypto: string, fiat: string): string {
  const usd = cryptoPricesUsd[crypto as keyof typeof cryptoPricesUsd];
  const perUsd = fiatPerUsd[fiat];
  if (usd === undefined || perUsd === undefined) throw new Error(`no rate for ${crypto}/${fiat}`);
  return round(mul(usd, perUsd), FIAT_DP);
}

/** Converts an amount between two fiat currencies through USD. */
export function convertFiat(amount: string, from: string, to: string): string {
  if (from === to) return amount;
  return div(mul(amount, fiatPerUsd[to] as string), fiatPerUsd[from] as string, FIAT_DP);
}

export function channelFee(channel: SeedChannel, fiatAmount: string): string {
  const fixed = convertFiat(channel.FeeConfig.Fixed, channel.FeeConfig.FiatCurrency, channel.FiatCurrency);
  return round(add(fixed, percentOf(fiatAmount, channel.FeeConfig.Percentage)), FIAT_DP, 'up');
}

/** A business fee's fixed part (FeeBase, in its own FiatCurrency or else `fiat`) in `fiat`. */
export const feeBaseIn = (fee: BusinessFeeInput | undefined, fiat: string): string =>
  fee?.FeeBase ? convertFiat(fee.FeeBase, fee.FiatCurrency ?? fiat, fiat) : '0';

export function businessFee(fee: BusinessFeeInput | undefined, fiatAmount: string, fiat: string): string {
  if (!fee) return '0';
  const base = feeBaseIn(fee, fiat);
  return round(add(base, percentOf(fiatAmount, fee.FeePct ?? '0')), FIAT_DP, 'up');
}

const notBelowZero = (value: string) => (compare(value, '0') < 0 ? '0' : value);

export interface SellPricing {
  fiatAmount: string;
  cryptoAmount: string;
  rate: string;
  channelFee: string;
  businessFee: string;
  totalFee: string;
}

/**
 * Prices a sell given either the fiat the customer receives or the crypto to sell, so that it adds
 * up to the cent. Fiat given: the crypto is rounded up to its decimals, and what that rounding adds
 * to its worth (a naira or so when a satoshi is worth one) is withheld with the channel's fee.
 * Crypto given: its worth is shared out between the fees and the payout, so the payout is what the
 * fees leave (a payout and fees each rounded their own way once missed the worth by a cent).
 */
export function priceSell(channel: SeedChannel, crypto: string, amount: { fiat?: string; crypto?: string }, fee?: BusinessFeeInput): SellPricing {
  const fiat = channel.FiatCurrency;
  const rate = rateOf(crypto, fiat);
  const dp = CRYPTO_DP[crypto] ?? 8;
  if (amount.fiat !== undefined) {
    const fiatAmount = round(amount.fiat, FIAT_DP);
    const fees = { channel: channelFee(channel, fiatAmount), business: businessFee(fee, fiatAmount, fiat) };
    const cryptoAmount = div(add(fiatAmount, fees.channel, fees.business), rate, dp, 'up');
    const rounding = sub(fiatValueOf(rate, cryptoAmount, fiat), add(fiatAmount, fees.channel, fees.business));
    const cFee = add(fees.channel, rounding);
    return { fiatAmount, cryptoAmount, rate, channelFee: cFee, businessFee: fees.business, totalFee: add(cFee, fees.business) };
  }
  const cryptoAmount = normalize(amount.crypto as string);
  const worth = fiatValueOf(rate, cryptoAmount, fiat);
  // The payout before fees that, with the fixed fees and the percentages of it, makes the worth.
  const fixed = add(convertFiat(channel.FeeConfig.Fixed, channel.FeeConfig.FiatCurrency, fiat), feeBaseIn(fee, fiat));
  const pct = add('100', channel.FeeConfig.Percentage, fee?.FeePct ?? '0');
  const net = notBelowZero(div(mul(sub(worth, fixed), '100'), pct, FIAT_DP, 'down'));
  const cFee = channelFee(channel, net);
  const bFee = businessFee(fee, net, fiat);
  const fiatAmount = notBelowZero(sub(worth, add(cFee, bFee)));
  return { fiatAmount, cryptoAmount, rate, channelFee: cFee, businessFee: bFee, totalFee: add(cFee, bFee) };
}

/**
 * A business fee whose FeeBase is in a currency the sandbox has no rate for cannot be priced: a
 * well-formed request the sandbox does not support (NotSupported), never a 500.
 */
export function feeCurrencyProblems(fee: BusinessFeeInput | undefined, field: string): FieldProblem[] {
  if (!fee?.FeeBase || !fee.FiatCurrency || fiatPerUsd[fee.FiatCurrency] !== undefined) return [];
  return [{ Field: `${field}.FiatCurrency`, Reason: 'NotSupported', Description: `the sandbox has no rate for ${fee.FiatCurrency}: give FeeBase in ${Object.keys(fiatPerUsd).join(', ')}` }];
}

/**
 * An amount with more decimals than its currency has (a cent fraction of EUR, a seventh USDC
 * decimal) cannot be paid or sent as given; rounding it would change what the caller asked for.
 */
export function precisionProblems(amount: string | undefined, currency: string, field: string): FieldProblem[] {
  const decimals = amount === undefined ? undefined : decimalsExceeded(amount, currency);
  if (decimals === undefined) return [];
  return [{ Field: field, Reason: 'SchemaValidation', Description: `${currency} amounts have at most ${decimals} decimal${decimals === 1 ? '' : 's'}` }];
}
