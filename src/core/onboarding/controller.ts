// Hosted onboarding without a framework: each launch asks the service for a session (so an expired
// link is replaced by a fresh one), then goes to the hosted page or opens it in a popup, and
// watches the popup until it closes (only while a view is mounted: the watch ends with it). Reads
// of the customer stay with the React adapter (react/useOnboardingLauncher.ts), which this asks to
// read again when the answer may have changed it.
import { ApiError, hasNoCustomerDetails, isApiError } from '../../api/api-error';
import type { RampkitClient } from '../../api/client';
import type { FiatCurrencyCode } from '../../api/common';
import type { Customer } from '../../api/customers';
import type { OnboardingLocale, OnboardingSession, OnboardingStatus } from '../../api/onboarding';
import type { RampkitEvent } from '../events';
import { createStore } from '../store';
import { customerStanding, LAUNCHABLE_STEPS, type CustomerNextStep, type StandingHint } from './standing';

/** The start call. A RampkitClient has it; the React adapter hands in the kit's mutation, which waits while offline. */
export type OnboardingClient = Pick<RampkitClient, 'startOnboarding'>;

/** What the launcher needs of an opened popup. */
export interface PopupWindow {
  readonly closed: boolean;
}

export interface OnboardingControllerOptions {
  client: OnboardingClient;
  customerId: string;
  /** Where the hosted page sends the customer back (10-1000 characters). */
  returnUrl: string;
  fiatOptions?: FiatCurrencyCode[];
  customerType?: 'Individual' | 'Business';
  /** The hosted page's language. */
  locale: OnboardingLocale;
  /** Leave the page for the hosted one (default), or open it in a popup (falls back to redirect when blocked). */
  mode?: 'redirect' | 'popup';
  /** Leaves the page for the hosted one. */
  navigate: (url: string) => void;
  /** Opens the hosted page in a popup; null when the browser blocked it. */
  openPopup: (url: string) => PopupWindow | null;
  /** The provider's onEvent: `onboarding.started`, `onboarding.status`. */
  emit?: (event: RampkitEvent) => void;
  /** Reads the customer again (a launch, a popup closed, a return from the hosted page may have changed it). */
  refreshCustomer?: () => void;
}

export interface OnboardingState {
  /**
   * The last OnboardingStatus heard outside the customer record: the hosted page's return query,
   * then each launch's answer. Only a hint until the record is read after it (core/onboarding/standing.ts).
   */
  hint?: StandingHint;
  missingSteps?: string[];
  /** The service took the data and reviews it asynchronously (202). */
  accepted: boolean;
  popupOpen: boolean;
  pending: boolean;
  error: ApiError | null;
}

export interface OnboardingLauncherActions {
  /** Asks for a session and goes to the hosted page (or reopens the popup). */
  launch(): void;
}

export interface OnboardingController {
  getState(): OnboardingState;
  subscribe(listener: () => void): () => void;
  setOptions(options: OnboardingControllerOptions): void;
  actions: OnboardingLauncherActions;
}

/** How often an open popup is checked for having closed. */
export const POPUP_CHECK_MS = 500;

