'use client';
// Where the customer's verification stands and what they must do next, from one source of truth:
// the customer record, live-updated (core/onboarding/standing.ts). One badge and one sentence say
// the standing (announced once when it changes); under them the service's reasons (its free text,
// marked as English), what it asks for, and the one action that helps: the host's onboarding
// action (an OnboardingLauncher) or, once verified, "Sell now". The checks and agreements are
// folded under "Details".
import { useId, useRef, type ReactNode } from 'react';
import { VERIFICATION_MODELS, VERIFICATION_STATUSES, type Customer, type EntityVerification } from '../../api/customers';
import { LAUNCHABLE_STEPS, customerNextStep, rejectionComments, type CustomerNextStep } from '../../core/onboarding/standing';
import { hasNoCustomerDetails } from '../../api/api-error';
import { useCustomer } from '../../react/hooks';
import { useRampkitEvents } from '../../react/useRampkitEvents';
import { useRampkit } from '../../react/useRampkit';
import { serviceWord, type Translate } from '../../i18n';
import { Badge, type BadgeTone } from '../shared/Badge';
import { Button } from '../shared/Button';
import { ErrorPanel } from '../shared/ErrorPanel';
import { Heading } from '../shared/Heading';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Skeleton } from '../shared/Skeleton';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { StandingShownContext } from '../OnboardingLauncher/standing-shown';
import { useFocusRescue } from './useFocusRescue';

export { customerNextStep, type CustomerNextStep };

export interface CustomerStatusProps extends RootProps<HTMLElement> {
  customerId?: string;
  /** Rendered where the next step needs hosted onboarding (e.g. an OnboardingLauncher). */
  onboardingAction?: ReactNode;
  /** The customer pressed "Sell now" once verified (shown only when this is given): take them to the sale. */
  onSellRequested?: () => void;
  live?: boolean;
}

const isKnown = <T extends string>(known: readonly T[], value: string): value is T => (known as readonly string[]).includes(value);

/** The badge's tone per standing: its shape and words differ too, never the colour alone. */
export const STANDING_TONE: Record<CustomerNextStep, BadgeTone> = {
  none: 'success',
  start: 'neutral',
  wait: 'pending',
  actions: 'warning',
  retry: 'warning',
  final: 'danger',
  agreements: 'warning',
};

function Live() {
  useRampkitEvents();
  return null;
}

/** An entity check's status in the customer's words; a decline that can be retried reads as "Not accepted". */
function checkStatus(e: EntityVerification, t: Translate): string {
  if (e.RejectionData?.RejectType === 'Retry') return t('customer.state.retry');
  return isKnown(VERIFICATION_STATUSES, e.Status) ? t(`customer.status.${e.Status}`) : e.Status;
}

