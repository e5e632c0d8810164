'use client';
// The whole sell without a layout: a React adapter over the framework-free SellFlowController
// (core/sell-flow/controller.ts), as TanStack's useBaseQuery is over its QueryObserver. It holds
// the controller (the one the provider keeps for this customer and key), hands it this render's
// options, subscribes, and adds the two reads the flow depends on (the customer up front, the
// channel's form), which stay TanStack queries shared with the rest of the kit. Every call is made
// by the controller when an action asks for it. SellFlow renders this; a host can render it its own way.
import { useContext, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { FormSchema } from '../api/channels';
import type { CountryCode, CryptoCurrencyCode } from '../api/common';
import type { ApiError } from '../api/errors';
import type { PaymentMethod } from '../api/payment-methods';
import type { FormInput } from '../api/sell';
import type { Transaction } from '../api/transactions';
import { initialSellState, type SellAmount, type SellState } from '../core/sell-flow/machine';
import { saleStorageKey } from '../core/sell-flow/sale-key';
import { createSellFlowController, takeKeptSale, type SellFlowCommands, type SellFlowController, type SellFlowControllerOptions } from '../core/sell-flow/controller';
import { sellGate, type SellGate, type SellVerificationNeed } from '../core/sell-flow/customer-gate';
import { saleSteps, saleStepsKnown, sellFlowState, stepName, type SellFlowState, type SellFlowStepName } from '../core/sell-flow/view';
import type { StepHistory } from '../core/sell-flow/step-history';
import { sessionSaleStore, type SaleStore } from '../core/sell-flow/sale-store';
import { withCustomerHolder } from '../core/sell-flow/payout';
import type * as AfterAmount from '../core/sell-flow/after-amount';
import { lazyModule } from './lazy-module';
import { useChannelForm, useCustomer, usePaymentMethods } from './hooks';
import { onSellSucceeded } from './write-effects';
import { useRampkit } from './useRampkit';
import { useOnline } from './useOnline';
import { SellProgressContext } from './context';

export type { SellGate, SellVerificationNeed, SellFlowStepName };

/**
 * What a sale needs only past the amount step (the verified name for the form, the reload store's
 * reader and writer, the address bar's step): a chunk loaded from the moment a flow mounts, so it
 * is there long before it is used (ADR 0161).
 */
const afterAmount = lazyModule<typeof AfterAmount>(() => import('../core/sell-flow/after-amount'));

/** How many saved accounts the account step's first page shows (PaymentMethodPicker's default): the same read. */
const SAVED_METHODS_PAGE = 20;

export interface UseSellFlowOptions {
  cryptoCurrency: CryptoCurrencyCode;
  /** Start past the amount step with these. */
  defaultAmount?: SellAmount;
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
  /**
   * `session`: the sale in progress is also written to the tab's session storage (ids, amounts and
   * choices; never form answers), so a reload continues it where it stood, its price renewed, and a
   * reload after the sale shows its receipt again. Default: memory only (a reload starts over).
   */
  persist?: 'session';
  /** The flow's step changed (not called for the step it mounts on): e.g. to put it into the host's own router. */
  onStepChange?: (step: SellFlowStepName) => void;
  /**
   * The step the host's router shows (with `onStepChange`): when it changes, the flow goes there if
   * its rules allow (an earlier step of a sale not yet sent); otherwise `onStepChange` says where it stays.
   */
  step?: SellFlowStepName;
  /**
   * The kit keeps the step in this query parameter of the address itself (e.g. `step`: …?step=quote):
   * each step forward is a history entry, so the browser's Back goes to the previous step rather than
   * out of the flow. Only that parameter is touched.
   */
  stepParam?: string;
}

/** The sale as a layout reads it (no internals: no attempt, no Nonce, no counters), with the reads it depends on. */
export interface SellFlowView extends SellFlowState {
  gate: SellGate;
  /** Set when the customer must verify (up front or after the service refused). */
  verification?: SellVerificationNeed;
  /** The error of a read the flow depends on (the customer), with `actions.retryRead`. */
  readError?: ApiError | null;
  /**
   * A read the flow depends on (the customer, the channel's form), or the check of an unresolved
   * sell, waits for the network; it runs by itself when the network returns (the sell with the same Nonce).
   */
  offline: boolean;
  /** The chosen channel's form schema: loading until `formSchema` or `formError`. */
  formSchema?: FormSchema;
  formError?: ApiError | null;
  /** Field errors from the service for the form or NextStep on screen. */
  serverErrors?: ApiError['fieldErrors'];
  /**
   * What was on the amount step and not continued (`actions.changeAmount`), e.g. before the flow
   * left the screen: what the amount step starts from when it shows. Not updated per keystroke.
   */
  amountDraft?: SellAmount;
  /** Where the flow stands as a host names it (a NextStep is part of `form`, a sell in flight of `quote`). */
  stepName: SellFlowStepName;
  /** The steps of this sale as known now, for "Step 2 of 4": a step with one possible answer is not one. */
  steps: SellFlowStepName[];
  /** Whether `steps` is settled (the saved accounts are read): until then show no "of N", it may still change. */
  stepsKnown: boolean;
  /** The customer's saved payout accounts (undefined: not known yet). */
  savedMethods?: readonly PaymentMethod[];
  /** The saved accounts are being read: choosing a channel waits for them (they decide whether the account step is needed). */
  savedMethodsLoading: boolean;
  /** The details form's answers to start from: those given, with the verified customer's name as the account holder where the form asks for it. */
  formDefaults?: FormInput;
  /** Where the verified customer lives (the amount step starts in that country). */
  customerCountry?: CountryCode;
}

export interface SellFlowActions extends SellFlowCommands {
  /** Reads again what failed to load (the customer, the form). */
  retryRead(): void;
}

export interface UseSellFlowResult {
  state: SellFlowView;
  actions: SellFlowActions;
}

export function useSellFlow(options: UseSellFlowOptions): UseSellFlowResult {
  const { client, emit, customerId } = useRampkit('useSellFlow');
  const queryClient = useQueryClient();
  const checkCustomer = (options.checkCustomer ?? true) && !!customerId;
  // A 404 (no customer yet) is an answer, not a failure: the factory neither retries nor re-asks it.
  const customer = useCustomer({ customerId: customerId ?? '', enabled: checkCustomer });
  const { refetch: refetchCustomer } = customer;
  // The customer's saved accounts, read from the start (the account step's first page, one cache
  // entry): with none for the chosen channel, the account step has one answer and is skipped.
  const methods = usePaymentMethods({ query: { CustomerID: customerId ?? '', Capability: 'PayoutTo', PageSize: SAVED_METHODS_PAGE }, enabled: !!customerId });
  // Known only from a complete first page; without a signed-in customer there are none.
  const savedMethods: readonly PaymentMethod[] | undefined = !customerId ? [] : methods.data && !methods.data.PageToken ? methods.data.Items : undefined;
  const storageKey = options.persist === 'session' ? saleStorageKey(customerId, options.flowKey ?? `sell:${options.cryptoCurrency}`) : undefined;
  const storage = useMemo<SaleStore | undefined>(() => (storageKey ? sessionSaleStore(storageKey, afterAmount.preload) : undefined), [storageKey]);
  const controllerOptions: SellFlowControllerOptions = {
    storage,
    client,
    emit,
    delayedSell: options.delayedSell,
    createNonce: options.createNonce,
    onSellCompleted: options.onSellCompleted,
    onSaleRecorded: (transaction) => onSellSucceeded(queryClient, transaction),
    // A late refusal about the customer: the customer read again says what to do next.
    onVerificationRefused: checkCustomer ? () => void refetchCustomer() : undefined,
    // An unresolved sell the device was offline for is checked by itself when it is back online.
    connection: onlineManager,
  };
  const controller = useKeptSale(options, customerId, controllerOptions);
  // Before the subscription below (effects run in order), so a flow mounting hears of a sale made
  // while it was away through this render's onSellCompleted. Stores options only; calls nothing.
  useEffect(() => controller.setOptions(controllerOptions));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const online = useOnline();
  // The channel's form is read as soon as the channel is chosen, alongside its payment methods,
  // so the form step does not start with a wait of its own.
  const form = useChannelForm({ channelId: state.channel?.ID ?? '', enabled: !!state.channel && (state.step === 'payment-method' || state.step === 'form') });
  // The verified name goes into a new account's form: the form shows once the code that fills it is here.
  const fillsName = state.paymentMethodId === null && !!form.data;
  const later = afterAmount.useModule(fillsName);
  const { gate, verification, readError } = sellGate({ checkCustomer, customer, error: state.error });

  // The form leaves the screen while the customer must verify: what they typed waits in the state.
  useEffect(() => {
    if (gate !== 'ready') controller.actions.commitAnswers();
  }, [gate, controller]);

  const { refetch: refetchForm } = form;
  const { refetch: refetchMethods } = methods;
  const actions = useMemo<SellFlowActions>(
    () => ({
      ...controller.actions,
      retryRead() {
        controller.actions.commitAnswers();
        void refetchCustomer();
        void refetchForm();
        void refetchMethods();
      },
    }),
    [controller, refetchCustomer, refetchForm, refetchMethods],
  );
  useStepSync(controller, stepName(state.step), options, customerId, later);

  const formSchema = fillsName && !later ? undefined : form.data?.FormSchema;
  const channelAnswers = state.channel ? state.formAnswers[state.channel.ID] : undefined;
  const record = customer.data;
  const formDefaults = useMemo(() => (state.paymentMethodId === null && later ? later.withHolderName(formSchema, record, channelAnswers) : channelAnswers), [formSchema, record, channelAnswers, state.paymentMethodId, later]);
  const residence = record?.Type === 'Individual' ? record.PrimaryResidence.Country : record?.RegistrationCountry;

  const shown = sellFlowState(state);
  const view: SellFlowView = {
    ...shown,
    // A new account's holder kept through a reload only as a digest: the verified customer's name where it is theirs.
    payout: withCustomerHolder(shown.payout, record),
    gate,
    verification,
    readError,
    offline: customer.isPaused || form.isPaused || (!!state.attempt?.unresolved && !online),
    formSchema,
    formError: form.error,
    serverErrors: state.error && !verification?.error && (state.step === 'form' || state.step === 'next-step') ? state.error.fieldErrors : undefined,
    amountDraft: controller.amountDraft(),
    stepName: stepName(state.step),
    steps: saleSteps(state, savedMethods),
    stepsKnown: saleStepsKnown(savedMethods),
    savedMethods,
    savedMethodsLoading: !!customerId && methods.isLoading,
    formDefaults,
    customerCountry: residence,
  };
  return { state: view, actions };
}

/**
 * The step and the host's router (`step`, `onStepChange`) or the address bar (`stepParam`): one
 * mechanism. Every change of step is told to `onStepChange` and to the address bar; a step the host
 * asks for, or the browser's Back goes to, is a `goTo` the machine's Back rules allow or refuse.
 */
function useStepSync(controller: SellFlowController, step: SellFlowStepName, options: UseSellFlowOptions, customerId: string | undefined, code: typeof AfterAmount | undefined) {
  const { stepParam, step: asked } = options;
  const key = `${customerId ?? ''}:${options.flowKey ?? `sell:${options.cryptoCurrency}`}`;
  const shown = useRef(step);
  const history = useRef<StepHistory | undefined>(undefined);
  const told = useEffectEvent((next: SellFlowStepName) => options.onStepChange?.(next));
  useEffect(() => {
    // Bound once its code is here (loaded as the flow mounts, before the customer can move on).
    if (!stepParam || !code || typeof window === 'undefined') return;
    const bound = code.bindStepHistory({ param: stepParam, key, window, step: () => stepName(controller.getState().step), goTo: (target) => controller.actions.goTo(target) });
    history.current = bound;
    shown.current = stepName(controller.getState().step);
    return () => {
      bound.dispose();
      if (history.current === bound) history.current = undefined;
    };
  }, [stepParam, key, controller, code]);
  useEffect(() => {
    if (step === shown.current) return;
    history.current?.stepChanged(step, shown.current);
    shown.current = step;
    told(step);
  }, [step]);
  // The host's router asked for another step: the flow goes there, or says where it stays.
  useEffect(() => {
    if (!asked || asked === stepName(controller.getState().step)) return;
    controller.actions.goTo(asked);
    const now = stepName(controller.getState().step);
    if (now !== asked) told(now);
  }, [asked, controller]);
}

/**
 * The sale this flow shows: the one the provider keeps for this customer under the flow's key
 * (resumed where it was left), or the flow's own when it keeps none. A change of customer or key
 * switches to that one's sale.
 */
function useKeptSale(options: UseSellFlowOptions, customerId: string | undefined, controllerOptions: SellFlowControllerOptions): SellFlowController {
  const { cryptoCurrency, defaultAmount } = options;
  const registry = useContext(SellProgressContext);
  const keep = (options.keepProgress ?? true) && registry !== null;
  const key = options.flowKey ?? `sell:${cryptoCurrency}`;
  const identity = keep ? `${customerId ?? ''}\u0000${key}` : null;
  const take = () => {
    const initial = initialSellState(defaultAmount ? { ...defaultAmount, CryptoCurrency: cryptoCurrency } : undefined);
    // A sale the tab's session storage kept through a reload (persist) is read back once shown.
    const { storage } = controllerOptions;
    const fresh = () => createSellFlowController(controllerOptions, initial, { restore: storage?.kept() ? storage.load() : undefined });
    // A kept sale of another crypto currency (a flowKey reused across currencies) is not this one.
    const fits = (kept: SellState) => !kept.amount || kept.amount.CryptoCurrency === cryptoCurrency;
    return { identity, fresh, controller: keep && registry ? takeKeptSale(registry, customerId, key, fresh, fits) : fresh() };
  };
  const [held, setHeld] = useState(take);
  // Another customer or key: that one's sale, from this render on (stored at once, React re-renders).
  const shown = held.identity === identity ? held : take();
  if (shown !== held) setHeld(shown);
  const { controller, fresh } = shown;

  useEffect(() => {
    if (keep && controller.views() > 0) {
      // Two mounted flows on one key would type into each other's sale: this one starts its own.
      console.error(`Rampkit: two sell flows share the key "${key}": give each a flowKey`);
      // Known only once mounted (a flow mounting as another leaves shows the kept sale): one re-render, only in this mistake.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setHeld({ identity, fresh, controller: fresh() });
      return;
    }
    // A finished sale is not kept once its flow leaves the screen: the next mount starts a new one.
    return () => {
      if (keep && registry && controller.getState().step === 'done') registry.forget(customerId, key, controller);
    };
  }, [controller, fresh, keep, registry, customerId, key, identity]);
  return controller;
}
