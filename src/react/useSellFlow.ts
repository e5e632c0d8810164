'use client';
// The whole sell without a layout: the pure machine (core/sell-flow), the reads it depends on (the
// customer up front, the channel's form), and the driver that runs each call the machine starts
// exactly once. SellFlow renders this; a host can render it its own way.
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Channel, FormSchema } from '../api/channels';
import type { CryptoCurrencyCode } from '../api/common';
import type { Customer } from '../api/customers';
import { servedAt } from '../api/client';
import type { ApiError } from '../api/errors';
import type { PaymentMethod } from '../api/payment-methods';
import type { BusinessFeeInput, FormInput } from '../api/sell';
import type { Transaction } from '../api/transactions';
import {
  autoRequote,
  canSell,
  initialSellState,
  navigableSteps,
  payoutDestination,
  prepareRequest,
  quoteChanged,
  verificationStepOf,
  type SellAmount,
  type SellState,
  type SellStep,
  type VerificationStep,
} from '../core/sell-flow/machine';
import { customerVerificationStep } from '../core/sell-flow/customer-gate';
import { createSellProgress, takeSellProgress, type SellProgress } from '../core/sell-flow/progress';
import type { PayoutDestination } from '../core/sell-flow/payout';
import { useQueryClient } from '@tanstack/react-query';
import { useChannelForm, useCustomer } from './hooks';
import { onSellSucceeded } from './write-effects';
import { useRampkit } from './useRampkit';
import { SellProgressContext } from './context';

export interface UseSellFlowOptions {
  cryptoCurrency: CryptoCurrencyCode;
  /** Start past the amount step with these. */
  defaultAmount?: SellAmount;
  businessFee?: BusinessFeeInput;
  /** Balance checks at the sell request rather than at prepare (the spec's DelayedSell). */
  delayedSell?: boolean;
  /**
   * Read the signed-in customer before the first step, so a customer who cannot sell yet (no
   * record, verification unfinished) is told so at once. Default: on when the provider knows the
   * customer.
   */
  checkCustomer?: boolean;
  /** The sale went through: the transaction the sell created. */
  onSellCompleted?: (transaction: Transaction) => void;
  /** @deprecated Use `onSellCompleted`. */
  onComplete?: (transaction: Transaction) => void;
  /** How an attempt's Nonce is made (tests, hosts with their own ids). */
  createNonce?: () => string;
  /**
   * Names this sale among those the provider keeps while their flow is unmounted (default
   * `sell:<cryptoCurrency>`). Two flows on one page need a key each.
   */
  flowKey?: string;
  /**
   * Keep the sale's progress (step, amount, channel, payment method, answers, drafts) in the
   * provider's memory when the flow unmounts, so mounting it again continues where the customer
   * left (default true). False: every mount starts a new sale.
   */
  keepProgress?: boolean;
}

/** Why this customer cannot sell now, and what they can do about it. */
export interface SellVerificationNeed {
  /** start: no customer record yet; resume: verification unfinished; wait: under review; declined: final. */
  step: VerificationStep;
  /** The customer as last read (null: there is none). */
  customer?: Customer | null;
  /** The service's refusal, when it came from a call rather than from reading the customer. */
  error?: ApiError;
}

/** Where the up-front customer check stands. */
export type SellGate = 'checking' | 'ready' | 'needs-verification' | 'error';

export interface SellFlowView extends SellState {
  gate: SellGate;
  /** Set when the customer must verify (up front or after the service refused). */
  verification?: SellVerificationNeed;
  /** The error of a read the flow depends on (the customer), with `actions.retryRead`. */
  readError?: ApiError | null;
  /** A read the flow depends on (the customer, the channel's form) waits for the network; it runs by itself when the network returns. */
  offline: boolean;
  /** The chosen channel's form schema: loading until `formSchema` or `formError`. */
  formSchema?: FormSchema;
  formError?: ApiError | null;
  /** Field errors from the service for the form or NextStep on screen. */
  serverErrors?: ApiError['fieldErrors'];
  canSell: boolean;
  /** Earlier steps the customer may jump back to. */
  navigable: SellStep[];
  /** A sell was sent and no answer came: only "check again" (same request, or a lookup) is offered. */
  unresolved: boolean;
  /** Where the money goes, once a payment method (or the form for a new one) is known. */
  payout?: PayoutDestination;
  /**
   * What was on the amount step and not continued (`actions.changeAmount`), e.g. before the flow
   * left the screen: what the amount step starts from when it shows. Not updated per keystroke.
   */
  amountDraft?: SellAmount;
  /**
   * The quote may ask for a new price by itself when it runs out. False once quotes keep arriving
   * already expired (a second in a row): show why, and let the customer ask (`actions.requote`).
   */
  autoRequote: boolean;
}

