// Reads and small writes over stored records: transactions, payment methods, balances, virtual accounts.
import type { Handler } from '../context';
import { publicPaymentMethod } from '../context';
import { notFound } from '../envelope';
import { keysetPageOf, paginate } from '../paging';

export const getTransaction: Handler<'getTransaction'> = (ctx, { params }) => {
  const record = ctx.state.transactions.get(params.TransactionID);
  if (!record) throw notFound('TransactionID', `Transaction ${params.TransactionID}`);
  return { status: 200, body: record.tx };
};

export const listTransactions: Handler<'listTransactions'> = (ctx, { query: q }) => {
  const customer = q.CustomerID ? q.CustomerID : undefined;
  const direction = q.SortDirection === 'ASC' ? 'ASC' : 'DESC';
  const store = ctx.state.transactions;
  const page = keysetPageOf(q, direction, {
    read: (start, end) => {
      const { items, total } = store.page(customer, direction, start, end);
      return { items: items.map((r) => r.tx), total };
    },
    startAfter: ({ created, id }) => store.startAfter(customer, direction, created, id),
    keyOf: (tx) => ({ created: tx.Created, id: tx.ID }),
  });
  return { status: 200, body: page };
};

export const listPaymentMethods: Handler<'listPaymentMethods'> = (ctx, { query: q }) => {
  const capability = q.Capability;
  const items = ctx.state.paymentMethods
    .ofCustomer(q.CustomerID)
    .filter((m) => !capability || m.Capabilities?.[capability])
    .map(publicPaymentMethod);
  return { status: 200, body: paginate(items, q) };
};

export const listBalances: Handler<'listBalances'> = (ctx, { query: q }) => {
  const items = [...ctx.state.balances.entries()]
    .filter(([code]) => !q.CryptoCurrency || code === q.CryptoCurrency)
    .map(([CryptoCurrency, b]) => ({ AccountType: 'Current', CryptoCurrency, Available: b.available, Total: b.total }));
  return { status: 200, body: paginate(items, q) };
};

export const listVirtualAccounts: Handler<'listVirtualAccounts'> = (ctx, { query: q }) => {
  const items = [...ctx.state.virtualAccounts.values()]
    .filter((va) => va.CustomerID === q.CustomerID)
    .map((va) => ({
      VirtualAccountID: va.VirtualAccountID,
      Status: va.Status,
      PaymentMethods: va.paymentMethodIds.flatMap((id) => {
        const m = ctx.state.paymentMethods.get(id);
        return m ? [publicPaymentMethod(m)] : [];
      }),
    }));
  return { status: 200, body: paginate(items, q) };
};

/** Closing waits for deposits still in flight: 202 PendingClosure, then Closed once they settle. */
export const closeVirtualAccount: Handler<'closeVirtualAccount'> = (ctx, { params }) => {
  const va = ctx.state.virtualAccounts.get(params.VirtualAccountID);
  if (!va) throw notFound('VirtualAccountID', `Virtual account ${params.VirtualAccountID}`);
  if (va.Status !== 'Active') return { status: va.Status === 'Closed' ? 200 : 202, body: { VirtualAccountID: va.VirtualAccountID, Status: va.Status } };
  const inFlight = [...ctx.state.fiatDeposits.values()].some((d) => d.Status === 'Pending' && va.paymentMethodIds.includes(d.PaymentMethodID));
  if (!inFlight) {
    va.Status = 'Closed';
    return { status: 200, body: { VirtualAccountID: va.VirtualAccountID, Status: 'Closed' } };
  }
  va.Status = 'PendingClosure';
  const closeWhenSettled = () => {
    const pending = [...ctx.state.fiatDeposits.values()].some((d) => d.Status === 'Pending' && va.paymentMethodIds.includes(d.PaymentMethodID));
    if (pending) ctx.clock.schedule(1000, closeWhenSettled);
    else va.Status = 'Closed';
  };
  ctx.clock.schedule(1000, closeWhenSettled);
  return { status: 202, body: { VirtualAccountID: va.VirtualAccountID, Status: 'PendingClosure' } };
};
