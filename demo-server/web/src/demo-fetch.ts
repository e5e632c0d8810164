// The business's own server routes (sign-in, back office, sandbox transfers): JSON in, JSON out,
// refusals as the API's error envelope, read into an ApiError like any of the kit's.
import { apiErrorFromResponse } from 'rampkit/api';

export async function demoFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = response.status === 204 ? undefined : await response.json();
  if (!response.ok) throw apiErrorFromResponse(response.status, body, { action: path });
  return body;
}
