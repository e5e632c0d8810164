// Sell on deposit without a framework: the trigger, network and amount condition the customer
// picks, the create call (one Nonce per attempt, attempt.ts), and what a quoted rule's expiry
// means. react/useDepositRule.ts subscribes to it; DepositRule lays it out.
// The amount condition is refused here, before anything is sent, by whoever drives it (ADR 0195):
// read in the customer's locale (readTypedAmount) and held to the decimals the crypto carries
// (core/decimal's decimalsExceeded, from api/currencies: the rule the sell flow's amount step and
// the sandbox use), so a rule no deposit can match ("exactly 0.0000000000000000001" Ether) is never
// made. Its problem is a code; the words are the layout's.
import { ApiError, isApiError } from '../../api/api-error';
import type { RampkitClient } from '../../api/client';
import type { CryptoCurrencyCode } from '../../api/common';
import type { AmountCondition, ConditionInput, DepositRuleRequest, DepositRuleResponse } from '../../api/rules';
import type { SellQuote } from '../../api/sell';
import type { RampkitEvent } from '../events';
import { attemptFor, keepsAttempt, type Attempt } from '../attempt';
import { createStore } from '../store';
import { decimalsExceeded } from '../decimal';
import { readTypedAmount } from '../locale-amount';
import { depositNetworks } from './networks';
import type { DepositTriggerKind } from './trigger';

export type { DepositTriggerKind };
export type DepositAmountOperator = AmountCondition['ComparisonOperator'] | 'any';
/**
 * Why the amount condition cannot be sent: not a positive number, could be read two ways, or more
 * decimals than the crypto carries (`amountDecimals` says how many it does).
 */
export type DepositAmountProblem = 'invalid' | 'ambiguous' | 'too-precise';

/**
 * The create call. A RampkitClient has it; the React adapter hands in the kit's mutation instead,
 * which waits while offline, reports a failure to onEvent and refreshes the saved payment methods.
 */
export type DepositRuleClient = Pick<RampkitClient, 'apiVersion' | 'createDepositRule'>;

export interface DepositRuleControllerOptions {
  client: DepositRuleClient;
  /** The customer the rule is for (the provider's when the host names none). */
  customerId: string;
  cryptoCurrency: CryptoCurrencyCode;
  /** A completed sell form session (prepare sell) naming where the fiat goes. */
  formSessionId: string;
  /** The quote of that session (prepare with Quoted true): enables the quoted trigger. */
  quote?: SellQuote;
  /**
   * Networks to offer, in this order; kept to the account-based networks the currency is on
   * (core/deposit-rule/networks.ts). Default: all of those, the most used first.
   */
  networks?: readonly string[];
  /** The customer's locale: the amount condition is typed in it ("0,05" in German). Default en. */
  locale?: string;
  defaultTrigger?: DepositTriggerKind;
  /** Asks the host for a new price once the quote has expired; without it, starting over returns to the other triggers. */
  onRequoteRequested?: () => void;
  /**
   * The service made the rule. Its answer does not say the trigger it was made with, so the
   * second argument does: a host keeping the rule's address knows whether it sells once, on every
   * deposit, or at the quote's price until the quote ends.
   */
  onRuleCreated?: (rule: DepositRuleResponse, made: { trigger: DepositTriggerKind }) => void;
  createNonce?: () => string;
  /** The provider's onEvent: `deposit-rule.created`. */
  emit?: (event: RampkitEvent) => void;
}

/** The body of a create request, its Nonce aside: what makes two creates the same attempt. */
type DepositRuleBody = Omit<DepositRuleRequest, 'Trigger'> & { Trigger: TriggerWithoutNonce<DepositRuleRequest['Trigger']> };
type TriggerWithoutNonce<T> = T extends unknown ? Omit<T, 'Nonce'> : never;

export interface DepositRuleState {
  trigger: DepositTriggerKind;
  network: string;
  operator: DepositAmountOperator;
  /** The amount as the customer typed it, in their locale. */
  amount: string;
  /**
   * The amount was checked (the customer left it with something typed, or create was pressed): its
   * problem, if any, is shown until they type again.
   */
  amountChecked: boolean;
  /** The SignedQuote whose Expiry has passed: a new quote from the host is live again by itself. */
  expiredQuote?: string;
  /** The rule made, and the SignedQuote it was made on (a quoted one). */
  made?: { rule: DepositRuleResponse; signedQuote?: string };
  /** The sale a one-deposit rule (single or quoted) made: its address sells nothing more. */
  sold?: { ruleId: string; transactionId: string };
  pending: boolean;
  error: ApiError | null;
  attempt?: Attempt<DepositRuleBody>;
}

