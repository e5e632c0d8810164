'use client';
// Hosted onboarding without a layout: a React adapter over the framework-free OnboardingController
// (core/onboarding/controller.ts), with the customer read (a TanStack query shared with the kit)
// and the event stream that follows an asynchronous review (202) until the customer is decided.
// The start call goes through the kit's mutation, so it waits while offline. OnboardingLauncher renders this;
// a host can also call `actions.launch` from anywhere, e.g. SellFlow's onVerificationRequired, so one
// click takes the customer to the hosted page (README "Verification in one click").
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FiatCurrencyCode } from '../api/common';
import type { OnboardingLocale, OnboardingStatus } from '../api/onboarding';
import { ONBOARDING_STATUSES } from '../api/values';
import { createOnboardingController, onboardingView, type OnboardingControllerOptions, type OnboardingLauncherActions, type OnboardingLauncherView } from '../core/onboarding/controller';
import { useCustomer, useStartOnboarding } from './hooks';
import { useRampkitEvents } from './useRampkitEvents';
import { useRampkit } from './useRampkit';

export type { OnboardingLauncherActions, OnboardingLauncherView };

export interface UseOnboardingLauncherOptions {
  customerId?: string;
  /** Where the hosted page sends the customer back (10-1000 characters). */
  returnUrl: string;
  fiatOptions?: FiatCurrencyCode[];
  customerType?: 'Individual' | 'Business';
  /** The hosted page's language; defaults to the kit's locale. */
  locale?: OnboardingLocale;
  /** Leave the page for the hosted one (default), or open it in a popup (falls back to redirect when blocked). */
  mode?: 'redirect' | 'popup';
  /**
   * The OnboardingStatus the hosted page sent back to ReturnURL. Defaults to the `OnboardingStatus`
   * query parameter of the current page. Only a hint, shown until the customer record is read
   * (the record is the one source of truth: a stale query never contradicts it).
   */
  returnedStatus?: OnboardingStatus;
  /** How to leave the page; defaults to location.assign. */
  navigate?: (url: string) => void;
}

const fromQuery = (): OnboardingStatus | undefined => {
  if (typeof location === 'undefined') return undefined;
  const value = new URLSearchParams(location.search).get('OnboardingStatus');
  return (ONBOARDING_STATUSES as readonly string[]).includes(value ?? '') ? (value as OnboardingStatus) : undefined;
};

const openPopup = (url: string) => window.open(url, 'rampkit-onboarding', 'popup,width=480,height=760');
const leaveFor = (url: string) => location.assign(url);

export function useOnboardingLauncher(options: UseOnboardingLauncherOptions): { state: OnboardingLauncherView; actions: OnboardingLauncherActions } {
  const { locale: kitLocale, emit, customerId: bound } = useRampkit('useOnboardingLauncher');
  const customerId = options.customerId ?? bound ?? '';
  const customer = useCustomer({ customerId, enabled: !!customerId });
  const start = useStartOnboarding();
  const { refetch } = customer;
  const controllerOptions: OnboardingControllerOptions = {
    client: { startOnboarding: start.mutateAsync },
    customerId,
    returnUrl: options.returnUrl,
    fiatOptions: options.fiatOptions,
    customerType: options.customerType,
    locale: options.locale ?? kitLocale,
    mode: options.mode,
    navigate: options.navigate ?? leaveFor,
    openPopup,
    emit,
    refreshCustomer: customerId ? () => void refetch() : undefined,
  };
  const [controller] = useState(() => createOnboardingController(controllerOptions, options.returnedStatus ?? fromQuery()));
  // Stores this render's options for the next launch; calls nothing.
  useEffect(() => controller.setOptions(controllerOptions));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const view = onboardingView(state, customerId, customer, customer.isPaused || start.isPaused);
  // Follow the review (and a popup's return) live; otherwise the stream is not needed here.
  useRampkitEvents({ enabled: view.reviewing || view.popupOpen });
  return { state: view, actions: controller.actions };
}
