// The prefill variants and their contract schemas (src/api/prefill.ts, the one source of truth).
// The form's JSON schema of each is generated from these at build time (prefill-json-schemas.json,
// written by scripts/prefill-json-schemas.ts) so the browser does not carry zod's JSON-schema
// generator; prefill-json-schemas.test.ts holds the file equal to the generator's output.
import {
  BusinessCustomerPrefillSchema, IndividualCustomerHighRiskPrefillSchema, IndividualCustomerPrefillSchema, ProviderTokenPrefillSchema,
} from '../../api/prefill';
import type { PrefillVariant } from './types';

export const PREFILL_VARIANTS = {
  IndividualCustomerPrefill: IndividualCustomerPrefillSchema,
  IndividualCustomerHighRiskPrefill: IndividualCustomerHighRiskPrefillSchema,
  BusinessCustomerPrefill: BusinessCustomerPrefillSchema,
  ProviderToken: ProviderTokenPrefillSchema,
} as const satisfies Record<PrefillVariant, unknown>;

/** How the JSON schemas are generated: what the customer types (input), in draft 7 as rjsf reads it. */
export const PREFILL_JSON_SCHEMA_OPTIONS = { target: 'draft-7', io: 'input', unrepresentable: 'any' } as const;