export interface DepositRuleActions {
  setTrigger(trigger: DepositTriggerKind): void;
  setNetwork(network: string): void;
  setOperator(operator: DepositAmountOperator): void;
  setAmount(amount: string): void;
  /** The customer left the amount: a problem with what they typed is shown (nothing typed, nothing said). */
  checkAmount(): void;
  /**
   * Sends the rule, unless its amount condition cannot be sent: then the problem is shown and
   * nothing is sent. False when the amount was refused (a layout moves focus to it), else true.
   */
  create(): boolean;
  /** The quote's countdown reached its Expiry. */
  expireQuote(): void;
  /** Leaves a dead quoted rule behind: asks for a new price, or returns to the other triggers. */
  startOver(): void;
  /**
   * Transactions the customer has, as they are read: one the rule made (its Orchestration.RuleID)
   * ends a rule that sells one deposit. The adapter hands in the customer's list as it refreshes.
   */
  transactionsSeen(transactions: readonly RuleTransaction[]): void;
}

/** What of a transaction says it was made by a rule. */
export type RuleTransaction = { ID: string; Orchestration?: { RuleID: string } };

export interface DepositRuleController {
  getState(): DepositRuleState;
  subscribe(listener: () => void): () => void;
  setOptions(options: DepositRuleControllerOptions): void;
  actions: DepositRuleActions;
}

export function createDepositRuleController(options: DepositRuleControllerOptions): DepositRuleController {
  let current = options;
  const store = createStore<DepositRuleState>({
    trigger: options.defaultTrigger ?? (options.quote ? 'quoted' : 'single'),
    network: depositNetworks(options.cryptoCurrency, options.networks)[0] ?? '',
    operator: 'any',
    amount: '',
    amountChecked: false,
    pending: false,
    error: null,
  });
  const state = store.getState;
  const set = (patch: Partial<DepositRuleState>) => store.setState({ ...state(), ...patch });
  const quoteExpired = () => current.quote !== undefined && state().expiredQuote === current.quote.SignedQuote;

  const create = (): boolean => {
    const { trigger, operator, network, pending, attempt } = state();
    if (pending || !network || (trigger === 'quoted' && (!current.quote || quoteExpired()))) return true;
    const read = amountCondition(state(), current);
    if (read && 'problem' in read) {
      set({ amountChecked: true });
      return false;
    }
    const condition = (read ? { Network: network, AmountConditions: [{ ComparisonOperator: operator, Value: read.amount }] } : { Network: network }) as ConditionInput;
    const signedQuote = trigger === 'quoted' ? current.quote?.SignedQuote : undefined;
    const body: DepositRuleBody = {
      CustomerID: current.customerId,
      CryptoCurrency: current.cryptoCurrency,
      FormSessionID: current.formSessionId,
      Trigger:
        trigger === 'quoted'
          ? { Type: 'QuotedOnchainDepositSourceTriggerInput', Conditions: [condition], SignedQuote: signedQuote ?? '' }
          : { Type: trigger === 'single' ? 'SingleOnchainDepositSourceTriggerInput' : 'PermanentOnchainDepositSourceTriggerInput', Conditions: [condition] },
    };
    // The same body again (a retry) goes out with its Nonce: the service makes the rule at most once.
    const sent = attemptFor(attempt, body, current.createNonce ?? randomNonce);
    set({ pending: true, error: null, attempt: sent });
    current.client.createDepositRule({ body: { ...body, Trigger: { ...body.Trigger, Nonce: sent.nonce } } as DepositRuleRequest }).then(
      (rule) => {
        set({ pending: false, made: { rule, signedQuote }, attempt: undefined });
        current.emit?.({ type: 'deposit-rule.created', rule, trigger });
        current.onRuleCreated?.(rule, { trigger });
      },
      (cause: unknown) => {
        const error = isApiError(cause) ? cause : ApiError.network('CreateOnchainDepositRule', cause);
        // The service says the quote ran out (before this device's countdown did): it is expired
        // here too, so Create waits and "Get a new price" is offered.
        const ranOut = signedQuote !== undefined && error.nextAction.kind === 'requote';
        set({ pending: false, error, attempt: keepsAttempt(error) ? sent : undefined, ...(ranOut ? { expiredQuote: signedQuote } : {}) });
      },
    );
    return true;
  };

  return {
    getState: state,
    subscribe: store.subscribe,
    setOptions(next) {
      current = next;
    },
    actions: {
      setTrigger: (trigger) => set({ trigger }),
      setNetwork: (network) => set({ network }),
      setOperator: (operator) => set({ operator }),
      setAmount: (amount) => set({ amount, amountChecked: false }),
      checkAmount: () => set({ amountChecked: state().amount.trim() !== '' }),
      create,
      expireQuote: () => set({ expiredQuote: current.quote?.SignedQuote }),
      transactionsSeen(transactions) {
        const { made, sold, trigger } = state();
        const ruleId = made?.rule.RuleID;
        if (!ruleId || sold || !sellsOnce(trigger)) return;
        const tx = transactions.find((t) => t.Orchestration?.RuleID === ruleId);
        if (tx) set({ sold: { ruleId, transactionId: tx.ID } });
      },
      startOver() {
        set({ made: undefined, sold: undefined, error: null, attempt: undefined });
        if (current.onRequoteRequested) current.onRequoteRequested();
        else set({ trigger: 'single' });
      },
    },
  };
}

