'use client';
// Sell on deposit without a layout: the trigger, network and amount condition the customer picks,
// the create call (one Nonce per attempt, reused by a retry of the same request), and what a quoted
// rule's expiry means. DepositRule renders this; a host can render it its own way.
import { useRef, useState } from 'react';
import { ACCOUNT_BASED_NETWORKS, PositiveDecimalSchema, type CryptoCurrencyCode } from '../api/common';
import type { ApiError } from '../api/errors';
import type { AmountCondition, ConditionInput, DepositRuleResponse, DepositTrigger } from '../api/rules';
import type { SellQuote } from '../api/sell';
import { useCreateDepositRule } from './hooks';
import { useRampkit } from './useRampkit';

export type DepositTriggerKind = 'single' | 'permanent' | 'quoted';
export type DepositAmountOperator = AmountCondition['ComparisonOperator'] | 'any';

export interface UseDepositRuleOptions {
  customerId?: string;
  cryptoCurrency: CryptoCurrencyCode;
  /** A completed sell form session (prepare sell) naming where the fiat goes. */
  formSessionId: string;
  /** The quote of that session (prepare with Quoted true): enables the quoted trigger. */
  quote?: SellQuote;
  /** Networks to offer (account-based only); defaults to all of them. */
  networks?: readonly string[];
  defaultTrigger?: DepositTriggerKind;
  /** Asks the host for a new price once the quote has expired; without it, starting over returns to the other triggers. */
  onRequoteRequested?: () => void;
  onRuleCreated?: (rule: DepositRuleResponse) => void;
  createNonce?: () => string;
}

export interface DepositRuleView {
  /** form: choosing; created: the rule and its address; expired: a quoted rule whose quote ran out (its address must not be used). */
  step: 'form' | 'created' | 'expired';
  trigger: DepositTriggerKind;
  /** Which triggers this customer and upstream can have (quoted needs a quote; 0.1.3 takes only single). */
  offers: Record<DepositTriggerKind, boolean>;
  networks: string[];
  network: string;
  operator: DepositAmountOperator;
  amount: string;
  /** The amount is not a positive decimal (shown once create was pressed). */
  amountInvalid: boolean;
  quoteExpired: boolean;
  /** The rule made for the current trigger and quote. */
  rule?: DepositRuleResponse;
  busy: boolean;
  /** The create call waits for the network (sent by itself when it returns). */
  offline: boolean;
  error: ApiError | null;
  canCreate: boolean;
  /** Starting over asks the host for a new price (else it returns to the other triggers). */
  canRequote: boolean;
}

export interface DepositRuleActions {
  setTrigger(trigger: DepositTriggerKind): void;
  setNetwork(network: string): void;
  setOperator(operator: DepositAmountOperator): void;
  setAmount(amount: string): void;
  create(): void;
  /** The quote's countdown reached its Expiry. */
  expireQuote(): void;
  /** Leaves a dead quoted rule behind: asks for a new price, or returns to the other triggers. */
  startOver(): void;
}

export function useDepositRule(options: UseDepositRuleOptions): { state: DepositRuleView; actions: DepositRuleActions } {
  const { cryptoCurrency, formSessionId, quote, networks = ACCOUNT_BASED_NETWORKS, defaultTrigger, onRequoteRequested, onRuleCreated, createNonce = () => crypto.randomUUID() } = options;
  const { emit, customerId: bound, client } = useRampkit('useDepositRule');
  const customerId = options.customerId ?? bound ?? '';
  // The published 0.1.3 operation takes only the single-deposit trigger.
  const offers = { single: true, permanent: client.apiVersion !== '0.1.3', quoted: !!quote };
  const offered = networks.filter((n) => (ACCOUNT_BASED_NETWORKS as readonly string[]).includes(n));
  const [trigger, setTrigger] = useState<DepositTriggerKind>(defaultTrigger ?? (quote ? 'quoted' : 'single'));
  const [network, setNetwork] = useState(offered[0] ?? '');
  const [operator, setOperator] = useState<DepositAmountOperator>('any');
  const [amount, setAmount] = useState('');
  const [amountInvalid, setAmountInvalid] = useState(false);
  // The SignedQuote whose Expiry has passed: a new quote from the host is live again by itself.
  const [expiredQuote, setExpiredQuote] = useState<string>();
  const quoteExpired = quote !== undefined && expiredQuote === quote.SignedQuote;
  const mutation = useCreateDepositRule();
  const [ruleQuote, setRuleQuote] = useState<string>();
  // One Nonce per attempt: a retry of the same request reuses it.
  const attempt = useRef<{ key: string; nonce: string }>(undefined);

  const create = () => {
    if (operator !== 'any' && trigger !== 'quoted' && !PositiveDecimalSchema.safeParse(amount).success) return setAmountInvalid(true);
    setAmountInvalid(false);
    const condition: ConditionInput = trigger === 'quoted' || operator === 'any' ? { Network: network as never } : { Network: network as never, AmountConditions: [{ ComparisonOperator: operator, Value: amount }] };
    const key = JSON.stringify([trigger, condition, quote?.SignedQuote]);
    if (attempt.current?.key !== key) attempt.current = { key, nonce: createNonce() };
    const base = { Conditions: [condition], Nonce: attempt.current.nonce };
    const body: DepositTrigger =
      trigger === 'quoted' ? { Type: 'QuotedOnchainDepositSourceTriggerInput', ...base, SignedQuote: quote?.SignedQuote ?? '' } : trigger === 'single' ? { Type: 'SingleOnchainDepositSourceTriggerInput', ...base } : { Type: 'PermanentOnchainDepositSourceTriggerInput', ...base };
    mutation.mutate(
      { body: { Trigger: body, CustomerID: customerId, CryptoCurrency: cryptoCurrency, FormSessionID: formSessionId } },
      {
        onSuccess: (rule) => {
          setRuleQuote(body.Type === 'QuotedOnchainDepositSourceTriggerInput' ? body.SignedQuote : undefined);
          emit({ type: 'deposit-rule.created', rule });
          onRuleCreated?.(rule);
        },
      },
    );
  };

  const startOver = () => {
    mutation.reset();
    attempt.current = undefined;
    if (onRequoteRequested) onRequoteRequested();
    else setTrigger('single');
  };

  // A rule made for an earlier quote is over once the host hands in a new one.
  const rule = mutation.data && (trigger !== 'quoted' || ruleQuote === quote?.SignedQuote) ? mutation.data : undefined;
  const step = rule ? (trigger === 'quoted' && quoteExpired ? 'expired' : 'created') : 'form';
  return {
    state: {
      step,
      trigger,
      offers,
      networks: offered,
      network,
      operator,
      amount,
      amountInvalid,
      quoteExpired,
      rule,
      busy: mutation.isPending,
      offline: mutation.isPaused,
      error: mutation.error,
      canCreate: !mutation.isPending && !!network && !(trigger === 'quoted' && quoteExpired),
      canRequote: !!onRequoteRequested,
    },
    actions: { setTrigger, setNetwork, setOperator, setAmount, create, expireQuote: () => setExpiredQuote(quote?.SignedQuote), startOver },
  };
}