/** `returned`: the OnboardingStatus the hosted page sent back to ReturnURL, if this page is that return. */
export function createOnboardingController(options: OnboardingControllerOptions, returned?: OnboardingStatus, now: () => number = Date.now): OnboardingController {
  let current = options;
  let popup: PopupWindow | undefined;
  let watch: ReturnType<typeof setInterval> | undefined;
  let refreshedReturn = false;
  const store = createStore<OnboardingState>(
    { hint: returned ? { status: returned, at: now() } : undefined, accepted: false, popupOpen: false, pending: false, error: null },
    {
      onMount() {
        // Back from the hosted page: what it says now may be newer than the cache.
        if (returned && !refreshedReturn) {
          refreshedReturn = true;
          current.refreshCustomer?.();
        }
        watchPopup();
      },
      onUnmount: () => watchPopup(),
    },
  );
  const state = store.getState;
  const set = (patch: Partial<OnboardingState>) => store.setState({ ...state(), ...patch });

  /** Checks the open popup while a view is mounted; stops with the last view, or once it closed. */
  const watchPopup = () => {
    clearInterval(watch);
    watch = undefined;
    if (!popup || store.listeners() === 0) return;
    watch = setInterval(() => {
      if (!popup?.closed) return;
      popup = undefined;
      watchPopup();
      set({ popupOpen: false });
      current.refreshCustomer?.();
    }, POPUP_CHECK_MS);
  };

  const launch = () => {
    if (state().pending || !current.customerId) return;
    set({ pending: true, error: null });
    const { customerId, returnUrl, locale, fiatOptions, customerType } = current;
    const body = { ReturnURL: returnUrl, Locale: locale, ...(fiatOptions ? { FiatOptions: fiatOptions.map((c) => ({ FiatCurrencyCode: c })) } : {}), ...(customerType ? { CustomerType: customerType } : {}) };
    current.client.startOnboarding({ params: { CustomerID: customerId }, body }).then(
      (result) => {
        // The answer is newer than the record held: a hint until the record is read again (now).
        const status = result.data.OnboardingStatus;
        const hint = status ? { status, at: now() } : state().hint;
        if (result.status === 202) {
          set({ pending: false, hint, missingSteps: undefined, accepted: true });
          current.refreshCustomer?.();
          current.emit?.({ type: 'onboarding.status', customerId, status: result.data.OnboardingStatus, verifications: result.data.Verifications });
          return;
        }
        const session = result.data as OnboardingSession;
        set({ pending: false, hint, missingSteps: session.MissingSteps, accepted: false });
        // 201: this call created the customer, from a body with no details in it, so the record
        // has none to read (a 404 the console would show): the hint stands (docs/adr/0172).
        if (result.status !== 201) current.refreshCustomer?.();
        current.emit?.({ type: 'onboarding.started', customerId, hostedUrl: session.HostedURL });
        if (current.mode !== 'popup') return current.navigate(session.HostedURL);
        const opened = current.openPopup(session.HostedURL);
        if (!opened) return current.navigate(session.HostedURL);
        popup = opened;
        set({ popupOpen: true });
        watchPopup();
      },
      (cause: unknown) => set({ pending: false, error: isApiError(cause) ? cause : ApiError.network('StartOnboarding', cause) }),
    );
  };

  return {
    getState: state,
    subscribe: store.subscribe,
    setOptions(next) {
      current = next;
    },
    actions: { launch },
  };
}

export interface OnboardingLauncherView {
  /** What the customer should do now (core/onboarding/standing.ts); `loading` until the record or a hint says. */
  step: CustomerNextStep | 'loading';
  customerId: string;
  customer?: Customer;
  /** The customer record exists (or is still being read). */
  customerExists: boolean;
  /** The hosted page's steps still missing, as the last launch reported them. */
  missingSteps?: string[];
  approved: boolean;
  reviewing: boolean;
  popupOpen: boolean;
  busy: boolean;
  /** The customer read or the launch waits for the network (resumed by itself when it returns). */
  offline: boolean;
  error: ApiError | null;
  /** There is something to do on the hosted page, and no launch is in flight. */
  canLaunch: boolean;
}

/** The customer as the adapter read it: the record, the read's error, and when each arrived. */
export interface OnboardingCustomerRead {
  data?: Customer;
  error?: ApiError | null;
  /** When `data` was read (ms since the epoch). */
  dataUpdatedAt?: number;
  /** When `error` arrived. */
  errorUpdatedAt?: number;
}

/** What the launch and the customer record say together: the record wins once read after a hint. */
export function onboardingView(state: OnboardingState, customerId: string, customer: OnboardingCustomerRead, offline: boolean): OnboardingLauncherView {
  const notFound = hasNoCustomerDetails(customer.error);
  const record = notFound ? null : customer.data;
  const readAt = notFound ? (customer.errorUpdatedAt ?? 0) : (customer.dataUpdatedAt ?? 0);
  const next = customerStanding({ record, readAt }, state.hint);
  return {
    step: next ?? 'loading',
    customerId,
    customer: record ?? undefined,
    customerExists: !notFound,
    missingSteps: next === 'none' || next === 'wait' || next === 'final' ? undefined : state.missingSteps,
    approved: next === 'none' || next === 'agreements',
    reviewing: next === 'wait',
    popupOpen: state.popupOpen,
    busy: state.pending,
    offline,
    error: state.error,
    canLaunch: !state.pending && !!customerId && next !== undefined && LAUNCHABLE_STEPS.includes(next),
  };
}
