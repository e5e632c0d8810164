// A sale without a framework (TanStack's query-core to its React adapter): the machine's state
// (machine.ts, the source of every transition rule) in a small store, and what is not a pure rule —
// the calls (prepare, sell, the lookup of an unresolved sell), what is being typed, the renewal of
// a quote that runs out, coming back to a kept sale, and telling the host of a sale made. An action
// starts its call here, at once; react/useSellFlow.ts only subscribes and forwards. A call in flight
// is never sent twice: the machine refuses to start a call while one runs. What watches something
// else for the sale has a module of its own: the quote's Expiry (quote-expiry.ts), the device's
// connection for an unresolved sell (online-recheck.ts); which kept sale a flow takes, kept-sale.ts.
import { ApiError, isApiError } from '../../api/api-error';
import type { RampkitClient } from '../../api/client';
import type { Channel } from '../../api/channels';
import type { FormInput } from '../../api/sell';
import type { PaymentMethod } from '../../api/payment-methods';
import type { Transaction } from '../../api/transactions';
import type { RampkitEvent } from '../events';
import { createStore } from '../store';
import { autoRequote, prepareRequest, quoteChanged, sellReducer, sellRequest, verificationStepOf, type SellAmount, type SellCall, type SellEvent, type SellState, type SellStep } from './machine';
import type { SaleSnapshot } from './persist';
import type { SaleStore } from './sale-store';
import { createQuoteExpiry } from './quote-expiry';
import { sameSale } from './same-sale';
import { createOnlineRecheck, type SellFlowConnection } from './online-recheck';
import { readSaleBack } from './read-back';

export type { SellFlowConnection } from './online-recheck';
export { takeKeptSale } from './kept-sale';

/** The client calls a sale makes (a RampkitClient has them). */
export type SellFlowClient = Pick<RampkitClient, 'apiVersion' | 'prepareSell' | 'sell' | 'listTransactions' | 'getChannel' | 'getTransaction'>;

export interface SellFlowControllerOptions {
  client: SellFlowClient;
  /** The provider's onEvent: `form.step`, `quote.received` / `quote.changed`, `sell.submitted`, `sell.completed`, `error`. */
  emit?: (event: RampkitEvent) => void;
  /** Balance checks at the sell request rather than at prepare (the spec's DelayedSell). */
  delayedSell?: boolean;
  /** How an attempt's Nonce is made (default crypto.randomUUID). */
  createNonce?: () => string;
  /** Told to the mounted flow: the sale went through. One made while no flow was mounted is told to the next to mount. */
  onSellCompleted?: (transaction: Transaction) => void;
  /** What else must know of a sale made, mounted or not (the React adapter refreshes the query cache). */
  onSaleRecorded?: (transaction: Transaction) => void;
  /** A call was refused for the customer's verification: read the customer again, it says what comes next. */
  onVerificationRefused?: () => void;
  /**
   * Where the sale in progress is written as it changes, to be restored after a reload (ids,
   * amounts and choices only: persist.ts, through sale-store.ts). Undefined: nowhere.
   */
  storage?: SaleStore;
  /** This device's clock (tests). */
  now?: () => number;
  /**
   * The device's connection (TanStack's onlineManager has this shape). A sell, or the lookup of one,
   * that fails while the device is offline stays unresolved (it may have left just before) and is
   * checked by itself, with the same Nonce, once the connection is back and a view shows the sale.
   * Undefined: the device is taken to be online, and only the customer checks again.
   */
  connection?: SellFlowConnection;
}

/** What a layout (or a host's code) does to the sale. Each call is sent once, from here. */
export interface SellFlowCommands {
  setAmount(amount: SellAmount): void;
  /** Keeps what is typed on the amount step before it is continued (no render; see `amountDraft()`). */
  changeAmount(amount: SellAmount): void;
  /**
   * Chooses the channel. `savedMethods`: the customer's saved payout methods as known now (the
   * adapter passes them); with none for this channel the account step is skipped.
   */
  selectChannel(channel: Channel, savedMethods?: readonly PaymentMethod[]): void;
  /** A saved payment method (goes straight to the quote) or null for a new one (the form). */
  selectPaymentMethod(paymentMethodId: string | null, paymentMethod?: PaymentMethod): void;
  /**
   * Keeps what the customer typed (per channel) without calling anything and without a re-render:
   * the answers reach `formAnswers` at `commitAnswers`, at a submit, and before any other action.
   */
  changeForm(answers: FormInput): void;
  submitForm(answers: FormInput): void;
  /** As changeForm, for the NextStep on screen (`stepAnswers`). */
  changeStep(answers: FormInput): void;
  /** Puts the answers typed so far into the state (SellFlow calls it when a field is left). */
  commitAnswers(): void;
  submitStep(answers: FormInput): void;
  /** Asks for a new price for the same answers. */
  requote(): void;
  /** Takes the re-quote whose amounts changed. */
  confirmQuote(): void;
  /**
   * The quote ran out (a countdown reached its Expiry): it can no longer be sold, and it is priced
   * again by itself unless quotes keep arriving expired (`autoRequote`). The controller also sees
   * this by itself while a view is mounted.
   */
  expireQuote(): void;
  sell(): void;
  /** Repeats what failed: the same sell attempt (same Nonce) or the prepare. */
  retry(): void;
  /** For an unresolved sell: resend the same request, or look its transaction up. */
  checkSell(): void;
  back(): void;
  goTo(step: SellStep): void;
  restart(): void;
}

