// A client whose sell fails while the device is offline as a browser's fetch does (no answer, and
// nothing reaches the service); online, the real call. Records every Nonce it was asked to send.
import { ApiError } from '../src/api/api-error';
import type { RampkitClient } from '../src/api/client';
import type { SellRequest } from '../src/api/sell';

export function offlineAwareClient(client: RampkitClient, isOnline: () => boolean) {
  const nonces: string[] = [];
  const wrapped: RampkitClient = {
    ...client,
    sell: async (input) => {
      nonces.push((input.body as SellRequest).Nonce);
      if (!isOnline()) throw ApiError.network('Sell', new TypeError('Failed to fetch'));
      return client.sell(input);
    },
  };
  return { client: wrapped, nonces };
}
