// The ids the spec types as UUIDs (ChannelID, TransactionID, FormSessionID) are one id however
// their hex digits are cased (RFC 9562 §4): the sandbox looks them up, the proxy checks whose they
// are and the kit keys its query cache in one form, lower case (docs/adr/0171, 0175); a rule of the
// contract, zod-free, so the browser's first paint can use it. CustomerID is the business's own
// string, and PaymentMethodID and VirtualAccountID are opaque strings (the sandbox's are `pm_…`
// and alphanumeric): they stay exactly as given.

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A UUID-shaped id in lower case; anything else as it is. An id already in lower case (every one
 * the service issues) is returned without a pattern test: this runs on the proxy's signed writes.
 */
export function canonicalId(id: string): string {
  if (id.length !== 36) return id;
  const lower = id.toLowerCase();
  return lower !== id && UUID_SHAPE.test(lower) ? lower : id;
}

/** The fields that carry an id the spec types as a UUID. */
export const SERVICE_UUID_FIELDS = ['ChannelID', 'TransactionID', 'FormSessionID'] as const;

/** Puts each of SERVICE_UUID_FIELDS a record holds (a request's path, query or body) in its canonical form, in place. */
export function canonicalizeIds<T>(record: T): T {
  if (record && typeof record === 'object') {
    const fields = record as Record<string, unknown>;
    for (const name of SERVICE_UUID_FIELDS) {
      const value = fields[name];
      if (typeof value === 'string') fields[name] = canonicalId(value);
    }
  }
  return record;
}
