// A typed client for the sandbox's /_sandbox control API (see README.md): what a test does to the
// world around the kit — move the clock, settle a sale, decide a review, send a deposit, break the
// network — without knowing the routes. Web APIs only: it runs in Node, in a test and in a browser.
import type { CustomerInput } from '../api/customers';
import type { RFI, Transaction } from '../api/transactions';
import type { FiatDeposit } from '../api/webhooks';
import type { RequestLogEntry } from './app';
import type { FaultRule } from './faults';
import type { ReviewOutcome } from './review-outcome';

/** A fault rule: errors and latency on a route (see faults.ts). */
export type { FaultRule };

/** What a review decides (control API `decideVerification`, the hosted page's Outcome). */
export type { ReviewOutcome };

export interface OnchainDeposit {
  /** The address the crypto is sent to (a deposit rule's DestinationAddress). */
  Address: string;
  /** Default: the network the rule watches at that address. */
  Network?: string;
  /** Default: the currency the rule sells at that address. */
  CryptoCurrency?: string;
  Amount: string;
}

/**
 * What an on-chain deposit did: the sale a rule started (`TransactionID` names it, as an API
 * reference does; `Transaction` is the record itself, with its `ID`, as `settle` answers it), or
 * why nothing was sold.
 */
export type OnchainDepositResult =
  | { Matched: true; TransactionID: string; RuleID: string; Transaction: Transaction }
  | { Matched: false; Reason: string };

export interface BankDeposit {
  VirtualAccountID?: string;
  PaymentMethodID?: string;
  Amount: string;
  FiatCurrency: string;
}

/** The transfer a bank deposit made (it buys crypto once settled, on the sandbox's clock). */
export interface BankDepositResult {
  FiatDeposit: FiatDeposit;
}

export interface WebhookDelivery {
  EventType: string;
  attempt: number;
  status: number | string;
  [key: string]: unknown;
}

export interface SandboxControl {
  /** Moves the sandbox clock and runs what became due (transaction steps, reviews, quote expiry). */
  advanceClock(seconds: number): Promise<{ Now: string }>;
  /** The sandbox's now (ISO 8601). */
  now(): Promise<string>;
  /** Settles a transaction now (Settled, with its webhook). */
  settle(transactionId: string): Promise<Transaction>;
  /** Fails a transaction now. */
  fail(transactionId: string): Promise<Transaction>;
  /** Puts a transaction under review with a request for information (default: manual, awaiting the customer). */
  requestInformation(transactionId: string, rfi?: RFI): Promise<Transaction>;
  /** Creates a verified customer at once (reliance model), with the sample individual profile unless one is given. A taken customerId is refused (409, SandboxControlError) and left as it is. */
  createApprovedCustomer(customerId: string, profile?: CustomerInput): Promise<void>;
  /** Decides a customer's pending verification now. */
  decideVerification(customerId: string, outcome: ReviewOutcome, publicComment?: string): Promise<void>;
  /** Approves a customer's pending verification now (`decideVerification(id, 'Approved')`). */
  approveCustomer(customerId: string): Promise<void>;
  /** An on-chain deposit to an address (a deposit rule's address sells it). */
  depositOnchain(deposit: OnchainDeposit): Promise<OnchainDepositResult>;
  /** A bank transfer to a virtual account or bank-deposit payment method. */
  depositBank(deposit: BankDeposit): Promise<BankDepositResult>;
  /** A customer's transactions, newest first, as the sandbox holds them (every one, unpaged). */
  transactions(customerId: string): Promise<Transaction[]>;
  /** Sets a balance of the business. */
  setBalance(cryptoCurrency: string, available: string, total?: string): Promise<void>;
  /** Replaces the fault rules (errors and latency per route); `[]` clears them. */
  injectFaults(rules: FaultRule[]): Promise<void>;
  clearFaults(): Promise<void>;
  /** The request log (the last 1000 requests of the last hour). */
  requests(): Promise<RequestLogEntry[]>;
  /** The webhook delivery log. */
  webhooks(): Promise<WebhookDelivery[]>;
  /**
   * Undoes what a test changes about the world, keeping customers, transactions and logs: no faults,
   * the clock back to real time (what is pending kept, due as far ahead as it was), the seeded
   * balances. Each part defaults to true. rampkit/testing's fixtures call it after each test.
   */
  resetTestState(parts?: { faults?: boolean; clock?: boolean; balances?: boolean }): Promise<void>;
  /** Empty state, seeded balances, no faults, empty logs, the clock back to real time. */
  reset(): Promise<void>;
  /** Any control call by path (`/clock/advance`, …): GET without a body, POST with one. */
  call<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export interface SandboxControlOptions {
  /** Where the sandbox answers (the origin serving /_sandbox, e.g. http://127.0.0.1:4010). */
  url: string;
  /** The control token (`createSandbox(...).controlToken`, or printed at start). */
  controlToken: string;
  /** How to reach it: default the global fetch; an in-process sandbox passes its own. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A control API error: the sandbox's error envelope, kept whole for the test's message. */
export class SandboxControlError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`sandbox control ${path}: ${status} ${body}`);
    this.name = 'SandboxControlError';
  }
}

