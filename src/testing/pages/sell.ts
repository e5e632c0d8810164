// Page object of the whole sell, SellFlow, made of the ChannelPicker, PaymentMethodPicker
// (./channel-picker), DynamicForm and PriceQuote (./price-quote) page objects. Found by data-slot
// and role, chosen by codes and ids (country DE, method type BankSepa), never by words on screen.
import type { Locator } from '@playwright/test';
import { toLocaleText } from '../../core/locale-amount';
import type { FormOverrides } from '../form-answers';
import { ChannelPickerPage, PaymentMethodPickerPage, type ChannelChoice } from './channel-picker';
import { DynamicFormPage } from './dynamic-form';
import { watchFormSchemas, type FormSchemaWatch } from './form-schema-watch';
import { KitPart, pageOf, slot, type Scope, clickIfOffered } from './part';
import { PriceQuotePage } from './price-quote';
import { TransactionStatusPage } from './transactions';

type Json = Record<string, unknown>;

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
