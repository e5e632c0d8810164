'use client';
// Sell on deposit: an on-chain deposit rule that sells what arrives at its address into the
// customer's payment method (the form session). Three triggers: one deposit, every deposit, or a
// deposit of exactly the quoted amount before the quote expires. Only the networks the currency is
// on are offered (test networks for a sandbox currency). Currencies and networks are named, never
// shown as codes; the rule's id is for support only, under "Details".
import { useId, useRef, useState } from 'react';
import type { ServedAt } from '../../api/client';
import { useDepositRule, type DepositTriggerKind, type UseDepositRuleOptions } from '../../react/useDepositRule';
import { useRampkit } from '../../react/useRampkit';
import { ActionBar } from '../shared/ActionBar';
import { Amount } from '../shared/Amount';
import { Button } from '../shared/Button';
import { ErrorPanel } from '../shared/ErrorPanel';
import { Field, focusReadsError } from '../shared/Field';
import { Heading } from '../shared/Heading';
import { Notice } from '../shared/Notice';
import { OfflineNotice } from '../shared/OfflineNotice';
import { cryptoName, networkName } from '../shared/names';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';
import { Countdown } from '../PriceQuote/Countdown';
import { useFocusRescue } from '../CustomerStatus/useFocusRescue';
import { DepositAddress } from './DepositAddress';
import { depositAmountText } from './amount-text';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { serviceWord } from '../../i18n';

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

const TRIGGERS = ['single', 'permanent', 'quoted'] as const;

