// The sale a form session already made, when its Nonce does not find it: the service said the
// session was used for a sell, but by another request than this tab's (the same sale open in a
// duplicated tab, sold there first). Transactions do not name their form session, so it is the
// newest sale out of this crypto currency, made within a form session's life, for this quote's
// amounts.
import { compare } from '../decimal';
import type { Transaction } from '../../api/transactions';
import { FORM_SESSION_LIFETIME_MS } from '../../api/form-session';
import type { SellBody } from './state';


export function sameSale(items: readonly Transaction[], body: SellBody, now: number): Transaction | undefined {
  return items
    .filter((t) => t.Direction === 'Out' && t.CryptoCurrency === body.CryptoCurrency && now - Date.parse(t.Created) <= FORM_SESSION_LIFETIME_MS)
    .filter((t) => t.Amount === undefined || compare(t.Amount, body.CryptoAuthorizedAmount) <= 0)
    .filter((t) => body.FiatAmount === undefined || t.FiatPayment?.Amount === undefined || compare(t.FiatPayment.Amount, body.FiatAmount) === 0)
    .sort((a, b) => Date.parse(b.Created) - Date.parse(a.Created))[0];
}