export interface SellFlowActions {
  setAmount(amount: SellAmount): void;
  /** Keeps what is typed on the amount step before it is continued (no render; see `state.amountDraft`). */
  changeAmount(amount: SellAmount): void;
  selectChannel(channel: Channel): void;
  /** A saved payment method (goes straight to the quote) or null for a new one (the form). */
  selectPaymentMethod(paymentMethodId: string | null, paymentMethod?: PaymentMethod): void;
  /**
   * Keeps what the customer typed (per channel) without calling anything and without a re-render:
   * the answers reach `state.formAnswers` at `commitAnswers`, at a submit, and before any other action.
   */
  changeForm(answers: FormInput): void;
  submitForm(answers: FormInput): void;
  /** As changeForm, for the NextStep on screen (`state.stepAnswers`). */
  changeStep(answers: FormInput): void;
  /** Puts the answers typed so far into the state (SellFlow calls it when a field is left). */
  commitAnswers(): void;
  submitStep(answers: FormInput): void;
  requote(): void;
  confirmQuote(): void;
  expireQuote(): void;
  sell(): void;
  /** Repeats what failed: the same sell attempt (same Nonce) or the prepare. */
  retry(): void;
  /** For an unresolved sell: resend the same request, or look its transaction up. */
  checkSell(): void;
  /** Reads again what failed to load (the customer, the form). */
  retryRead(): void;
  back(): void;
  goTo(step: SellStep): void;
  restart(): void;
}

export interface UseSellFlowResult {
  state: SellFlowView;
  actions: SellFlowActions;
}