/** Renders `useDepositRule`: the trigger form, then the rule's address (or the expired quote). */
export function DepositRule(props: DepositRuleProps) {
  const { customerId, cryptoCurrency, formSessionId, quote, networks, defaultTrigger, onRequoteRequested, requoting, onRuleCreated, createNonce, servedAt, locale: own, className, ...root } = props;
  const { t, locale: kitLocale } = useRampkit('DepositRule', onboardingEn);
  const locale = own ?? kitLocale;
  const id = `rk-${useId().replace(/:/g, '')}`;
  const { state, actions } = useDepositRule({ customerId, cryptoCurrency, formSessionId, quote, networks, defaultTrigger, createNonce, locale, onRequoteRequested, onRuleCreated });
  const { trigger: kind, rule, quoteExpired: expired } = state;
  const crypto = cryptoName(cryptoCurrency, t);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  // The amount's problem is heard once: from the input's description when Create moved focus to it, else from the region.
  const [focusSaysIt, setFocusSaysIt] = useState(false);
  const pressingCreate = useRef(false);
  // The create button goes when the address comes: focus goes to the new step's heading.
  useFocusRescue(headingRef, state.step);
  const rootOf = (step: string) => ({
    ...root,
    'data-slot': 'deposit-rule',
    'data-state': step,
    'aria-labelledby': `${id}-title`,
    className: joinClasses('rk-stack rk-flow rk-deposit-rule', className),
  });
  const heading = (key: 'deposit.rule.title' | 'deposit.rule.address-title') => (
    <Heading id={`${id}-title`} ref={headingRef} tabIndex={-1}>
      {t(key)}
    </Heading>
  );
  // The rule's id (and a sold rule's sale) is for support: folded under Details, never in a sentence the customer reads.
  const supportDetails = rule?.RuleID ? (
    <details data-slot="support-details" className="rk-disclosure">
      <summary>{t('common.details')}</summary>
      <dl className="rk-details">
        {state.soldTransactionId ? (
          <>
            <dt>{t('deposit.rule.sale-reference')}</dt>
            <dd data-slot="transaction-id" data-value="id">
              {state.soldTransactionId}
            </dd>
          </>
        ) : null}
        <dt>{t('deposit.rule.reference')}</dt>
        <dd data-slot="rule-id" data-rule-id={rule.RuleID} data-value="id">
          {rule.RuleID}
        </dd>
      </dl>
    </details>
  ) : null;
  const startOver = (
    <Button data-slot="start-over" busy={requoting} onClick={actions.startOver}>
      {state.canRequote ? t('deposit.rule.new-price') : t('deposit.rule.other-trigger')}
    </Button>
  );

  if (rule && state.step === 'sold') {
    // The one deposit it sells was sold: its address must not be used again, so it is not shown.
    return (
      <KitRoot as="section" {...rootOf('sold')} data-trigger={kind}>
        {heading('deposit.rule.title')}
        <div data-slot="sold">
          <Notice tone="success" role="status" title={t('deposit.rule.sold-title')}>
            <p>{t('deposit.rule.sold', { crypto })}</p>
          </Notice>
        </div>
        {supportDetails}
      </KitRoot>
    );
  }
  if (rule && state.step === 'expired') {
    // The address of an expired quoted rule must not be used: no address, no QR, no Copy.
    return (
      <KitRoot as="section" {...rootOf('expired')} data-trigger={kind}>
        {heading('deposit.rule.title')}
        <div data-slot="quote-expired">
          <Notice tone="warning" role="alert" title={t('deposit.rule.expired-title')}>
            <p>{t('deposit.rule.expired')}</p>
          </Notice>
        </div>
        <ActionBar primary={startOver} />
        {supportDetails}
      </KitRoot>
    );
  }
  if (rule) {
    return (
      <KitRoot as="section" {...rootOf('created')} data-trigger={kind}>
        {heading('deposit.rule.address-title')}
        <p role="status" data-slot="created-message">
          {t(`deposit.rule.created.${kind}`, { crypto })}
        </p>
        {rule.Conditions.map((c) => (
          <div key={c.DestinationAddress.Address} className="rk-card" data-slot="condition">
            <DepositAddress address={c.DestinationAddress.Address} network={c.Network}>
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
                          {serviceWord(t, 'deposit.rule.op', a.ComparisonOperator)} <Amount value={a.Value} currency={c.CryptoCurrency} />
                        </span>
                      ))
                    : t('deposit.rule.any-amount')}
                </dd>
              </dl>
            </DepositAddress>
          </div>
        ))}
        {kind === 'quoted' && quote ? (
          <div data-slot="quoted-warning" data-state={expired ? 'expired' : 'active'}>
            <Notice tone="warning" role="note" title={<Countdown key={quote.SignedQuote} expiry={quote.Expiry} servedAt={servedAt} onExpire={actions.expireQuote} />}>
              <p>{t('deposit.rule.quoted-warning')}</p>
            </Notice>
          </div>
        ) : null}
        {supportDetails}
      </KitRoot>
    );
  }

  const amountError = state.amountProblem ? depositAmountText(state.amountProblem, state.amount, state.amountDecimals, crypto, locale, t) : undefined;
  // An amount Create refuses: the customer lands where the fix is, and hears why from the field's
  // description (the region muted for it); what they typed stays as typed.
  const create = () => {
    pressingCreate.current = false;
    if (!actions.create()) setFocusSaysIt(focusReadsError(valueRef.current));
  };
  const noNetwork = state.networks.length === 0;
  const quoted = kind === 'quoted' ? quote : undefined;
  // Every field the service can name maps to a control on this screen, or is named in words with no link.
  const fieldIdOf = (field: string) => (/\.Network$/.test(field) && !noNetwork ? `${id}-network` : /AmountConditions/.test(field) ? (state.operator === 'any' ? `${id}-op` : `${id}-value`) : undefined);
  const fieldLabelOf = (field: string) => (/\.Network$/.test(field) ? t('deposit.rule.network') : /AmountConditions/.test(field) ? t('deposit.rule.amount') : field === 'CryptoCurrency' ? crypto : t('deposit.rule.field.sale'));
  return (
    <KitRoot as="section" {...rootOf('form')}>
      {heading('deposit.rule.title')}
      <fieldset className="rk-radio-group">
        <legend>{t('deposit.rule.trigger')}</legend>
        {TRIGGERS.map((k) => (
          <div key={k} className="rk-option" data-state={kind === k ? 'checked' : 'unchecked'} data-disabled={state.offers[k] ? undefined : ''}>
            {/* The label wraps the radio and covers the whole option (CSS), so the row is one target of 44 px or more.
                The radio is named by its title and described by its help: read from the label's text, the
                two ran together ("Oncethe next deposit only"). */}
            <label htmlFor={`${id}-${k}`} className="rk-option-label">
              <input type="radio" id={`${id}-${k}`} name={`${id}-trigger`} value={k} data-slot="trigger" aria-labelledby={`${id}-${k}-title`} aria-describedby={`${id}-${k}-help`} checked={kind === k} disabled={!state.offers[k]} onChange={() => actions.setTrigger(k)} />
              <span id={`${id}-${k}-title`} data-slot="option-title">
                {t(`deposit.rule.kind.${k}`)}
              </span>
              <span id={`${id}-${k}-help`} className="rk-help">
                {t(`deposit.rule.kind.${k}.help`)}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      {noNetwork ? (
        <div data-slot="no-network">
          <Notice tone="info">
            <p>{t('deposit.rule.no-network', { crypto })}</p>
          </Notice>
        </div>
      ) : (
        <Field id={`${id}-network`} label={t('deposit.rule.network')} help={t('deposit.rule.account-based')}>
          {(control) => (
            <select {...control} data-slot="network-select" value={state.network} onChange={(e) => actions.setNetwork(e.target.value)}>
              {state.networks.map((n) => (
                <option key={n} value={n}>
                  {networkName(n, t)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {quoted ? (
        // Laid out as the price step's card (PriceQuote): the figure to act on as the headline with
        // the price lock beside it and its time along the card's foot, then the payout as a row.
        <div className="rk-card rk-quote-card" data-slot="quoted" data-state={expired ? 'expired' : 'active'}>
          <div className="rk-quote-figures">
            <div className="rk-quote-headline">
              <div>
                <p className="rk-caption">{t('deposit.rule.quoted-amount')}</p>
                <p data-slot="quoted-amount" className="rk-amount-display">
                  <Amount value={quoted.CryptoAmount} currency={cryptoCurrency} />
                </p>
              </div>
              <Countdown key={quoted.SignedQuote} expiry={quoted.Expiry} servedAt={servedAt} bar onExpire={actions.expireQuote} />
            </div>
            <dl className="rk-detail-list">
              <div data-slot="quoted-payout-row">
                <dt>{t('deposit.rule.quoted-payout')}</dt>
                <dd data-slot="quoted-payout">
                  <Amount value={quoted.FiatAmount} currency={quoted.FiatCurrency} />
                </dd>
              </div>
            </dl>
          </div>
          {expired ? (
            <div data-slot="quote-expired">
              <Notice tone="warning" role="alert" title={t('deposit.rule.expired-title')}>
                <p>{t('deposit.rule.expired')}</p>
              </Notice>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="rk-row rk-deposit-amount">
          <Field id={`${id}-op`} label={t('deposit.rule.amount')}>
            {(control) => (
              <select {...control} data-slot="operator" value={state.operator} onChange={(e) => actions.setOperator(e.target.value as typeof state.operator)}>
                <option value="any">{t('deposit.rule.any-amount')}</option>
                <option value="EQ">{t('deposit.rule.op.EQ')}</option>
                <option value="LTEQ">{t('deposit.rule.op.LTEQ')}</option>
                <option value="GTEQ">{t('deposit.rule.op.GTEQ')}</option>
              </select>
            )}
          </Field>
          {state.operator !== 'any' ? (
            // Its region muted while focus moved here by Create reads the message from the input's
            // description (said once, docs/adr/0193).
            <Field id={`${id}-value`} label={t('deposit.rule.value', { crypto })} error={amountError} errorReadByFocus={focusSaysIt}>
              {(control) => (
                <input
                  {...control}
                  ref={valueRef}
                  data-slot="value"
                  inputMode="decimal"
                  autoComplete="off"
                  value={state.amount}
                  onChange={(e) => actions.setAmount(e.target.value)}
                  // Not while the pointer presses Create (it checks anyway): a message appearing between
                  // the press and the release would move the button from under the pointer. Tab to it checks.
                  onBlur={() => {
                    if (pressingCreate.current) return;
                    setFocusSaysIt(false);
                    actions.checkAmount();
                  }}
                />
              )}
            </Field>
          ) : null}
        </div>
      )}
      <ErrorPanel error={state.error} onRetryRequested={actions.create} fieldId={fieldIdOf} fieldLabel={fieldLabelOf} />
      <OfflineNotice offline={state.offline} />
      {/* Once the quoted price is over, a new one (or another trigger) is the only way on: it takes
          the create button's place as the primary action, as "Get a new price" takes Sell's on the
          price step, rather than a create button that can no longer be used. */}
      <ActionBar
        primary={
          quoted && expired ? (
            startOver
          ) : (
            <Button data-slot="create" busy={state.busy} disabled={!state.canCreate && !state.busy} onClick={create} onPointerDown={() => (pressingCreate.current = true)} onPointerLeave={() => (pressingCreate.current = false)}>
              {t('deposit.rule.create')}
            </Button>
          )
        }
      />
    </KitRoot>
  );
}
