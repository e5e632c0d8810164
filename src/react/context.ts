import { createContext } from 'react';
import type { RampkitClient } from '../api/client';
import type { RampkitEvent } from '../core/events';
import type { Locale, Translate } from '../i18n';

export interface RampkitContextValue {
  client: RampkitClient;
  /** The proxy base URL the client talks to (also where /events lives). */
  proxyUrl: string;
  /** The signed-in customer, when the host told the provider. */
  customerId?: string;
  locale: Locale;
  t: Translate;
  emit: (event: RampkitEvent) => void;
}

export const RampkitContext = createContext<RampkitContextValue | null>(null);
RampkitContext.displayName = 'RampkitContext';
