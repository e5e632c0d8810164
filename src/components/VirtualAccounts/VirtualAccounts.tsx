'use client';
// The customer's virtual accounts (where their bank transfers arrive), with closing: 200 means
// closed now, 202 means closing once the deposits still in flight settle (PendingClosure). An
// account the service holds as several payment methods (one per rail: ACH and Fedwire on the same
// number) is one account to the customer: named once, with the rails it accepts.
import { useEffect, useId, useRef, useState } from 'react';
import type { CloseVirtualAccountResult, VirtualAccount } from '../../api/accounts';
import type { ApiError } from '../../api/errors';
import { useCloseVirtualAccount, useVirtualAccounts } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice, waitingForNetwork } from '../shared/OfflineNotice';
import { Pager, usePageTokens } from '../shared/Pager';
import { paymentMethodText, uniqueByDisplay } from '../shared/PaymentMethodLabel';
import { Skeleton } from '../shared/Skeleton';
import { Badge, type BadgeTone } from '../shared/Badge';
import { Button } from '../shared/Button';
import { EmptyState } from '../shared/EmptyState';
import { Heading } from '../shared/Heading';
import { GroupedValue } from '../shared/GroupedValue';
import { useFocusRescue } from '../CustomerStatus/useFocusRescue';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { serviceWord } from '../../i18n';

export interface VirtualAccountsProps extends RootProps<HTMLElement> {
  customerId?: string;
  pageSize?: number;
  /** An account was closed (200) or its closing accepted (202). */
  onAccountClosed?: (result: CloseVirtualAccountResult, httpStatus: 200 | 202) => void;
}

type AccountMethods = VirtualAccount['PaymentMethods'];

/** The rails a banking system code names ("FEDWIRE" → "Fedwire"); others as the service wrote them. */
const SYSTEM_NAMES: Record<string, string> = { ACH: 'ACH', FEDWIRE: 'Fedwire', SEPA: 'SEPA', SWIFT: 'SWIFT' };

/** Each account number once, with every rail it accepts. */
function accountsOf(methods: AccountMethods): { name: string; systems: string[] }[] {
  return uniqueByDisplay(methods, (m) => paymentMethodText(m.DisplayDetails)).map((first) => {
    const name = paymentMethodText(first.DisplayDetails);
    const systems = methods
      .filter((m) => paymentMethodText(m.DisplayDetails) === name)
      .flatMap((m) => (m.DisplayDetails.Type === 'FiatPaymentMethodBankDisplay' ? (m.DisplayDetails.BankingSystems ?? []) : []))
      .map((code) => SYSTEM_NAMES[code] ?? code);
    return { name, systems: [...new Set(systems)] };
  });
}

const STATUS_TONE: Record<VirtualAccount['Status'], BadgeTone> = { Active: 'success', PendingClosure: 'pending', Closed: 'neutral' };