export interface SellFlowController {
  getState(): SellState;
  /** A mounted view listens; the first to come and the last to go are the flow appearing and leaving. */
  subscribe(listener: () => void): () => void;
  /** The options of the latest render (callbacks, fee); read when an answer lands. */
  setOptions(options: SellFlowControllerOptions): void;
  actions: SellFlowCommands;
  /** What the amount step holds and was not continued (kept out of the state: typing does not render). */
  amountDraft(): SellAmount | undefined;
  /** How many views show this sale (more than one: two flows on one key, a host's mistake). */
  views(): number;
  /**
   * Coming back to a kept sale, before it shows: what was typed is in the state, and a quote that
   * ran out while away is marked so, never shown as valid (it is priced again once shown). Safe to repeat.
   */
  resume(): void;
}

/** How a controller starts: a new sale from `initial`, or one read back from storage after a reload. */
export interface SellFlowStart {
  /**
   * A sale written by `storage` before a reload: it is restored when a view first shows it. A
   * promise while its reader loads (sale-store.ts): the flow restores meanwhile, and starts anew
   * when it answers undefined.
   */
  restore?: SaleSnapshot | Promise<SaleSnapshot | undefined>;
}

/** What the customer typed and has not committed yet, named by the channel (or NextStep) it belongs to. */
interface SellDrafts {
  form?: { channelId: string; answers: FormInput };
  step?: { stepId: string; answers: FormInput };
}