export function useSellFlow(options: UseSellFlowOptions): UseSellFlowResult {
  const { businessFee, delayedSell, createNonce = defaultNonce } = options;
  const { client, emit, customerId } = useRampkit('useSellFlow');
  const progress = useKeptProgress(options, customerId);
  const state = useSyncExternalStore(progress.subscribe, progress.getState, progress.getState);
  const { dispatch } = progress;
  const queryClient = useQueryClient();
  const checkCustomer = (options.checkCustomer ?? true) && !!customerId;
  // No retry: a 404 (no customer yet) is an answer, not a failure.
  const customer = useCustomer({ customerId: customerId ?? '', enabled: checkCustomer, retry: false });
  // The channel's form is read as soon as the channel is chosen, alongside its payment methods,
  // so the form step does not start with a wait of its own.
  const form = useChannelForm({ channelId: state.channel?.ID ?? '', enabled: !!state.channel && (state.step === 'payment-method' || state.step === 'form') });

  // The latest callbacks and options, read by the driver when an answer lands.
  const onComplete = options.onSellCompleted ?? options.onComplete;
  const latest = useRef({ emit, onComplete, businessFee, delayedSell });
  useEffect(() => {
    latest.current = { emit, onComplete, businessFee, delayedSell };
  });

  // The mounted flow tells its host of a sale that went through, also one that went through while
  // the flow was off the screen (the provider's onEvent heard it then already).
  // (Detaching, when the flow leaves the screen, puts what was being typed into the kept state.)
  useEffect(() => progress.attach((transaction) => latest.current.onComplete?.(transaction)), [progress]);

  // Runs the call the machine started, once per start: the count lives with the kept sale, so
  // StrictMode, re-renders and a flow mounted again while the call runs do not send it twice. Its
  // answer lands in the kept sale even when the flow is off the screen by then.
  useEffect(() => {
    if (!state.busy || !progress.begin()) return;
    const { emit: report, businessFee: fee, delayedSell: delayed } = latest.current;
    if (state.busy === 'prepare') {
      const request = prepareRequest(state, client.apiVersion);
      if (!request) return;
      const shown = state.quote;
      client
        .prepareSell({ body: { ...request, ...(fee ? { BusinessFee: fee } : {}), ...(delayed ? { DelayedSell: true } : {}) } })
        .then((response) => {
          if (response.NextStep) report({ type: 'form.step', step: response.NextStep, formSessionId: response.FormSessionID });
          if (response.SellQuote) {
            // The machine's own rule decides whether the customer must confirm: the event agrees.
            if (shown && quoteChanged(shown, response.SellQuote)) report({ type: 'quote.changed', previous: shown, next: response.SellQuote });
            else report({ type: 'quote.received', quote: response.SellQuote });
          }
          // The server's clock (its Date) with the answer: the quote counts down by it, not by a device's wrong clock.
          dispatch({ type: 'prepare.succeeded', response, request, servedAt: servedAt(response) ?? { receivedAt: Date.now() } });
        })
        .catch((error: ApiError) => {
          report({ type: 'error', error, source: 'prepareSell' });
          dispatch({ type: 'prepare.failed', error });
        });
    } else if (state.attempt) {
      const { request } = state.attempt;
      const completed = (transaction: Transaction) => {
        onSellSucceeded(queryClient, transaction);
        latest.current.emit({ type: 'sell.completed', transaction });
        dispatch({ type: 'sell.succeeded', transaction });
        progress.completed(transaction);
      };
      if (state.busy === 'lookup') {
        // The sell went through but its answer was lost: find it by the attempt's reference.
        const reference = request.ExternalID ?? request.Nonce;
        client
          .listTransactions({ query: { SortDirection: 'DESC', PageSize: 100 } })
          .then((list) => {
            const found = list.Items.find((t) => t.ExternalID === reference);
            if (found) completed(found);
            else dispatch({ type: 'lookup.missed' });
          })
          .catch((error: ApiError) => dispatch({ type: 'lookup.missed', error }));
        return;
      }
      report({ type: 'sell.submitted', nonce: request.Nonce, formSessionId: request.FormSessionID });
      client
        .sell({ body: request })
        .then(({ Transaction }) => completed(Transaction))
        .catch((error: ApiError) => {
          latest.current.emit({ type: 'error', error, source: 'sell' });
          dispatch({ type: 'sell.failed', error });
        });
    }
  });

  // A late refusal about the customer: read the customer again, it says what to do next.
  const lateStep = verificationStepOf(state.error);
  const { refetch: refetchCustomer } = customer;
  useEffect(() => {
    if (lateStep && checkCustomer) void refetchCustomer();
  }, [lateStep, checkCustomer, refetchCustomer]);

  // A 404 is an answer (no customer yet); a 403 about verification is one too.
  const refusal = customer.error?.type === 'ResourceNotFound' ? 'start' : verificationStepOf(customer.error ?? undefined);
  const customerRecord = refusal === 'start' ? null : customer.data;
  const known = checkCustomer && (customer.data !== undefined || refusal !== undefined);
  const upFront = !known ? undefined : refusal ?? customerVerificationStep(customerRecord);
  const verification: SellVerificationNeed | undefined = lateStep
    ? { step: upFront ?? lateStep, customer: customerRecord, error: state.error }
    : upFront
      ? { step: upFront, customer: customerRecord }
      : undefined;
  // A failed re-read keeps the answer already held; only a first read that failed blocks the flow.
  const readError = checkCustomer && customer.error && refusal === undefined && customer.data === undefined ? customer.error : null;
  const gate: SellGate = verification ? 'needs-verification' : !checkCustomer ? 'ready' : readError ? 'error' : !known ? 'checking' : 'ready';

  // What the customer is typing stays out of the state until it is committed, so a keystroke
  // re-renders the form alone, not the flow around it. Each draft names the channel (or NextStep)
  // it belongs to, and every action commits it first, so no later step can lose it. The drafts
  // live with the kept sale: leaving the screen mid-field loses nothing either.
  const commitAnswers = progress.commitDrafts;
  /** An action that first commits what was typed (React batches both into one render). */
  const committing = useCallback(<A extends unknown[]>(run: (...args: A) => void) => (...args: A) => {
    commitAnswers();
    run(...args);
  }, [commitAnswers]);

  const sell = useCallback(() => dispatch({ type: 'sell.started', nonce: createNonce() }), [dispatch, createNonce]);
  const prepare = useCallback(() => dispatch({ type: 'prepare.started' }), [dispatch]);
  const { refetch: refetchForm } = form;
  const actions = useMemo<SellFlowActions>(
    () => ({
      setAmount: committing((amount) => dispatch({ type: 'amount.set', amount })),
      changeAmount: progress.draftAmount,
      selectChannel: committing((channel) => dispatch({ type: 'channel.selected', channel })),
      selectPaymentMethod: committing((paymentMethodId, paymentMethod) => {
        dispatch({ type: 'payment-method.selected', paymentMethodId, paymentMethod });
        // A saved method already holds the form's answers: go straight to the quote.
        if (paymentMethodId) prepare();
      }),
      changeForm: progress.draftForm,
      submitForm: committing((answers) => {
        dispatch({ type: 'form.changed', answers });
        prepare();
      }),
      changeStep: progress.draftStep,
      submitStep: committing((answers) => {
        dispatch({ type: 'step.changed', answers });
        prepare();
      }),
      commitAnswers,
      requote: committing(prepare),
      confirmQuote: committing(() => dispatch({ type: 'quote.confirmed' })),
      expireQuote: committing(() => dispatch({ type: 'quote.expired' })),
      sell: committing(sell),
      retry: () => {
        commitAnswers();
        if (progress.lastCall() === 'prepare') prepare();
        else sell();
      },
      // The machine turns this into a resend of the same request (or a lookup) for an unresolved sell.
      checkSell: committing(sell),
      retryRead: committing(() => {
        void refetchCustomer();
        void refetchForm();
      }),
      back: committing(() => dispatch({ type: 'back' })),
      goTo: committing((step) => dispatch({ type: 'step.goto', step })),
      restart: committing(() => dispatch({ type: 'restart' })),
    }),
    [progress, dispatch, committing, commitAnswers, prepare, sell, refetchCustomer, refetchForm],
  );
  // The form leaves the screen while the customer must verify: what they typed waits in the state.
  useEffect(() => {
    if (gate !== 'ready') commitAnswers();
  }, [gate, commitAnswers]);

  const view: SellFlowView = {
    ...state,
    gate,
    verification,
    readError,
    offline: customer.isPaused || form.isPaused,
    formSchema: form.data?.FormSchema,
    formError: form.error,
    serverErrors: state.error && !lateStep && (state.step === 'form' || state.step === 'next-step') ? state.error.fieldErrors : undefined,
    canSell: canSell(state),
    navigable: navigableSteps(state),
    unresolved: !!state.attempt?.unresolved,
    payout: payoutDestination(state),
    amountDraft: progress.amountDraft(),
    autoRequote: autoRequote(state),
  };
  return { state: view, actions };
}

