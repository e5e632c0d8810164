'use client';
// The customer's virtual accounts (where their bank transfers arrive), with closing: 200 means
// closed now, 202 means closing once the deposits still in flight settle (PendingClosure).
import { useState } from 'react';
import type { CloseVirtualAccountResult, VirtualAccount } from '../../api/accounts';
import type { ApiError } from '../../api/errors';
import { useCloseVirtualAccount, useVirtualAccounts } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice, waitingForNetwork } from '../shared/OfflineNotice';
import { Pager, usePageTokens } from '../shared/Pager';
import { PaymentMethodLabel } from '../shared/PaymentMethodLabel';
import { Skeleton } from '../shared/Skeleton';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface VirtualAccountsProps extends RootProps<HTMLElement> {
  customerId?: string;
  pageSize?: number;
  /** An account was closed (200) or its closing accepted (202). */
  onAccountClosed?: (result: CloseVirtualAccountResult, httpStatus: 200 | 202) => void;
}

export function VirtualAccounts({ customerId: own, pageSize = 20, onAccountClosed, className, ...root }: VirtualAccountsProps) {
  const { t, customerId: bound } = useRampkit('VirtualAccounts', onboardingEn);
  const customerId = own ?? bound ?? '';
  const pages = usePageTokens();
  const { pageToken } = pages;
  const query = useVirtualAccounts({ query: { CustomerID: customerId, PageSize: pageSize, ...(pageToken ? { PageToken: pageToken } : {}) }, enabled: !!customerId });
  const close = useCloseVirtualAccount();
  const [outcome, setOutcome] = useState<{ id: string; status: 200 | 202 }>();
  const [closeError, setCloseError] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState<string>();
  const items = query.data?.Items ?? [];
  const offline = waitingForNetwork(query, close);
  const state = offline ? 'offline' : query.isLoading ? 'loading' : query.error ? 'error' : items.length ? 'ready' : 'empty';

  const doClose = (account: VirtualAccount) => {
    setCloseError(null);
    close.mutate(
      { params: { VirtualAccountID: account.VirtualAccountID } },
      {
        onSuccess: (result) => {
          const status = result.status as 200 | 202;
          setOutcome({ id: account.VirtualAccountID, status });
          setConfirming(undefined);
          onAccountClosed?.(result.data, status);
        },
        onError: (error) => setCloseError(error),
      },
    );
  };

  return (
    <KitRoot as="section" {...root} data-slot="virtual-accounts" data-state={state} aria-label={t('account.va')} className={joinClasses('rk-stack', className)}>
      <ErrorPanel error={query.error ?? closeError} onRetryRequested={() => void query.refetch()} />
      <OfflineNotice offline={offline} />
      <p role="status" aria-live="polite" data-slot="close-outcome" data-outcome={outcome ? (outcome.status === 200 ? 'closed' : 'closing') : undefined}>
        {outcome ? t(outcome.status === 200 ? 'account.va.closed-now' : 'account.va.closing') : ''}
      </p>
      {query.isPaused && !query.data ? null : query.isLoading ? (
        <Skeleton height="4rem" />
      ) : !items.length && !query.error ? (
        <p data-slot="empty">{t('account.va.empty')}</p>
      ) : (
        <ul className="rk-stack" data-slot="list">
          {items.map((account) => (
            <li key={account.VirtualAccountID} className="rk-card" data-state={account.Status} data-slot="virtual-account">
              <p>
                <strong>{t(`account.va.status.${account.Status}`)}</strong> · <span data-slot="id">{account.VirtualAccountID}</span>
              </p>
              <ul>
                {account.PaymentMethods.map((m) => (
                  <li key={m.ID}>
                    <PaymentMethodLabel details={m.DisplayDetails} />
                  </li>
                ))}
              </ul>
              {account.Status === 'Active' ? (
                confirming === account.VirtualAccountID ? (
                  <div role="group" aria-label={t('account.va.confirm', { id: account.VirtualAccountID })} className="rk-row">
                    <p>{t('account.va.confirm-text')}</p>
                    <button type="button" className="rk-button" data-slot="confirm-close" disabled={close.isPending} onClick={() => doClose(account)}>
                      {t('account.va.close-confirm')}
                    </button>
                    <button type="button" className="rk-button" data-variant="secondary" data-slot="keep-open" onClick={() => setConfirming(undefined)}>
                      {t('account.va.keep')}
                    </button>
                  </div>
                ) : (
                  <button type="button" className="rk-button" data-variant="secondary" data-slot="close" onClick={() => setConfirming(account.VirtualAccountID)} aria-label={t('account.va.close-named', { id: account.VirtualAccountID })}>
                    {t('account.va.close')}
                  </button>
                )
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager pages={pages} nextToken={query.data?.PageToken} />
    </KitRoot>
  );
}
