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
import { useCreateDepositRule } from './hooks';
import { useRampkit } from './useRampkit';

export type { DepositAmountOperator, DepositAmountProblem, DepositRuleActions, DepositRuleView, DepositTriggerKind };

export interface UseDepositRuleOptions extends Omit<DepositRuleControllerOptions, 'client' | 'customerId' | 'emit'> {
  /** The customer the rule is for; default the provider's. */
  customerId?: string;
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
  // Stores this render's options (the quote, the locale, the callbacks) for the next action; calls nothing.
  useEffect(() => controller.setOptions(controllerOptions));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { state: depositRuleView(state, controllerOptions, mutation.isPaused), actions: controller.actions };
}
