// What every handler gets: state, clock, ids, webhooks, configuration, and the few operations
// several handlers share (moving a transaction along, storing a payment method).
import type { CryptoKey, KeyObject } from 'jose';
import type { z } from 'zod/mini';
import type { OperationName, Operations } from '../api/operations';
import type { Transaction } from '../api/transactions';
import type { ApiVersion } from '../api/published';
import type { PaymentMethod } from '../api/payment-methods';
import { add, sub } from '../core/decimal';
import type { SandboxClock } from './clock';
import type { IdSource } from './ids';
import type { State, TransactionRecord, CustomerRecord } from './store';
import { customerOutput } from './store';
import type { WebhookSender } from './webhooks';

export interface SandboxConfig {
  quoteTtlSeconds: number;
  /** Seconds between a transaction's steps (AmlScreening → Submitted → Confirming → Settled). */
  stepSeconds: number;
  /** Seconds an asynchronous onboarding review takes. */
  reviewSeconds: number;
  formSessionSeconds: number;
  hostedSessionSeconds: number;
  testMode: boolean;
  /** `seed` (business-payments-api.md) or `0.1.3`: answer in the published description's shapes (compat mode). */
  apiVersion: ApiVersion;
  /** The business's origins a hosted page may return to; empty: any http(s) URL. */
  returnOrigins?: string[];
  /**
   * The origin browsers reach the hosted pages at when a host serves them (sandboxBrowserRoutes)
   * and calls the API in-process at an address no browser knows; unset: the API's own origin.
   */
  publicOrigin?: string;
}

/** A part of an operation's request as its schema in the operations table parsed it (none: empty). */
type Parsed<N extends OperationName, Part extends 'params' | 'query' | 'body'> = Operations[N] extends { [P in Part]: infer S extends z.ZodMiniType } ? z.output<S> : Record<string, never>;

/** What a handler gets: its operation's path parameters, query and body, already validated. */
export interface HandlerInput<N extends OperationName> {
  params: Parsed<N, 'params'>;
  query: Parsed<N, 'query'>;
  body: Parsed<N, 'body'>;
  request: Request;
  /** The public origin the request came to (for hosted URLs). */
  origin: string;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
}

export interface SandboxContext {
  state: State;
  clock: SandboxClock;
  ids: IdSource;
  webhooks: WebhookSender;
  config: SandboxConfig;
  quoteKey: { privateKey: CryptoKey | KeyObject; publicKey: CryptoKey | KeyObject };
}

/** The handler of one operation, typed from the operations table: `Handler<'prepareSell'>`. */
export type Handler<N extends OperationName> = (ctx: SandboxContext, input: HandlerInput<N>) => HandlerResult | Promise<HandlerResult>;

export function emitTransaction(ctx: SandboxContext, record: TransactionRecord): void {
  record.version += 1;
  ctx.webhooks.send({ EventType: 'Transaction', EventVersion: record.version, Data: record.tx });
}

export function emitCustomer(ctx: SandboxContext, record: CustomerRecord): void {
  const output = customerOutput(record);
  if (!output) return;
  record.version += 1;
  ctx.webhooks.send({ EventType: 'Customer', EventVersion: record.version, Data: { ...output, ...(record.OnboardingStatus ? { OnboardingStatus: record.OnboardingStatus } : {}) } });
}

const STEPS: Transaction['SubStatus'][] = ['AmlScreening', 'Submitted', 'Confirming'];

/** Creates a Pending transaction and moves it along the clock to Settled (or a failure/RFI set by control). */
export function startTransaction(ctx: SandboxContext, tx: Transaction, held?: string): TransactionRecord {
  const record: TransactionRecord = { tx: { ...tx, Status: 'Pending', SubStatus: 'AmlScreening' }, held, version: 0 };
  ctx.state.transactions.set(tx.ID, record);
  emitTransaction(ctx, record);
  const advance = (step: number) => {
    ctx.clock.schedule(ctx.config.stepSeconds * 1000, () => {
      if (record.tx.Status !== 'Pending' || record.tx.RFI?.Status === 'AwaitingCustomer' || record.tx.RFI?.Status === 'UnderReview') return;
      const next = STEPS[step];
      if (next) {
        record.tx = { ...record.tx, SubStatus: next };
        emitTransaction(ctx, record);
        advance(step + 1);
      } else {
        settle(ctx, record);
      }
    });
  };
  advance(1);
  return record;
}

export function settle(ctx: SandboxContext, record: TransactionRecord): void {
  const { SubStatus: _done, ...rest } = record.tx;
  record.tx = { ...rest, Status: 'Settled', ...(record.tx.Network !== 'OffNetwork' && record.tx.Direction === 'In' ? { PublicID: `0x${ctx.ids.hex(32)}` } : {}) };
  if (record.held) {
    const balance = ctx.state.balances.get(record.tx.CryptoCurrency);
    if (balance) balance.total = sub(balance.total, record.held);
    record.held = undefined;
  }
  emitTransaction(ctx, record);
}

export function fail(ctx: SandboxContext, record: TransactionRecord): void {
  const { SubStatus: _done, ...rest } = record.tx;
  record.tx = { ...rest, Status: 'Failed' };
  if (record.held) {
    const balance = ctx.state.balances.get(record.tx.CryptoCurrency);
    if (balance) balance.available = add(balance.available, record.held);
    record.held = undefined;
  }
  emitTransaction(ctx, record);
}

export function storePaymentMethod(ctx: SandboxContext, customerId: string, method: Omit<PaymentMethod, 'ID' | 'CustomerID'>, extra: { channelId?: string; answers?: Record<string, unknown> } = {}): PaymentMethod {
  const stored = { ID: `pm_${ctx.ids.alnum(20)}`, CustomerID: customerId, ...method, ...extra };
  ctx.state.paymentMethods.set(stored.ID, stored);
  const { channelId: _c, answers: _a, ...publicShape } = stored;
  return publicShape;
}

/** The API shape of a stored payment method (bookkeeping fields removed). */
export function publicPaymentMethod(stored: PaymentMethod & { channelId?: string; answers?: unknown }): PaymentMethod {
  const { channelId: _c, answers: _a, ...rest } = stored;
  return rest;
}
