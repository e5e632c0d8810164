export { CustomerPrefill } from './CustomerPrefill';
export type { CustomerPrefillProps, PrefillDrafts, PrefillVariant } from './types';
