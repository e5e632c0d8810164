export { CustomerPrefill, type CustomerPrefillProps, type PrefillDrafts } from './CustomerPrefill';
export { prefillFormSchema, humanize, PREFILL_VARIANTS, type PrefillVariant } from './prefill-schema';
