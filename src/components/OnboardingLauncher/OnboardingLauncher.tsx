'use client';
// Starts or resumes hosted onboarding: each press asks the service for a session (so an expired
// link is replaced by a fresh one), then redirects or opens the hosted page in a popup. Shows the
// OnboardingStatus and MissingSteps, reads the status the hosted page sends back to ReturnURL, and
// follows an asynchronous review (202) through the event stream until the customer is decided.
import { useOnboardingLauncher, type UseOnboardingLauncherOptions } from '../../react/useOnboardingLauncher';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { onboardingEn } from '../../i18n/areas/onboarding/en';

export interface OnboardingLauncherProps extends UseOnboardingLauncherOptions, RootProps<HTMLDivElement> {}

// Steps the spec names; any other the service sends is shown as it comes.
const KNOWN_STEPS = ['IDENTITY', 'SELFIE', 'QUESTIONNAIRE'] as const;
type KnownStep = (typeof KNOWN_STEPS)[number];

/** Renders `useOnboardingLauncher`: the status, missing steps, errors and the launch button. */
export function OnboardingLauncher({ customerId, returnUrl, fiatOptions, customerType, locale, mode = 'redirect', returnedStatus, navigate, className, ...root }: OnboardingLauncherProps) {
  const { t } = useRampkit('OnboardingLauncher', onboardingEn);
  const { state, actions } = useOnboardingLauncher({ customerId, returnUrl, fiatOptions, customerType, locale, mode, returnedStatus, navigate });
  const { status, popupOpen } = state;
  return (
    <KitRoot as="div" {...root} data-slot="onboarding-launcher" data-state={state.step} className={joinClasses('rk-stack rk-flow', className)}>
      {status ? (
        <p role="status" aria-live="polite" data-slot="onboarding-status" data-status={status}>
          {t(`onboarding.status.${status}`)}
        </p>
      ) : null}
      {state.missingSteps?.length ? (
        <div data-slot="missing-steps">
          <p>{t('onboarding.missing')}</p>
          <ul>
            {state.missingSteps.map((step) => (
              <li key={step}>{KNOWN_STEPS.includes(step as KnownStep) ? t(`onboarding.step.${step as KnownStep}`) : step}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ErrorPanel error={state.error} onRetryRequested={actions.launch} />
      <OfflineNotice offline={state.offline} />
      {state.approved ? (
        <p data-slot="approved">{t('onboarding.approved')}</p>
      ) : (
        <button type="button" className="rk-button" data-slot="start" disabled={!state.canLaunch} aria-busy={state.busy || undefined} onClick={actions.launch}>
          {popupOpen ? t('onboarding.reopen') : status || (state.customerExists && state.customer) ? t('onboarding.continue') : t('onboarding.start')}
        </button>
      )}
      {mode === 'popup' && popupOpen ? <p data-slot="popup-hint">{t('onboarding.popup-open')}</p> : null}
    </KitRoot>
  );
}
