'use client';
// Where the customer's verification stands and what they must do next: the overall status, each
// entity's verification (with a final or retry-able rejection), the actions the service asks for,
// and the agreements. Approved means nothing to do.
import type { ReactNode } from 'react';
import { VERIFICATION_MODELS, VERIFICATION_STATUSES, type Customer, type Verifications } from '../../api/customers';
import { useCustomer } from '../../react/hooks';
import { useRampkitEvents } from '../../react/useRampkitEvents';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Skeleton } from '../shared/Skeleton';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { toneOf } from '../shared/tone';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

const isKnown = <T extends string>(known: readonly T[], value: string): value is T => (known as readonly string[]).includes(value);

export type CustomerNextStep = 'none' | 'start' | 'wait' | 'actions' | 'retry' | 'final' | 'agreements';

/** The one thing the customer should do now, from the spec's Verifications and Agreements. */
export function customerNextStep(customer: Pick<Customer, 'Verifications' | 'Agreements'> | null | undefined): CustomerNextStep {
  const v: Verifications | undefined = customer?.Verifications;
  if (!customer || !v) return 'start';
  const rejections = v.EntityVerifications.map((e) => e.RejectionData).filter((r) => r !== undefined);
  if (v.Status === 'Approved') return customer.Agreements?.some((a) => !a.Accepted) ? 'agreements' : 'none';
  if (rejections.some((r) => r.RejectType === 'Final')) return 'final';
  if (v.ActionsRequired?.length) return 'actions';
  if (rejections.some((r) => r.RejectType === 'Retry')) return 'retry';
  if (v.Status === 'Declined') return 'final';
  return 'wait';
}

export interface CustomerStatusProps extends RootProps<HTMLElement> {
  customerId?: string;
  /** Rendered where the next step needs hosted onboarding (e.g. an OnboardingLauncher). */
  onboardingAction?: ReactNode;
  live?: boolean;
}

function Live() {
  useRampkitEvents();
  return null;
}

export function CustomerStatus({ customerId: own, onboardingAction, live = true, className, ...root }: CustomerStatusProps) {
  const { t, locale, customerId: bound } = useRampkit('CustomerStatus', onboardingEn);
  const customerId = own ?? bound ?? '';
  // Not retried on mount: a 404 (no customer yet) is an answer, and the launcher this renders reads
  // the same query; retrying on its mount would reset it to pending and unmount it again.
  const query = useCustomer({ customerId: customerId ?? '', enabled: !!customerId, retry: false, retryOnMount: false });
  const notFound = query.error?.type === 'ResourceNotFound';
  const customer = notFound ? null : query.data;
  const next = query.isPending ? undefined : customerNextStep(customer);
  const v = customer?.Verifications;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  // Model and Status are open strings in the spec: the known values read in the customer's
  // language, a value added later shows as sent rather than as a message key.
  const statusName = (status: string) => (isKnown(VERIFICATION_STATUSES, status) ? t(`customer.status.${status}`) : status);
  const modelName = (model: string) => (isKnown(VERIFICATION_MODELS, model) ? t(`customer.model.${model}`) : model);

  return (
    <KitRoot as="section" {...root} data-slot="customer-status" data-state={next ?? (query.isPaused ? 'offline' : 'loading')} aria-label={t('customer.title')} aria-busy={query.isPending && !query.isPaused} className={joinClasses('rk-stack rk-card', className)}>
      {live ? <Live /> : null}
      <OfflineNotice offline={query.isPaused} />
      {query.isPending && !query.isPaused ? <Skeleton height="4rem" /> : null}
      <ErrorPanel error={notFound ? null : query.error} onRetryRequested={() => void query.refetch()} />
      {next ? (
        <p role="status" aria-live="polite" data-slot="summary" data-status={v?.Status ?? 'None'} data-tone={v ? toneOf(v.Status) : undefined}>
          <strong>{v ? statusName(v.Status) : t('customer.status.none')}</strong>
        </p>
      ) : null}
      {next ? (
        <div data-slot="next-step" data-next={next}>
          <p>{t(`customer.next.${next}`)}</p>
          {['start', 'actions', 'retry', 'agreements'].includes(next) ? onboardingAction : null}
        </div>
      ) : null}
      {v?.ActionsRequired?.length ? (
        <section aria-label={t('customer.actions')}>
          <h3>{t('customer.actions')}</h3>
          <ul data-slot="actions">
            {v.ActionsRequired.map((a) => (
              <li key={a} data-action={a}>
                {t(`customer.action.${a}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {v?.EntityVerifications.length ? (
        <section aria-label={t('customer.checks')}>
          <h3>{t('customer.checks')}</h3>
          <ul data-slot="entity-verifications">
            {v.EntityVerifications.map((e, i) => (
              <li key={`${e.Entity}-${i}`} data-status={e.Status} data-reject={e.RejectionData?.RejectType}>
                {e.Entity} · {modelName(e.Model)}: {statusName(e.Status)} · {dates.format(new Date(e.Modified))}
                {e.RejectionData ? (
                  <p data-slot="rejection">
                    {t(e.RejectionData.RejectType === 'Final' ? 'customer.reject.Final' : 'customer.reject.Retry')}
                    {e.RejectionData.PublicComment ? ` ${e.RejectionData.PublicComment}` : ''}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {customer?.Agreements?.length ? (
        <section aria-label={t('customer.agreements')}>
          <h3>{t('customer.agreements')}</h3>
          <ul data-slot="agreements">
            {customer.Agreements.map((a) => (
              <li key={a.Name} data-accepted={a.Accepted}>
                {t(`customer.agreement.${a.Name}`)} (v{a.Version}): {a.Accepted ? t('customer.agreement.accepted', { date: a.AcceptedAt ? dates.format(new Date(a.AcceptedAt)) : '' }) : t('customer.agreement.pending')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </KitRoot>
  );
}
