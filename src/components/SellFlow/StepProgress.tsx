// Where the customer is in the sale, in one line and one bar (issue 26): "Step 2 of 6 · Payout
// method" over a segmented bar. A done step's segment is a 44 px tall button that goes back there,
// named by its step, that it is done and what pressing does ("Amount: done, go back"); the others
// are drawn segments named by their step (the current one marked by aria-current), read, not shown.
// One row at any width, never the wrapping pills it replaces.
import type { SellProgressStep } from '../../core/sell-flow/steps';
import { useRampkit } from '../../react/useRampkit';

export interface StepProgressProps {
  /** The steps this sale goes through (a step with one possible answer is left out), without the status. */
  steps: readonly SellProgressStep[];
  /** Where the customer is; never the status, which the sale's own timeline shows instead (SellFlow). */
  current: Exclude<SellProgressStep, 'done'>;
  /** The steps a customer may jump back to (none while blocked or once the sale is sent). */
  navigable: readonly string[];
  /**
   * Whether `steps` is settled (default true). Until it is (the customer's saved accounts are still
   * read), the line says "Step 1 · Amount" without a count that could change, and the bar is one
   * plain track rather than segments that would change in number.
   */
  known?: boolean;
  onGoTo: (step: SellProgressStep) => void;
}

export function StepProgress({ steps, current, navigable, known = true, onGoTo }: StepProgressProps) {
  const { t } = useRampkit('SellFlow');
  // The same "n of m" as the step's announcement.
  const at = steps.indexOf(current);
  return (
    <div className="rk-step-progress" data-slot="step-progress" data-state={known ? undefined : 'counting'}>
      <p className="rk-step-position" data-slot="step-position">
        {known ? t('sell.progress.position', { index: String(at + 1), count: String(steps.length) }) : t('sell.progress.position-open', { index: String(at + 1) })} ·{' '}
        <span data-slot="step-name">{t(`sell.step.${current}`)}</span>
      </p>
      {known ? <ol data-slot="progress" className="rk-steps" aria-label={t('sell.progress')}>
        {steps.map((step, i) => (
          <li key={step} data-state={i < at ? 'done' : i === at ? 'current' : 'upcoming'} aria-current={i === at ? 'step' : undefined}>
            {navigable.includes(step) ? (
              <button type="button" className="rk-step-segment" data-slot="step-link" onClick={() => onGoTo(step)}>
                <span className="rk-visually-hidden">{t('sell.progress.back', { step: t(`sell.step.${step}`) })}</span>
              </button>
            ) : (
              <span className="rk-step-segment">
                <span className="rk-visually-hidden">{t(`sell.step.${step}`)}</span>
              </span>
            )}
          </li>
        ))}
      </ol> : (
        // The same height as the bar to come, so nothing moves when the segments arrive.
        <div className="rk-steps" data-slot="progress-pending" aria-hidden="true">
          <span className="rk-step-segment" />
        </div>
      )}
    </div>
  );
}
