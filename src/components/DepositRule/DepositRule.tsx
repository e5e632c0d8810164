'use client';
// Sell on deposit: an on-chain deposit rule that sells what arrives at its address into the
// customer's payment method (the form session). Three triggers: one deposit, every deposit, or a
// deposit of exactly the quoted amount before the quote expires. Account-based networks only.
import { useId, useRef, useState } from 'react';
import { ACCOUNT_BASED_NETWORKS, PositiveDecimalSchema, type CryptoCurrencyCode } from '../../api/common';
import type { AmountCondition, ConditionInput, DepositRuleResponse, DepositTrigger } from '../../api/rules';
import type { SellQuote } from '../../api/sell';
import { useCreateDepositRule } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { ErrorPanel } from '../shared/ErrorPanel';
import { networkName } from '../shared/names';
import { Countdown } from '../PriceQuote/Countdown';
import { DepositAddress } from './DepositAddress';
import { onboardingEn } from '../../i18n/areas/onboarding/en';

export type DepositTriggerKind = 'single' | 'permanent' | 'quoted';

export interface DepositRuleProps {
  customerId?: string;
  cryptoCurrency: CryptoCurrencyCode;
  /** A completed sell form session (prepare sell) naming where the fiat goes. */
  formSessionId: string;
  /** The quote of that session (prepare with Quoted true): enables the quoted trigger. */
  quote?: SellQuote;
  /** Networks to offer (account-based only); defaults to all of them. */
  networks?: readonly string[];
  defaultTrigger?: DepositTriggerKind;
  /** Asks the host for a new price once the quote has expired (prepare again with Quoted true and
   * pass the new `quote`); the component then offers a rule for the new price. Without it, an
   * expired quote leaves the customer the other triggers. */
  onRequote?: () => void;
  /** The host is fetching a new price. */
  requoting?: boolean;
  onCreated?: (rule: DepositRuleResponse) => void;
  createNonce?: () => string;
}