export function CustomerStatus({ customerId: own, onboardingAction, onSellRequested, live = true, className, ...root }: CustomerStatusProps) {
  const { t, locale, customerId: bound } = useRampkit('CustomerStatus', onboardingEn);
  const customerId = own ?? bound ?? '';
  const headingId = `rk-${useId().replace(/:/g, '')}-title`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A 404 (no customer yet) is an answer the customer factory neither retries nor asks again on a
  // mount: the launcher this renders reads the same query, and a retry on its mount would reset it
  // to pending and unmount it again.
  const query = useCustomer({ customerId, enabled: !!customerId });
  const notFound = hasNoCustomerDetails(query.error);
  const customer: Customer | null | undefined = notFound ? null : query.data;
  const next = query.isPending ? undefined : customerNextStep(customer);
  useFocusRescue(headingRef, next);
  const v = customer?.Verifications;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const modelName = (model: string) => (isKnown(VERIFICATION_MODELS, model) ? t(`customer.model.${model}`) : model);
  const comments = next === 'retry' || next === 'final' ? rejectionComments(customer) : [];
  const checks = v?.EntityVerifications ?? [];
  const agreements = customer?.Agreements ?? [];
  const pendingAgreements = agreements.filter((a) => !a.Accepted);
  const action = next && LAUNCHABLE_STEPS.includes(next) ? onboardingAction : next === 'none' && onSellRequested ? (
    <Button data-slot="sell-now" onClick={onSellRequested}>
      {t('onboarding.sell-now')}
    </Button>
  ) : null;

  return (
    <KitRoot
      as="section"
      {...root}
      data-slot="customer-status"
      data-state={next ?? (query.isPaused ? 'offline' : 'loading')}
      aria-labelledby={headingId}
      aria-busy={query.isPending && !query.isPaused}
      className={joinClasses('rk-stack rk-card rk-flow rk-account', className)}
    >
      <StandingShownContext.Provider value>
        {live ? <Live /> : null}
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {t('customer.title')}
        </Heading>
        <OfflineNotice offline={query.isPaused} />
        {query.isPending && !query.isPaused ? (
          <div className="rk-stack" data-slot="loading">
            <Skeleton variant="line" width="30%" height="1.75rem" />
            <Skeleton variant="line" width="80%" />
          </div>
        ) : null}
        <ErrorPanel error={notFound ? null : query.error} onRetryRequested={() => void query.refetch()} />
        {/* Always there, so the standing is announced (once) when it changes. */}
        <div role="status" aria-live="polite" aria-atomic="true" data-slot="summary" data-status={next ? (v?.Status ?? 'None') : undefined} data-next={next} className="rk-standing">
          {next ? (
            <>
              <Badge tone={STANDING_TONE[next]} data-state={next}>
                {t(`customer.state.${next}`)}
              </Badge>
              <p data-slot="message">{t(`customer.next.${next}`)}</p>
            </>
          ) : null}
        </div>
        {comments.length ? (
          <div data-slot="reasons" className="rk-reasons">
            <p>{t('customer.reason')}</p>
            <ul>
              {comments.map((comment) => (
                // The service's own words: English, framed by the customer's language.
                <li key={comment} lang="en" data-slot="reason">
                  {comment}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {next === 'actions' && v?.ActionsRequired?.length ? (
          <section aria-labelledby={`${headingId}-actions`} className="rk-stack">
            <Heading section id={`${headingId}-actions`}>
              {t('customer.actions')}
            </Heading>
            <ul data-slot="actions" className="rk-checklist">
              {v.ActionsRequired.map((a) => (
                <li key={a} data-action={a}>
                  {serviceWord(t, 'customer.action', a)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {next === 'agreements' && pendingAgreements.length ? (
          <ul data-slot="pending-agreements" className="rk-checklist">
            {pendingAgreements.map((a) => (
              <li key={a.Name}>{serviceWord(t, 'customer.agreement', a.Name)}</li>
            ))}
          </ul>
        ) : null}
        <div data-slot="next-step" data-next={next} className="rk-next-step">
          {action}
        </div>
        {checks.length || agreements.length ? (
          <details data-slot="verification-details" className="rk-disclosure">
            <summary>{t('common.details')}</summary>
            {checks.length ? (
              <>
                <Heading section>{t('customer.checks')}</Heading>
                <ul data-slot="entity-verifications" className="rk-checklist">
                  {checks.map((e, i) => (
                    <li key={`${e.Entity}-${i}`} data-status={e.Status} data-reject={e.RejectionData?.RejectType}>
                      {/* One entity is the customer: its id would say nothing to them. */}
                      {checks.length > 1 ? (
                        <>
                          <span data-value="id">{e.Entity}</span>{' · '}
                        </>
                      ) : null}
                      {modelName(e.Model)}: {checkStatus(e, t)} · <time dateTime={e.Modified}>{dates.format(new Date(e.Modified))}</time>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {agreements.length ? (
              <>
                <Heading section>{t('customer.agreements')}</Heading>
                <ul data-slot="agreements" className="rk-checklist">
                  {agreements.map((a) => (
                    <li key={a.Name} data-accepted={a.Accepted}>
                      {serviceWord(t, 'customer.agreement', a.Name)}: {a.Accepted ? t('customer.agreement.accepted', { date: a.AcceptedAt ? dates.format(new Date(a.AcceptedAt)) : '' }) : t('customer.agreement.pending')}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </details>
        ) : null}
      </StandingShownContext.Provider>
    </KitRoot>
  );
}
