'use client';
// Starts or resumes hosted onboarding: each press asks the service for a session (so an expired
// link is replaced by a fresh one), then redirects or opens the hosted page in a popup. What it
// says comes from the customer record (core/onboarding/standing.ts), live-updated; the status the
// hosted page sent back to ReturnURL is only a hint until the record is read. Once verified it
// offers "Sell now" (`onSellRequested`). Inside CustomerStatus it shows only its button.
import { useContext, useRef } from 'react';
import { useOnboardingLauncher, type UseOnboardingLauncherOptions } from '../../react/useOnboardingLauncher';
import { useRampkit } from '../../react/useRampkit';
import { Button } from '../shared/Button';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Skeleton } from '../shared/Skeleton';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { useFocusRescue } from '../CustomerStatus/useFocusRescue';
import { StandingShownContext } from './standing-shown';

export interface OnboardingLauncherProps extends UseOnboardingLauncherOptions, RootProps<HTMLDivElement> {
  /** The customer pressed "Sell now" once verified (shown only when this is given): take them to the sale. */
  onSellRequested?: () => void;
}

// Steps the spec names; any other the service sends is shown as it comes.
const KNOWN_STEPS = ['IDENTITY', 'SELFIE', 'QUESTIONNAIRE'] as const;
type KnownStep = (typeof KNOWN_STEPS)[number];

/** Renders `useOnboardingLauncher`: the standing, missing steps, errors and the one button that helps. */
export function OnboardingLauncher({ customerId, returnUrl, fiatOptions, customerType, locale, mode = 'redirect', returnedStatus, navigate, onSellRequested, className, ...root }: OnboardingLauncherProps) {
  const { t } = useRampkit('OnboardingLauncher', onboardingEn);
  const { state, actions } = useOnboardingLauncher({ customerId, returnUrl, fiatOptions, customerType, locale, mode, returnedStatus, navigate });
  // CustomerStatus around it already says where the customer stands.
  const nested = useContext(StandingShownContext);
  const { step, popupOpen } = state;
  const messageRef = useRef<HTMLParagraphElement>(null);
  useFocusRescue(messageRef, step);
  const launchable = step === 'start' || step === 'actions' || step === 'retry' || step === 'agreements';
  const label = popupOpen ? t('onboarding.reopen') : step === 'start' ? t('onboarding.start') : step === 'retry' ? t('onboarding.retry') : t('onboarding.continue');
  return (
    <KitRoot
      as="div"
      {...root}
      data-slot="onboarding-launcher"
      data-state={step}
      className={joinClasses('rk-stack', !nested && 'rk-flow', className)}
    >
      {nested ? null : (
        <>
          {step === 'loading' && !state.offline ? <Skeleton variant="line" width="70%" /> : null}
          <p ref={messageRef} tabIndex={-1} role="status" aria-live="polite" data-slot="onboarding-status" data-status={step === 'loading' ? undefined : step}>
            {step === 'loading' ? '' : t(`customer.next.${step}`)}
          </p>
        </>
      )}
      {launchable && state.missingSteps?.length ? (
        <div data-slot="missing-steps">
          <p>{t('onboarding.missing')}</p>
          <ul className="rk-checklist">
            {state.missingSteps.map((s) => (
              <li key={s}>{KNOWN_STEPS.includes(s as KnownStep) ? t(`onboarding.step.${s as KnownStep}`) : s}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ErrorPanel error={state.error} onRetryRequested={actions.launch} />
      <OfflineNotice offline={state.offline} />
      {launchable ? (
        <Button data-slot="start" busy={state.busy} disabled={!state.canLaunch && !state.busy} onClick={actions.launch}>
          {label}
        </Button>
      ) : null}
      {step === 'none' && onSellRequested && !nested ? (
        <Button data-slot="sell-now" onClick={onSellRequested}>
          {t('onboarding.sell-now')}
        </Button>
      ) : null}
      {mode === 'popup' && popupOpen ? <p data-slot="popup-hint">{t('onboarding.popup-open')}</p> : null}
    </KitRoot>
  );
}
