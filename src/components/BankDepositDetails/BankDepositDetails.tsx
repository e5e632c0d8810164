'use client';
// Bank details the customer pays into to buy crypto. The currency fits the customer: by default the
// one of their country (EUR by SEPA for a German customer, USD by ACH for an American one), with
// the others the business offers one tap away. The workflow runs each time this is shown, because
// the details can change; the client retries 409 by itself. A SelfReference answer means the
// destination is one of the customer's own deposit addresses, which would loop the funds.
import { useEffect, useId, useRef, useState } from 'react';
import type { FiatCurrencyCode } from '../../api/common';
import type { NextAction } from '../../api/errors';
import type { BankDepositRequest, BankDepositResponse } from '../../api/workflows';
import { customerCountry, depositCurrencyFor, BANK_DEPOSIT_CURRENCIES } from '../../core/deposit-rule/bank-currency';
import { useCreateBankDepositWorkflow, useCustomer } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { useVirtualAccountClosed } from '../../react/useVirtualAccountClosed';
import { Amount } from '../shared/Amount';
import { FeeRate } from '../shared/FeeRate';
import { methodTypeName, cryptoName, fiatName, networkName } from '../shared/names';
import { CopyField } from '../shared/CopyField';
import { ErrorPanel } from '../shared/ErrorPanel';
import { Heading } from '../shared/Heading';
import { Notice } from '../shared/Notice';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Skeleton } from '../shared/Skeleton';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { localeRegion } from '../../core/locale-match';
import { GroupedValue } from '../shared/GroupedValue';

/** An IBAN's shape: country, two check digits, then 11 to 30 letters and digits. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * What the account fields are called on this rail: SEPA details (or any whose account is an IBAN)
 * are an IBAN and a BIC, as the customer's bank names them (a BIC is not a German "Bankleitzahl");
 * other rails keep the generic "Account number" and "Bank code".
 */
function accountLabelKeys(methodType: string | undefined, accountNumber: string | undefined) {
  const iban = methodType === 'BankSepa' || IBAN_SHAPE.test((accountNumber ?? '').replace(/\s/g, ''));
  return iban ? ({ account: 'deposit.bank.iban', bank: 'deposit.bank.bic' } as const) : ({ account: 'deposit.bank.account-number', bank: 'deposit.bank.bank-code' } as const);
}

export interface BankDepositDetailsProps extends RootProps<HTMLElement> {
  customerId?: string;
  /** The currency to pay in (controlled). Default: the customer's country's, among `fiatCurrencies`. */
  fiatCurrency?: BankDepositRequest['FiatCurrency'];
  /** The first currency when uncontrolled; default the customer's country's. */
  defaultFiatCurrency?: BankDepositRequest['FiatCurrency'];
  /** The customer chose another currency. */
  onFiatCurrencyChange?: (currency: FiatCurrencyCode) => void;
  /** The currencies the business offers for bank deposits, in its order (default EUR and USD). */
  fiatCurrencies?: readonly FiatCurrencyCode[];
  cryptoCurrency: BankDepositRequest['CryptoCurrency'];
  network: BankDepositRequest['Network'];
  destinationAddress: string;
  /**
   * The bank details arrived (each time they are asked for), with the currency they were asked in:
   * the answer itself need not carry it (a service without a Fee says no currency).
   */
  onDetailsLoaded?: (details: BankDepositResponse, request: { fiatCurrency: FiatCurrencyCode }) => void;
}

