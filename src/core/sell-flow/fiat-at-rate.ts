// A crypto amount's worth in a channel's fiat, on its own so the ChannelPicker can check a crypto
// amount against a channel's (fiat) limits without loading the sell flow's machine.
import type { Channel } from '../../api/channels';
import { currencyDecimals } from '../../api/currencies';
import { mul, round } from '../decimal';

/**
 * The fiat amount a 0.1.3 prepare needs when the customer gave a crypto amount: that amount at the
 * channel's rate, rounded down to the currency's minor unit. The prepare's answer then shows what
 * it will really take (CryptoAmountEstimate) before the customer confirms.
 */
export function fiatAmountAtRate(cryptoAmount: string, channel: Pick<Channel, 'Rate' | 'FiatCurrency'>): string {
  return round(mul(cryptoAmount, channel.Rate), currencyDecimals(channel.FiatCurrency) ?? 2, 'down');
}
