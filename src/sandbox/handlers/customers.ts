// Customers: reliance create/update, reads, hosted onboarding sessions and prefill.
import type { CustomerInput } from '../../api/customers';
import type { OnboardingRequest } from '../../api/onboarding';
import type { PrefillRequest } from '../../api/prefill';
import { AGREEMENT_NAMES } from '../../api/customers';
import { METADATA_LIMITS } from '../../api/common';
import type { Handler, SandboxContext } from '../context';
import { emitCustomer } from '../context';
import { fieldError, notFound, SandboxError } from '../envelope';
import { checkOnboardingForm, missingFields, onboardingFormSchema } from '../onboarding-form';
import type { CustomerRecord } from '../store';
import { customerOutput } from '../store';
import { checkReturnUrl } from '../return-url';
import { REVIEW_REASONS } from '../review-reasons';
import type { ReviewOutcome } from '../review-outcome';
import { admitCustomer } from '../capacity';

export const INITIAL_STEPS = ['IDENTITY', 'SELFIE', 'QUESTIONNAIRE'];

export function approve(ctx: SandboxContext, record: CustomerRecord): void {
  const now = ctx.clock.iso();
  record.Verifications = {
    Type: record.Type,
    Status: 'Approved',
    EntityVerifications: [{ Model: record.model === 'reliance' ? 'Reliance' : 'Standard', Status: 'Approved', Created: record.Created, Modified: now, Entity: record.CustomerID }],
  };
  record.Agreements = AGREEMENT_NAMES.slice(0, 3).map((Name) => ({ Name, Version: 1, Accepted: true, AcceptedAt: now }));
  record.OnboardingStatus = undefined;
  record.MissingSteps = [];
}

/** The 409 for a CustomerID that is taken: the stored customer stays as it is. */
function taken(existing: CustomerRecord, wanted: CustomerInput['Type']): SandboxError {
  const id = existing.CustomerID;
  const detail = existing.Type === wanted
    ? `A customer with CustomerID ${id} already exists; it is left as it is.`
    : `A ${existing.Type} customer with CustomerID ${id} already exists; it cannot be created again as ${wanted}.`;
  return new SandboxError('Duplicate', detail, {
    problems: [{ Field: 'CustomerID', Reason: 'IntegrityValidation', Description: `already taken by a ${existing.Type} customer: choose another CustomerID` }],
  });
}

/** Creates a reliance customer, approved at once; a taken CustomerID gives 409 (the spec's create). */
export function createCustomer(ctx: SandboxContext, id: string, input: CustomerInput): CustomerRecord {
  const existing = ctx.state.customers.get(id);
  if (existing) throw taken(existing, input.Type);
  admitCustomer(ctx);
  const record: CustomerRecord = { CustomerID: id, Type: input.Type, model: 'reliance', Created: ctx.clock.iso(), data: { ...input }, MissingSteps: [], Agreements: [], version: 0 };
  approve(ctx, record);
  ctx.state.customers.set(id, record);
  emitCustomer(ctx, record);
  return record;
}

export const putCustomer: Handler<'putCustomer'> = (ctx, { params, body: input }) => {
  const id = params.CustomerID;
  const existing = ctx.state.customers.get(id);
  if (!existing) return { status: 201, body: { CustomerID: createCustomer(ctx, id, input).CustomerID } };
  // A body of the other kind is not an update but a second customer under a taken CustomerID.
  if (existing.Type !== input.Type) throw taken(existing, input.Type);
  existing.data = { ...existing.data, ...input };
  if (existing.model === 'reliance') approve(ctx, existing);
  emitCustomer(ctx, existing);
  return { status: 204 };
};

export const getCustomer: Handler<'getCustomer'> = (ctx, { params }) => {
  const record = ctx.state.customers.get(params.CustomerID);
  const output = record && customerOutput(record);
  // Onboarding made the customer, but without their details there is no record to show yet: said so,
  // not "does not exist" right after a 201 that said it was created.
  if (record && !output) {
    const detail = `Customer ${params.CustomerID} has no details yet: their onboarding has started, and the record shows once they submit them.`;
    throw new SandboxError('ResourceNotFound', detail, { problems: [{ Field: 'CustomerID', Reason: 'IntegrityValidation', Description: detail }] });
  }
  if (!output) throw notFound('CustomerID', `Customer ${params.CustomerID}`);
  return { status: 200, body: output };
};

