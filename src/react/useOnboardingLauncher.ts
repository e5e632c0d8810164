'use client';
// Hosted onboarding without a layout: each launch asks the service for a session (so an expired
// link is replaced by a fresh one), then redirects or opens the hosted page in a popup; it reads
// the status the hosted page sends back to ReturnURL, and follows an asynchronous review (202)
// through the event stream until the customer is decided. OnboardingLauncher renders this.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FiatCurrencyCode } from '../api/common';
import type { Customer } from '../api/customers';
import type { ApiError } from '../api/errors';
import type { OnboardingLocale, OnboardingStatus } from '../api/onboarding';
import { ONBOARDING_STATUSES } from '../api/values';
import { useCustomer, useStartOnboarding } from './hooks';
import { rampkitKeys } from './query-keys';
import { useRampkitEvents } from './useRampkitEvents';
import { useRampkit } from './useRampkit';

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
   * query parameter of the current page, so mounting this on the ReturnURL page shows it.
   */
  returnedStatus?: OnboardingStatus;
  /** How to leave the page; defaults to location.assign. */
  navigate?: (url: string) => void;
}

export interface OnboardingLauncherView {
  /** approved, reviewing, the hosted page's OnboardingStatus, or resume/start when there is none. */
  step: 'approved' | 'reviewing' | 'resume' | 'start' | OnboardingStatus;
  customerId: string;
  customer?: Customer;
  /** The customer record exists (or is still being read). */
  customerExists: boolean;
  /** The status the hosted page or the last launch reported. */
  status?: OnboardingStatus;
  missingSteps?: string[];
  approved: boolean;
  reviewing: boolean;
  popupOpen: boolean;
  busy: boolean;
  /** The customer read or the launch waits for the network (resumed by itself when it returns). */
  offline: boolean;
  error: ApiError | null;
  canLaunch: boolean;
}

export interface OnboardingLauncherActions {
  /** Asks for a session and goes to the hosted page (or reopens the popup). */
  launch(): void;
}

const fromQuery = (): OnboardingStatus | undefined => {
  if (typeof location === 'undefined') return undefined;
  const value = new URLSearchParams(location.search).get('OnboardingStatus');
  return (ONBOARDING_STATUSES as readonly string[]).includes(value ?? '') ? (value as OnboardingStatus) : undefined;
};

export function useOnboardingLauncher(options: UseOnboardingLauncherOptions): { state: OnboardingLauncherView; actions: OnboardingLauncherActions } {
  const { returnUrl, fiatOptions, customerType, locale, mode = 'redirect', returnedStatus, navigate } = options;
  const { locale: kitLocale, emit, customerId: bound } = useRampkit('useOnboardingLauncher');
  const customerId = options.customerId ?? bound ?? '';
  const queryClient = useQueryClient();
  const customer = useCustomer({ customerId, enabled: !!customerId, retry: false, retryOnMount: false });
  const start = useStartOnboarding();
  const [session, setSession] = useState<{ status?: OnboardingStatus; missing?: string[]; accepted?: boolean }>({ status: returnedStatus });
  const [returned] = useState(() => returnedStatus ?? fromQuery());
  const [popupOpen, setPopupOpen] = useState(false);
  const customerExists = !customer.error || customer.error.type !== 'ResourceNotFound';
  const verification = customer.data?.Verifications?.Status;
  const status = session.status ?? returned;
  const approved = verification === 'Approved';
  const reviewing = !approved && (session.accepted || status === 'ReviewPending' || verification === 'Pending');
  // Follow the review (and a popup's return) live; otherwise the stream is not needed here.
  useRampkitEvents({ enabled: reviewing || popupOpen });

  // Back from the hosted page: what it says now may be newer than the cache.
  useEffect(() => {
    if (returned && customerId) void queryClient.invalidateQueries({ queryKey: rampkitKeys.customers.detail(customerId) });
  }, [returned, customerId, queryClient]);

  const launch = () => {
    start.mutate(
      {
        params: { CustomerID: customerId },
        body: { ReturnURL: returnUrl, Locale: locale ?? kitLocale, ...(fiatOptions ? { FiatOptions: fiatOptions.map((c) => ({ FiatCurrencyCode: c })) } : {}), ...(customerType ? { CustomerType: customerType } : {}) },
      },
      {
        onSuccess: (result) => {
          void queryClient.invalidateQueries({ queryKey: rampkitKeys.customers.detail(customerId) });
          if (result.status === 202) {
            setSession({ status: result.data.OnboardingStatus, accepted: true });
            emit({ type: 'onboarding.status', customerId, status: result.data.OnboardingStatus, verifications: result.data.Verifications });
            return;
          }
          const data = result.data as { HostedURL: string; OnboardingStatus?: OnboardingStatus; MissingSteps?: string[] };
          setSession({ status: data.OnboardingStatus, missing: data.MissingSteps });
          emit({ type: 'onboarding.started', customerId, hostedUrl: data.HostedURL });
          const go = navigate ?? ((url: string) => location.assign(url));
          if (mode === 'popup') {
            const popup = window.open(data.HostedURL, 'rampkit-onboarding', 'popup,width=480,height=760');
            if (!popup) return go(data.HostedURL);
            setPopupOpen(true);
            const timer = setInterval(() => {
              if (!popup.closed) return;
              clearInterval(timer);
              setPopupOpen(false);
              void queryClient.invalidateQueries({ queryKey: rampkitKeys.customers.detail(customerId) });
            }, 500);
          } else go(data.HostedURL);
        },
      },
    );
  };

  return {
    state: {
      step: approved ? 'approved' : reviewing ? 'reviewing' : (status ?? (customerExists ? 'resume' : 'start')),
      customerId,
      customer: customer.data,
      customerExists,
      status,
      missingSteps: session.missing,
      approved,
      reviewing,
      popupOpen,
      busy: start.isPending,
      offline: customer.isPaused || start.isPaused,
      error: start.error as ApiError | null,
      canLaunch: !start.isPending && !!customerId,
    },
    actions: { launch },
  };
}