const defaultNonce = () => crypto.randomUUID();

/**
 * The sale this flow shows: the one the provider keeps for this customer under the flow's key
 * (resumed where it was left), or the flow's own when it keeps none. A change of customer or key
 * switches to that one's sale.
 */
function useKeptProgress(options: UseSellFlowOptions, customerId: string | undefined): SellProgress {
  const { cryptoCurrency, defaultAmount } = options;
  const registry = useContext(SellProgressContext);
  const keep = (options.keepProgress ?? true) && registry !== null;
  const key = options.flowKey ?? `sell:${cryptoCurrency}`;
  const identity = keep ? `${customerId ?? ''}\u0000${key}` : null;
  const start = () => initialSellState(defaultAmount ? { ...defaultAmount, CryptoCurrency: cryptoCurrency } : undefined);
  const take = (): SellProgress => {
    // A kept sale of another crypto currency (a flowKey reused across currencies) is not this one.
    const fits = (kept: SellState) => !kept.amount || kept.amount.CryptoCurrency === cryptoCurrency;
    return keep && registry ? takeSellProgress(registry, customerId, key, start, fits) : createSellProgress(start());
  };
  const [held, setHeld] = useState(() => ({ identity, progress: take() }));
  // Another customer or key: that one's sale, from this render on (stored at once, React re-renders).
  const progress = held.identity === identity ? held.progress : take();
  if (held.progress !== progress) setHeld({ identity, progress });

  useEffect(() => {
    if (keep && progress.holders() > 0) {
      // Two mounted flows on one key would type into each other's sale: this one starts its own.
      console.error(`Rampkit: two sell flows share the key "${key}": give each a flowKey`);
      // Known only once mounted (a flow mounting as another leaves shows the kept sale): one re-render, only in this mistake.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setHeld({ identity, progress: createSellProgress(start()) });
      return;
    }
    // A finished sale is not kept once its flow leaves the screen: the next mount starts a new one.
    return () => {
      if (keep && registry && progress.getState().step === 'done') registry.forget(customerId, key, progress);
    };
    // start() reads the props of this render; the check runs when the sale shown changes, not when they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [progress, keep, registry, customerId, key, identity]);
  return progress;
}
