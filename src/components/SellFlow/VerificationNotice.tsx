'use client';
// Said before any step (or as soon as the service refuses): this customer must verify first, and
// the way there. The host decides what verification means (open OnboardingLauncher, a route...).
import type { SellVerificationNeed } from '../../react/useSellFlow';
import { useRampkit } from '../../react/useRampkit';

export interface VerificationNoticeProps {
  need: SellVerificationNeed;
  onVerify?: (need: SellVerificationNeed) => void;
  /** Reads the customer again (or repeats the refused call) after the customer verified. */
  onCheckAgain: () => void;
}

export function VerificationNotice({ need, onVerify, onCheckAgain }: VerificationNoticeProps) {
  const { t } = useRampkit('SellFlow');
  const canAct = need.step === 'start' || need.step === 'resume';
  return (
    <div data-slot="verification" data-state={need.step} className="rk-stack rk-card" role="status" aria-live="polite">
      <p data-slot="verification-message">{t(`sell.verification.${need.step}`)}</p>
      <div className="rk-row">
        {canAct && onVerify ? (
          <button type="button" className="rk-button" data-slot="resume-onboarding" onClick={() => onVerify(need)}>
            {need.step === 'start' ? t('sell.verify.start') : t('sell.verify')}
          </button>
        ) : null}
        {need.step === 'declined' ? null : (
          <button type="button" className="rk-button" data-variant="secondary" data-slot="check-again" onClick={onCheckAgain}>
            {t('sell.verify.check')}
          </button>
        )}
      </div>
    </div>
  );
}
