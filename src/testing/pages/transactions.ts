// TransactionStatus (one sale's receipt, live) and TransactionList (the customer's sales).
import type { Locator } from '@playwright/test';
import { KitPart, slot, type Scope } from './part';

export class TransactionStatusPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'transaction-status');
  }

  /** The live status line; data-status holds the spec's Status (Pending, Settled, Failed, …). */
  get summary(): Locator {
    return this.slot('summary');
  }

  /** The transaction's Status once loaded (Pending, Settled, Failed, Reversed). */
  async status(): Promise<string> {
    return (await this.summary.getAttribute('data-status')) ?? '';
  }

  /** The TransactionID on screen (waits for the transaction to load). */
  async id(): Promise<string> {
    return (await this.summary.getAttribute('data-transaction-id')) ?? '';
  }

  /** The Orchestration.RuleID of a sale made by a deposit rule. */
  get rule(): Locator {
    return this.slot('rule');
  }

  get paymentMethod(): Locator {
    return this.slot('payment-method');
  }

  /** A request for information, data-state its RFI Status. */
  get rfi(): Locator {
    return this.slot('rfi');
  }
}

export class TransactionListPage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'transaction-list');
  }

  /** One row per transaction (data-state its status in lower case, data-transaction-id). */
  get rows(): Locator {
    return this.root.locator('tbody tr, tr[data-transaction-id]');
  }

  row(transactionId: string): Locator {
    return this.root.locator(`tr[data-transaction-id=${JSON.stringify(transactionId)}]`);
  }

  /** Opens a transaction (the host's onTransactionSelected), by TransactionID or by position (0: newest first). */
  async open(which: string | number = 0): Promise<void> {
    const row = typeof which === 'string' ? this.row(which) : this.rows.nth(which);
    await row.locator(slot('open')).click();
  }

  async nextPage(): Promise<void> {
    await this.slot('next').click();
  }

  async previousPage(): Promise<void> {
    await this.slot('previous').click();
  }
}
