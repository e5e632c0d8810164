// What a signed-in customer's browser may do through the proxy, and where each operation carries
// the customer it acts for. Anything not listed never reaches the upstream: balances are the
// business's own money (the proxy's exposeBalances opts in for a business dashboard), and reliance
// customer creation and sandbox simulation are server-side calls (see server-client.ts).
import type { OperationName } from '../api/operations';

export interface Binding {
  /** Where the CustomerID of the signed-in customer goes. */
  customerIn?: 'path' | 'query' | 'body';
  /** Reads by id that must be checked against their owner before answering. */
  ownedBy?: 'transaction' | 'virtual-account';
  /**
   * Uses a FormSessionID that must be one this customer obtained through the proxy: always
   * ('body'), or when the request carries one ('body-if-given': a prepare continues a form session).
   */
  formSession?: 'body' | 'body-if-given';
  /** Records the FormSessionID of a successful answer as this customer's. */
  issuesFormSession?: boolean;
  /**
   * Body fields that are the business's to set, never a customer's: a browser that sends one is
   * refused (403), and the proxy puts the business's own value in (`businessFees`), if any.
   */
  businessFields?: readonly ('BusinessFee' | 'BusinessFees' | 'Metadata')[];
}

export const BROWSER_OPERATIONS: Partial<Record<OperationName, Binding>> = {
  listSellChannels: { customerIn: 'query' },
  listSellCountries: {},
  getChannel: { customerIn: 'query' },
  getChannelForm: { customerIn: 'query' },
  getPrices: {},
  prepareSell: { customerIn: 'body', formSession: 'body-if-given', issuesFormSession: true, businessFields: ['BusinessFee'] },
  sell: { formSession: 'body' },
  getTransaction: { ownedBy: 'transaction' },
  listTransactions: { customerIn: 'query' },
  listPaymentMethods: { customerIn: 'query' },
  listVirtualAccounts: { customerIn: 'query' },
  closeVirtualAccount: { ownedBy: 'virtual-account' },
  createDepositRule: { customerIn: 'body', formSession: 'body', businessFields: ['BusinessFee'] },
  createBankDepositWorkflow: { customerIn: 'body', businessFields: ['BusinessFees'] },
  getCustomer: { customerIn: 'path' },
  startOnboarding: { customerIn: 'path', businessFields: ['Metadata'] },
  submitPrefill: { customerIn: 'path' },
};
