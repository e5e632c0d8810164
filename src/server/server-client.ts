// For the business's own backend: the typed client, signing every request. This is how a business
// creates reliance customers and submits prefill data, which no browser may do.
import { createRampkitClient, type RampkitClient } from '../api/client';
import type { ApiVersion } from '../api/published';
import { createSigningFetch, type SigningFetchOptions } from './signing-fetch';

/** `apiVersion`: the description the upstream follows (default `seed`); `0.1.3` sends the published request shapes. */
export function createServerClient(options: SigningFetchOptions & { baseUrl: string; apiVersion?: ApiVersion }): RampkitClient {
  return createRampkitClient({ baseUrl: options.baseUrl, fetch: createSigningFetch(options), apiVersion: options.apiVersion });
}
