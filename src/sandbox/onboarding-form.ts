// The onboarding FormSchema: what a standard-model customer still has to give before review, so a
// business can collect it in its own UI and send it as `Form` instead of the hosted page. Built
// from the contract's customer input schemas, which also check the answers (one source of truth).
import { z } from 'zod/mini';
import type { FormSchema } from '../api/channels';
import { BusinessCustomerInputSchema, IndividualCustomerInputSchema } from '../api/customers';
import { zodIssuesToFieldProblems, type FieldProblem } from '../api/errors';

type Kind = 'Individual' | 'Business';
type Json = Record<string, unknown>;

const FIELDS = {
  Individual: z.omit(IndividualCustomerInputSchema, { Type: true }),
  Business: z.omit(BusinessCustomerInputSchema, { Type: true }),
} as const;

const TITLES: Record<Kind, { title: string; description: string }> = {
  Individual: { title: 'About you', description: 'Your name, date of birth, an identity document and where you live, as they appear on your documents.' },
  Business: { title: 'About the business', description: 'The business as it is registered: name, registration, tax id and registered address.' },
};

/** The answers still missing from `data`: top-level fields that are required and not yet given. */
export function missingFields(kind: Kind, data: Json): string[] {
  const shape = FIELDS[kind].shape as Record<string, z.ZodMiniType>;
  return Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success && data[key] === undefined);
}

/** A draft-07 FormSchema of the fields not given yet (all of them for a new customer). */
export function onboardingFormSchema(kind: Kind, data: Json): FormSchema {
  const json = z.toJSONSchema(FIELDS[kind], { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Json;
  const missing = new Set(missingFields(kind, data));
  const properties = Object.fromEntries(Object.entries(json.properties as Json).filter(([key]) => data[key] === undefined));
  return {
    ...json,
    ...TITLES[kind],
    properties,
    required: ((json.required as string[]) ?? []).filter((key) => missing.has(key)),
  } as FormSchema;
}

/**
 * Checks a submitted Form: every field it gives must be valid (problems on `Form.<path>`); fields it
 * leaves out may come later. Extra properties are allowed, as the spec says, and kept out of the
 * customer's data.
 */
export function checkOnboardingForm(kind: Kind, form: Json): { problems: FieldProblem[]; answers: Json } {
  const parsed = z.partial(FIELDS[kind]).safeParse(form);
  if (!parsed.success) return { problems: zodIssuesToFieldProblems(parsed.error.issues, 'Form', form), answers: {} };
  const answers = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { problems: [], answers };
}
