// Whether an amount fits the payout channels of a country, before any channel is shown: the amount
// step reads the channels once per country and currency (without an amount, so no request per
// keystroke) and checks their Limits here. A channel's Limits are in its fiat currency (the spec:
// "in the requested currency"); a crypto amount is checked at each channel's Rate, as the channel
// step does (fiat-at-rate.ts), so both steps agree on which channels fit.
import type { Channel } from '../../api/channels';
import { compare, div, limitCheck, type Decimal } from '../decimal';
import { currencyDecimals } from '../../api/currencies';
import { fiatAmountAtRate } from './fiat-at-rate';

export type FitChannel = Pick<Channel, 'ID' | 'Limits' | 'Rate' | 'FiatCurrency'>;

/** What the customer typed, read into the spec's decimal string: the fiat paid out or the crypto sold. */
export type TypedAmount = { fiat: Decimal } | { crypto: Decimal };

/** The range the channels take together: the lowest minimum and the highest maximum (none when one channel has no maximum). */
export interface ChannelRange {
  min: Decimal;
  max?: Decimal;
  currency: string;
}

export type AmountFit =
  /** No channels known (not read yet, none for the country): nothing to say, the channel step decides. */
  | { kind: 'unknown' }
  /** `fitting`: the channels whose limits take the amount (every one, or some). */
  | { kind: 'fits'; fitting: string[]; all: boolean; range: ChannelRange }
  /** Below every channel's minimum, above every maximum, or between ranges no channel covers. */
  | { kind: 'below' | 'above' | 'between'; range: ChannelRange };

/** The lowest MinLimit and highest MaxLimit of the channels (undefined when there are none). */
export function channelRange(channels: readonly FitChannel[]): ChannelRange | undefined {
  const [first, ...rest] = channels;
  if (!first) return undefined;
  let min = first.Limits.MinLimit;
  let max = first.Limits.MaxLimit;
  for (const { Limits } of rest) {
    if (compare(Limits.MinLimit, min) < 0) min = Limits.MinLimit;
    max = max === undefined || Limits.MaxLimit === undefined ? undefined : compare(Limits.MaxLimit, max) > 0 ? Limits.MaxLimit : max;
  }
  return { min, ...(max === undefined ? {} : { max }), currency: first.FiatCurrency };
}

/** The amount in a channel's fiat: as typed, or a crypto amount at the channel's rate (rounded down, as the prepare sends it). */
export const fiatFor = (amount: TypedAmount, channel: FitChannel): Decimal => ('fiat' in amount ? amount.fiat : fiatAmountAtRate(amount.crypto, channel));

/** Which of the channels take the amount, and when none does, why (below, above, in a gap) with the range they take. */
export function amountFit(channels: readonly FitChannel[], amount: TypedAmount): AmountFit {
  const range = channelRange(channels);
  if (!range) return { kind: 'unknown' };
  const checks = channels.map((channel) => ({ id: channel.ID, limit: limitCheck(fiatFor(amount, channel), channel.Limits.MinLimit, channel.Limits.MaxLimit) }));
  const fitting = checks.filter((c) => c.limit === 'within').map((c) => c.id);
  if (fitting.length) return { kind: 'fits', fitting, all: fitting.length === channels.length, range };
  const kind = checks.every((c) => c.limit === 'below') ? 'below' : checks.every((c) => c.limit === 'above') ? 'above' : 'between';
  return { kind, range };
}

/**
 * The other side of the amount at a channel's rate (which excludes fees, so it is an estimate):
 * fiat → crypto rounded to the asset's decimals (at most 8), crypto → fiat to the currency's minor unit.
 */
export function estimateAtRate(amount: TypedAmount, channel: Pick<Channel, 'Rate' | 'FiatCurrency'>, cryptoCurrency: string): Decimal {
  if ('crypto' in amount) return fiatAmountAtRate(amount.crypto, channel);
  return div(amount.fiat, channel.Rate, Math.min(currencyDecimals(cryptoCurrency) ?? 8, 8), 'half-up');
}