export function createSellFlowController(options: SellFlowControllerOptions, initial: SellState, start: SellFlowStart = {}): SellFlowController {
  let current = options;
  // A sale to read back once shown (a call: never from a render, once even under StrictMode's double mount).
  let toRestore = start.restore;
  let drafts: SellDrafts = {};
  let amountDraft: SellAmount | undefined;
  // What `retry` repeats.
  let lastCall: SellCall = 'prepare';
  // A sale made while no view was mounted, for the next one to mount.
  let unannounced: Transaction | undefined;

  const store = createStore(toRestore ? sellReducer(initial, { type: 'restore.started' }) : initial, {
    onMount() {
      if (toRestore instanceof Promise) readBack(toRestore);
      else if (toRestore) restore(toRestore);
      const missed = unannounced;
      unannounced = undefined;
      if (missed) current.onSellCompleted?.(missed);
      markRunOutQuote();
      renewExpiredQuote();
      quoteExpiry.sync();
      onlineRecheck.start();
    },
    onUnmount() {
      // Leaving the screen mid-field loses nothing.
      commitAnswers();
      // A sale made shows its receipt again after a reload, not after its flow has left the screen.
      if (state().step === 'done') current.storage?.forget();
      quoteExpiry.sync();
      onlineRecheck.stop();
    },
  });
  const state = store.getState;
  const now = () => (current.now ?? Date.now)();
  const emit = (event: RampkitEvent) => current.emit?.(event);
  const quoteExpiry = createQuoteExpiry({ state, shown: () => store.listeners() > 0, now, onExpiry: () => expireQuote() });
  const onlineRecheck = createOnlineRecheck({ connection: () => current.connection, state, check: () => actions.checkSell(), prepare: () => actions.retry() });

  /** Feeds the machine; true when it moved. */
  const dispatch = (event: SellEvent): boolean => {
    if (event.type === 'amount.set' || event.type === 'restart' || event.type === 'sell.succeeded') amountDraft = undefined;
    const before = state();
    store.setState(sellReducer(before, event));
    quoteExpiry.sync();
    if (state() === before) return false;
    current.storage?.save(state(), amountDraft);
    return true;
  };

  const commitAnswers = () => {
    const { form, step } = drafts;
    drafts = {};
    if (form) dispatch({ type: 'form.changed', answers: form.answers, channelId: form.channelId });
    if (step) dispatch({ type: 'step.changed', answers: step.answers, stepId: step.stepId });
  };
  /** An action that first puts what was typed into the state, so no later step can lose it. */
  const committing = <A extends unknown[]>(run: (...args: A) => void) => (...args: A) => {
    commitAnswers();
    run(...args);
  };

  const prepare = () => {
    const request = prepareRequest(state(), current.client.apiVersion);
    // Nothing to price yet, a call in flight, or an unresolved sell (a new quote would invite a second sale).
    if (!request || !dispatch({ type: 'prepare.started' })) return;
    lastCall = 'prepare';
    const shown = state().quote;
    const { delayedSell } = current;
    current.client.prepareSell({ body: { ...request, ...(delayedSell ? { DelayedSell: true } : {}) } }).then(
      ({ servedAt, ...response }) => {
        if (response.NextStep) emit({ type: 'form.step', step: response.NextStep, formSessionId: response.FormSessionID });
        if (response.SellQuote) {
          // One event per quote: the first of a session is received; one that replaces the quote
          // shown (it ran out, the customer asked, the service refused it at the sell) is renewed,
          // or changed when the machine's own rule says the customer must confirm its amounts.
          if (shown && quoteChanged(shown, response.SellQuote)) emit({ type: 'quote.changed', previous: shown, next: response.SellQuote });
          else if (shown) emit({ type: 'quote.renewed', previous: shown, quote: response.SellQuote });
          else emit({ type: 'quote.received', quote: response.SellQuote });
        }
        // When it was served, by the server's clock: the quote counts down by it, not by a device's wrong clock.
        dispatch({ type: 'prepare.succeeded', response, request, servedAt: servedAt ?? { receivedAt: now() } });
      },
      (cause: unknown) => {
        const error = apiErrorOf('PrepareSell', cause);
        emit({ type: 'error', error, source: 'prepareSell' });
        dispatch({ type: 'prepare.failed', error });
        if (error.status === 0) onlineRecheck.notePrepareIfOffline();
        if (verificationStepOf(error)) current.onVerificationRefused?.();
        repriceIfAsked();
      },
    );
  };

  const sell = () => {
    // A quote past its Expiry whose timer has not fired yet (a throttled background tab) is renewed, never sold.
    if (quoteExpiry.ranOut(state())) return expireQuote();
    if (!dispatch({ type: 'sell.started', nonce: (current.createNonce ?? randomNonce)() })) return;
    lastCall = 'sell';
    if (state().busy === 'lookup') lookup();
    else sendSell();
  };

  const sendSell = () => {
    const { attempt } = state();
    if (!attempt) return;
    const request = sellRequest(attempt);
    emit({ type: 'sell.submitted', nonce: request.Nonce, formSessionId: request.FormSessionID });
    current.client.sell({ body: request }).then(
      ({ Transaction }) => completed(Transaction),
      (cause: unknown) => {
        const error = apiErrorOf('Sell', cause);
        emit({ type: 'error', error, source: 'sell' });
        dispatch({ type: 'sell.failed', error });
        onlineRecheck.noteIfOffline();
        // "Form session already used": it went through, and the machine asks to find it.
        if (state().busy === 'lookup') lookup();
        else if (verificationStepOf(error)) current.onVerificationRefused?.();
        repriceIfAsked();
      },
    );
  };

  /** The service refused a session or quote that ran out: the machine asks for the same answers to be priced again. */
  const repriceIfAsked = () => {
    if (state().repricing && !state().busy) prepare();
  };

  /**
   * A sale read back after a reload (read-back.ts) lands where it stood; a form session is priced
   * again (a quote never survives a reload as valid) and a sell that was on its way is only checked.
   */
  const restore = (snapshot: SaleSnapshot) => {
    toRestore = undefined;
    void readSaleBack(current.client, snapshot).then((sale) => {
      // What was typed on the amount step comes back into it as typed.
      if (snapshot.amountDraft) amountDraft = snapshot.amountDraft;
      dispatch({ type: 'restore.succeeded', sale });
      const s = state();
      if (s.step === 'quote' && s.formSessionId && !s.attempt) prepare();
      // A sell on its way when the page went: checked by itself (same Nonce), not left for a press.
      else if (s.attempt?.unresolved) onlineRecheck.checkRestored();
    });
  };

  /** A kept sale whose reader is on its way: restored once read, or given up (nothing worth restoring). */
  const readBack = (reading: Promise<SaleSnapshot | undefined>) => {
    toRestore = undefined;
    void reading.then((snapshot) => (snapshot ? restore(snapshot) : dispatch({ type: 'restore.abandoned' })));
  };

  /** The sell went through but its answer was lost: find it by the attempt's reference (its Nonce as ExternalID). */
  const lookup = () => {
    const { attempt } = state();
    if (!attempt) return;
    current.client.listTransactions({ query: { SortDirection: 'DESC', PageSize: 100 } }).then(
      (list) => {
        // By its Nonce; else, when the service said the form session was used, by what it sold (another tab sold it first).
        const found = list.Items.find((t) => t.ExternalID === attempt.nonce) ?? (attempt.wentThrough ? sameSale(list.Items, attempt.body, now()) : undefined);
        if (found) completed(found);
        else dispatch({ type: 'lookup.missed' });
      },
      (cause: unknown) => {
        dispatch({ type: 'lookup.missed', error: apiErrorOf('ListTransactions', cause) });
        onlineRecheck.noteIfOffline();
      },
    );
  };

  const completed = (transaction: Transaction) => {
    current.onSaleRecorded?.(transaction);
    emit({ type: 'sell.completed', transaction });
    dispatch({ type: 'sell.succeeded', transaction });
    if (store.listeners() > 0) current.onSellCompleted?.(transaction);
    else unannounced = transaction;
  };

  // A quote that runs out: marked expired, and renewed (its clock: quote-expiry.ts).
  /** A quote whose Expiry passed while nothing counted (the flow was off the screen) is marked expired. */
  const markRunOutQuote = () => {
    const s = state();
    if (!s.busy && quoteExpiry.ranOut(s)) dispatch({ type: 'quote.expired' });
  };
  const renewExpiredQuote = () => {
    const s = state();
    if (s.step === 'quote' && s.quote && s.quoteExpired && !s.changedQuote && autoRequote(s)) prepare();
  };
  const expireQuote = () => {
    commitAnswers();
    if (dispatch({ type: 'quote.expired' })) renewExpiredQuote();
  };

  const actions: SellFlowCommands = {
    setAmount: committing((amount: SellAmount) => dispatch({ type: 'amount.set', amount })),
    changeAmount(amount) {
      amountDraft = amount;
      // Kept through a reload as typed, like every other step's choice (no render: the step shows it).
      if (state().step === 'amount') current.storage?.save(state(), amount);
    },
    selectChannel: committing((channel: Channel, savedMethods?: readonly PaymentMethod[]) => dispatch({ type: 'channel.selected', channel, savedMethods })),
    selectPaymentMethod: committing((paymentMethodId: string | null, paymentMethod?: PaymentMethod) => {
      dispatch({ type: 'payment-method.selected', paymentMethodId, paymentMethod });
      // A saved method already holds the form's answers: go straight to the quote.
      if (paymentMethodId) prepare();
    }),
    changeForm(answers) {
      const { channel } = state();
      if (channel) drafts.form = { channelId: channel.ID, answers };
    },
    submitForm: committing((answers: FormInput) => {
      dispatch({ type: 'form.changed', answers });
      prepare();
    }),
    changeStep(answers) {
      const { nextStep } = state();
      if (nextStep) drafts.step = { stepId: nextStep.StepID, answers };
    },
    commitAnswers,
    submitStep: committing((answers: FormInput) => {
      dispatch({ type: 'step.changed', answers });
      prepare();
    }),
    requote: committing(prepare),
    confirmQuote: committing(() => dispatch({ type: 'quote.confirmed' })),
    expireQuote,
    sell: committing(sell),
    retry: committing(() => (lastCall === 'prepare' ? prepare() : sell())),
    // The machine turns this into a resend of the same request (or a lookup) for an unresolved sell.
    checkSell: committing(sell),
    back: committing(() => dispatch({ type: 'back' })),
    goTo: committing((step: SellStep) => dispatch({ type: 'step.goto', step })),
    restart: committing(() => dispatch({ type: 'restart' })),
  };

  return {
    getState: state,
    subscribe: store.subscribe,
    setOptions(next) {
      current = next;
    },
    actions,
    amountDraft: () => amountDraft,
    views: store.listeners,
    resume() {
      commitAnswers();
      markRunOutQuote();
    },
  };
}

const randomNonce = () => crypto.randomUUID();

/** What the client rejects with is an ApiError; anything else (a host's own client throwing) is read as no answer. */
const apiErrorOf = (action: string, cause: unknown): ApiError => (isApiError(cause) ? cause : ApiError.network(action, cause));
