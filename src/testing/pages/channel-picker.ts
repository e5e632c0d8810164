// Page objects of the sell's choices before the form: the ChannelPicker (country, then a
// channel chosen by method type, ChannelID or position) and the PaymentMethodPicker.
import type { Locator } from '@playwright/test';
import { KitPart, type Scope } from './part';

/** Which channel: by the service's PaymentMethodType (BankSepa, Pix, …), by ChannelID, or by position. */
export type ChannelChoice = { methodType: string } | { id: string } | { index: number };

export class ChannelPickerPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'channel-picker');
  }

  /** Every channel offered (data-state checked/unchecked, data-limit within/below/above). */
  get channels(): Locator {
    return this.slot('channel');
  }

  channel(choice: ChannelChoice = { index: 0 }): Locator {
    if ('id' in choice) return this.channels.filter({ has: this.root.page().locator(`input[value=${JSON.stringify(choice.id)}]`) });
    if ('methodType' in choice) return this.channels.filter({ has: this.root.page().locator(`[data-method-type=${JSON.stringify(choice.methodType)}]`) }).first();
    return this.channels.nth(choice.index);
  }

  /**
   * Picks a channel (a click, as a customer does; a choice only selects: in SellFlow its step's
   * Continue moves on, see `SellFlowPage.chooseChannel`). A
   * channel the kit offers disabled (the amount outside its limits, data-limit below/above, or one
   * that cannot serve the customer) or none that matches throws at once, naming it, instead of
   * waiting out the test for a radio that will never be enabled; so does a picker that settled on
   * no channels, an error or offline.
   */
  async choose(choice: ChannelChoice = { index: 0 }): Promise<void> {
    // Settled first: the channels, none (empty), an error or offline each end the wait.
    await this.root.and(this.root.page().locator('[data-state]:not([data-state="loading"])')).waitFor();
    const state = await this.state();
    if (state !== 'ready') {
      const error = state === 'error' ? ` (${await this.errors.type()}): ${await this.errors.alert.innerText()}` : '';
      throw new Error(`ChannelPickerPage.choose: no channel to choose, the picker is ${state}${error}`);
    }
    const target = this.channel(choice);
    if (!(await target.count())) throw new Error(`ChannelPickerPage.choose: no channel ${JSON.stringify(choice)}; offered: ${await this.describeChannels()}`);
    const { disabled, limit } = await target.evaluate((el) => ({ disabled: el.hasAttribute('data-disabled'), limit: el.getAttribute('data-limit') }));
    if (disabled) {
      const why = limit && limit !== 'within' ? `the amount is ${limit} its limits (data-limit="${limit}")` : 'it cannot serve this customer';
      throw new Error(`ChannelPickerPage.choose: channel ${await describeChannel(target)} is disabled (data-disabled): ${why}. Offered: ${await this.describeChannels()}`);
    }
    await target.getByRole('radio').click();
  }

  /** Every channel on screen as `BankSepa <ID> within 10 – 50,000 €`, for an error message. */
  private async describeChannels(): Promise<string> {
    const all = await this.channels.all();
    return (await Promise.all(all.map(describeChannel))).join('; ') || 'none';
  }

  async selectCountry(country: string): Promise<void> {
    await this.slot('country').selectOption(country);
  }
}

/** A channel's method type, ChannelID, data-limit (disabled when it is) and limits as shown. */
const describeChannel = (channel: Locator): Promise<string> =>
  channel.evaluate((el) => {
    const type = el.querySelector('[data-method-type]')?.getAttribute('data-method-type') ?? '?';
    const id = el.querySelector('input')?.getAttribute('value') ?? '?';
    // The limits without the sentence saying why the amount does not fit (in the page's language).
    const limits = [...(el.querySelector('[data-slot=limits]')?.childNodes ?? [])];
    const shown = limits.filter((n) => !(n.nodeType === 1 && (n as Element).getAttribute('data-slot') === 'limit-reason')).map((n) => n.textContent).join('').trim();
    return `${type} (${id}, data-limit="${el.getAttribute('data-limit')}"${el.hasAttribute('data-disabled') ? ', disabled' : ''}, limits ${shown})`;
  });

export class PaymentMethodPickerPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'payment-method-picker');
  }

  /** The customer's saved methods. */
  get methods(): Locator {
    return this.slot('method');
  }

  /** Picks a saved method by its PaymentMethodID, or a new one (`'new'`). */
  async choose(id: string | 'new' = 'new'): Promise<void> {
    await this.root.locator(`input[type=radio][value=${JSON.stringify(id)}]`).check();
  }
}
