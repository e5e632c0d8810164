'use client';
// Sell on deposit without a layout: a React adapter over the framework-free DepositRuleController
// (core/deposit-rule/controller.ts). The create call goes through the kit's mutation, so it waits
// while offline as every write of the kit does. DepositRule renders this; a host can render it its own way.
// The amount condition is checked here before the controller sends it: read in the customer's
// locale (readTypedAmount) and held to the decimals the crypto carries (core/decimal's
// decimalsExceeded, the rule the sell flow's amount step and the sandbox use), so a rule no deposit
// can match ("exactly 0.0000000000000000001" Ether, 18 decimals) is never made.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  createDepositRuleController,
  depositRuleView,
  type DepositAmountOperator,
  type DepositRuleActions as ControllerActions,
  type DepositRuleControllerOptions,
  type DepositRuleState,
  type DepositRuleView as ControllerView,
  type DepositTriggerKind,
} from '../core/deposit-rule/controller';
import { decimalsExceeded } from '../core/decimal';
import { readTypedAmount } from '../core/locale-amount';
import { useCreateDepositRule } from './hooks';
import { useRampkit } from './useRampkit';

export type { DepositAmountOperator, DepositTriggerKind };

/**
 * Why the amount condition cannot be sent: not a positive number, could be read two ways, or more
 * decimals than the crypto carries (`amountDecimals` says how many it does).
 */
export type DepositAmountProblem = 'invalid' | 'ambiguous' | 'too-precise';

export interface DepositRuleView extends Omit<ControllerView, 'amountProblem'> {
  /** Why the amount cannot be sent; shown once the field was left or create was pressed, gone as the customer types. */
  amountProblem?: DepositAmountProblem;
  /** With `too-precise`: the decimals the crypto carries (18 for Ether). */
  amountDecimals?: number;
}

export interface DepositRuleActions extends Omit<ControllerActions, 'create'> {
  /**
   * Sends the rule, unless the amount condition cannot be sent: then its problem is shown and
   * nothing is sent. Returns false when the amount was refused (a layout moves focus to the field).
   */
  create(): boolean;
  /** The customer left the amount field: a problem with what they typed is shown (nothing typed, nothing said). */
  checkAmount(): void;
}

export interface UseDepositRuleOptions extends Omit<DepositRuleControllerOptions, 'client' | 'customerId' | 'emit'> {
  /** The customer the rule is for; default the provider's. */
  customerId?: string;
}

/** What is wrong with the amount condition the state would send (undefined: none is sent, or it can be). */
function amountProblemOf(state: DepositRuleState, cryptoCurrency: string, locale: string): { problem: DepositAmountProblem; decimals?: number } | undefined {
  // As the controller: a quoted rule's amount is the quote's, and "any amount" sends none.
  if (state.operator === 'any' || state.trigger === 'quoted') return undefined;
  const read = readTypedAmount(state.amount, locale);
  if ('problem' in read) return read;
  const decimals = decimalsExceeded(read.amount, cryptoCurrency);
  return decimals === undefined ? undefined : { problem: 'too-precise', decimals };
}

export function useDepositRule(options: UseDepositRuleOptions): { state: DepositRuleView; actions: DepositRuleActions } {
  const { emit, customerId: bound, client, locale } = useRampkit('useDepositRule');
  const mutation = useCreateDepositRule();
  const controllerOptions: DepositRuleControllerOptions = {
    ...options,
    customerId: options.customerId ?? bound ?? '',
    locale: options.locale ?? locale,
    client: { apiVersion: client.apiVersion, createDepositRule: mutation.mutateAsync },
    emit,
  };
  const [controller] = useState(() => createDepositRuleController(controllerOptions));
  // The currency and locale the amount is checked in, this render's (read by the actions, which stay the same).
  const read = useRef({ cryptoCurrency: controllerOptions.cryptoCurrency, locale: controllerOptions.locale ?? 'en' });
  // Stores this render's options (the quote, the callbacks) for the next action; calls nothing.
  useEffect(() => {
    controller.setOptions(controllerOptions);
    read.current = { cryptoCurrency: controllerOptions.cryptoCurrency, locale: controllerOptions.locale ?? 'en' };
  });
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  // The amount's problem is shown once the field was left or create was pressed, until the customer types again.
  const [checked, setChecked] = useState(false);
  const actions = useMemo<DepositRuleActions>(
    () => ({
      ...controller.actions,
      setAmount(amount) {
        setChecked(false);
        controller.actions.setAmount(amount);
      },
      checkAmount() {
        setChecked(controller.getState().amount.trim() !== '');
      },
      create() {
        if (amountProblemOf(controller.getState(), read.current.cryptoCurrency, read.current.locale)) {
          setChecked(true);
          return false;
        }
        controller.actions.create();
        return true;
      },
    }),
    [controller],
  );
  const shown = checked ? amountProblemOf(state, controllerOptions.cryptoCurrency, controllerOptions.locale ?? 'en') : undefined;
  const view = depositRuleView(state, controllerOptions, mutation.isPaused);
  return { state: { ...view, amountProblem: shown?.problem ?? view.amountProblem, amountDecimals: shown?.decimals }, actions };
}
