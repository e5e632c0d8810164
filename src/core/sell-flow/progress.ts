// A sale's progress kept apart from the component that shows it, so that leaving the page mid-sale
// (browser Back, a tab of the host's own) and coming back finds the step, the amount, the channel,
// the payment method and every answer where the customer left them. In memory only: the provider
// owns one registry; nothing is written to storage (the answers are personal data).
import type { FormInput } from '../../api/sell';
import type { Transaction } from '../../api/transactions';
import { createQuoteClock } from '../quote-clock';
import { sellReducer, type SellAmount, type SellEvent, type SellState } from './machine';
import type { KeptRegistry } from './kept-registry';

/** What the customer typed and has not committed yet, named by the channel (or NextStep) it belongs to. */
export interface SellDrafts {
  form?: { channelId: string; answers: FormInput };
  step?: { stepId: string; answers: FormInput };
}

/** One sale: the machine's state as a small store, plus what its driver needs across mounts. */
export interface SellProgress {
  getState(): SellState;
  dispatch(event: SellEvent): void;
  subscribe(listener: () => void): () => void;
  /**
   * Keeps what is typed into the channel's form (or the NextStep) on screen without a render; it
   * reaches the state at `commitDrafts`. Kept with the sale, so leaving mid-field loses nothing.
   */
  draftForm(answers: FormInput): void;
  draftStep(answers: FormInput): void;
  commitDrafts(): void;
  /**
   * What is on the amount step and not continued yet (the amount as typed). It stays a draft: the
   * amount step shows it when it mounts; continuing, a new sale or a sale made drops it.
   */
  draftAmount(amount: SellAmount): void;
  amountDraft(): SellAmount | undefined;
  /**
   * The driver asks before it sends the call the machine started: true once per start, so a flow
   * mounted again (or StrictMode's second effect) never sends a call in flight twice.
   */
  begin(): boolean;
  /** The kind of the call last sent (what "retry" repeats). */
  lastCall(): 'prepare' | 'sell' | 'lookup';
  /**
   * A mounted flow shows this sale: it hears of a sale that went through (also one that went
   * through while no flow was mounted). Returns the detach, which commits the drafts.
   */
  attach(announce: (transaction: Transaction) => void): () => void;
  /** How many mounted flows show it (more than one is a host's mistake: two flows, one key). */
  holders(): number;
  /** The sale went through: tells the mounted flow's host, or keeps it for the next one to mount. */
  completed(transaction: Transaction): void;
}

export function createSellProgress(initial: SellState): SellProgress {
  let state = initial;
  let drafts: SellDrafts = {};
  let amountDraft: SellAmount | undefined;
  let started = initial.runs;
  let lastCall: 'prepare' | 'sell' | 'lookup' = 'prepare';
  // The mounted flows' announcers, the latest last (two for a moment when a host mounts two on one key).
  const announcers: ((transaction: Transaction) => void)[] = [];
  let unannounced: Transaction | undefined;
  const listeners = new Set<() => void>();
  const dispatch = (event: SellEvent) => {
    if (event.type === 'amount.set' || event.type === 'restart' || event.type === 'sell.succeeded') amountDraft = undefined;
    const next = sellReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const commitDrafts = () => {
    const { form, step } = drafts;
    drafts = {};
    if (form) dispatch({ type: 'form.changed', answers: form.answers, channelId: form.channelId });
    if (step) dispatch({ type: 'step.changed', answers: step.answers, stepId: step.stepId });
  };
  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    draftForm(answers) {
      if (state.channel) drafts.form = { channelId: state.channel.ID, answers };
    },
    draftStep(answers) {
      if (state.nextStep) drafts.step = { stepId: state.nextStep.StepID, answers };
    },
    commitDrafts,
    draftAmount(amount) {
      amountDraft = amount;
    },
    amountDraft: () => amountDraft,
    begin() {
      if (!state.busy || started === state.runs) return false;
      started = state.runs;
      lastCall = state.busy;
      return true;
    },
    lastCall: () => lastCall,
    attach(own) {
      announcers.push(own);
      const missed = unannounced;
      unannounced = undefined;
      if (missed) own(missed);
      return () => {
        announcers.splice(announcers.indexOf(own), 1);
        commitDrafts();
      };
    },
    holders: () => announcers.length,
    completed(transaction) {
      const announce = announcers.at(-1);
      if (announce) announce(transaction);
      else unannounced = transaction;
    },
  };
}

/**
 * Coming back to a kept sale: what was typed is in the state, and a quote that ran out while the
 * customer was away (by its server Expiry, as the quote clock counts) is marked expired and priced
 * again at once, never shown as still valid. Safe to repeat (StrictMode renders twice).
 */
export function resumeSellProgress(progress: SellProgress, now: () => number = Date.now): void {
  progress.commitDrafts();
  const state = progress.getState();
  if (state.step !== 'quote' || !state.quote || state.busy || state.attempt || state.changedQuote) return;
  const clock = createQuoteClock({ expiry: state.quote.Expiry, now, ...state.servedAt });
  const expired = state.quoteExpired || clock.isExpired();
  clock.dispose();
  if (!expired) return;
  progress.dispatch({ type: 'quote.expired' });
  progress.dispatch({ type: 'prepare.started' });
}

/**
 * The kept sale under this customer and key, resumed, or a new one from `initial()` kept there
 * (also when the kept one does not `fit`, e.g. it sells another crypto currency).
 */
export function takeSellProgress(
  registry: KeptRegistry<SellProgress>,
  customerId: string | undefined,
  key: string,
  initial: () => SellState,
  fits: (state: SellState) => boolean = () => true,
): SellProgress {
  const found = registry.find(customerId, key);
  if (found && fits(found.getState())) {
    if (found.holders() === 0) resumeSellProgress(found);
    return found;
  }
  const progress = createSellProgress(initial());
  registry.keep(customerId, key, progress);
  return progress;
}
