// Where a sale kept through a reload (persist="session") is written in the tab's session storage:
// one entry per customer and flow, under a prefix of the kit's own, so the provider can forget
// every other customer's when its customer changes (sign-out, another customer in the same tab).

const PREFIX = 'rampkit:sale:';

/** The entry of one customer's flow. The id is encoded: "a:b" cannot pose as customer "a". */
export const saleStorageKey = (customerId: string | undefined, flowKey: string) => `${PREFIX}${encodeURIComponent(customerId ?? '')}:${flowKey}`;

/** Forgets, in this tab, the kept sales of every customer but this one. Storage that refuses access keeps nothing to forget. */
export function forgetOtherSales(customerId: string | undefined): void {
  try {
    const own = saleStorageKey(customerId, '');
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX) && !key.startsWith(own)) sessionStorage.removeItem(key);
  } catch {
    // No session storage here (a server, a sandboxed frame): nothing was kept in it.
  }
}