export function BankDepositDetails(props: BankDepositDetailsProps) {
  const { customerId: own, fiatCurrency: controlled, defaultFiatCurrency, onFiatCurrencyChange, fiatCurrencies = BANK_DEPOSIT_CURRENCIES, cryptoCurrency, network, destinationAddress, onDetailsLoaded, className, ...root } = props;
  const { t, locale, customerId: bound } = useRampkit('BankDepositDetails', onboardingEn);
  const customerId = own ?? bound ?? '';
  const id = `rk-${useId().replace(/:/g, '')}`;
  // The customer's country picks the default currency; without the record, the locale's region does.
  const customer = useCustomer({ customerId, enabled: !!customerId && !controlled && !defaultFiatCurrency });
  const country = customerCountry(customer.data) ?? (customer.isPending && customer.fetchStatus !== 'idle' ? undefined : localeRegion(locale));
  const [chosen, setChosen] = useState<FiatCurrencyCode | undefined>(defaultFiatCurrency);
  const fiatCurrency = controlled ?? chosen ?? (country ? depositCurrencyFor(country, fiatCurrencies) : undefined);
  const choose = (currency: FiatCurrencyCode) => {
    if (!controlled) setChosen(currency);
    onFiatCurrencyChange?.(currency);
  };

  const workflow = useCreateBankDepositWorkflow();
  const { mutate } = workflow;
  const onDetailsLoadedRef = useRef(onDetailsLoaded);
  useEffect(() => {
    onDetailsLoadedRef.current = onDetailsLoaded;
  }, [onDetailsLoaded]);
  const run = () => {
    if (!fiatCurrency) return;
    mutate(
      { body: { CustomerID: customerId, FiatCurrency: fiatCurrency, CryptoCurrency: cryptoCurrency, Network: network, DestinationAddress: { Address: destinationAddress } } },
      { onSuccess: (details, asked) => onDetailsLoadedRef.current?.(details, { fiatCurrency: asked.body.FiatCurrency }) },
    );
  };
  // Every time it is shown (mounted, or asked for other details).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(run, [customerId, fiatCurrency, cryptoCurrency, network, destinationAddress]);

  // Details of the currency shown now, not of one chosen before.
  const d = workflow.variables?.body.FiatCurrency === fiatCurrency ? workflow.data : undefined;
  // The account shown was closed: its details would take a transfer the service returns. Asked for
  // again, the workflow answers with the customer's account as it is now (a new one).
  useVirtualAccountClosed(d?.VirtualAccountID, run);
  const selfReference = Object.values(workflow.error?.fieldErrors ?? {}).some((problems) => problems.some((p) => p.reason === 'SelfReference'));
  // Paused for the network, the workflow call is sent by itself when it returns. Until an answer,
  // it is loading from the first paint (the call starts in an effect just after it).
  const state = workflow.isPaused ? 'offline' : workflow.error ? 'error' : d && !workflow.isPending ? 'ready' : 'loading';
  const loading = state === 'loading';
  // The related methods that share the primary's account and bank code are the same details on
  // another rail: said once ("also work for Fedwire"), not listed again as a second account.
  const related = d?.RelatedPaymentMethods ?? [];
  const sameDetails = related.filter((m) => m.Details.AccountNumber === d?.AccountNumber && m.Details.BankCode === d?.BankCode);
  const otherDetails = related.filter((m) => !sameDetails.includes(m));
  const labels = accountLabelKeys(d?.PaymentMethodType, d?.AccountNumber);
  // A currency the service does not take for bank deposits: another currency, not another payout method.
  const nextActionText = (action: NextAction) => (action.kind === 'choose-another-channel' && /(^|\.)FiatCurrency$/.test(action.field) ? t('deposit.bank.currency-not-offered') : undefined);

  return (
    <KitRoot as="section" {...root} data-slot="bank-deposit-details" data-state={state} data-currency={fiatCurrency} aria-labelledby={`${id}-title`} aria-busy={loading} className={joinClasses('rk-stack rk-card rk-flow rk-bank-details', className)}>
      <Heading id={`${id}-title`}>{t('deposit.bank.title')}</Heading>
      {fiatCurrencies.length > 1 ? (
        <fieldset className="rk-segmented" data-slot="currency">
          <legend className="rk-label">{t('deposit.bank.currency')}</legend>
          {fiatCurrencies.map((c) => (
            <label key={c} className="rk-segment" data-state={c === fiatCurrency ? 'checked' : 'unchecked'}>
              <input type="radio" name={`${id}-currency`} value={c} checked={c === fiatCurrency} onChange={() => choose(c)} />
              <span>
                {fiatName(c, t, locale)} <span data-value="code">{c}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {selfReference ? (
        <div data-slot="self-reference">
          <Notice tone="danger" role="alert">
            <p>{t('deposit.bank.self-reference')}</p>
          </Notice>
        </div>
      ) : null}
      {/* A Conflict on every attempt asks for a new request: Try again makes a new workflow call. */}
      <ErrorPanel error={workflow.error} onRetryRequested={run} retryAlways={workflow.error?.repeatedConflict} nextActionText={nextActionText} />
      <OfflineNotice offline={workflow.isPaused} />
      {loading ? (
        <div className="rk-stack" data-slot="loading" aria-hidden="true">
          <Skeleton variant="line" width="80%" />
          {[0, 1, 2].map((i) => (
            <span key={i} className="rk-stack rk-skeleton-copy">
              <Skeleton variant="line" width="30%" />
              <Skeleton height="1.5rem" width="70%" />
            </span>
          ))}
        </div>
      ) : null}
      {d && !loading ? (
        <>
          <p data-slot="intro">{t('deposit.bank.intro', { fiat: fiatCurrency ?? '', crypto: cryptoName(d.CryptoCurrency ?? cryptoCurrency, t), network: networkName(d.Network ?? network, t) })}</p>
          <CopyField label={t(labels.account)} value={d.AccountNumber} />
          {d.BankCode ? <CopyField label={t(labels.bank)} value={d.BankCode} /> : null}
          {d.Reference ? <CopyField label={t('deposit.bank.reference')} value={d.Reference} hintId={`${id}-reference-hint`} /> : null}
          {d.Reference ? (
            <div data-slot="reference-hint">
              <Notice tone="info" id={`${id}-reference-hint`}>
                <p>{t('deposit.bank.reference-hint')}</p>
              </Notice>
            </div>
          ) : null}
          {d.AccountHolderName ? <CopyField label={t('deposit.bank.holder')} value={d.AccountHolderName} /> : null}
          <dl className="rk-details">
            {d.BankName ? (
              <>
                <dt>{t('deposit.bank.bank')}</dt>
                <dd data-slot="bank-name" translate="no">
                  {d.BankName}
                </dd>
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
                  <FeeRate percent={d.Fee.TotalFeePct} fixed={d.Fee.TotalFeeBase} currency={d.Fee.FiatCurrencyCode} /> ({t('deposit.bank.fee-min')} <Amount value={d.Fee.TotalFeeMin} currency={d.Fee.FiatCurrencyCode} />)
                </dd>
              </>
            ) : null}
            <dt>{t('deposit.bank.destination')}</dt>
            <dd data-slot="destination" className="rk-address">
              <GroupedValue value={d.DestinationAddress?.Address ?? destinationAddress} />
            </dd>
          </dl>
          {sameDetails.length ? (
            <p className="rk-caption" data-slot="also-for">
              {t('deposit.bank.also-for', { methods: sameDetails.map((m) => methodTypeName(m.PaymentMethodType, t)).join(', ') })}
            </p>
          ) : null}
          {otherDetails.length ? (
            <section aria-labelledby={`${id}-related`} className="rk-stack">
              <Heading section id={`${id}-related`}>
                {t('deposit.bank.related')}
              </Heading>
              <ul data-slot="related" className="rk-stack rk-plain-list">
                {otherDetails.map((m) => {
                  const its = accountLabelKeys(m.PaymentMethodType, m.Details.AccountNumber);
                  return (
                    <li key={m.PaymentMethodID} className="rk-stack">
                      <strong data-method-type={m.PaymentMethodType}>{methodTypeName(m.PaymentMethodType, t)}</strong>
                      {/* The field, then which rail it is for: "Account number (Fedwire transfer)". */}
                      <CopyField label={`${t(its.account)} (${methodTypeName(m.PaymentMethodType, t)})`} value={m.Details.AccountNumber} />
                      <CopyField label={`${t(its.bank)} (${methodTypeName(m.PaymentMethodType, t)})`} value={m.Details.BankCode} />
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </KitRoot>
  );
}
