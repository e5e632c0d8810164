// The prefill form's public props, apart from its implementation (which loads lazily).
import type { PrefillResponse } from '../../api/prefill';
import type { FormInput } from '../../api/sell';
import type { OwnPropNames, RootProps } from '../shared/root';

export type PrefillVariant = 'IndividualCustomerPrefill' | 'IndividualCustomerHighRiskPrefill' | 'BusinessCustomerPrefill' | 'ProviderToken';

export type PrefillDrafts = Partial<Record<PrefillVariant, FormInput>>;

export interface CustomerPrefillProps extends RootProps<HTMLElement> {
  customerId?: string;
  variants?: readonly PrefillVariant[];
  defaultVariant?: PrefillVariant;
  /** The drafts per variant (controlled); uncontrolled from defaultValue otherwise. */
  value?: PrefillDrafts;
  defaultValue?: PrefillDrafts;
  onValueChange?: (drafts: PrefillDrafts) => void;
  /** The service took the prefill (its answer may still list problems). */
  onPrefillSubmitted?: (response: PrefillResponse) => void;
}

/** The names CustomerPrefill keeps for itself (the rest are the root's), for its loading root. */
export const CUSTOMER_PREFILL_OWN_PROPS = [
  'customerId',
  'variants',
  'defaultVariant',
  'value',
  'defaultValue',
  'onValueChange',
  'onPrefillSubmitted',
] as const satisfies readonly OwnPropNames<CustomerPrefillProps>[];
true satisfies [OwnPropNames<CustomerPrefillProps>] extends [(typeof CUSTOMER_PREFILL_OWN_PROPS)[number]] ? true : false;
