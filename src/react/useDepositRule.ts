'use client';
// Sell on deposit without a layout: a React adapter over the framework-free DepositRuleController
// (core/deposit-rule/controller.ts), which holds every rule of the form, the amount's check
// included (ADR 0195). The create call goes through the kit's mutation, so it waits while offline
// as every write of the kit does. DepositRule renders this; a host can render it its own way.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createDepositRuleController,
  depositRuleView,
  type DepositAmountOperator,
  type DepositAmountProblem,
  type DepositRuleActions,
  type DepositRuleControllerOptions,
  type DepositRuleView,
  type DepositTriggerKind,
} from '../core/deposit-rule/controller';
import { useCreateDepositRule, useTransactions } from './hooks';
import { useRampkit } from './useRampkit';

export type { DepositAmountOperator, DepositAmountProblem, DepositRuleActions, DepositRuleView, DepositTriggerKind };

export interface UseDepositRuleOptions extends Omit<DepositRuleControllerOptions, 'client' | 'customerId' | 'emit'> {
  /** The customer the rule is for; default the provider's. */
  customerId?: string;
}

/** How often a waiting one-deposit rule reads the customer's transactions when no live update comes. */
const SALE_POLL_MS = 15_000;

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
  // Stores this render's options (the quote, the locale, the callbacks) for the next action; calls nothing.
  useEffect(() => controller.setOptions(controllerOptions));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const view = depositRuleView(state, controllerOptions, mutation.isPaused);
  // A rule that sells one deposit is over once it sold it: the customer's transactions are read
  // while it waits (live updates refresh the list; without them, every 15 s) for the one it made.
  const transactions = useTransactions({ enabled: view.awaitingSale, refetchInterval: view.awaitingSale ? SALE_POLL_MS : false });
  const items = transactions.data?.Items;
  useEffect(() => {
    if (items) controller.actions.transactionsSeen(items);
  }, [controller, items]);
  return { state: view, actions: controller.actions };
}