const randomNonce = () => crypto.randomUUID();

/** A rule of this trigger sells one deposit, then its address sells nothing more. */
export const sellsOnce = (trigger: DepositTriggerKind) => trigger !== 'permanent';

/**
 * The amount condition the state would send, read into the spec's decimal string, or why it cannot
 * be sent; undefined when none is sent (any amount, or a quoted rule's, which is the quote's).
 */
function amountCondition(state: DepositRuleState, options: Pick<DepositRuleControllerOptions, 'cryptoCurrency' | 'locale'>): { amount: string } | { problem: DepositAmountProblem; decimals?: number } | undefined {
  if (state.operator === 'any' || state.trigger === 'quoted') return undefined;
  const read = readTypedAmount(state.amount, options.locale ?? 'en');
  if ('problem' in read) return read;
  const decimals = decimalsExceeded(read.amount, options.cryptoCurrency);
  return decimals === undefined ? read : { problem: 'too-precise', decimals };
}

export interface DepositRuleView {
  /**
   * form: choosing; created: the rule and its address; expired: a quoted rule whose quote ran out
   * (its address must not be used); sold: a rule that sells one deposit sold it (nothing more sells).
   */
  step: 'form' | 'created' | 'expired' | 'sold';
  trigger: DepositTriggerKind;
  /** Which triggers this customer and upstream can have (quoted needs a quote; 0.1.3 takes only single). */
  offers: Record<DepositTriggerKind, boolean>;
  /** The networks offered (empty: the currency has no account-based network, so no rule can be made). */
  networks: string[];
  network: string;
  operator: DepositAmountOperator;
  /** The amount as typed, in the customer's locale. */
  amount: string;
  /** Why the amount cannot be sent; shown once it was left or create was pressed, gone as the customer types. */
  amountProblem?: DepositAmountProblem;
  /** With `too-precise`: the decimals the crypto carries (18 for Ether). */
  amountDecimals?: number;
  quoteExpired: boolean;
  /** The rule made for the current trigger and quote. */
  rule?: DepositRuleResponse;
  /** With `sold`: the transaction of the sale. */
  soldTransactionId?: string;
  /** The rule waits for the one deposit it sells: the customer's transactions are worth watching. */
  awaitingSale: boolean;
  /** The create call is in flight. */
  busy: boolean;
  /** The create call waits for the network (sent by itself when it returns). */
  offline: boolean;
  error: ApiError | null;
  canCreate: boolean;
  /** Starting over asks the host for a new price (else it returns to the other triggers). */
  canRequote: boolean;
}

/** What the rule's state means with this render's options (the quote the host holds now). */
export function depositRuleView(state: DepositRuleState, options: Pick<DepositRuleControllerOptions, 'client' | 'quote' | 'networks' | 'cryptoCurrency' | 'locale' | 'onRequoteRequested'>, offline = false): DepositRuleView {
  const { quote } = options;
  const read = state.amountChecked ? amountCondition(state, options) : undefined;
  const problem = read && 'problem' in read ? read : undefined;
  const quoteExpired = quote !== undefined && state.expiredQuote === quote.SignedQuote;
  // A rule made for an earlier quote is over once the host hands in a new one.
  const rule = state.made && (state.trigger !== 'quoted' || state.made.signedQuote === quote?.SignedQuote) ? state.made.rule : undefined;
  const sold = rule && state.sold?.ruleId === rule.RuleID ? state.sold : undefined;
  return {
    step: !rule ? 'form' : sold ? 'sold' : state.trigger === 'quoted' && quoteExpired ? 'expired' : 'created',
    trigger: state.trigger,
    // The published 0.1.3 operation takes only the single-deposit trigger.
    offers: { single: true, permanent: options.client.apiVersion !== '0.1.3', quoted: !!quote },
    networks: depositNetworks(options.cryptoCurrency, options.networks),
    network: state.network,
    operator: state.operator,
    amount: state.amount,
    amountProblem: problem?.problem,
    amountDecimals: problem?.decimals,
    quoteExpired,
    rule,
    soldTransactionId: sold?.transactionId,
    awaitingSale: !!rule && !sold && sellsOnce(state.trigger) && !(state.trigger === 'quoted' && quoteExpired),
    busy: state.pending,
    offline,
    error: state.error,
    canCreate: !state.pending && !!state.network && !(state.trigger === 'quoted' && quoteExpired),
    canRequote: !!options.onRequoteRequested,
  };
}
