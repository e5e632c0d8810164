import { describe, expect, it } from 'vitest';
import type { Channel } from '../../api/channels';
import { channelFit, onlyChannel } from './channel-choice';

const channel = (ID: string, MinLimit: string, MaxLimit?: string, Rate = '50000'): Channel =>
  ({ ID, Rate, FiatCurrency: 'EUR', Limits: { MinLimit, ...(MaxLimit ? { MaxLimit } : {}) } }) as unknown as Channel;

describe('channel choice', () => {
  it('checks a fiat amount, or a crypto amount at the channel rate, against the limits', () => {
    expect(channelFit(channel('a', '10', '100'), { fiatAmount: '5' })).toEqual({ limit: 'below', excluded: false, selectable: false });
    expect(channelFit(channel('a', '10', '100'), { fiatAmount: '50' }).selectable).toBe(true);
    // 0.01 BTC at 50,000 is 500: above the maximum.
    expect(channelFit(channel('a', '10', '100'), { cryptoAmount: '0.01' }).limit).toBe('above');
    expect(channelFit(channel('a', '10'), { fiatAmount: '50' }, ['a'])).toEqual({ limit: 'within', excluded: true, selectable: false });
  });

  it('preselects a channel only when it is the one the customer can choose', () => {
    const sepa = channel('sepa', '10', '5000');
    const instant = channel('instant', '100', '1000');
    expect(onlyChannel([sepa], { fiatAmount: '50' })).toBe(sepa);
    // Two fit: the customer chooses.
    expect(onlyChannel([sepa, instant], { fiatAmount: '150' })).toBeUndefined();
    // One fits the amount, the other is below its minimum.
    expect(onlyChannel([sepa, instant], { fiatAmount: '50' })).toBe(sepa);
    // The one that fits cannot serve this customer: nothing to preselect.
    expect(onlyChannel([sepa, instant], { fiatAmount: '50' }, ['sepa'])).toBeUndefined();
    expect(onlyChannel([], { fiatAmount: '50' })).toBeUndefined();
  });
});
