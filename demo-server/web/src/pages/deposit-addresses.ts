// The deposit addresses a customer made on "Sell on deposit", kept by the business. A rule keeps
// selling what arrives at its address, but the API has no operation that lists or reads deposit
// rules (only POST /workflows/onchain-deposit-to-payment-method, which makes one): whoever made one
// keeps it, or the customer never finds that address again. A real business keeps them in its own
// database beside the customer's account, so they follow the customer to every device and survive
// a cleared browser. This demo keeps no records of its own on its server (it signs customers in and
// relays to the service), so it keeps them in this browser's localStorage: enough for a demo, as it
// survives leaving the page, a reload and a new visit with no server state to add. Each customer
// has an entry of their own (their id in the key), so another customer signed in on this browser
// never sees them. Only what the page shows again is kept: the address, its network and currency,
// the rule's trigger and amount condition, when it was made, and a quoted rule's end.
import { useSyncExternalStore } from 'react';
import { quoteEndsAt, type DepositTriggerKind } from 'rampkit';
import type { AmountCondition, DepositRuleResponse, SellQuote, ServedAt } from 'rampkit/api';
import { store, stored } from '../shell/storage';

export interface DepositAddress {
  address: string;
  /** The network it watches (the service's code, e.g. EthereumTestSepolia). */
  network: string;
  /** The crypto it sells (the service's code, e.g. ETH_TEST_SEPOLIA). */
  crypto: string;
  trigger: DepositTriggerKind;
  /** What a deposit must be to be sold; empty: any amount. A quoted rule's: exactly the quote's amount. */
  amounts: AmountCondition[];
  /** When the rule was made (ISO 8601). */
  created: string;
  /** A quoted rule's end, by this device's clock (ISO 8601): after it the address must not be used. */
  until?: string;
}

export const TRIGGERS: readonly DepositTriggerKind[] = ['single', 'permanent', 'quoted'];
const OPERATORS: readonly string[] = ['EQ', 'LTEQ', 'GTEQ'] satisfies AmountCondition['ComparisonOperator'][];
/** The most kept per customer, the newest: a demo's browser is no archive. */
export const MAX_KEPT = 50;
const PREFIX = 'acme-wallet-deposit-addresses:';

const keyOf = (customerId: string) => PREFIX + customerId;
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** A trigger read back from storage: one of the kit's triggers, or nothing. */
export const asTrigger = (value: string): DepositTriggerKind | undefined => TRIGGERS.find((t) => t === value);

/**
 * The addresses of a rule just made, as kept: one per condition. A quoted rule's end is its quote's
 * expiry moved onto this device's clock (by when the prepare was served), as the kit counts it down.
 */
export function addressesOf(rule: DepositRuleResponse, made: { trigger: DepositTriggerKind; quote?: SellQuote; servedAt?: ServedAt; now: number }): DepositAddress[] {
  const { trigger, quote, servedAt, now } = made;
  const until = trigger === 'quoted' && quote ? new Date(quoteEndsAt(quote.Expiry, servedAt)).toISOString() : undefined;
  return rule.Conditions.map((c) => ({
    address: c.DestinationAddress.Address,
    network: c.Network,
    crypto: c.CryptoCurrency,
    trigger,
    amounts: c.AmountConditions.length || !until ? c.AmountConditions : [{ ComparisonOperator: 'EQ', Value: quote!.CryptoAmount }],
    created: new Date(now).toISOString(),
    ...(until ? { until } : {}),
  }));
}

/** What can still be used at `now`: not a quoted rule's address once its quote is over. */
export const stillSelling = (kept: readonly DepositAddress[], now: number) => kept.filter((a) => a.until === undefined || Date.parse(a.until) > now);

function isAmount(value: unknown): value is AmountCondition {
  const a = value as Partial<Record<keyof AmountCondition, unknown>> | null;
  return !!a && typeof a === 'object' && OPERATORS.includes(a.ComparisonOperator as string) && typeof a.Value === 'string' && /^\d+(\.\d+)?$/.test(a.Value);
}

function isDepositAddress(value: unknown): value is DepositAddress {
  const a = value as Partial<Record<keyof DepositAddress, unknown>> | null;
  return (
    !!a &&
    typeof a === 'object' &&
    typeof a.address === 'string' &&
    a.address !== '' &&
    typeof a.network === 'string' &&
    typeof a.crypto === 'string' &&
    typeof a.trigger === 'string' &&
    asTrigger(a.trigger) !== undefined &&
    Array.isArray(a.amounts) &&
    a.amounts.every(isAmount) &&
    isTime(a.created) &&
    (a.until === undefined || isTime(a.until))
  );
}

/** What was kept, as text (or nothing): the entries that still read as addresses, the rest left out. */
export function readKept(text: string | null): DepositAddress[] {
  if (!text) return [];
  try {
    const kept: unknown = JSON.parse(text);
    return Array.isArray(kept) ? kept.filter(isDepositAddress) : [];
  } catch {
    return [];
  }
}

/** The kept list with `added` first (newest first), an address kept once, quoted ones past their end gone. */
export function withAdded(kept: readonly DepositAddress[], added: readonly DepositAddress[], now: number): DepositAddress[] {
  const same = (a: DepositAddress, b: DepositAddress) => a.address === b.address && a.network === b.network;
  return stillSelling([...added, ...kept.filter((k) => !added.some((a) => same(a, k)))], now).slice(0, MAX_KEPT);
}

// This tab's own changes reach its readers through these; another tab's through the storage event.
const listeners = new Set<() => void>();

export function keepAddresses(customerId: string, added: readonly DepositAddress[], now = Date.now()): void {
  store(keyOf(customerId), JSON.stringify(withAdded(readKept(stored(keyOf(customerId))), added, now)));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(PREFIX)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

// The list last read, kept while its text is the same, so a render reads the same array.
let last: { key: string; text: string | null; kept: DepositAddress[] } | undefined;
function read(key: string): DepositAddress[] {
  const text = stored(key);
  if (last?.key !== key || last.text !== text) last = { key, text, kept: readKept(text) };
  return last.kept;
}

/** The addresses this customer made, newest first (quoted ones past their end included: `stillSelling`). */
export function useKeptAddresses(customerId: string): DepositAddress[] {
  return useSyncExternalStore(subscribe, () => read(keyOf(customerId)));
}
