// What a sell flow shows while a step's code or data is on its way: shapes of the step to come, so
// nothing jumps when it arrives, with one word for a screen reader.
import { useRampkit } from '../../react/useRampkit';
import { Skeleton } from '../shared/Skeleton';

/** A step whose code (the later screens) or data is still on its way. */
export function StepLoading() {
  const { t } = useRampkit('SellFlow');
  return (
    <div role="status" aria-busy="true" data-slot="step-loading">
      <span className="rk-visually-hidden">{t('common.loading')}</span>
      <Skeleton height="6rem" />
    </div>
  );
}

/**
 * The amount step's shape while the customer is read: the country and currency row, the amount
 * field, its help line and Continue, each as tall as the real one (the same layout classes).
 */
export function AmountStepSkeleton() {
  const label = (width: string) => (
    <span className="rk-label" data-slot="skeleton-label">
      <Skeleton variant="line" width={width} />
    </span>
  );
  return (
    <div aria-hidden="true" data-slot="amount-skeleton" className="rk-stack rk-amount-step">
      <div data-slot="location" className="rk-row">
        <div className="rk-field">
          {label('4.5em')}
          <Skeleton height="var(--rk-control-height)" />
        </div>
        <div className="rk-field">
          {label('4.5em')}
          <Skeleton height="var(--rk-control-height)" />
        </div>
      </div>
      <div className="rk-field">
        {label('6em')}
        <Skeleton height="max(var(--rk-control-height-large), var(--rk-target-size))" />
        <span className="rk-help" data-slot="skeleton-label">
          <Skeleton variant="line" width="55%" />
        </span>
      </div>
      <Skeleton className="rk-amount-skeleton-continue" height="var(--rk-control-height)" />
    </div>
  );
}
