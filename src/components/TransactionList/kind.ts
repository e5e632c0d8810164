// What a record is to the customer: a bank deposit converted into crypto is a buy, a sale paid out
// to a bank a sell, and crypto moved without fiat is received or sent.
import type { Transaction } from '../../api/transactions';

export type TransactionKind = 'buy' | 'sell' | 'in' | 'out';

export function transactionKind(tx: Pick<Transaction, 'Direction' | 'FiatPayment'>): TransactionKind {
  if (tx.FiatPayment) return tx.Direction === 'In' ? 'buy' : 'sell';
  return tx.Direction === 'In' ? 'in' : 'out';
}
