// The sandbox's in-memory state. Records hold the API's own shapes plus the bookkeeping the
// service keeps behind them (who owns what, what is still pending).
import type { z } from 'zod/mini';
import type { Customer, Verifications, Agreement } from '../api/customers';
import type { OnboardingStatus } from '../api/onboarding';
import type { PaymentMethod } from '../api/payment-methods';
import type { Transaction } from '../api/transactions';
import type { BankDepositRequest, BankDepositResponseSchema } from '../api/workflows';
import type { VirtualAccountStatus } from '../api/accounts';
import type { BusinessFeeInput, SellQuote } from '../api/sell';
import type { DepositRuleRequest, DepositRuleResponseSchema } from '../api/rules';
import type { FiatDeposit } from '../api/webhooks';
import { seedBalances } from './seed/channels';
import { BoundedMap } from '../wire/bounded';

/**
 * Traffic memory bounds. Form sessions live 15 minutes (2 hours covers every use, deposit rules
 * keep their own reference); nonces are remembered for a day, and a forgotten nonce is still safe
 * because its form session is single-use.
 */
export const SESSION_BOUNDS = { maxEntries: 20_000, maxAgeMs: 2 * 3600_000 };
export const NONCE_BOUNDS = { maxEntries: 20_000, maxAgeMs: 24 * 3600_000 };

/** The business's balances at start (and after a reset). */
export const seededBalances = (): Map<string, { available: string; total: string }> =>
  new Map(Object.entries(seedBalances).map(([code, amount]) => [code, { available: amount, total: amount }]));

export interface CustomerRecord {
  CustomerID: string;
  Type: 'Individual' | 'Business';
  model: 'reliance' | 'standard';
  Created: string;
  /** Input data as given (reliance PUT, prefill, hosted page). */
  data: Record<string, unknown>;
  OnboardingStatus?: OnboardingStatus;
  MissingSteps: string[];
  Verifications?: Verifications;
  Agreements: Agreement[];
  session?: { id: string; expiresAt: number; returnURL: string; locale: string };
  prefillType?: string;
  /** The business's own pairs from onboarding calls (output only as Customer.Metadata). */
  metadata?: Record<string, string>;
  version: number;
}

export interface FormSessionRecord {
  id: string;
  channelId: string;
  customerId?: string;
  crypto: string;
  fiatAmount?: string;
  cryptoAmount?: string;
  businessFee?: BusinessFeeInput;
  delayedSell: boolean;
  paymentMethodId?: string;
  /** Answers to the channel form, then to each completed step by StepID. */
  answers: Record<string, unknown>;
  stepAnswers: Record<string, Record<string, unknown>>;
  formComplete: boolean;
  stepIndex: number;
  expiresAt: number;
  quote?: SellQuote & { expiresAt: number };
  usedBy?: string;
  priced?: { fiatAmount: string; cryptoAmount: string; rate: string; channelFee: string; businessFee: string; totalFee: string };
}

export interface TransactionRecord {
  tx: Transaction;
  /** Crypto held back from Available until settlement. */
  held?: string;
  version: number;
}

export interface VirtualAccountRecord {
  VirtualAccountID: string;
  CustomerID: string;
  Status: VirtualAccountStatus;
  paymentMethodIds: string[];
  workflowKey: string;
}

export interface RuleRecord {
  request: DepositRuleRequest;
  response: z.infer<typeof DepositRuleResponseSchema>;
  quote?: { CryptoAmount: string; expiresAt: number; FiatAmount: string };
  expiresAt?: number;
  executions: number;
  sessionId: string;
  /** The form session itself: a permanent rule outlives the sessions map's bounds. */
  session?: FormSessionRecord;
}

export type StoredPaymentMethod = PaymentMethod & { CustomerID: string; channelId?: string; answers?: Record<string, unknown> };

/** A Map by ID that keeps indexes beside it: a subclass says how a value enters and leaves them. */
abstract class IndexedMap<V> extends Map<string, V> {
  protected abstract index(value: V): void;
  protected abstract unindex(value: V): void;
  protected abstract clearIndexes(): void;

  override set(id: string, value: V): this {
    const previous = super.get(id);
    if (previous) this.unindex(previous);
    super.set(id, value);
    this.index(value);
    return this;
  }

