// A sale in progress written to the tab's session storage as it changes, so a reload (or a crash
// of the host page) continues it: where it stood, the amount, the channel and account chosen, the
// form session and a sell's attempt (its Nonce, to check a sell that was on its way rather than
// send a second). Ids, amounts and choices only: never a form answer (an IBAN, a name), never a
// quote (it is priced again on return). A new account's payout line is kept as the quote shows it,
// the account masked to its last four and the holder only as a digest, so "Paid out to" says the
// same after a reload (the verified customer's name where the digest is theirs). A sale made keeps
// only its amount and transaction id, so a reload shows its receipt, not a new sale's first step.
// Opt-in (`persist="session"`): a host decides whether its customers share devices.
import { UuidSchema, type CountryCode } from '../../api/common';
import { isCryptoCurrency } from '../../api/currencies';
import { COUNTRIES } from '../../api/iso';
import type { SellAmount, SellAttempt, SellState, SellStep } from './machine';
import type { SellProgressStep } from './steps';
import { payoutDestination } from './machine';
import { holderDigest, type KeptPayout } from './payout';

/** What is written: plain JSON, checked field by field when read back. */
export interface SaleSnapshot {
  v: 1;
  /** When it was written (this device's clock): an old one is not restored. */
  savedAt: number;
  step: SellStep;
  amount?: SellAmount;
  channelId?: string;
  paymentMethodId?: string | null;
  skipped: SellProgressStep[];
  excludedChannels: string[];
  formSessionId?: string;
  attempt?: SellAttempt;
  /**
   * A new account's payout line, so "Paid out to" says the same after a reload: the account masked
   * to its last four as the quote shows it, the holder only as a digest (never the name itself).
   */
  payout?: Omit<KeptPayout, 'channelId'>;
  /** The sale made (step `done`): its receipt is shown again, read by this id. */
  transactionId?: string;
  /** On the amount step: what was typed and not continued yet, as typed ("150,5"), shown again as it was. */
  amountDraft?: SellAmount;
}

/** Where a controller writes its sale (undefined: the sale is over or not begun, forget it). */
export interface SaleStorage {
  load(): SaleSnapshot | undefined;
  save(snapshot: SaleSnapshot | undefined): void;
}

/** A form session lives 15 minutes at the service; a sale written longer ago than this starts over. */
export const RESTORE_WITHIN_MS = 30 * 60_000;

/**
 * The snapshot of a sale worth restoring, or undefined (nothing chosen or typed yet). `amountDraft`:
 * what is typed on the amount step and not continued (the controller's, never in the state).
 */
export function saleSnapshot(state: SellState, now = Date.now(), amountDraft?: SellAmount): SaleSnapshot | undefined {
  if (state.busy === 'restore') return undefined;
  const draft = state.step === 'amount' ? readDraft(amountDraft) : undefined;
  if (!state.amount && !draft) return undefined;
  if (state.step === 'done') {
    return state.transactionId && state.amount ? { v: 1, savedAt: now, step: 'done', amount: state.amount, skipped: [], excludedChannels: [], transactionId: state.transactionId } : undefined;
  }
  const { attempt } = state;
  return {
    v: 1,
    savedAt: now,
    step: state.step,
    ...(state.amount ? { amount: state.amount } : {}),
    ...(draft ? { amountDraft: draft } : {}),
    ...(state.channel ? { channelId: state.channel.ID, paymentMethodId: state.paymentMethodId } : {}),
    skipped: state.skipped,
    excludedChannels: state.excludedChannels,
    ...(state.formSessionId ? { formSessionId: state.formSessionId } : {}),
    ...keptPayoutOf(state),
    // The body of a sell holds the session, amounts and currency only (SellBody).
    ...(attempt ? { attempt: { body: attempt.body, nonce: attempt.nonce, ...(attempt.unresolved ? { unresolved: true } : {}), ...(attempt.wentThrough ? { wentThrough: true } : {}) } } : {}),
  };
}

/** A new account's payout line as the snapshot keeps it (nothing for a saved account: its channel lists it again). */
function keptPayoutOf(state: SellState): { payout?: Omit<KeptPayout, 'channelId'> } {
  if (!state.channel || state.paymentMethodId !== null) return {};
  const shown = payoutDestination(state);
  const digest = shown?.holder ? holderDigest(shown.holder) : shown?.holderDigest;
  if (!shown?.account && !digest) return {};
  return { payout: { ...(shown?.account ? { account: shown.account } : {}), ...(digest ? { holderDigest: digest } : {}) } };
}

function readPayout(value: unknown): Omit<KeptPayout, 'channelId'> | undefined {
  if (!isRecord(value)) return undefined;
  // Only what the snapshot writes: a masked account ("•••• 3000", or a short value as it was) and an 8-digit hex digest.
  const account = typeof value.account === 'string' && /^(•••• )?\S{1,4}$/u.test(value.account) ? value.account : undefined;
  const digest = typeof value.holderDigest === 'string' && /^[0-9a-f]{8}$/.test(value.holderDigest) ? value.holderDigest : undefined;
  return account || digest ? { ...(account ? { account } : {}), ...(digest ? { holderDigest: digest } : {}) } : undefined;
}

const STEPS: readonly SellStep[] = ['amount', 'channel', 'payment-method', 'form', 'next-step', 'quote', 'selling', 'done'];
const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter((s): s is string => s !== undefined) : []);
const decimal = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{1,30}(\.\d{1,18})?$/.test(value) ? value : undefined);

