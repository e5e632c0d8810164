// Page objects of the sell: SellFlow and the components it is made of (ChannelPicker,
// PaymentMethodPicker, PriceQuote). Found by data-slot and role, chosen by codes and ids (country
// DE, method type BankSepa), never by words on screen.
import type { Locator } from '@playwright/test';
import { toLocaleText } from '../../core/locale-amount';
import type { FormOverrides } from '../form-answers';
import type { SandboxControl } from '../../sandbox/control-client';
import { advancePageClock } from './page-clock';
import { DynamicFormPage } from './dynamic-form';
import { watchFormSchemas, type FormSchemaWatch } from './form-schema-watch';
import { KitPart, pageOf, slot, type Scope, clickIfOffered } from './part';
import { TransactionStatusPage } from './transactions';

type Json = Record<string, unknown>;

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

export class PriceQuotePage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'price-quote');
  }

  /** The price lock, "Price locked · 0:42" (localized), a labelled timer; data-state of the quote says active / expired. */
  get countdown(): Locator {
    return this.slot('countdown');
  }

  get fiatAmount(): Locator {
    return this.slot('fiat-amount');
  }

  get cryptoAmount(): Locator {
    return this.slot('crypto-amount');
  }

  get acceptButton(): Locator {
    return this.slot('accept');
  }

  async accept(): Promise<void> {
    await this.acceptButton.click();
  }

  /** The quote on screen (its SignedQuote, `data-quote-id`): another value is a new quote, whatever its amounts. */
  async quoteId(): Promise<string> {
    return (await this.root.getAttribute('data-quote-id')) ?? '';
  }

  /** When the quote on screen runs out, by the service's clock (its Expiry, ISO 8601; `data-expiry`). */
  async expiry(): Promise<string> {
    return (await this.root.getAttribute('data-expiry')) ?? '';
  }

  /**
   * Makes the quote on screen run out, on both clocks: the sandbox's (the service then refuses it
   * and prices anew) and the page's (the countdown runs on the browser's clock, corrected by the
   * server's Date when the quote arrived), moved by the same seconds, just past its Expiry. Returns
   * once the kit shows it expired, is re-quoting or shows a new quote; the form session (15
   * minutes) stays alive. The page's clock becomes Playwright's (`page.clock`), running on.
   */
  async expire(sandbox: Pick<SandboxControl, 'advanceClock' | 'now'>): Promise<void> {
    const [quoteId, expiry] = await Promise.all([this.quoteId(), this.expiry()]);
    if (!quoteId || !expiry) throw new Error('PriceQuotePage.expire: no quote on screen (data-quote-id, data-expiry)');
    const seconds = Math.max(1, Math.ceil((Date.parse(expiry) - Date.parse(await sandbox.now())) / 1000) + 1);
    await sandbox.advanceClock(seconds);
    await advancePageClock(this.root.page(), seconds * 1000);
    // The kit's next tick (within a second) sees the moved clock: give it that and some load.
    await this.root
      .and(this.root.page().locator(`[data-state=expired], [data-state=requoting], :not([data-quote-id=${JSON.stringify(quoteId)}])`))
      .waitFor({ timeout: 15_000 })
      .catch((error: unknown) => {
        throw new Error(`PriceQuotePage.expire: the clocks moved ${seconds} s past the quote's Expiry, but the page still shows it running (${String(error)})`);
      });
  }

  /** Presses "Get a new price": offered in a price lock's last 10 s and after it ran out (see `expire`). */
  async requote(): Promise<void> {
    await this.slot('requote').click();
  }

  /** Agrees to a changed price (shown in data-slot price-changed). */
  async confirmChange(): Promise<void> {
    await this.slot('confirm-change').click();
  }
}

export interface SaleDetails {
  country: string;
  /** The spec's decimal string ("150.50"), typed as a customer of the kit's locale writes it ("150,50" in German). */
  amount: string;
  /** The amount is the fiat paid out (default) or the crypto sold. */
  unit?: 'fiat' | 'crypto';
  fiatCurrency?: string;
  channel?: ChannelChoice;
  /** A saved PaymentMethodID, or 'new' (default) when the step is offered. */
  paymentMethod?: string;
  /** Overrides for the channel form's answers (all else is derived from its schema). */
  form?: FormOverrides;
  /** Overrides for the answers to each NextStep, by StepType (DataEntry, Ack, …). */
  steps?: Record<string, FormOverrides>;
}

export class SellFlowPage extends KitPart {
  readonly channels: ChannelPickerPage;
  readonly paymentMethods: PaymentMethodPickerPage;
  readonly form: DynamicFormPage;
  readonly quote: PriceQuotePage;
  readonly transaction: TransactionStatusPage;
  private readonly schemas: FormSchemaWatch;

