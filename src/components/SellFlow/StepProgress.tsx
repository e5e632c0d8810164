// Where the customer is in the sale, in one line and one bar (issue 26): "Step 2 of 6 · Payout
// method" over a segmented bar. A done step's segment is a 44 px tall button that goes back there
// (named by the step, so a screen reader hears "Amount"); the others are drawn segments whose step
// name is read, not shown. One row at any width, never the wrapping pills it replaces.
import { SELL_PROGRESS, type SellProgressStep } from '../../core/sell-flow/steps';
import { useRampkit } from '../../react/useRampkit';

export interface StepProgressProps {
  /** The current step's place in SELL_PROGRESS. */
  current: number;
  /** The steps a customer may jump back to (none while blocked or once the sale is sent). */
  navigable: readonly string[];
  onGoTo: (step: SellProgressStep) => void;
}

export function StepProgress({ current, navigable, onGoTo }: StepProgressProps) {
  const { t } = useRampkit('SellFlow');
  const here = SELL_PROGRESS[current];
  return (
    <div className="rk-step-progress" data-slot="step-progress">
      <p className="rk-step-position" data-slot="step-position">
        {t('sell.progress.position', { index: String(current + 1), count: String(SELL_PROGRESS.length) })}
        {here ? <span data-slot="step-name"> · {t(`sell.step.${here}`)}</span> : null}
      </p>
      <ol data-slot="progress" className="rk-steps" aria-label={t('sell.progress')}>
        {SELL_PROGRESS.map((step, i) => (
          <li key={step} data-state={i < current ? 'done' : i === current ? 'current' : 'upcoming'} aria-current={i === current ? 'step' : undefined}>
            {navigable.includes(step) ? (
              <button type="button" className="rk-step-segment" data-slot="step-link" onClick={() => onGoTo(step)}>
                <span className="rk-visually-hidden">{t(`sell.step.${step}`)}</span>
              </button>
            ) : (
              <span className="rk-step-segment">
                <span className="rk-visually-hidden">{t(`sell.step.${step}`)}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