function hostedUrl(origin: string, sessionId: string, locale: string): string {
  return `${origin}/hosted/${locale}/onboarding/${sessionId}`;
}

export const startOnboarding: Handler<'startOnboarding'> = (ctx, { params, body: request, origin }) => {
  const id = params.CustomerID;
  checkReturnUrl(request.ReturnURL, ctx.config.returnOrigins);
  const now = ctx.clock.now();
  const locale = request.Locale ?? 'en';
  let record = ctx.state.customers.get(id);
  // Metadata adds to what the customer has: the sum is bounded too, or repeated calls grow it without end.
  const pairs = request.Metadata ? Object.keys({ ...record?.metadata, ...request.Metadata }).length : 0;
  if (pairs > METADATA_LIMITS.pairs) {
    throw fieldError('Metadata', `the customer would have ${pairs} Metadata pairs, more than ${METADATA_LIMITS.pairs}: send fewer new keys`, 'IntegrityValidation');
  }
  let status = 200;
  if (!record) {
    admitCustomer(ctx);
    record = {
      CustomerID: id, Type: request.CustomerType ?? 'Individual', model: 'standard', Created: ctx.clock.iso(), data: {},
      OnboardingStatus: 'ReviewNotStarted', MissingSteps: [...INITIAL_STEPS], Agreements: [], version: 0,
    };
    ctx.state.customers.set(id, record);
    status = 201;
  } else if (request.CustomerType && request.CustomerType !== record.Type) {
    throw new SandboxError('InvalidMessage', `Customer ${id} is ${record.Type}.`, { problems: [{ Field: 'CustomerType', Reason: 'IntegrityValidation', Description: `the stored customer is ${record.Type}` }] });
  }

  // A Form that completes the data starts the review without the hosted page.
  if (request.Form) {
    if (record.OnboardingStatus !== 'ReviewNotStarted') {
      throw fieldError('Form', `the review has started (${record.OnboardingStatus ?? 'approved'}): the data can no longer be changed here`, 'IntegrityValidation');
    }
    const { problems, answers } = checkOnboardingForm(record.Type, request.Form);
    if (problems.length) throw new SandboxError('InvalidMessage', 'The onboarding Form is not valid.', { problems });
    keepMetadata(record, request);
    record.data = { ...record.data, ...answers };
    if (missingFields(record.Type, record.data).length === 0) {
      record.MissingSteps = [];
      record.OnboardingStatus = 'ReviewPending';
      scheduleReview(ctx, record, 'Approved');
      return { status: 202, body: { OnboardingStatus: record.OnboardingStatus, ...(record.Verifications ? { Verifications: record.Verifications } : {}) } };
    }
  }

  keepMetadata(record, request);
  if (!record.session || record.session.expiresAt <= now || record.session.locale !== locale) {
    record.session = { id: ctx.ids.uuid(), expiresAt: now + ctx.config.hostedSessionSeconds * 1000, returnURL: request.ReturnURL, locale };
  } else {
    record.session.returnURL = request.ReturnURL;
  }
  return {
    status,
    body: {
      HostedURL: hostedUrl(origin, record.session.id, locale),
      ...(record.OnboardingStatus ? { OnboardingStatus: record.OnboardingStatus } : {}),
      ...(record.OnboardingStatus === 'ReviewNotStarted' && record.MissingSteps.length ? { MissingSteps: record.MissingSteps } : {}),
      ...(record.OnboardingStatus === 'ReviewNotStarted' && missingFields(record.Type, record.data).length ? { FormSchema: onboardingFormSchema(record.Type, record.data) } : {}),
      ...(record.Verifications ? { Verifications: record.Verifications } : {}),
    },
  };
};

/**
 * Metadata is the business's own: kept as given (a later call adds or replaces pairs) and read back
 * as the customer's Metadata. Only an accepted call keeps it.
 */
function keepMetadata(record: CustomerRecord, request: OnboardingRequest): void {
  if (request.Metadata) record.metadata = { ...record.metadata, ...request.Metadata };
}

export type { ReviewOutcome };