  /** Make it before the page loads the kit: it reads the form schemas from the kit's traffic. */
  constructor(scope: Scope) {
    super(scope, 'sell-flow');
    this.channels = new ChannelPickerPage(this.root);
    this.paymentMethods = new PaymentMethodPickerPage(this.root);
    this.form = new DynamicFormPage(this.root);
    this.quote = new PriceQuotePage(this.root);
    this.transaction = new TransactionStatusPage(this.root);
    this.schemas = watchFormSchemas(pageOf(scope));
  }

  /** amount, channel, payment-method, form, next-step, quote, selling, done — or a gate (checking, verify, error). */
  step(): Promise<string | null> {
    return this.state();
  }

  get country(): Locator {
    return this.slot('country');
  }

  get fiatCurrency(): Locator {
    return this.slot('fiat-currency');
  }

  get amount(): Locator {
    return this.slot('amount-input');
  }

  /** The offer to confirm: a quote, or (an upstream that does not quote) the estimate. */
  get offer(): Locator {
    return this.root.locator(`${slot('price-quote')}, ${slot('price-estimate')}`);
  }

  get nextStep(): Locator {
    return this.slot('next-step');
  }

  get unresolvedSell(): Locator {
    return this.slot('unresolved-sell');
  }

  /** The "verify first" notice shown to a customer who may not sell yet. */
  get verificationMessage(): Locator {
    return this.slot('verification-message');
  }

  /** The FormSchema of the form on screen, as the kit received it. */
  formSchema(): Promise<Json | undefined> {
    return this.schemas.lastFormSchema();
  }

  /** The NextStep on screen (StepID, StepType, Schema), as the kit received it. */
  nextStepDetails(): Promise<Json | undefined> {
    return this.schemas.lastNextStep();
  }

  /** What the amount field takes now: `fiat` (paid out) or `crypto` (sold); its swap button changes it. */
  async amountUnit(): Promise<'fiat' | 'crypto'> {
    return (await this.slot('amount-field').getAttribute('data-unit')) === 'crypto' ? 'crypto' : 'fiat';
  }

  /**
   * The amount step's own refusal, shown under the field (`data-source`: `client` for text that is
   * no amount, `limits` for an amount no channel takes, `service` for the service's words).
   */
  get amountError(): Locator {
    return this.slot('amount-step').locator(slot('field-error'));
  }

  /**
   * Country, currency and amount, then Continue; returns once the flow moved past the amount step.
   * `unit` swaps the field to the fiat paid out or the crypto sold when it takes the other. An
   * amount the step refuses (text that is no amount, or one no channel takes: under every
   * channel's minimum or over every maximum) throws at once with the step's message and its
   * `data-source` (`client`, `limits`, `service`); the step stays on screen with it (`amountError`).
   */
  async enterAmount({ country, amount, unit, fiatCurrency }: Pick<SaleDetails, 'country' | 'amount' | 'unit' | 'fiatCurrency'>): Promise<void> {
    await this.country.selectOption(country);
    if (fiatCurrency) await this.fiatCurrency.selectOption(fiatCurrency);
    if (unit && (await this.amountUnit()) !== unit) await this.slot('swap-unit').click();
    const locale = (await this.locale()) ?? 'en';
    const step = this.slot('amount-step');
    await this.amount.fill(toLocaleText(amount, locale));
    const handle = await step.elementHandle();
    await step.locator(slot('continue')).click();
    // Continue waits for the channels' limits when they are still on their way (the button busy):
    // the step then either goes or shows why not.
    const outcome = await Promise.race([
      handle!.waitForElementState('hidden').then(() => 'moved on'),
      this.amountError.and(this.root.page().locator('[data-source=client], [data-source=limits]')).waitFor().then(() => 'refused'),
    ].map((p) => p.catch(() => 'closed')));
    if (outcome === 'refused') {
      const error = this.amountError;
      throw new Error(`SellFlowPage.enterAmount: the amount step refused ${JSON.stringify(amount)} (${await error.getAttribute('data-source')}): ${await error.innerText()}`);
    }
  }

  /**
   * Picks the channel (the only one the amount fits is already chosen) and presses the step's
   * Continue; the flow moves on to the payment method, or the form when the customer has no saved
   * account for it (the account step then has one answer and is skipped).
   */
  async chooseChannel(choice: ChannelChoice = { index: 0 }): Promise<void> {
    await this.channels.choose(choice);
    await this.slot('channel-step').locator(`${slot('action-bar')} ${slot('continue')}`).click();
  }