export function DepositRule({ customerId: own, cryptoCurrency, formSessionId, quote, networks = ACCOUNT_BASED_NETWORKS, defaultTrigger, onRequote, requoting, onCreated, createNonce = () => crypto.randomUUID() }: DepositRuleProps) {
  const { t, emit, customerId: bound, client } = useRampkit('DepositRule', onboardingEn);
  // The published 0.1.3 operation takes only the single-deposit trigger.
  const offers = (k: DepositTriggerKind) => (k === 'quoted' ? !!quote : k === 'permanent' ? client.apiVersion !== '0.1.3' : true);
  const customerId = own ?? bound ?? '';
  const id = useId();
  const offered = networks.filter((n) => (ACCOUNT_BASED_NETWORKS as readonly string[]).includes(n));
  const [kind, setKind] = useState<DepositTriggerKind>(defaultTrigger ?? (quote ? 'quoted' : 'single'));
  const [network, setNetwork] = useState(offered[0] ?? '');
  const [operator, setOperator] = useState<AmountCondition['ComparisonOperator'] | 'any'>('any');
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string>();
  // The SignedQuote whose Expiry has passed: a new quote from the host is live again by itself.
  const [expiredQuote, setExpiredQuote] = useState<string>();
  const expired = quote !== undefined && expiredQuote === quote.SignedQuote;
  const markExpired = () => setExpiredQuote(quote?.SignedQuote);
  const create = useCreateDepositRule();
  const [ruleQuote, setRuleQuote] = useState<string>();
  // One Nonce per attempt: a retry of the same request reuses it.
  const attempt = useRef<{ key: string; nonce: string }>(undefined);

  const submit = () => {
    if (operator !== 'any' && kind !== 'quoted' && !PositiveDecimalSchema.safeParse(value).success) return setValueError(t('sell.amount.invalid'));
    setValueError(undefined);
    const condition: ConditionInput = kind === 'quoted' || operator === 'any' ? { Network: network as never } : { Network: network as never, AmountConditions: [{ ComparisonOperator: operator, Value: value }] };
    const key = JSON.stringify([kind, condition, quote?.SignedQuote]);
    if (attempt.current?.key !== key) attempt.current = { key, nonce: createNonce() };
    const base = { Conditions: [condition], Nonce: attempt.current.nonce };
    const trigger: DepositTrigger =
      kind === 'quoted' ? { Type: 'QuotedOnchainDepositSourceTriggerInput', ...base, SignedQuote: quote?.SignedQuote ?? '' } : kind === 'single' ? { Type: 'SingleOnchainDepositSourceTriggerInput', ...base } : { Type: 'PermanentOnchainDepositSourceTriggerInput', ...base };
    create.mutate(
      { body: { Trigger: trigger, CustomerID: customerId, CryptoCurrency: cryptoCurrency, FormSessionID: formSessionId } },
      {
        onSuccess: (rule) => {
          setRuleQuote(trigger.Type === 'QuotedOnchainDepositSourceTriggerInput' ? trigger.SignedQuote : undefined);
          emit({ type: 'deposit-rule.created', rule });
          onCreated?.(rule);
        },
      },
    );
  };

  /** Leaves the dead quoted rule behind and asks for a new price (or, without a host callback,
   * returns to the form, where the other triggers remain). */
  const startOver = () => {
    create.reset();
    attempt.current = undefined;
    if (onRequote) onRequote();
    else setKind('single');
  };
  const expiredPanel = (
    <div role="alert" data-slot="quote-expired" className="rk-stack">
      <p>{t('deposit.rule.expired')}</p>
      <button type="button" className="rk-button" data-slot="start-over" disabled={requoting} onClick={startOver}>
        {onRequote ? t('deposit.rule.new-price') : t('deposit.rule.other-trigger')}
      </button>
    </div>
  );

  const rule = create.data;
  // A rule made for an earlier quote is over once the host hands in a new one.
  const ruleIsCurrent = kind !== 'quoted' || ruleQuote === quote?.SignedQuote;
  if (rule && ruleIsCurrent && kind === 'quoted' && expired) {
    // The address of an expired quoted rule must not be used: no address, no QR, no Copy.
    return (
      <section data-slot="deposit-rule" data-state="expired" data-trigger={kind} aria-label={t('deposit.rule.title')} className="rk-stack rk-card">
        {expiredPanel}
        {rule.RuleID ? (
          <p data-slot="rule-id" data-rule-id={rule.RuleID}>
            <small>{t('deposit.rule.id', { id: rule.RuleID })}</small>
          </p>
        ) : null}
      </section>
    );
  }
  if (rule && ruleIsCurrent) {
    return (
      <section data-slot="deposit-rule" data-state="created" data-trigger={kind} aria-label={t('deposit.rule.title')} className="rk-stack rk-card">
        <p role="status">{t(`deposit.rule.created.${kind}`, { crypto: cryptoCurrency })}</p>
        {rule.Conditions.map((c) => (
          <div key={c.DestinationAddress.Address} className="rk-stack" data-slot="condition">
            <DepositAddress address={c.DestinationAddress.Address} network={c.Network} />
            <dl className="rk-details">
              <dt>{t('deposit.rule.network')}</dt>
              <dd data-slot="network" data-network={c.Network}>
                {networkName(c.Network, t)}
              </dd>
              <dt>{t('deposit.rule.amount')}</dt>
              <dd data-slot="amount-conditions">
                {c.AmountConditions.length
                  ? c.AmountConditions.map((a, i) => (
                      <span key={i}>
                        {i ? ', ' : ''}
                        {t(`deposit.rule.op.${a.ComparisonOperator}`)} <Amount value={a.Value} currency={c.CryptoCurrency} />
                      </span>
                    ))
                  : t('deposit.rule.any-amount')}
              </dd>
            </dl>
          </div>
        ))}
        {rule.RuleID ? (
          <p data-slot="rule-id" data-rule-id={rule.RuleID}>
            <small>{t('deposit.rule.id', { id: rule.RuleID })}</small>
          </p>
        ) : null}
        {kind === 'quoted' && quote ? (
          <div role="note" data-slot="quoted-warning" data-state={expired ? 'expired' : 'active'}>
            <p>
              <Countdown key={quote.SignedQuote} expiry={quote.Expiry} onExpire={markExpired} />
            </p>
            <p>{t('deposit.rule.quoted-warning')}</p>
          </div>
        ) : null}
      </section>
    );
  }

  return (
    <section data-slot="deposit-rule" data-state="form" aria-label={t('deposit.rule.title')} className="rk-stack rk-card">
      <fieldset className="rk-radio-group">
        <legend>{t('deposit.rule.trigger')}</legend>
        {(['single', 'permanent', 'quoted'] as const).map((k) => (
          <div key={k} className="rk-option" data-state={kind === k ? 'checked' : 'unchecked'} data-disabled={offers(k) ? undefined : ''}>
            <input type="radio" id={`${id}-${k}`} name={`${id}-trigger`} value={k} data-slot="trigger" checked={kind === k} disabled={!offers(k)} onChange={() => setKind(k)} />
            <label htmlFor={`${id}-${k}`}>
              <strong>{t(`deposit.rule.kind.${k}`)}</strong> <small>{t(`deposit.rule.kind.${k}.help`)}</small>
            </label>
          </div>
        ))}
      </fieldset>
      <div className="rk-field">
        <label htmlFor={`${id}-network`}>{t('deposit.rule.network')}</label>
        <select id={`${id}-network`} data-slot="network-select" value={network} onChange={(e) => setNetwork(e.target.value)}>
          {offered.map((n) => (
            <option key={n} value={n}>
              {networkName(n, t)}
            </option>
          ))}
        </select>
        <p className="rk-help">{t('deposit.rule.account-based')}</p>
      </div>
      {kind === 'quoted' && quote ? (
        <div className="rk-stack" data-slot="quoted" data-state={expired ? 'expired' : 'active'}>
          <p data-slot="quoted-amount">
            {t('deposit.rule.quoted-amount')} <Amount value={quote.CryptoAmount} currency={cryptoCurrency} /> → <Amount value={quote.FiatAmount} currency={quote.FiatCurrency} />
          </p>
          <p>
            <Countdown key={quote.SignedQuote} expiry={quote.Expiry} onExpire={markExpired} />
          </p>
          {expired ? expiredPanel : null}
        </div>
      ) : (
        <div className="rk-row">
          <div className="rk-field">
            <label htmlFor={`${id}-op`}>{t('deposit.rule.amount')}</label>
            <select id={`${id}-op`} data-slot="operator" value={operator} onChange={(e) => setOperator(e.target.value as typeof operator)}>
              <option value="any">{t('deposit.rule.any-amount')}</option>
              <option value="EQ">{t('deposit.rule.op.EQ')}</option>
              <option value="LTEQ">{t('deposit.rule.op.LTEQ')}</option>
              <option value="GTEQ">{t('deposit.rule.op.GTEQ')}</option>
            </select>
          </div>
          {operator !== 'any' ? (
            <div className="rk-field">
              <label htmlFor={`${id}-value`}>{t('deposit.rule.value', { crypto: cryptoCurrency })}</label>
              <input id={`${id}-value`} data-slot="value" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={valueError ? true : undefined} aria-describedby={valueError ? `${id}-value-error` : undefined} />
              {valueError ? (
                <p id={`${id}-value-error`} data-slot="field-error">
                  {valueError}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
      <ErrorPanel error={create.error} onRetry={submit} />
      <button type="button" className="rk-button" data-slot="create" disabled={create.isPending || !network || (kind === 'quoted' && expired)} onClick={submit}>
        {t('deposit.rule.create')}
      </button>
    </section>
  );
}