export function createSandboxControl({ url, controlToken, fetch: send = (r) => fetch(r) }: SandboxControlOptions): SandboxControl {
  const base = url.replace(/\/+$/, '');
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await send(
      new Request(`${base}/_sandbox${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${controlToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    if (!response.ok) throw new SandboxControlError(path, response.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const id = (value: string) => encodeURIComponent(value);
  const move = (transactionId: string, Action: 'Fail' | 'Settle' | 'RFI', RFI?: RFI) => call<Transaction>(`/transactions/${id(transactionId)}`, { Action, ...(RFI ? { RFI } : {}) });
  const decideVerification: SandboxControl['decideVerification'] = async (customerId, Outcome, PublicComment) => {
    await call(`/customers/${id(customerId)}/verification`, { Outcome, ...(PublicComment ? { PublicComment } : {}) });
  };
  return {
    call,
    advanceClock: (Seconds) => call('/clock/advance', { Seconds }),
    now: async () => (await call<{ Now: string }>('/clock')).Now,
    settle: (transactionId) => move(transactionId, 'Settle'),
    fail: (transactionId) => move(transactionId, 'Fail'),
    requestInformation: (transactionId, rfi) => move(transactionId, 'RFI', rfi),
    createApprovedCustomer: async (customerId, Profile) => {
      await call(`/customers/${id(customerId)}`, Profile ? { Profile } : {});
    },
    decideVerification,
    approveCustomer: (customerId) => decideVerification(customerId, 'Approved'),
    depositOnchain: (deposit) => call('/deposits/onchain', deposit),
    depositBank: (deposit) => call('/deposits/bank', deposit),
    transactions: async (customerId) => (await call<{ Items: Transaction[] }>(`/customers/${id(customerId)}/transactions`)).Items,
    setBalance: async (CryptoCurrency, Available, Total) => {
      await call('/balances', { CryptoCurrency, Available, ...(Total ? { Total } : {}) });
    },
    injectFaults: async (Rules) => {
      await call('/faults', { Rules });
    },
    clearFaults: async () => {
      await call('/faults', { Rules: [] });
    },
    requests: () => call('/requests'),
    webhooks: async () => {
      const log = await call<WebhookDelivery[] | { Items: WebhookDelivery[] }>('/webhooks');
      return Array.isArray(log) ? log : log.Items;
    },
    resetTestState: async ({ faults, clock, balances } = {}) => {
      await call('/test-state/reset', { Faults: faults, Clock: clock, Balances: balances });
    },
    reset: async () => {
      await call('/reset', {});
    },
  };
}
