// The error envelope every failed request returns, as zod schemas (the types ApiError carries come
// from here). Apart from errors.ts so that api-error.ts, which the client raises on a host's first
// paint, imports its types without importing what imports it.
import { z } from 'zod/mini';
import { ERROR_TYPES } from './values';

export const ErrorTypeSchema = z.enum(ERROR_TYPES);

export const ERROR_REASONS = ['SchemaValidation', 'IntegrityValidation', 'NotSupported', 'SelfReference'] as const;
export const ErrorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;

export const DENY_REASONS = ['Compliance', 'VerificationRequired', 'InsufficientPermissions', 'AccountStatus'] as const;
export const DenyReasonSchema = z.enum(DENY_REASONS);
export type DenyReason = z.infer<typeof DenyReasonSchema>;

export const FieldProblemSchema = z.object({ Field: z.string(), Reason: ErrorReasonSchema, Description: z.string() });
export type FieldProblem = z.infer<typeof FieldProblemSchema>;

export const DenyPrincipalSchema = z.object({ ID: z.optional(z.string()), Type: z.enum(['Customer', 'User']), Subtype: z.optional(z.enum(['Individual', 'Business'])) });
export const DenyResourceSchema = z.object({ ID: z.optional(z.string()), Type: z.optional(z.string()) });
export const DenyItemSchema = z.object({
  Reason: DenyReasonSchema,
  Description: z.optional(z.string()),
  Principal: z.optional(DenyPrincipalSchema),
  Resource: z.optional(DenyResourceSchema),
});
export type DenyItem = z.infer<typeof DenyItemSchema>;

export const ErrorEnvelopeSchema = z.object({
  Type: ErrorTypeSchema,
  Action: z.string(),
  Detail: z.string(),
  Instance: z.string(),
  RequestExtension: z.optional(z.object({ Body: z.array(FieldProblemSchema) })),
  DenyExtension: z.optional(z.array(DenyItemSchema)),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
