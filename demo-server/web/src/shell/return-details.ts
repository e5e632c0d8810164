// What the address bar brings that is meant to be read once: the hosted onboarding page's return
// (`?CustomerID=…&OnboardingStatus=…`) and the `?lang=` override. Read at start, then taken out of
// the address with replaceState, so they neither follow the customer through every page nor
// outlive a sign-in as someone else.
import { ONBOARDING_STATUSES, type OnboardingStatus } from 'rampkit/api';

export interface ReturnDetails {
  /** The customer the hosted page returned for, and the status it reported. */
  onboarding?: { customerId: string; status: OnboardingStatus };
  /** `?lang=`, as given (checked by the caller). */
  lang?: string;
}

const ONCE = ['CustomerID', 'OnboardingStatus', 'lang'];

export function takeReturnDetails(): ReturnDetails {
  const url = new URL(location.href);
  const query = url.searchParams;
  const customerId = query.get('CustomerID');
  const status = query.get('OnboardingStatus');
  const details: ReturnDetails = {
    onboarding: customerId && (ONBOARDING_STATUSES as readonly string[]).includes(status ?? '') ? { customerId, status: status as OnboardingStatus } : undefined,
    lang: query.get('lang') ?? undefined,
  };
  if (ONCE.some((name) => query.has(name))) {
    for (const name of ONCE) query.delete(name);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return details;
}
