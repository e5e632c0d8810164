import { createContext } from 'react';
import type { RampkitClient } from '../api/client';
import type { RampkitEvent } from '../core/events';
import type { KeptRegistry } from '../core/sell-flow/kept-registry';
import type { SellFlowController } from '../core/sell-flow/controller';
import type { Locale, Translate } from '../i18n';
import type { FormMessages } from '../core/form-schema/vocabulary';

/**
 * What stays the same while the host re-renders: the client, where it talks to, the customer and
 * the emit function (which always calls the host's newest `onEvent`). Hooks that only call the
 * service (the query hooks, the event stream) read this part alone.
 */
export interface RampkitConnectionValue {
  client: RampkitClient;
  /** The proxy base URL the client talks to (also where /events lives). */
  proxyUrl: string;
  /** The signed-in customer, when the host told the provider. */
  customerId?: string;
  emit: (event: RampkitEvent) => void;
}

/** What changes with the locale and the host's message overrides (by content, not identity). */
export interface RampkitLocaleValue {
  locale: Locale;
  t: Translate;
  /** The host's words for the service's forms in this locale (the provider's `formMessages[locale]`). */
  formMessages?: FormMessages;
}

export type RampkitContextValue = RampkitConnectionValue & RampkitLocaleValue;

export const RampkitConnectionContext = createContext<RampkitConnectionValue | null>(null);
RampkitConnectionContext.displayName = 'RampkitConnectionContext';
export const RampkitLocaleContext = createContext<RampkitLocaleValue | null>(null);
RampkitLocaleContext.displayName = 'RampkitLocaleContext';

/**
 * The sales in progress the provider keeps for its customer (in memory), so a SellFlow or
 * useSellFlow mounted again finds its sale where the customer left it. Internal: not exported.
 */
export const SellProgressContext = createContext<KeptRegistry<SellFlowController> | null>(null);
SellProgressContext.displayName = 'RampkitSellProgressContext';
