// Where the hosted page may send a customer back to. The contract only says "uri", but a redirect to
// `javascript:`, `data:` or a stranger's site from the service's own page is an open redirect: only
// http(s), and, when the business configured its origins, only those.
import { fieldError } from './envelope';

/** Why this ReturnURL is refused, or undefined when it may be used. */
export function returnUrlProblem(value: string, origins: readonly string[] | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `must be an http or https URL, not ${url.protocol}`;
  if (origins?.length && !origins.includes(url.origin)) return `must be on one of the business's origins (${origins.join(', ')})`;
  return undefined;
}

/** Throws the 400 envelope for a ReturnURL that may not be used. */
export function checkReturnUrl(value: string, origins: readonly string[] | undefined): void {
  const problem = returnUrlProblem(value, origins);
  if (problem) throw fieldError('ReturnURL', problem, 'IntegrityValidation');
}
