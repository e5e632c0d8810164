'use client';
// Status and SubStatus as an ordered list of stages: done, current, upcoming (or failed).
// UnderReview only appears when the transaction went through it.
import type { Transaction } from '../../api/transactions';
import { useRampkit } from '../../react/useRampkit';

type Stage = 'AmlScreening' | 'UnderReview' | 'Submitted' | 'Confirming' | 'Settled' | 'Failed';

export function timelineStages(tx: Pick<Transaction, 'Status' | 'SubStatus'>): { stage: Stage; state: 'done' | 'current' | 'upcoming' | 'failed' }[] {
  const stages: Stage[] = ['AmlScreening', ...(tx.SubStatus === 'UnderReview' ? (['UnderReview'] as const) : []), 'Submitted', 'Confirming', tx.Status === 'Failed' ? 'Failed' : 'Settled'];
  const current = tx.Status === 'Pending' ? stages.indexOf(tx.SubStatus ?? 'AmlScreening') : stages.length - 1;
  return stages.map((stage, i) => ({
    stage,
    state: i < current ? 'done' : i === current ? (stage === 'Failed' ? 'failed' : tx.Status === 'Settled' ? 'done' : 'current') : 'upcoming',
  }));
}

export function TransactionTimeline({ transaction }: { transaction: Pick<Transaction, 'Status' | 'SubStatus'> }) {
  const { t } = useRampkit('TransactionTimeline');
  return (
    <ol data-slot="timeline" className="rk-timeline" aria-label={t('tx.timeline')}>
      {timelineStages(transaction).map(({ stage, state }) => (
        <li key={stage} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
          {stage === 'Settled' || stage === 'Failed' ? t(`tx.status.${stage}`) : t(`tx.sub.${stage}`)}
          <span className="rk-visually-hidden"> ({t(`tx.stage.${state}`)})</span>
        </li>
      ))}
    </ol>
  );
}
