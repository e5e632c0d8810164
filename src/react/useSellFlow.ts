'use client';
// The whole sell without a layout: the pure machine (core/sell-flow), the reads it depends on (the
// customer up front, the channel's form), and the driver that runs each call the machine starts
// exactly once. SellFlow renders this; a host can render it its own way.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { Channel, FormSchema } from '../api/channels';
import type { CryptoCurrencyCode } from '../api/common';
import type { Customer } from '../api/customers';
import type { ApiError } from '../api/errors';
import type { PaymentMethod } from '../api/payment-methods';
import type { BusinessFeeInput, FormInput } from '../api/sell';
import type { Transaction } from '../api/transactions';
import {
  canSell,
  initialSellState,
  navigableSteps,
  payoutDestination,
  prepareRequest,
  quoteChanged,
  sellReducer,
  verificationStepOf,
  type SellAmount,
  type SellState,
  type SellStep,
  type VerificationStep,
} from '../core/sell-flow/machine';
import { customerVerificationStep } from '../core/sell-flow/customer-gate';
import type { PayoutDestination } from '../core/sell-flow/payout';
import { useChannelForm, useCustomer } from './hooks';
import { useRampkit } from './useRampkit';

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
}

export interface SellFlowActions {
  setAmount(amount: SellAmount): void;
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
  const { cryptoCurrency, defaultAmount, businessFee, delayedSell, createNonce = defaultNonce } = options;
  const { client, emit, customerId } = useRampkit('useSellFlow');
  const [state, dispatch] = useReducer(sellReducer, defaultAmount ? { ...defaultAmount, CryptoCurrency: cryptoCurrency } : undefined, initialSellState);
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

  // Runs the call the machine started, once per start (StrictMode and re-renders run effects again).
  const startedRef = useRef(0);
  const lastCallRef = useRef<'prepare' | 'sell' | 'lookup'>('prepare');
  useEffect(() => {
    if (!state.busy || startedRef.current === state.runs) return;
    startedRef.current = state.runs;
    lastCallRef.current = state.busy;
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
          dispatch({ type: 'prepare.succeeded', response, request });
        })
        .catch((error: ApiError) => {
          report({ type: 'error', error, source: 'prepareSell' });
          dispatch({ type: 'prepare.failed', error });
        });
    } else if (state.attempt) {
      const { request } = state.attempt;
      const completed = (transaction: Transaction) => {
        latest.current.emit({ type: 'sell.completed', transaction });
        dispatch({ type: 'sell.succeeded', transaction });
        latest.current.onComplete?.(transaction);
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
  // it belongs to, and every action commits it first, so no later step can lose it.
  const drafts = useRef<{ form?: { channelId: string; answers: FormInput }; step?: { stepId: string; answers: FormInput } }>({});
  const onScreen = useRef<{ channelId?: string; stepId?: string }>({});
  useEffect(() => {
    onScreen.current = { channelId: state.channel?.ID, stepId: state.nextStep?.StepID };
  });
  const commitAnswers = useCallback(() => {
    const { form: typed, step } = drafts.current;
    drafts.current = {};
    if (typed) dispatch({ type: 'form.changed', answers: typed.answers, channelId: typed.channelId });
    if (step) dispatch({ type: 'step.changed', answers: step.answers, stepId: step.stepId });
  }, []);
  /** An action that first commits what was typed (React batches both into one render). */
  const committing = useCallback(<A extends unknown[]>(run: (...args: A) => void) => (...args: A) => {
    commitAnswers();
    run(...args);
  }, [commitAnswers]);

  const sell = useCallback(() => dispatch({ type: 'sell.started', nonce: createNonce() }), [createNonce]);
  const prepare = useCallback(() => dispatch({ type: 'prepare.started' }), []);
  const { refetch: refetchForm } = form;
  const actions = useMemo<SellFlowActions>(
    () => ({
      setAmount: committing((amount) => dispatch({ type: 'amount.set', amount })),
      selectChannel: committing((channel) => dispatch({ type: 'channel.selected', channel })),
      selectPaymentMethod: committing((paymentMethodId, paymentMethod) => {
        dispatch({ type: 'payment-method.selected', paymentMethodId, paymentMethod });
        // A saved method already holds the form's answers: go straight to the quote.
        if (paymentMethodId) prepare();
      }),
      changeForm: (answers) => {
        const { channelId } = onScreen.current;
        if (channelId) drafts.current.form = { channelId, answers };
      },
      submitForm: committing((answers) => {
        dispatch({ type: 'form.changed', answers });
        prepare();
      }),
      changeStep: (answers) => {
        const { stepId } = onScreen.current;
        if (stepId) drafts.current.step = { stepId, answers };
      },
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
        if (lastCallRef.current === 'prepare') prepare();
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
    [committing, commitAnswers, prepare, sell, refetchCustomer, refetchForm],
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
    formSchema: form.data?.FormSchema,
    formError: form.error,
    serverErrors: state.error && !lateStep && (state.step === 'form' || state.step === 'next-step') ? state.error.fieldErrors : undefined,
    canSell: canSell(state),
    navigable: navigableSteps(state),
    unresolved: !!state.attempt?.unresolved,
    payout: payoutDestination(state),
  };
  return { state: view, actions };
}

const defaultNonce = () => crypto.randomUUID();
