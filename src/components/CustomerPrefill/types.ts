// The prefill form's public props, apart from its implementation (which loads lazily).
import type { PrefillResponse } from '../../api/prefill';
import type { FormInput } from '../../api/sell';

export type PrefillVariant = 'IndividualCustomerPrefill' | 'IndividualCustomerHighRiskPrefill' | 'BusinessCustomerPrefill' | 'ProviderToken';

export type PrefillDrafts = Partial<Record<PrefillVariant, FormInput>>;

export interface CustomerPrefillProps {
  customerId?: string;
  variants?: readonly PrefillVariant[];
  defaultVariant?: PrefillVariant;
  /** The drafts per variant (controlled); uncontrolled from defaultValue otherwise. */
  value?: PrefillDrafts;
  defaultValue?: PrefillDrafts;
  onValueChange?: (drafts: PrefillDrafts) => void;
  onSubmitted?: (response: PrefillResponse) => void;
}

