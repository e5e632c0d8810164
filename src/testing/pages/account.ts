// Money in and around the account: DepositRule (sell crypto as it arrives), BankDepositDetails,
// VirtualAccounts and Balances.
import type { Locator } from '@playwright/test';
import type { OnchainDepositResult, SandboxControl } from '../../sandbox/control-client';
import { KitPart, slot, type Scope } from './part';

/** A deposit rule's trigger: one deposit, every deposit, or the quoted amount. */
export type DepositTrigger = 'single' | 'permanent' | 'quoted';

export class DepositRulePage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'deposit-rule');
  }

  /** The radio of a trigger (disabled when the upstream does not offer it). */
  trigger(kind: DepositTrigger): Locator {
    return this.root.locator(`input${slot('trigger')}[value=${kind}]`);
  }

  async chooseTrigger(kind: DepositTrigger): Promise<void> {
    await this.trigger(kind).check();
  }

  async chooseNetwork(network: string): Promise<void> {
    await this.slot('network-select').selectOption(network);
  }

  /** An amount condition: EQ, LTEQ or GTEQ a value (or 'any'). */
  async setAmountCondition(operator: 'any' | 'EQ' | 'LTEQ' | 'GTEQ', value?: string): Promise<void> {
    await this.slot('operator').selectOption(operator);
    if (value !== undefined) await this.slot('value').fill(value);
  }

  /** Creates the rule; the address appears (data-state created). */
  async create(): Promise<void> {
    await this.slot('create').click();
  }

  /** One created rule's conditions: an address on a network each (in order). */
  get conditions(): Locator {
    return this.slot('condition');
  }

  /** The deposit address of a condition of the created rule (the first by default). */
  async address(condition = 0): Promise<string> {
    return ((await this.conditions.nth(condition).locator(`${slot('deposit-address')} ${slot('copy-field')} ${slot('value')}`).first().textContent()) ?? '').trim();
  }

  /** The network a condition of the created rule watches (the service's code, e.g. EthereumTestSepolia; `data-network`). */
  async network(condition = 0): Promise<string> {
    return (await this.conditions.nth(condition).locator(slot('network')).getAttribute('data-network')) ?? '';
  }

  /**
   * Sends `amount` to a condition's address on its network, through the sandbox's control API, as
   * the customer's wallet would: the rule sells it (the answer carries the sale, `Transaction`) or
   * says why not (`Reason`). The currency is the one the rule sells there.
   */
  async deposit(sandbox: Pick<SandboxControl, 'depositOnchain'>, { amount, condition = 0 }: { amount: string; condition?: number }): Promise<OnchainDepositResult> {
    const [Address, Network] = await Promise.all([this.address(condition), this.network(condition)]);
    if (!Address) throw new Error('DepositRulePage.deposit: no deposit address on screen (is the rule created, data-state="created"?)');
    return sandbox.depositOnchain({ Address, Network, Amount: amount });
  }

  get qrCode(): Locator {
    return this.slot('qr');
  }

  /** The RuleID the service gave (absent from a published 0.1.3 upstream). */
  async ruleId(): Promise<string | null> {
    const rule = this.slot('rule-id');
    return (await rule.count()) ? rule.getAttribute('data-rule-id') : null;
  }

  async startOver(): Promise<void> {
    await this.slot('start-over').click();
  }
}

export class BankDepositDetailsPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'bank-deposit-details');
  }

  /** Each detail with a copy button, in order: account number, bank code, reference, holder. */
  get copyFields(): Locator {
    return this.root.locator(`:scope > ${slot('copy-field')}`);
  }

  /** The account number to send the transfer to. */
  async accountNumber(): Promise<string> {
    return ((await this.copyFields.first().locator(slot('value')).textContent()) ?? '').trim();
  }

  /** The method's PaymentMethodType (data-method-type), e.g. BankAch. */
  async methodType(): Promise<string | null> {
    return this.slot('method').getAttribute('data-method-type');
  }

  /** Presses a detail's copy button (by position). */
  async copy(index = 0): Promise<void> {
    await this.copyFields.nth(index).getByRole('button').click();
  }
}

export class VirtualAccountsPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'virtual-accounts');
  }

  /** One item per account; data-state its Status (Active, PendingClosure, Closed). */
  get accounts(): Locator {
    return this.slot('virtual-account');
  }

  account(virtualAccountId: string): Locator {
    return this.accounts.filter({ has: this.root.page().locator(`${slot('id')}`, { hasText: virtualAccountId }) });
  }

  /** Closes an account (by id or position), confirming when asked. */
  async close(which: string | number = 0): Promise<void> {
    const account = typeof which === 'string' ? this.account(which) : this.accounts.nth(which);
    await account.locator(slot('close')).click();
    await account.locator(slot('confirm-close')).click();
  }

  /** After a close: data-outcome closed (at once) or closing (after transfers in flight). */
  get closeOutcome(): Locator {
    return this.slot('close-outcome');
  }
}

export class BalancesPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'balances');
  }

  /** One row per currency (data-currency). */
  get rows(): Locator {
    return this.root.locator('tr[data-currency]');
  }

  row(cryptoCurrency: string): Locator {
    return this.root.locator(`tr[data-currency=${JSON.stringify(cryptoCurrency)}]`);
  }
}
