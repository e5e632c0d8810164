// The sandbox's in-memory state. Records hold the API's own shapes plus the bookkeeping the
// service keeps behind them (who owns what, what is still pending).
import type { Customer, Verifications, Agreement } from '../api/customers';
import type { OnboardingStatus } from '../api/onboarding';
import type { PaymentMethod } from '../api/payment-methods';
import type { Transaction } from '../api/transactions';
import type { BankDepositResponse } from '../api/workflows';
import type { VirtualAccountStatus } from '../api/accounts';
import type { BusinessFeeInput, SellQuote } from '../api/sell';
import type { DepositRuleRequest, DepositRuleResponse } from '../api/rules';
import type { FiatDeposit } from '../api/webhooks';
import { seedBalances } from './seed/channels';

export interface CustomerRecord {
  CustomerID: string;
  Type: 'Individual' | 'Business';
  model: 'reliance' | 'standard';
  Created: string;
  /** Input data as given (reliance PUT, prefill, hosted page). */
  data: Record<string, unknown>;
  OnboardingStatus?: OnboardingStatus;
  MissingSteps: string[];
  Verifications?: Verifications;
  Agreements: Agreement[];
  session?: { id: string; expiresAt: number; returnURL: string; locale: string };
  prefillType?: string;
  version: number;
}

export interface FormSessionRecord {
  id: string;
  channelId: string;
  customerId?: string;
  crypto: string;
  fiatAmount?: string;
  cryptoAmount?: string;
  businessFee?: BusinessFeeInput;
  delayedSell: boolean;
  paymentMethodId?: string;
  /** Answers to the channel form, then to each completed step by StepID. */
  answers: Record<string, unknown>;
  stepAnswers: Record<string, Record<string, unknown>>;
  formComplete: boolean;
  stepIndex: number;
  expiresAt: number;
  quote?: SellQuote & { expiresAt: number };
  usedBy?: string;
  priced?: { fiatAmount: string; cryptoAmount: string; rate: string; channelFee: string; businessFee: string; totalFee: string };
}

export interface TransactionRecord {
  tx: Transaction;
  /** Crypto held back from Available until settlement. */
  held?: string;
  version: number;
}

export interface VirtualAccountRecord {
  VirtualAccountID: string;
  CustomerID: string;
  Status: VirtualAccountStatus;
  paymentMethodIds: string[];
  workflowKey: string;
}

export interface RuleRecord {
  request: DepositRuleRequest;
  response: DepositRuleResponse;
  quote?: { CryptoAmount: string; expiresAt: number; FiatAmount: string };
  expiresAt?: number;
  executions: number;
  sessionId: string;
}

export interface State {
  customers: Map<string, CustomerRecord>;
  paymentMethods: Map<string, PaymentMethod & { CustomerID: string; channelId?: string; answers?: Record<string, unknown> }>;
  sessions: Map<string, FormSessionRecord>;
  transactions: Map<string, TransactionRecord>;
  nonces: Map<string, { hash: string; at: number; status: number; body: unknown }>;
  balances: Map<string, { available: string; total: string }>;
  virtualAccounts: Map<string, VirtualAccountRecord>;
  workflows: Map<string, { response: BankDepositResponse; updatedAt: number; request: unknown }>;
  rules: Map<string, RuleRecord>;
  depositAddresses: Map<string, string>;
  fiatDeposits: Map<string, FiatDeposit & { version: number }>;
}

export function createState(): State {
  return {
    customers: new Map(),
    paymentMethods: new Map(),
    sessions: new Map(),
    transactions: new Map(),
    nonces: new Map(),
    balances: new Map(Object.entries(seedBalances).map(([code, amount]) => [code, { available: amount, total: amount }])),
    virtualAccounts: new Map(),
    workflows: new Map(),
    rules: new Map(),
    depositAddresses: new Map(),
    fiatDeposits: new Map(),
  };
}

/** The output Customer shape, or undefined while an individual's required data is still missing. */
export function customerOutput(record: CustomerRecord): (Customer & { OnboardingStatus?: OnboardingStatus }) | undefined {
  const d = record.data;
  const common = {
    CustomerID: record.CustomerID,
    Created: record.Created,
    ...(record.Verifications ? { Verifications: record.Verifications } : {}),
    ...(record.Agreements.length ? { Agreements: record.Agreements } : {}),
  };
  if (record.Type === 'Individual') {
    if (!d.FullName || !d.DateOfBirth || !d.PrimaryResidence) return undefined;
    return { Type: 'Individual', ...common, FullName: d.FullName, DateOfBirth: d.DateOfBirth, Identities: d.Identities ?? [], PrimaryResidence: d.PrimaryResidence } as Customer;
  }
  const name = (d.RegisteredName ?? d.CompanyName) as string | undefined;
  if (!name) return undefined;
  return { Type: 'Business', ...common, RegisteredName: name, ...(d.Email ? { Email: d.Email } : {}) } as Customer;
}

export const isApproved = (record: CustomerRecord | undefined) => record?.Verifications?.Status === 'Approved';
