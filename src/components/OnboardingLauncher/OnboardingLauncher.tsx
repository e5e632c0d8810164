'use client';
// Starts or resumes hosted onboarding: each press asks the service for a session (so an expired
// link is replaced by a fresh one), then redirects or opens the hosted page in a popup. Shows the
// OnboardingStatus and MissingSteps, reads the status the hosted page sends back to ReturnURL, and
// follows an asynchronous review (202) through the event stream until the customer is decided.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FiatCurrencyCode } from '../../api/common';
import type { ApiError } from '../../api/errors';
import { ONBOARDING_STATUSES, type OnboardingLocale, type OnboardingStatus } from '../../api/onboarding';
import { useCustomer, useOnboarding } from '../../react/hooks';
import { rampkitKeys } from '../../react/query-keys';
import { useRampkitEvents } from '../../react/useRampkitEvents';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { onboardingEn } from '../../i18n/areas/onboarding/en';

export interface OnboardingLauncherProps {
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

// Steps the spec names; any other the service sends is shown as it comes.
const KNOWN_STEPS = ['IDENTITY', 'SELFIE', 'QUESTIONNAIRE'] as const;
type KnownStep = (typeof KNOWN_STEPS)[number];

function Live() {
  useRampkitEvents();
  return null;
}

const fromQuery = (): OnboardingStatus | undefined => {
  if (typeof location === 'undefined') return undefined;
  const value = new URLSearchParams(location.search).get('OnboardingStatus');
  return (ONBOARDING_STATUSES as readonly string[]).includes(value ?? '') ? (value as OnboardingStatus) : undefined;
};

export function OnboardingLauncher({ customerId: own, returnUrl, fiatOptions, customerType, locale, mode = 'redirect', returnedStatus, navigate }: OnboardingLauncherProps) {
  const { t, locale: kitLocale, emit, customerId: bound } = useRampkit('OnboardingLauncher', onboardingEn);
  const customerId = own ?? bound ?? '';
  const queryClient = useQueryClient();
  const customer = useCustomer({ customerId: customerId ?? '', enabled: !!customerId, retry: false, retryOnMount: false });
  const start = useOnboarding();
  const [session, setSession] = useState<{ status?: OnboardingStatus; missing?: string[]; accepted?: boolean }>({ status: returnedStatus });
  const [returned] = useState(() => returnedStatus ?? fromQuery());
  const [popupOpen, setPopupOpen] = useState(false);
  const exists = !customer.error || customer.error.type !== 'ResourceNotFound';
  const verification = customer.data?.Verifications?.Status;
  const status = session.status ?? returned;

  // Back from the hosted page: what it says now may be newer than the cache.
  useEffect(() => {
    if (returned && customerId) void queryClient.invalidateQueries({ queryKey: rampkitKeys.customer(customerId) });
  }, [returned, customerId, queryClient]);

  const launch = () => {
    start.mutate(
      {
        params: { CustomerID: customerId },
        body: { ReturnURL: returnUrl, Locale: locale ?? kitLocale, ...(fiatOptions ? { FiatOptions: fiatOptions.map((c) => ({ FiatCurrencyCode: c })) } : {}), ...(customerType ? { CustomerType: customerType } : {}) },
      },
      {
        onSuccess: (result) => {
          void queryClient.invalidateQueries({ queryKey: rampkitKeys.customer(customerId) });
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
              void queryClient.invalidateQueries({ queryKey: rampkitKeys.customer(customerId) });
            }, 500);
          } else go(data.HostedURL);
        },
      },
    );
  };

  const approved = verification === 'Approved';
  const reviewing = !approved && (session.accepted || status === 'ReviewPending' || verification === 'Pending');
  const state = approved ? 'approved' : reviewing ? 'reviewing' : status ?? (exists ? 'resume' : 'start');
  return (
    <div data-slot="onboarding-launcher" data-state={state} className="rk-stack">
      {reviewing || popupOpen ? <Live /> : null}
      {status ? (
        <p role="status" aria-live="polite" data-slot="onboarding-status" data-status={status}>
          {t(`onboarding.status.${status}`)}
        </p>
      ) : null}
      {session.missing?.length ? (
        <div data-slot="missing-steps">
          <p>{t('onboarding.missing')}</p>
          <ul>
            {session.missing.map((step) => (
              <li key={step}>{KNOWN_STEPS.includes(step as KnownStep) ? t(`onboarding.step.${step as KnownStep}`) : step}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ErrorPanel error={start.error as ApiError | null} onRetry={launch} />
      {approved ? (
        <p data-slot="approved">{t('onboarding.approved')}</p>
      ) : (
        <button type="button" className="rk-button" data-slot="start" disabled={start.isPending || !customerId} aria-busy={start.isPending || undefined} onClick={launch}>
          {popupOpen ? t('onboarding.reopen') : status || (exists && customer.data) ? t('onboarding.continue') : t('onboarding.start')}
        </button>
      )}
      {mode === 'popup' && popupOpen ? <p data-slot="popup-hint">{t('onboarding.popup-open')}</p> : null}
    </div>
  );
}
