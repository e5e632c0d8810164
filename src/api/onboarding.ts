// Hosted onboarding (standard model): POST /onboarding/{CustomerID}.
import { z } from 'zod/mini';
import { CustomerTypeSchema, FiatCurrencyCodeSchema, MetadataInputSchema, ReturnURLSchema } from './common';
import { FormSchemaSchema } from './channels';
import { VerificationsSchema } from './customers';
import { ONBOARDING_STATUSES } from './values';

export const ONBOARDING_LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export const OnboardingLocaleSchema = z.enum(ONBOARDING_LOCALES);
export type OnboardingLocale = z.infer<typeof OnboardingLocaleSchema>;

export { ONBOARDING_STATUSES };
export const OnboardingStatusSchema = z.enum(ONBOARDING_STATUSES);
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;

export const OnboardingRequestSchema = z.object({
  Metadata: z.optional(MetadataInputSchema),
  ReturnURL: ReturnURLSchema,
  FiatOptions: z.optional(z.array(z.object({ FiatCurrencyCode: FiatCurrencyCodeSchema }))),
  Form: z.optional(z.record(z.string(), z.unknown())),
  CustomerType: z.optional(CustomerTypeSchema),
  Locale: z.optional(OnboardingLocaleSchema),
});
export type OnboardingRequest = z.infer<typeof OnboardingRequestSchema>;

/** 200 (resumed session) and 201 (first session, customer created). */
export const OnboardingSessionSchema = z
  .object({
    HostedURL: z.url(),
    FormSchema: z.optional(FormSchemaSchema),
    OnboardingStatus: z.optional(OnboardingStatusSchema),
    MissingSteps: z.optional(z.array(z.string())),
    Verifications: z.optional(VerificationsSchema),
  }).check(z.superRefine((s, ctx) => {
    if (s.MissingSteps !== undefined && s.OnboardingStatus !== undefined && s.OnboardingStatus !== 'ReviewNotStarted') {
      ctx.addIssue({ code: 'custom', path: ['MissingSteps'], message: 'is present only while OnboardingStatus is ReviewNotStarted' });
    }
  }));
export type OnboardingSession = z.infer<typeof OnboardingSessionSchema>;

/** 202: the submitted Form completed the data and the review runs asynchronously. */
export const OnboardingAcceptedSchema = z.object({
  OnboardingStatus: OnboardingStatusSchema,
  Verifications: z.optional(VerificationsSchema),
});
export type OnboardingAccepted = z.infer<typeof OnboardingAcceptedSchema>;
