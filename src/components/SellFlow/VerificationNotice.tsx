'use client';
// Said before any step (or as soon as the service refuses): this customer must verify first, and
// the way there. The host decides what verification means (open OnboardingLauncher, a route...).
// While it shows there is no step: its title is the flow's heading (it takes focus), and its
// actions are the step's action bar (side by side, or stacked at full width on a phone).
import type { Ref } from 'react';
import type { SellVerificationNeed } from '../../react/useSellFlow';
import { useRampkit } from '../../react/useRampkit';
import { ActionBar } from '../shared/ActionBar';
import { Heading } from '../shared/Heading';

export interface VerificationNoticeProps {
  need: SellVerificationNeed;
  onVerify?: (need: SellVerificationNeed) => void;
  /** Reads the customer again (or repeats the refused call) after the customer verified. */
  onCheckAgain: () => void;
  /** The notice's title: the flow's heading while verification stands in the way (focus goes there). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function VerificationNotice({ need, onVerify, onCheckAgain, headingRef }: VerificationNoticeProps) {
  const { t } = useRampkit('SellFlow');
  const verify =
    (need.step === 'start' || need.step === 'resume') && onVerify ? (
      <button type="button" className="rk-button" data-slot="resume-onboarding" onClick={() => onVerify(need)}>
        {need.step === 'start' ? t('sell.verify.start') : t('sell.verify')}
      </button>
    ) : null;
  const checkAgain =
    need.step === 'declined' ? null : (
      <button type="button" className="rk-button" data-variant={verify ? 'secondary' : undefined} data-slot="check-again" onClick={onCheckAgain}>
        {t('sell.verify.check')}
      </button>
    );
  return (
    <div data-slot="verification" data-state={need.step} className="rk-stack rk-card">
      <Heading ref={headingRef} tabIndex={-1}>
        {t(`sell.verification.title.${need.step}`)}
      </Heading>
      <p data-slot="verification-message" role="status" aria-live="polite">
        {t(`sell.verification.${need.step}`)}
      </p>
      {verify || checkAgain ? <ActionBar primary={verify ?? checkAgain} secondary={verify ? checkAgain : undefined} /> : null}
    </div>
  );
}
