// For the business's own backend: the typed client, signing every request. This is how a business
// creates reliance customers and submits prefill data, which no browser may do.
import { createRampkitClient, type RampkitClient } from '../api/client';
import { createSigningFetch, type SigningFetchOptions } from './signing-fetch';

export function createServerClient(options: SigningFetchOptions & { baseUrl: string }): RampkitClient {
  return createRampkitClient({ baseUrl: options.baseUrl, fetch: createSigningFetch(options) });
}
