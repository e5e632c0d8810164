'use client';
// Status and SubStatus as a vertical timeline of stages: a marker per stage joined by a line, its
// label, and a line of text saying where it stands. The stages differ in shape (a check in a filled
// dot, a ring, a hollow dot, a cross) and in words ("Done", "Now", "To come", "Stopped"), never in
// colour alone, so they stay apart under forced colours too. UnderReview only appears when the
// transaction went through it. The only time the service gives is when the transaction began.
import type { Transaction } from '../../api/transactions';
import { useRampkit } from '../../react/useRampkit';
import { CheckIcon, CrossIcon } from '../shared/status-icons';
import { serviceWord } from '../../i18n';

type Stage = 'AmlScreening' | 'UnderReview' | 'Submitted' | 'Confirming' | 'Settled' | 'Failed';
export type StageState = 'done' | 'current' | 'upcoming' | 'failed';

export function timelineStages(tx: Pick<Transaction, 'Status' | 'SubStatus'>): { stage: Stage; state: StageState }[] {
  const stages: Stage[] = ['AmlScreening', ...(tx.SubStatus === 'UnderReview' ? (['UnderReview'] as const) : []), 'Submitted', 'Confirming', tx.Status === 'Failed' ? 'Failed' : 'Settled'];
  const current = tx.Status === 'Pending' ? stages.indexOf(tx.SubStatus ?? 'AmlScreening') : stages.length - 1;
  return stages.map((stage, i) => ({
    stage,
    state: i < current ? 'done' : i === current ? (stage === 'Failed' ? 'failed' : tx.Status === 'Settled' ? 'done' : 'current') : 'upcoming',
  }));
}

export function TransactionTimeline({ transaction }: { transaction: Pick<Transaction, 'Status' | 'SubStatus' | 'Created'> }) {
  const { t, locale } = useRampkit('TransactionTimeline');
  const started = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(transaction.Created));
  return (
    <ol data-slot="timeline" className="rk-timeline" aria-label={t('tx.timeline')}>
      {timelineStages(transaction).map(({ stage, state }, i) => (
        <li key={stage} data-state={state} data-stage={stage} aria-current={state === 'current' ? 'step' : undefined}>
          <span data-slot="marker" aria-hidden="true">
            {state === 'done' ? <CheckIcon /> : state === 'failed' ? <CrossIcon /> : null}
          </span>
          <span data-slot="label">{stage === 'Settled' || stage === 'Failed' ? serviceWord(t, 'tx.status', stage) : serviceWord(t, 'tx.sub', stage)}</span>
          <span data-slot="when">
            {t(`tx.stage.shown.${state}`)}
            {i === 0 ? ` · ${started}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
