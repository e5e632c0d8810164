// Refunds for stories. The sandbox cannot refund (its control API settles, fails or asks for
// information), so a story's client adds what the service would send: a Refunds entry on the sale,
// and the refund as its own transaction that adjusts the sale (AdjustmentFor, Reason Refund).
import type { RampkitClient } from '../../src/api/client';
import type { Transaction } from '../../src/api/transactions';

/** The refund transaction's ID in these stories. */
export const REFUND_ID = '7d9f2c1e-0000-4000-8000-0000000f00d1';

const refunded = (sale: Transaction): Transaction => ({
  ...sale,
  Refunds: [{ RefundID: 'rf_story_1', RefundedAmount: '10', Currency: sale.FiatPayment?.FiatCurrency ?? 'EUR', RequestTime: sale.Created, Status: 'Pending' }],
});

const refundOf = (sale: Transaction): Transaction => ({
  ID: REFUND_ID,
  Network: sale.Network,
  Created: sale.Created,
  Status: 'Settled',
  Direction: 'In',
  CustomerID: sale.CustomerID,
  Amount: sale.Amount,
  CryptoCurrency: sale.CryptoCurrency,
  AdjustmentFor: { AdjustedTransactionID: sale.ID, AdjustmentID: '7d9f2c1e-0000-4000-8000-0000000f00d2', Reason: 'Refund' },
});

/** The client with the customer's latest sale refunded (read alone or in the list). */
export function withRefund(client: RampkitClient): RampkitClient {
  const latestSale = async () => (await client.listTransactions({ query: { PageSize: 1, SortDirection: 'DESC' } })).Items[0]!;
  return {
    ...client,
    getTransaction: async (input) => (input.params.TransactionID === REFUND_ID ? refundOf(await latestSale()) : refunded(await client.getTransaction(input))),
    listTransactions: async (input) => {
      const page = await client.listTransactions(input);
      const sale = page.Items.find((tx) => tx.Direction === 'Out');
      return sale ? { ...page, Items: [refundOf(sale), ...page.Items.map((tx) => (tx.ID === sale.ID ? refunded(tx) : tx))] } : page;
    },
  };
}