// An amount as typed, in any of the kit's languages: digits, separators and spaces, nothing else.
const TYPED_AMOUNT = /^[\d\s.,'’\u00a0\u202f]{1,40}$/u;
const typed = (value: unknown): string | undefined => (typeof value === 'string' && TYPED_AMOUNT.test(value) && /\d/.test(value) ? value : undefined);

/** An amount continued: its one amount a decimal. */
const readAmount = (value: unknown) => readAmountAs(value, decimal);
/** A draft of the amount step: its one amount as typed. */
const readDraft = (value: unknown) => readAmountAs(value, typed);

/** The currencies and country as chosen, and one amount (fiat or crypto) as `amountOf` reads it. */
function readAmountAs(value: unknown, amountOf: (value: unknown) => string | undefined): SellAmount | undefined {
  if (!isRecord(value) || typeof value.CryptoCurrency !== 'string' || !isCryptoCurrency(value.CryptoCurrency)) return undefined;
  const fiat = amountOf(value.FiatAmount);
  const crypto = amountOf(value.CryptoAmount);
  if ((fiat === undefined) === (crypto === undefined)) return undefined;
  const country = text(value.Country);
  return {
    CryptoCurrency: value.CryptoCurrency,
    ...(country && COUNTRY_CODES.has(country) ? { Country: country as CountryCode } : {}),
    ...(text(value.FiatCurrency) ? { FiatCurrency: text(value.FiatCurrency) } : {}),
    ...(fiat !== undefined ? { FiatAmount: fiat } : { CryptoAmount: crypto }),
  };
}

function readAttempt(value: unknown): SellAttempt | undefined {
  if (!isRecord(value) || !isRecord(value.body)) return undefined;
  const { body } = value;
  const nonce = text(value.nonce);
  const session = text(body.FormSessionID);
  const authorized = decimal(body.CryptoAuthorizedAmount);
  if (!nonce || !session || !authorized || typeof body.CryptoCurrency !== 'string' || !isCryptoCurrency(body.CryptoCurrency)) return undefined;
  const fiat = decimal(body.FiatAmount);
  return {
    body: { CryptoCurrency: body.CryptoCurrency, CryptoAuthorizedAmount: authorized, FormSessionID: session, ...(fiat !== undefined ? { FiatAmount: fiat } : {}) },
    nonce,
    ...(value.unresolved === true ? { unresolved: true } : {}),
    ...(value.wentThrough === true ? { wentThrough: true } : {}),
  };
}

/** Reads a snapshot back, or undefined for anything else (another version, edited storage, too old). */
export function readSaleSnapshot(stored: string | null, now = Date.now()): SaleSnapshot | undefined {
  if (!stored) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.v !== 1 || typeof value.savedAt !== 'number' || now - value.savedAt > RESTORE_WITHIN_MS || value.savedAt > now + 60_000) return undefined;
  const step = STEPS.find((s) => s === value.step);
  const amount = readAmount(value.amount);
  const amountDraft = step === 'amount' ? readDraft(value.amountDraft) : undefined;
  if (!step || (!amount && !amountDraft)) return undefined;
  if (step === 'done') {
    if (!amount) return undefined;
    // Only a transaction id of the service's form: anything else is not a sale this flow made.
    const transactionId = UuidSchema.safeParse(value.transactionId).data;
    return transactionId ? { v: 1, savedAt: value.savedAt, step, amount, skipped: [], excludedChannels: [], transactionId } : undefined;
  }
  const channelId = text(value.channelId);
  const attempt = readAttempt(value.attempt);
  const formSessionId = text(value.formSessionId);
  const payout = channelId && value.paymentMethodId === null ? readPayout(value.payout) : undefined;
  return {
    v: 1,
    savedAt: value.savedAt,
    step,
    ...(amount ? { amount } : {}),
    ...(amountDraft ? { amountDraft } : {}),
    ...(channelId ? { channelId, paymentMethodId: value.paymentMethodId === null ? null : text(value.paymentMethodId) } : {}),
    skipped: texts(value.skipped).filter((s): s is SellProgressStep => s === 'payment-method'),
    excludedChannels: texts(value.excludedChannels),
    ...(formSessionId ? { formSessionId } : {}),
    ...(attempt ? { attempt } : {}),
    ...(payout ? { payout } : {}),
  };
}

/**
 * The tab's session storage under `key` (nothing at all where there is none: SSR, storage blocked).
 * A sale made comes back only when the page itself was reloaded (or returned to by Back): a new
 * visit to the flow's page (a link, a host whose pages load anew) starts a new sale.
 */
export function sessionSaleStorage(key: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = browserSessionStorage(), reloaded: () => boolean = pageReloaded): SaleStorage {
  return {
    load: () => {
      try {
        const snapshot = readSaleSnapshot(storage?.getItem(key) ?? null);
        return snapshot?.step === 'done' && !reloaded() ? undefined : snapshot;
      } catch {
        return undefined;
      }
    },
    save(snapshot) {
      try {
        if (snapshot) storage?.setItem(key, JSON.stringify(snapshot));
        else storage?.removeItem(key);
      } catch {
        // Full or blocked storage: the sale goes on, it only will not survive a reload.
      }
    },
  };
}

/** Whether this page was loaded by a reload or by Back/Forward, not by a new visit. */
function pageReloaded(): boolean {
  try {
    const type = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
    return type === 'reload' || type === 'back_forward';
  } catch {
    return false;
  }
}

function browserSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // A sandboxed frame may throw on the mere access.
    return undefined;
  }
}