export function VirtualAccounts({ customerId: own, pageSize = 20, onAccountClosed, className, ...root }: VirtualAccountsProps) {
  const { t, customerId: bound } = useRampkit('VirtualAccounts', onboardingEn);
  const customerId = own ?? bound ?? '';
  const id = `rk-${useId().replace(/:/g, '')}`;
  const pages = usePageTokens();
  const { pageToken } = pages;
  const query = useVirtualAccounts({ query: { CustomerID: customerId, PageSize: pageSize, ...(pageToken ? { PageToken: pageToken } : {}) }, enabled: !!customerId });
  const close = useCloseVirtualAccount();
  /** The last close: its account, the answer's status code, and the account's status the answer gave. */
  const [outcome, setOutcome] = useState<{ id: string; status: 200 | 202; accountStatus: VirtualAccount['Status'] }>();
  const [closeError, setCloseError] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState<string>();
  const items = query.data?.Items ?? [];
  const offline = waitingForNetwork(query, close);
  const state = offline ? 'offline' : query.isLoading ? 'loading' : query.error ? 'error' : items.length ? 'ready' : 'empty';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Confirming, closing and keeping replace the button that was pressed: focus goes to what took its
  // place (the question, or the Close button again), and never falls to <body>.
  useFocusRescue(headingRef, `${confirming}|${outcome?.id}|${outcome?.status}`);
  const confirmRef = useRef<HTMLDivElement>(null);
  const closeButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The account whose "Keep it open" was pressed: its Close button takes focus back. */
  const returnTo = useRef<string>(undefined);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnTo.current) closeButtons.current.get(returnTo.current)?.focus();
    returnTo.current = undefined;
  }, [confirming]);

  const doClose = (account: VirtualAccount) => {
    setCloseError(null);
    close.mutate(
      { params: { VirtualAccountID: account.VirtualAccountID } },
      {
        onSuccess: (result) => {
          const status = result.status as 200 | 202;
          setOutcome({ id: account.VirtualAccountID, status, accountStatus: result.data.Status });
          setConfirming(undefined);
          onAccountClosed?.(result.data, status);
        },
        onError: (error) => setCloseError(error),
      },
    );
  };

  return (
    <KitRoot
      as="section"
      {...root}
      data-slot="virtual-accounts"
      data-state={state}
      aria-labelledby={`${id}-title`}
      aria-busy={query.isLoading && !offline}
      className={joinClasses('rk-stack rk-accounts', className)}
    >
      <Heading id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('account.va')}
      </Heading>
      <ErrorPanel error={query.error ?? closeError} onRetryRequested={() => void query.refetch()} />
      <OfflineNotice offline={offline} />
      <p role="status" aria-live="polite" data-slot="close-outcome" data-outcome={outcome ? (outcome.status === 200 ? 'closed' : 'closing') : undefined} className="rk-live-line">
        {outcome ? t(outcome.status === 200 ? 'account.va.closed-now' : 'account.va.closing') : ''}
      </p>
      {query.isPaused && !query.data ? null : query.isLoading ? (
        <Skeleton variant="list" rows={2} />
      ) : !items.length && !query.error ? (
        <EmptyState data-slot="empty" title={t('account.va.empty')} description={t('account.va.empty-hint')} />
      ) : (
        <ul className="rk-stack rk-plain-list" data-slot="list">
          {items.map((account) => {
            const shown = accountsOf(account.PaymentMethods);
            const name = shown.map((a) => a.name).join(', ') || account.VirtualAccountID;
            // Until the list is read again it still says Active: the close's own answer says what the
            // account is now, so "Close account" does not come back beside "The account is closed."
            const status = account.Status === 'Active' && outcome?.id === account.VirtualAccountID ? outcome.accountStatus : account.Status;
            return (
              <li key={account.VirtualAccountID} className="rk-card rk-stack rk-account-item" data-state={status} data-slot="virtual-account">
                <div className="rk-account-item-head">
                  <div className="rk-stack" data-slot="accounts">
                    {shown.map((a) => (
                      <div key={a.name}>
                        <p data-slot="account-name" className="rk-account-name" translate="no">
                          {a.name}
                        </p>
                        {a.systems.length ? (
                          <p className="rk-caption" data-slot="systems">
                            {t('account.va.systems')}: {a.systems.join(' · ')}
                          </p>
                        ) : null}
                      </div>
                    ))}
                  </div>
                  <Badge tone={STATUS_TONE[status]} data-slot="status">
                    {serviceWord(t, 'account.va.status', status)}
                  </Badge>
                </div>
                <details className="rk-disclosure" data-slot="account-details">
                  <summary>{t('common.details')}</summary>
                  <dl className="rk-details">
                    <dt>{t('account.va.reference')}</dt>
                    {/* A reference is typed into a bank form: in groups of four, as an IBAN is shown,
                        which wrap between groups (never inside one, never past a 320 px card) and
                        copy as the bare code. */}
                    <dd data-slot="id">
                      <GroupedValue value={account.VirtualAccountID} />
                    </dd>
                  </dl>
                </details>
                {status === 'Active' ? (
                  confirming === account.VirtualAccountID ? (
                    <div ref={confirmRef} tabIndex={-1} role="group" aria-label={t('account.va.confirm', { id: name })} className="rk-stack" data-slot="confirm">
                      <p>{t('account.va.confirm-text')}</p>
                      <div className="rk-action-row">
                        <Button variant="danger" data-slot="confirm-close" busy={close.isPending} onClick={() => doClose(account)}>
                          {t('account.va.close-confirm')}
                        </Button>
                        <Button
                          variant="secondary"
                          data-slot="keep-open"
                          onClick={() => {
                            returnTo.current = account.VirtualAccountID;
                            setConfirming(undefined);
                          }}
                        >
                          {t('account.va.keep')}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className="rk-action-row">
                      <Button
                        ref={(node: HTMLButtonElement | null) => {
                          if (node) closeButtons.current.set(account.VirtualAccountID, node);
                          else closeButtons.current.delete(account.VirtualAccountID);
                        }}
                        variant="secondary"
                        data-slot="close"
                        onClick={() => setConfirming(account.VirtualAccountID)}
                        aria-label={t('account.va.close-named', { id: name })}
                      >
                        {t('account.va.close')}
                      </Button>
                    </div>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pager pages={pages} nextToken={query.data?.PageToken} />
    </KitRoot>
  );
}
