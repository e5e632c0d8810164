// What a provider keeps for its signed-in customer while the component that made it is off the
// screen (a sale in progress), by customer and key. In memory only. Apart from the sale itself so
// that the provider, which every host renders, does not carry the sell machine.
export interface KeptRegistry<T> {
  find(customerId: string | undefined, key: string): T | undefined;
  keep(customerId: string | undefined, key: string, value: T): void;
  /** Drops what is kept under this key if it is still this value. */
  forget(customerId: string | undefined, key: string, value: T): void;
  /** Forgets everything but this customer's (the provider's customer changed: sign-out, another user). */
  keepOnly(customerId: string | undefined): void;
}

export function createKeptRegistry<T>(): KeptRegistry<T> {
  const kept = new Map<string, T>();
  // The customer part first and a separator no ID contains, so no key can pose as another customer's.
  const prefix = (customerId: string | undefined) => `${customerId ?? ''}\u0000`;
  const id = (customerId: string | undefined, key: string) => prefix(customerId) + key;
  return {
    find: (customerId, key) => kept.get(id(customerId, key)),
    keep: (customerId, key, value) => void kept.set(id(customerId, key), value),
    forget(customerId, key, value) {
      if (kept.get(id(customerId, key)) === value) kept.delete(id(customerId, key));
    },
    keepOnly(customerId) {
      for (const k of kept.keys()) if (!k.startsWith(prefix(customerId))) kept.delete(k);
    },
  };
}