/** Decides a review now: the outcome QA picked on the hosted page or through the control API. */
export function decideReview(ctx: SandboxContext, record: CustomerRecord, outcome: ReviewOutcome, comment?: string): void {
  const now = ctx.clock.iso();
  if (outcome === 'Approved') {
    approve(ctx, record);
  } else {
    const declined = outcome !== 'ActionsRequired';
    record.Verifications = {
      Type: record.Type,
      Status: declined ? 'Declined' : 'Pending',
      ...(outcome === 'ActionsRequired' ? { ActionsRequired: ['ProofOfAddress' as const] } : {}),
      EntityVerifications: [{
        Model: 'Standard', Status: declined ? 'Declined' : 'Pending', Created: record.Created, Modified: now, Entity: record.CustomerID,
        ...(declined ? { RejectionData: { RejectType: outcome === 'DeclinedFinal' ? ('Final' as const) : ('Retry' as const), PublicComment: comment ?? REVIEW_REASONS[outcome === 'DeclinedFinal' ? 'DocumentUnverifiable' : 'DocumentBlurry'] } } : {}),
      }],
    };
    record.OnboardingStatus = outcome === 'DeclinedFinal' ? 'Rejected' : outcome === 'DeclinedRetry' ? 'DocumentInvalid' : 'ReviewNotStarted';
    if (outcome === 'ActionsRequired') record.MissingSteps = ['PROOF_OF_ADDRESS'];
  }
  emitCustomer(ctx, record);
}

export function scheduleReview(ctx: SandboxContext, record: CustomerRecord, outcome: ReviewOutcome): void {
  record.Verifications = { Type: record.Type, Status: 'Pending', EntityVerifications: [{ Model: 'Standard', Status: 'Pending', Created: record.Created, Modified: ctx.clock.iso(), Entity: record.CustomerID }] };
  emitCustomer(ctx, record);
  ctx.clock.schedule(ctx.config.reviewSeconds * 1000, () => {
    if (record.OnboardingStatus === 'ReviewPending') decideReview(ctx, record, outcome);
  });
}

const KIND_OF_PREFILL: Record<PrefillRequest['Type'], 'Individual' | 'Business' | undefined> = {
  IndividualCustomerPrefill: 'Individual',
  IndividualCustomerHighRiskPrefill: 'Individual',
  BusinessCustomerPrefill: 'Business',
  ProviderToken: undefined,
};

export const submitPrefill: Handler<'submitPrefill'> = (ctx, { params, body: request }) => {
  const id = params.CustomerID;
  const kind = KIND_OF_PREFILL[request.Type];
  let record = ctx.state.customers.get(id);
  if (record && kind && record.Type !== kind) {
    // Not an error status: the prefill answer reports what it could not use.
    return { status: 200, body: { RequestExtension: { Body: [{ Field: 'Type', Reason: 'IntegrityValidation', Description: `a ${request.Type} cannot be applied to the stored ${record.Type.toLowerCase()} profile of ${id}` }] } } };
  }
  if (!record) {
    admitCustomer(ctx);
    record = { CustomerID: id, Type: kind ?? 'Individual', model: 'standard', Created: ctx.clock.iso(), data: {}, OnboardingStatus: 'ReviewNotStarted', MissingSteps: [...INITIAL_STEPS], Agreements: [], version: 0 };
    ctx.state.customers.set(id, record);
  }
  const { Type: _type, ...fields } = request as Record<string, unknown>;
  record.data = { ...record.data, ...fields };
  record.prefillType = request.Type;
  const done = new Set<string>();
  if (request.Type === 'ProviderToken') ['IDENTITY', 'SELFIE'].forEach((s) => done.add(s));
  if (request.Type === 'IndividualCustomerPrefill' && request.Identities?.length) done.add('IDENTITY');
  if (request.Type === 'IndividualCustomerPrefill' && request.SourceOfIncome && request.EmploymentStatus) done.add('QUESTIONNAIRE');
  if (request.Type === 'BusinessCustomerPrefill' && request.CompanyName) record.data.RegisteredName = request.CompanyName;
  if (request.Type === 'BusinessCustomerPrefill' && request.Associates?.length) done.add('QUESTIONNAIRE');
  record.MissingSteps = record.MissingSteps.filter((s) => !done.has(s));
  return { status: 200, body: {} };
};
