'use client';
// Bank details the customer pays into to buy crypto. The workflow runs each time this is shown,
// because the details can change; the client retries 409 by itself. A SelfReference answer means
// the destination is one of the customer's own deposit addresses, which would loop the funds.
import { useEffect, useRef } from 'react';
import type { BankDepositRequest, BankDepositResponse } from '../../api/workflows';
import { formatPercent } from '../../core/decimal';
import { useCreateBankDepositWorkflow } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { methodTypeName, networkName } from '../shared/names';
import { CopyField } from '../shared/CopyField';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Skeleton } from '../shared/Skeleton';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface BankDepositDetailsProps extends RootProps<HTMLElement> {
  customerId?: string;
  fiatCurrency: BankDepositRequest['FiatCurrency'];
  cryptoCurrency: BankDepositRequest['CryptoCurrency'];
  network: BankDepositRequest['Network'];
  destinationAddress: string;
  /** The bank details arrived (each time they are asked for). */
  onDetailsLoaded?: (details: BankDepositResponse) => void;
}

export function BankDepositDetails({ customerId: own, fiatCurrency, cryptoCurrency, network, destinationAddress, onDetailsLoaded, className, ...root }: BankDepositDetailsProps) {
  const { t, locale, customerId: bound } = useRampkit('BankDepositDetails', onboardingEn);
  const customerId = own ?? bound ?? '';
  const workflow = useCreateBankDepositWorkflow();
  const { mutate } = workflow;
  const onDetailsLoadedRef = useRef(onDetailsLoaded);
  useEffect(() => {
    onDetailsLoadedRef.current = onDetailsLoaded;
  }, [onDetailsLoaded]);
  const run = () =>
    mutate(
      { body: { CustomerID: customerId, FiatCurrency: fiatCurrency, CryptoCurrency: cryptoCurrency, Network: network, DestinationAddress: { Address: destinationAddress } } },
      { onSuccess: (details) => onDetailsLoadedRef.current?.(details) },
    );
  // Every time it is shown (mounted, or asked for other details).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(run, [customerId, fiatCurrency, cryptoCurrency, network, destinationAddress]);

  const d = workflow.data;
  const selfReference = Object.values(workflow.error?.fieldErrors ?? {}).some((problems) => problems.some((p) => p.reason === 'SelfReference'));
  // Paused for the network, the workflow call is sent by itself when it returns.
  const state = workflow.isPaused ? 'offline' : workflow.isPending ? 'loading' : workflow.error ? 'error' : d ? 'ready' : 'idle';
  return (
    <KitRoot as="section" {...root} data-slot="bank-deposit-details" data-state={state} aria-label={t('deposit.bank.title')} aria-busy={workflow.isPending && !workflow.isPaused} className={joinClasses('rk-stack rk-card', className)}>
      {selfReference ? (
        <p role="alert" data-slot="self-reference">
          {t('deposit.bank.self-reference')}
        </p>
      ) : null}
      <ErrorPanel error={workflow.error} onRetryRequested={run} />
      <OfflineNotice offline={workflow.isPaused} />
      {workflow.isPending && !workflow.isPaused ? <Skeleton height="8rem" /> : null}
      {d ? (
        <>
          <p>{t('deposit.bank.intro', { fiat: fiatCurrency, crypto: d.CryptoCurrency ?? cryptoCurrency, network: networkName(d.Network ?? network, t) })}</p>
          <CopyField label={t('deposit.bank.account-number')} value={d.AccountNumber} />
          {d.BankCode ? <CopyField label={t('deposit.bank.bank-code')} value={d.BankCode} /> : null}
          {d.Reference ? <CopyField label={t('deposit.bank.reference')} value={d.Reference} /> : null}
          {d.Reference ? <p data-slot="reference-hint">{t('deposit.bank.reference-hint')}</p> : null}
          {d.AccountHolderName ? <CopyField label={t('deposit.bank.holder')} value={d.AccountHolderName} /> : null}
          <dl className="rk-details">
            {d.BankName ? (
              <>
                <dt>{t('deposit.bank.bank')}</dt>
                <dd data-slot="bank-name">{d.BankName}</dd>
              </>
            ) : null}
            <dt>{t('deposit.bank.method')}</dt>
            <dd data-slot="method" data-method-type={d.PaymentMethodType}>
              {methodTypeName(d.PaymentMethodType, t)}
            </dd>
            {/* The published 0.1.3 answer has no Fee: then the fee is not shown rather than guessed. */}
            {d.Fee ? (
              <>
                <dt>{t('deposit.bank.fee')}</dt>
                <dd data-slot="fee">
                  {formatPercent(d.Fee.TotalFeePct, locale)} + <Amount value={d.Fee.TotalFeeBase} currency={d.Fee.FiatCurrencyCode} /> ({t('deposit.bank.fee-min')} <Amount value={d.Fee.TotalFeeMin} currency={d.Fee.FiatCurrencyCode} />)
                </dd>
              </>
            ) : null}
            <dt>{t('deposit.bank.destination')}</dt>
            <dd data-slot="destination">{d.DestinationAddress?.Address ?? destinationAddress}</dd>
          </dl>
          {d.RelatedPaymentMethods?.length ? (
            <section aria-label={t('deposit.bank.related')}>
              <h3>{t('deposit.bank.related')}</h3>
              <ul data-slot="related">
                {d.RelatedPaymentMethods.map((m) => (
                  <li key={m.PaymentMethodID}>
                    <strong data-method-type={m.PaymentMethodType}>{methodTypeName(m.PaymentMethodType, t)}</strong>
                    {/* The field, then which rail it is for: "Account number (Fedwire transfer)". */}
                    <CopyField label={`${t('deposit.bank.account-number')} (${methodTypeName(m.PaymentMethodType, t)})`} value={m.Details.AccountNumber} />
                    <CopyField label={`${t('deposit.bank.bank-code')} (${methodTypeName(m.PaymentMethodType, t)})`} value={m.Details.BankCode} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </KitRoot>
  );
}
