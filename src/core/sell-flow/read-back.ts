// Coming back to a kept sale after a reload: what the snapshot named (ids only) is read again from
// the service, so the sale stands where it stood with what the service says now. Only reads: what
// the flow does next (price again, check a sell) is the controller's.
import type { Channel } from '../../api/channels';
import type { PaymentMethod } from '../../api/payment-methods';
import type { RampkitClient } from '../../api/client';
import type { SaleSnapshot } from './persist';
import type { RestoredSale } from './state';

/** The reads a sale read back needs. */
export type ReadBackClient = Pick<RampkitClient, 'getChannel' | 'getTransaction'>;

/**
 * The sale a snapshot names, read again. Never fails: what cannot be read now is left out, and the
 * flow goes on without it (a receipt read by its id alone, a sale back at the channel list).
 */
export function readSaleBack(client: ReadBackClient, snapshot: SaleSnapshot): Promise<RestoredSale> {
  const { transactionId } = snapshot;
  if (snapshot.step === 'done' && transactionId) {
    // A sale made shows its receipt: its transaction read again (unreadable now, the status view reads it by its id).
    return client.getTransaction({ params: { TransactionID: transactionId } }).then(
      (transaction): RestoredSale => ({ ...snapshot, transaction }),
      () => snapshot,
    );
  }
  if (!snapshot.channelId || !snapshot.amount) return Promise.resolve(snapshot);
  // With the customer (the proxy binds it): the channel then lists the customer's saved accounts on it.
  return client.getChannel({ params: { ChannelID: snapshot.channelId }, query: { CryptoCurrency: snapshot.amount.CryptoCurrency } }).then(
    (channel) => withChannel(snapshot, channel),
    // Unreadable now: the sale goes on from the channel list, with its amount.
    () => snapshot,
  );
}

/** The snapshot on its channel, with its saved account as the channel lists it now (gone: none). */
function withChannel(snapshot: SaleSnapshot, channel: Channel): RestoredSale {
  const method = snapshot.paymentMethodId ? channel.PaymentMethods?.find((m) => m.ID === snapshot.paymentMethodId) : undefined;
  const paymentMethod: PaymentMethod | undefined = method
    ? { ID: method.ID, Country: channel.Country, PaymentMethodCategory: channel.PaymentMethodCategory, DisplayDetails: method.Details, ...(method.AccountHolderDetails ? { AccountHolderDetails: method.AccountHolderDetails } : {}) }
    : undefined;
  return { ...snapshot, channel, paymentMethod };
}
