'use client';
// The customer's saved payout methods (PayoutTo), by display shape, one page at a time, plus
// "a new one". Choosing null means the channel's form will collect a new method.
import { useEffect, useId } from 'react';
import type { PaymentMethod } from '../../api/payment-methods';
import type { CountryCode, PaymentMethodCategory } from '../../api/common';
import { usePaymentMethods } from '../../react/hooks';
import { useControllableState } from '../../react/useControllableState';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Pager, usePageTokens } from '../shared/Pager';
import { PaymentMethodLabel, paymentMethodText, uniqueByDisplay } from '../shared/PaymentMethodLabel';
import { Skeleton } from '../shared/Skeleton';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface PaymentMethodPickerProps extends RootProps<HTMLDivElement> {
  customerId?: string;
  /** Only methods that fit the chosen channel. */
  country?: CountryCode;
  category?: PaymentMethodCategory;
  /** The chosen method's ID, or null for a new one (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  /** The chosen method's ID (null: a new one), as `value`, and the method itself. */
  onValueChange?: (paymentMethodId: string | null, method: PaymentMethod | null) => void;
  pageSize?: number;
  /**
   * Nothing chosen yet (`defaultValue` undefined): once the list is known, the first saved account
   * starts chosen, as a returning customer expects ("a new account" when none fits). Reported
   * through `onValueChange` as any choice is.
   */
  preselectFirst?: boolean;
}

export function PaymentMethodPicker({ customerId: ownCustomerId, country, category, pageSize = 20, value, defaultValue, onValueChange, preselectFirst, className, ...root }: PaymentMethodPickerProps) {
  const { t, emit, customerId: boundCustomer } = useRampkit('PaymentMethodPicker');
  const customerId = ownCustomerId ?? boundCustomer;
  const id = useId();
  // Previous pages' tokens, so "previous" works without refetching what is cached.
  const pages = usePageTokens();
  const { pageToken } = pages;
  const query = usePaymentMethods({
    query: { CustomerID: customerId ?? '', Capability: 'PayoutTo', PageSize: pageSize, ...(pageToken ? { PageToken: pageToken } : {}) },
    enabled: !!customerId,
  });
  const [selected, setSelected] = useControllableState<string | null | undefined>({ value, defaultValue });
  const methods = uniqueByDisplay(
    (query.data?.Items ?? []).filter((m) => (!country || m.Country === country) && (!category || m.PaymentMethodCategory === category)),
    // What the row shows: the account, its holder and its rail.
    (m) => JSON.stringify([m.PaymentMethodCategory, paymentMethodText(m.DisplayDetails), m.AccountHolderDetails?.Name?.FirstName, m.AccountHolderDetails?.Name?.LastName]),
  );

  const choose = (method: PaymentMethod | null) => {
    setSelected(method?.ID ?? null);
    onValueChange?.(method?.ID ?? null, method);
    emit({ type: 'payment-method.selected', paymentMethod: method });
  };

  // The first page's first account (or a new one), once the list is known and nothing is chosen.
  const first = preselectFirst && selected === undefined && query.data && !pageToken ? (methods[0] ?? null) : undefined;
  useEffect(() => {
    if (first !== undefined) choose(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the account found first
  }, [first]);

  // Offline before the first answer: neither a list nor "no saved accounts" (which it may not be).
  const waiting = query.isPaused && !query.data;
  const state = query.isPaused ? 'offline' : query.isLoading ? 'loading' : query.error ? 'error' : methods.length === 0 ? 'empty' : 'ready';
  return (
    <KitRoot as="div" {...root} data-slot="payment-method-picker" data-state={state} className={joinClasses('rk-stack', className)}>
      <ErrorPanel error={query.error} onRetryRequested={() => void query.refetch()} retryAlways />
      <OfflineNotice offline={query.isPaused} />
      {waiting ? null : query.isLoading ? (
        <div role="status" aria-busy="true">
          <span className="rk-visually-hidden">{t('common.loading')}</span>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : (
        <fieldset className="rk-radio-group" data-slot="methods">
          <legend>{t('sell.method.legend')}</legend>
          {methods.length === 0 ? <p data-slot="empty">{t('sell.method.empty')}</p> : null}
          {methods.map((method) => (
            <div key={method.ID} className="rk-option" data-slot="method" data-state={selected === method.ID ? 'checked' : 'unchecked'}>
              <label htmlFor={`${id}-${method.ID}`} className="rk-option-label">
                <input type="radio" id={`${id}-${method.ID}`} name={`${id}-method`} value={method.ID} checked={selected === method.ID} onChange={() => choose(method)} />
                <span className="rk-option-text">
                  <PaymentMethodLabel details={method.DisplayDetails} />
                  {method.AccountHolderDetails?.Name ? (
                    // A person's name: never translated.
                    <small data-slot="holder" translate="no">
                      {' '}
                      {method.AccountHolderDetails.Name.FirstName} {method.AccountHolderDetails.Name.LastName}
                    </small>
                  ) : null}
                </span>
              </label>
            </div>
          ))}
          <div className="rk-option" data-slot="new-method" data-state={selected === null ? 'checked' : 'unchecked'}>
            <label htmlFor={`${id}-new`} className="rk-option-label">
              <input type="radio" id={`${id}-new`} name={`${id}-method`} value="new" checked={selected === null} onChange={() => choose(null)} />
              <span className="rk-option-text">{t('sell.method.new')}</span>
            </label>
          </div>
        </fieldset>
      )}
      <Pager pages={pages} nextToken={query.data?.PageToken} />
    </KitRoot>
  );
}
