'use client';
// Sell on deposit: an on-chain deposit rule that sells what arrives at its address into the
// customer's payment method (the form session). Three triggers: one deposit, every deposit, or a
// deposit of exactly the quoted amount before the quote expires. Account-based networks only.
import { useId } from 'react';
import type { ServedAt } from '../../api/client';
import { useDepositRule, type DepositTriggerKind, type UseDepositRuleOptions } from '../../react/useDepositRule';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { networkName } from '../shared/names';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { Countdown } from '../PriceQuote/Countdown';
import { DepositAddress } from './DepositAddress';
import { onboardingEn } from '../../i18n/areas/onboarding/en';

export type { DepositTriggerKind };

export interface DepositRuleProps extends UseDepositRuleOptions, RootProps<HTMLElement> {
  /** The host is fetching a new price (after `onRequoteRequested`). */
  requoting?: boolean;
  /**
   * When the quote's answer was served (`prepared.servedAt` of `client.prepareSell`): the quote
   * counts down by the server's clock, whatever this device's says.
   */
  servedAt?: ServedAt;
}

/** Renders `useDepositRule`: the trigger form, then the rule's address (or the expired quote). */
export function DepositRule(props: DepositRuleProps) {
  const { customerId, cryptoCurrency, formSessionId, quote, networks, defaultTrigger, onRequoteRequested, requoting, onRuleCreated, createNonce, servedAt, className, ...root } = props;
  const { t } = useRampkit('DepositRule', onboardingEn);
  const id = useId();
  const { state, actions } = useDepositRule({ customerId, cryptoCurrency, formSessionId, quote, networks, defaultTrigger, createNonce, onRequoteRequested, onRuleCreated });
  const { trigger: kind, rule, quoteExpired: expired } = state;
  const rootOf = (step: string) => ({ ...root, 'data-slot': 'deposit-rule', 'data-state': step, 'aria-label': t('deposit.rule.title'), className: joinClasses('rk-stack rk-card rk-flow', className) });

  const expiredPanel = (
    <div role="alert" data-slot="quote-expired" className="rk-stack">
      <p>{t('deposit.rule.expired')}</p>
      <button type="button" className="rk-button" data-slot="start-over" disabled={requoting} onClick={actions.startOver}>
        {state.canRequote ? t('deposit.rule.new-price') : t('deposit.rule.other-trigger')}
      </button>
    </div>
  );

  if (rule && state.step === 'expired') {
    // The address of an expired quoted rule must not be used: no address, no QR, no Copy.
    return (
      <KitRoot as="section" {...rootOf('expired')} data-trigger={kind}>
        {expiredPanel}
        {rule.RuleID ? (
          <p data-slot="rule-id" data-rule-id={rule.RuleID}>
            <small>{t('deposit.rule.id', { id: rule.RuleID })}</small>
          </p>
        ) : null}
      </KitRoot>
    );
  }
  if (rule) {
    return (
      <KitRoot as="section" {...rootOf('created')} data-trigger={kind}>
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
              <Countdown key={quote.SignedQuote} expiry={quote.Expiry} servedAt={servedAt} onExpire={actions.expireQuote} />
            </p>
            <p>{t('deposit.rule.quoted-warning')}</p>
          </div>
        ) : null}
      </KitRoot>
    );
  }

  return (
    <KitRoot as="section" {...rootOf('form')}>
      <fieldset className="rk-radio-group">
        <legend>{t('deposit.rule.trigger')}</legend>
        {(['single', 'permanent', 'quoted'] as const).map((k) => (
          <div key={k} className="rk-option" data-state={kind === k ? 'checked' : 'unchecked'} data-disabled={state.offers[k] ? undefined : ''}>
            <input type="radio" id={`${id}-${k}`} name={`${id}-trigger`} value={k} data-slot="trigger" checked={kind === k} disabled={!state.offers[k]} onChange={() => actions.setTrigger(k)} />
            <label htmlFor={`${id}-${k}`}>
              <strong>{t(`deposit.rule.kind.${k}`)}</strong> <small>{t(`deposit.rule.kind.${k}.help`)}</small>
            </label>
          </div>
        ))}
      </fieldset>
      <div className="rk-field">
        <label htmlFor={`${id}-network`}>{t('deposit.rule.network')}</label>
        <select id={`${id}-network`} data-slot="network-select" value={state.network} onChange={(e) => actions.setNetwork(e.target.value)}>
          {state.networks.map((n) => (
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
            <Countdown key={quote.SignedQuote} expiry={quote.Expiry} servedAt={servedAt} onExpire={actions.expireQuote} />
          </p>
          {expired ? expiredPanel : null}
        </div>
      ) : (
        <div className="rk-row">
          <div className="rk-field">
            <label htmlFor={`${id}-op`}>{t('deposit.rule.amount')}</label>
            <select id={`${id}-op`} data-slot="operator" value={state.operator} onChange={(e) => actions.setOperator(e.target.value as typeof state.operator)}>
              <option value="any">{t('deposit.rule.any-amount')}</option>
              <option value="EQ">{t('deposit.rule.op.EQ')}</option>
              <option value="LTEQ">{t('deposit.rule.op.LTEQ')}</option>
              <option value="GTEQ">{t('deposit.rule.op.GTEQ')}</option>
            </select>
          </div>
          {state.operator !== 'any' ? (
            <div className="rk-field">
              <label htmlFor={`${id}-value`}>{t('deposit.rule.value', { crypto: cryptoCurrency })}</label>
              <input id={`${id}-value`} data-slot="value" inputMode="decimal" value={state.amount} onChange={(e) => actions.setAmount(e.target.value)} aria-invalid={state.amountInvalid || undefined} aria-describedby={state.amountInvalid ? `${id}-value-error` : undefined} />
              {state.amountInvalid ? (
                <p id={`${id}-value-error`} data-slot="field-error">
                  {/* The rule's value is read as the spec's decimal string (not by locale): the example shows that writing. */}
                  {t('sell.amount.invalid', { example: '150.50' })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
      <ErrorPanel error={state.error} onRetryRequested={actions.create} />
      <OfflineNotice offline={state.offline} />
      <button type="button" className="rk-button" data-slot="create" disabled={!state.canCreate} onClick={actions.create}>
        {t('deposit.rule.create')}
      </button>
    </KitRoot>
  );
}
