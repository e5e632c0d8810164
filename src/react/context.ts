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

/**
 * How the provider's components look: what KitRoot puts on each component's root. The theme
 * preset, the id of the host's own variables (their CSS is in a stylesheet, never an inline style,
 * so a CSP without inline styles keeps them), and whether the kit's CSS is off.
 */
export interface RampkitLookValue {
  theme: string;
  /** Set when the appearance has variables or rules of its own: the `data-rk-look` its CSS is scoped to. */
  look?: string;
  labels: 'above' | 'floating';
  density: 'spaced' | 'condensed';
  unstyled: boolean;
  /** The level of a kit component's main heading (a step's title); its sections' are one below. */
  headingLevel: HeadingLevel;
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const RampkitLookContext = createContext<RampkitLookValue>({ theme: 'default', labels: 'above', density: 'spaced', unstyled: false, headingLevel: 2 });
RampkitLookContext.displayName = 'RampkitLookContext';
