// Which channels a customer can choose for an amount, and the one rule for choosing on a step:
// a radio choice never moves the flow on by itself (WCAG 3.2.2: arrow keys move the selection
// within the group); the step's Continue does. A step whose choice has one possible answer starts
// with it chosen (one channel the amount fits), or is skipped when nothing is left to look at
// (the account step without saved accounts: machine.ts 'channel.selected').
import type { Channel } from '../../api/channels';
import { limitCheck } from '../decimal';
import { fiatAmountAtRate } from './fiat-at-rate';

export interface ChannelFit {
  /** The amount against the channel's limits (a crypto amount at the channel's rate). */
  limit: 'below' | 'within' | 'above';
  /** The channel cannot serve this customer (it answered NotSupported). */
  excluded: boolean;
  /** The customer may choose it. */
  selectable: boolean;
}

export interface ChannelAmount {
  fiatAmount?: string;
  cryptoAmount?: string;
}

export function channelFit(channel: Pick<Channel, 'ID' | 'Rate' | 'FiatCurrency' | 'Limits'>, { fiatAmount, cryptoAmount }: ChannelAmount, excludedIds: readonly string[] = []): ChannelFit {
  const amount = fiatAmount ?? (cryptoAmount ? fiatAmountAtRate(cryptoAmount, channel) : undefined);
  const limit = amount ? limitCheck(amount, channel.Limits.MinLimit, channel.Limits.MaxLimit) : 'within';
  const excluded = excludedIds.includes(channel.ID);
  return { limit, excluded, selectable: limit === 'within' && !excluded };
}

/** The channel to start with chosen: the only one the customer can choose, else none. */
export function onlyChannel<C extends Pick<Channel, 'ID' | 'Rate' | 'FiatCurrency' | 'Limits'>>(channels: readonly C[], amount: ChannelAmount, excludedIds: readonly string[] = []): C | undefined {
  const selectable = channels.filter((c) => channelFit(c, amount, excludedIds).selectable);
  return selectable.length === 1 ? selectable[0] : undefined;
}