  /**
   * Picks a saved method or a new one ('new', the default) and continues. When the flow skipped
   * the account step (no saved account for the channel: a new one is the only answer) there is
   * nothing to choose: with 'new' it returns once the next step shows; a saved id throws.
   */
  async choosePaymentMethod(id: string = 'new'): Promise<void> {
    const step = this.slot('payment-method-step');
    await step.or(this.form.root).or(this.offer).or(this.nextStep).or(this.errors.alert).first().waitFor();
    if (!(await step.count())) {
      if (id !== 'new') throw new Error(`SellFlowPage.choosePaymentMethod: no account step (skipped: the customer has no saved account for this channel), so ${id} cannot be chosen`);
      return;
    }
    await this.paymentMethods.choose(id);
    await step.locator(slot('continue')).click();
  }

  /** Fills the channel's form with valid answers (from the schema the kit received) and continues. */
  async fillForm(overrides: FormOverrides = {}): Promise<Json> {
    await this.form.root.waitFor();
    const schema = await this.schemas.lastFormSchema();
    if (!schema) throw new Error('SellFlowPage.fillForm: no FormSchema seen yet; make the page object before the page loads the kit');
    const answers = await this.form.fillFromSchema(schema, overrides);
    await this.submitted(this.form);
    return answers;
  }

  /** Answers the NextStep on screen from its schema and continues; returns its StepType. */
  async completeNextStep(overrides: FormOverrides = {}): Promise<string> {
    await this.nextStep.waitFor();
    const type = (await this.nextStep.getAttribute('data-step-type')) ?? '';
    const step = await this.schemas.lastNextStep();
    if (!step) throw new Error('SellFlowPage.completeNextStep: no NextStep seen yet');
    const form = new DynamicFormPage(this.nextStep);
    await form.fillFromSchema(step, overrides);
    await this.submitted(form);
    return type;
  }

  /** Submits a form and waits until the flow moved past it; a refusal (error panel, invalid field) throws. */
  private async submitted(form: DynamicFormPage): Promise<void> {
    const handle = await form.root.elementHandle();
    await form.submit();
    const outcome = await Promise.race(
      [
        handle!.waitForElementState('hidden').then(() => 'moved on'),
        this.errors.alert.waitFor().then(() => 'error'),
        form.invalidFields.first().waitFor().then(() => 'invalid'),
      ].map((p) => p.catch(() => 'closed')),
    );
    if (outcome === 'error') throw new Error(`SellFlowPage: the form was refused (${await this.errors.type()}): ${await this.errors.alert.innerText()}`);
    if (outcome === 'invalid') throw new Error(`SellFlowPage: the form has invalid fields: ${(await form.invalidFields.evaluateAll((els) => els.map((e) => e.getAttribute('data-field')))).join(', ')}`);
  }

  /** Confirms the offer (Sell now). */
  async sell(): Promise<void> {
    await this.offer.locator(slot('accept')).click();
  }

  /** From the amount to the offer: amount, channel, payment method, form, every NextStep. */
  async prepareSale(sale: SaleDetails): Promise<void> {
    await this.enterAmount(sale);
    await this.chooseChannel(sale.channel);
    for (let guard = 0; guard < 10; guard++) {
      await this.offer.or(this.paymentMethods.root).or(this.form.root).or(this.errors.alert).first().waitFor();
      if (await this.offer.count()) return;
      if (await this.errors.alert.count()) throw new Error(`SellFlowPage.prepareSale: refused (${await this.errors.type()}): ${await this.errors.alert.innerText()}`);
      if (await this.paymentMethods.root.count()) {
        await this.choosePaymentMethod(sale.paymentMethod);
        await this.paymentMethods.root.waitFor({ state: 'detached' });
      } else if (await this.nextStep.count()) {
        const type = (await this.nextStep.getAttribute('data-step-type')) ?? '';
        await this.completeNextStep(sale.steps?.[type]);
      } else await this.fillForm(sale.form);
    }
    throw new Error('SellFlowPage.prepareSale: more than ten steps before an offer');
  }

  /** A whole sale: prepareSale, Sell now, and the transaction on screen; returns its TransactionID. */
  async completeSale(sale: SaleDetails): Promise<string> {
    await this.prepareSale(sale);
    await this.sell();
    return this.transaction.id();
  }

  /** Presses "Check again" on a sale whose answer never came. */
  async checkSell(): Promise<void> {
    await this.unresolvedSell.locator(slot('check-sell')).click();
  }

  /**
   * Asks again about an unresolved sell if the flow offers it; false if it does not (any more), or
   * if a check is already running (Check again is busy then: a click would be ignored).
   */
  checkSellIfOffered(): Promise<boolean> {
    return clickIfOffered(this.unresolvedSell.locator(`${slot('check-sell')}:not([aria-busy=true])`));
  }

  /** Starts verification from the flow's notice (the host's onVerificationRequired). */
  async startVerification(): Promise<void> {
    await this.slot('resume-onboarding').click();
  }

  async back(): Promise<void> {
    await this.slot('back').first().click();
  }

  async sellAgain(): Promise<void> {
    await this.slot('sell-again').click();
  }
}