  override delete(id: string): boolean {
    const previous = super.get(id);
    if (previous) this.unindex(previous);
    return super.delete(id);
  }

  override clear(): void {
    super.clear();
    this.clearIndexes();
  }
}

/**
 * Transactions by ID, also kept in Created order overall and per customer: a list reads a page
 * of an index instead of copying, filtering and sorting the whole store (100k stored, one page).
 */
// Both stores are built empty: a Map's constructor would call set before their indexes exist.
export class TransactionStore extends IndexedMap<TransactionRecord> {
  readonly #all: TransactionRecord[] = [];
  readonly #byCustomer = new Map<string, TransactionRecord[]>();

  protected index(record: TransactionRecord): void {
    insertByCreated(this.#all, record);
    const customer = record.tx.CustomerID;
    if (customer !== undefined) {
      let list = this.#byCustomer.get(customer);
      if (!list) this.#byCustomer.set(customer, (list = []));
      insertByCreated(list, record);
    }
  }

  protected clearIndexes(): void {
    this.#all.length = 0;
    this.#byCustomer.clear();
  }

  /**
   * The page [start, end) of the transactions (of one customer, when given) by Created; records
   * created at the same instant keep the order they were stored in, in both directions.
   */
  page(customerId: string | undefined, direction: 'ASC' | 'DESC', start: number, end: number): { items: TransactionRecord[]; total: number } {
    const list = customerId === undefined ? this.#all : (this.#byCustomer.get(customerId) ?? []);
    if (direction === 'ASC') return { items: list.slice(start, end), total: list.length };
    const items: TransactionRecord[] = [];
    let position = 0;
    // Walk back one group of equal Created at a time, each group read forwards.
    for (let groupEnd = list.length; groupEnd > 0 && position < end; ) {
      const created = list[groupEnd - 1]!.tx.Created;
      let groupStart = groupEnd - 1;
      while (groupStart > 0 && list[groupStart - 1]!.tx.Created === created) groupStart -= 1;
      for (let i = groupStart; i < groupEnd && position < end; i += 1, position += 1) {
        if (position >= start) items.push(list[i]!);
      }
      groupEnd = groupStart;
    }
    return { items, total: list.length };
  }

  /**
   * Where the page after a transaction starts in `page`'s order: just past it, or, when it is gone
   * (the sandbox reset), just past where a transaction created then would stand.
   */
  startAfter(customerId: string | undefined, direction: 'ASC' | 'DESC', created: string, id: string): number {
    const list = customerId === undefined ? this.#all : (this.#byCustomer.get(customerId) ?? []);
    const groupStart = firstCreatedFrom(list, created, false);
    const groupEnd = firstCreatedFrom(list, created, true);
    let at = groupStart;
    while (at < groupEnd && list[at]!.tx.ID !== id) at += 1;
    if (direction === 'ASC') return at < groupEnd ? at + 1 : groupEnd;
    // Newest first, each group of equal Created read forwards: the groups after this one come first.
    return at < groupEnd ? list.length - groupEnd + (at - groupStart) + 1 : list.length - groupStart;
  }

  protected unindex(record: TransactionRecord): void {
    remove(this.#all, record);
    const customer = record.tx.CustomerID;
    if (customer !== undefined) remove(this.#byCustomer.get(customer) ?? [], record);
  }
}

/** After every record created at or before this one: ties stay in the order they were stored. */
function insertByCreated(list: TransactionRecord[], record: TransactionRecord): void {
  const created = record.tx.Created;
  if (list.length === 0 || list[list.length - 1]!.tx.Created <= created) {
    list.push(record);
    return;
  }
  list.splice(firstCreatedFrom(list, created, true), 0, record);
}

/** The first index whose Created is after `created` (`after`), or at or after it, in a list in Created order. */
function firstCreatedFrom(list: TransactionRecord[], created: string, after: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const here = list[mid]!.tx.Created;
    if (here < created || (after && here === created)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function remove<T>(list: T[], item: T): void {
  const at = list.indexOf(item);
  if (at >= 0) list.splice(at, 1);
}

/**
 * Payment methods by ID, also per customer in the order stored, and by the account a channel's
 * form described: a second sell to the same account reuses its method instead of adding one.
 */
export class PaymentMethodStore extends IndexedMap<StoredPaymentMethod> {
  readonly #byCustomer = new Map<string, StoredPaymentMethod[]>();
  readonly #byAccount = new Map<string, StoredPaymentMethod>();

  protected index(method: StoredPaymentMethod): void {
    let list = this.#byCustomer.get(method.CustomerID);
    if (!list) this.#byCustomer.set(method.CustomerID, (list = []));
    list.push(method);
    const account = accountKey(method);
    if (account !== undefined && !this.#byAccount.has(account)) this.#byAccount.set(account, method);
  }

  protected clearIndexes(): void {
    this.#byCustomer.clear();
    this.#byAccount.clear();
  }

  /** A customer's methods, in the order stored (read-only: a view of the index). */
  ofCustomer(customerId: string): readonly StoredPaymentMethod[] {
    return this.#byCustomer.get(customerId) ?? [];
  }

  /** The method already stored for this customer, channel and form answers, if any. */
  forAccount(customerId: string, channelId: string, answers: Record<string, unknown>): StoredPaymentMethod | undefined {
    return this.#byAccount.get(accountKey({ CustomerID: customerId, channelId, answers })!);
  }

  protected unindex(method: StoredPaymentMethod): void {
    remove(this.#byCustomer.get(method.CustomerID) ?? [], method);
    const account = accountKey(method);
    if (account !== undefined && this.#byAccount.get(account) === method) this.#byAccount.delete(account);
  }
}

function accountKey(method: { CustomerID: string; channelId?: string; answers?: Record<string, unknown> }): string | undefined {
  if (method.channelId === undefined || method.answers === undefined) return undefined;
  return JSON.stringify([method.CustomerID, method.channelId, canonical(method.answers)]);
}

/** The same answers in any key order give the same key. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

export interface State {
  customers: Map<string, CustomerRecord>;
  paymentMethods: PaymentMethodStore;
  sessions: Map<string, FormSessionRecord>;
  transactions: TransactionStore;
  nonces: Map<string, { hash: string; at: number; status: number; body: unknown }>;
  balances: Map<string, { available: string; total: string }>;
  virtualAccounts: Map<string, VirtualAccountRecord>;
  workflows: Map<string, { response: z.infer<typeof BankDepositResponseSchema>; updatedAt: number; request: BankDepositRequest }>;
  rules: Map<string, RuleRecord>;
  depositAddresses: Map<string, string>;
  fiatDeposits: Map<string, FiatDeposit & { version: number }>;
}

export function createState(now: () => number = Date.now): State {
  return {
    customers: new Map(),
    paymentMethods: new PaymentMethodStore(),
    sessions: new BoundedMap({ ...SESSION_BOUNDS, now }),
    transactions: new TransactionStore(),
    nonces: new BoundedMap({ ...NONCE_BOUNDS, now }),
    balances: seededBalances(),
    virtualAccounts: new Map(),
    workflows: new Map(),
    rules: new Map(),
    depositAddresses: new Map(),
    fiatDeposits: new Map(),
  };
}

/** The output Customer shape, or undefined while an individual's required data is still missing. */
export function customerOutput(record: CustomerRecord): (Customer & { OnboardingStatus?: OnboardingStatus }) | undefined {
  const d = record.data;
  const common = {
    CustomerID: record.CustomerID,
    Created: record.Created,
    ...(record.Verifications ? { Verifications: record.Verifications } : {}),
    ...(record.Agreements.length ? { Agreements: record.Agreements } : {}),
    ...(record.metadata && Object.keys(record.metadata).length ? { Metadata: record.metadata } : {}),
  };
  if (record.Type === 'Individual') {
    if (!d.FullName || !d.DateOfBirth || !d.PrimaryResidence) return undefined;
    return { Type: 'Individual', ...common, FullName: d.FullName, DateOfBirth: d.DateOfBirth, Identities: d.Identities ?? [], PrimaryResidence: d.PrimaryResidence } as Customer;
  }
  const name = (d.RegisteredName ?? d.CompanyName) as string | undefined;
  if (!name) return undefined;
  return { Type: 'Business', ...common, RegisteredName: name, ...(d.Email ? { Email: d.Email } : {}) } as Customer;
}

export const isApproved = (record: CustomerRecord | undefined) => record?.Verifications?.Status === 'Approved';
