// Hosted onboarding without a framework: each launch asks the service for a session (so an expired
// link is replaced by a fresh one), then goes to the hosted page or opens it in a popup, and
// watches the popup until it closes (only while a view is mounted: the watch ends with it). Reads
// of the customer stay with the React adapter (react/useOnboardingLauncher.ts), which this asks to
// read again when the answer may have changed it.
import { ApiError, isApiError } from '../../api/api-error';
import type { RampkitClient } from '../../api/client';
import type { FiatCurrencyCode } from '../../api/common';
import type { Customer } from '../../api/customers';
import type { OnboardingLocale, OnboardingSession, OnboardingStatus } from '../../api/onboarding';
import type { RampkitEvent } from '../events';
import { createStore } from '../store';

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
  /** The status the last launch reported. */
  status?: OnboardingStatus;
  /** The status the hosted page sent back to ReturnURL, when this page is that return. */
  returned?: OnboardingStatus;
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
export function createOnboardingController(options: OnboardingControllerOptions, returned?: OnboardingStatus): OnboardingController {
  let current = options;
  let popup: PopupWindow | undefined;
  let watch: ReturnType<typeof setInterval> | undefined;
  let refreshedReturn = false;
  const store = createStore<OnboardingState>(
    { returned, accepted: false, popupOpen: false, pending: false, error: null },
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
        current.refreshCustomer?.();
        if (result.status === 202) {
          set({ pending: false, status: result.data.OnboardingStatus, missingSteps: undefined, accepted: true });
          current.emit?.({ type: 'onboarding.status', customerId, status: result.data.OnboardingStatus, verifications: result.data.Verifications });
          return;
        }
        const session = result.data as OnboardingSession;
        set({ pending: false, status: session.OnboardingStatus, missingSteps: session.MissingSteps, accepted: false });
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
  /** approved, reviewing, the hosted page's OnboardingStatus, or resume/start when there is none. */
  step: 'approved' | 'reviewing' | 'resume' | 'start' | OnboardingStatus;
  customerId: string;
  customer?: Customer;
  /** The customer record exists (or is still being read). */
  customerExists: boolean;
  /** The status the hosted page or the last launch reported. */
  status?: OnboardingStatus;
  missingSteps?: string[];
  approved: boolean;
  reviewing: boolean;
  popupOpen: boolean;
  busy: boolean;
  /** The customer read or the launch waits for the network (resumed by itself when it returns). */
  offline: boolean;
  error: ApiError | null;
  canLaunch: boolean;
}

/** What the launch and the customer as read say together. */
export function onboardingView(state: OnboardingState, customerId: string, customer: { data?: Customer; error?: ApiError | null }, offline: boolean): OnboardingLauncherView {
  const customerExists = !customer.error || customer.error.type !== 'ResourceNotFound';
  const status = state.status ?? state.returned;
  const approved = customer.data?.Verifications?.Status === 'Approved';
  const reviewing = !approved && (state.accepted || status === 'ReviewPending' || customer.data?.Verifications?.Status === 'Pending');
  return {
    step: approved ? 'approved' : reviewing ? 'reviewing' : (status ?? (customerExists ? 'resume' : 'start')),
    customerId,
    customer: customer.data,
    customerExists,
    status,
    missingSteps: state.missingSteps,
    approved,
    reviewing,
    popupOpen: state.popupOpen,
    busy: state.pending,
    offline,
    error: state.error,
    canLaunch: !state.pending && !!customerId,
  };
}
