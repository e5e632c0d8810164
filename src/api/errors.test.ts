// apiErrorFromResponse: the envelope check lives with the contract (errors.ts), the class without
// zod (api-error.ts) so the client can raise it on a host's first paint. These hold what an error
// answer becomes, whichever way it is read.
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, hasNoCustomerDetails, isApiError, type ErrorEnvelope } from './errors';
import { ApiError as ApiErrorClass } from './api-error';
import { createRampkitClient } from './client';
import * as api from './index';
import * as root from '../index';

const envelope: ErrorEnvelope = {
  Type: 'InvalidMessage',
  Action: 'PrepareSell',
  Detail: 'The request is not valid.',
  Instance: 'inst-7',
  RequestExtension: { Body: [{ Field: 'Form.IBAN', Reason: 'SchemaValidation', Description: 'bad IBAN' }, { Field: 'Form.IBAN', Reason: 'NotSupported', Description: 'no SEPA' }] },
  DenyExtension: [{ Reason: 'Compliance', Description: 'travel rule' }],
};

/** Every field a caller reads, as plain data. */
const fields = (error: ApiError) => ({
  name: error.name, message: error.message, type: error.type, status: error.status, action: error.action, detail: error.detail,
  instance: error.instance, fieldErrors: error.fieldErrors, denials: error.denials, retryable: error.retryable,
  retryAfterMs: error.retryAfterMs, envelope: error.envelope, nextAction: error.nextAction,
});

describe('apiErrorFromResponse', () => {
  it('reads an envelope whole: fields, field errors by path, denials, Retry-After', () => {
    const error = apiErrorFromResponse(400, envelope, { action: 'Ignored', retryAfter: '2' });
    expect(fields(error)).toEqual({
      name: 'ApiError', message: 'The request is not valid.', type: 'InvalidMessage', status: 400, action: 'PrepareSell',
      detail: 'The request is not valid.', instance: 'inst-7',
      fieldErrors: { 'Form.IBAN': [{ reason: 'SchemaValidation', description: 'bad IBAN' }, { reason: 'NotSupported', description: 'no SEPA' }] },
      denials: [{ Reason: 'Compliance', Description: 'travel rule' }], retryable: false, retryAfterMs: 2000, envelope,
      nextAction: { kind: 'choose-another-channel', field: 'Form.IBAN' },
    });
  });

  it('keeps only the envelope\'s own fields, as the schema reads it', () => {
    const error = apiErrorFromResponse(409, { Type: 'Conflict', Action: 'Sell', Detail: 'busy', Instance: 'i-1', Trace: 'secret', RequestExtension: { Body: [], Extra: 1 } });
    expect(error.envelope).toEqual({ Type: 'Conflict', Action: 'Sell', Detail: 'busy', Instance: 'i-1', RequestExtension: { Body: [] } });
    expect(error.nextAction).toEqual({ kind: 'retry', afterMs: 1000 });
  });

  it.each([
    ['a text answer, as the client reads it', 502, { Detail: '<html>bad gateway</html>' }, 'Unexpected', '<html>bad gateway</html>'],
    ['a Detail that is not text', 429, { Detail: 42 }, 'RateLimited', 'The server answered 429 without an error description.'],
    ['no body', 404, undefined, 'ResourceNotFound', 'The server answered 404 without an error description.'],
    ['an array', 413, [1, 2], 'InvalidMessage', 'The server answered 413 without an error description.'],
  ])('reads %s by its status', (_label, status, body, type, detail) => {
    const error = apiErrorFromResponse(status, body, { action: 'GetCustomer', retryAfter: 'soon' });
    expect(fields(error)).toMatchObject({ type, status, detail, message: detail, action: 'GetCustomer', fieldErrors: {}, denials: [], retryAfterMs: undefined });
    expect(error.instance).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(error.envelope).toEqual({ Type: type, Action: 'GetCustomer', Detail: detail, Instance: error.instance });
  });

  // Read as tolerantly as a success answer (docs/adr/0011):
  // the server's Action and Instance stay, for correlation with its logs.
  it('reads an unknown Type by its status, keeping the envelope', () => {
    const error = apiErrorFromResponse(503, { Type: 'Bogus', Action: 'Sell', Detail: 'down for maintenance', Instance: 'i-2' }, { action: 'GetCustomer' });
    expect(fields(error)).toMatchObject({ type: 'Unexpected', status: 503, detail: 'down for maintenance', action: 'Sell', instance: 'i-2', retryable: true });
  });

  it('reads a field problem without a Reason as SchemaValidation on its field, and leaves out one that says nothing', () => {
    const error = apiErrorFromResponse(400, { ...envelope, RequestExtension: { Body: [{ Field: 'X', Description: 'y' }, { Reason: 'NewReason' }, {}] } });
    expect(fields(error)).toMatchObject({ type: 'InvalidMessage', action: 'PrepareSell', instance: 'inst-7', fieldErrors: { X: [{ reason: 'SchemaValidation', description: 'y' }] }, denials: envelope.DenyExtension });
  });

  it('keeps a field problem without a Description (the kit words its Reason) or without a Field (the request as a whole)', () => {
    const error = apiErrorFromResponse(400, { ...envelope, RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation' }, { Reason: 'IntegrityValidation', Description: 'form session expired' }] } });
    expect(error.fieldErrors).toEqual({ 'Form.BankDetails.IBAN': [{ reason: 'SchemaValidation', description: '' }], '': [{ reason: 'IntegrityValidation', description: 'form session expired' }] });
    expect(error.nextAction).toEqual({ kind: 'fix-fields', fields: ['Form.BankDetails.IBAN', ''] });
  });

  it('names the action Unknown when the caller does not say it', () => {
    expect(apiErrorFromResponse(500, 'oops').action).toBe('Unknown');
  });
});

describe('one ApiError class', () => {
  it('is the same class from the contract, the zod-free module and both entries', () => {
    expect(ApiError).toBe(ApiErrorClass);
    expect(api.ApiError).toBe(ApiErrorClass);
    expect(root.ApiError).toBe(ApiErrorClass);
  });

  it('reads an error answer through the client exactly as apiErrorFromResponse does', async () => {
    const body = { Type: 'Bogus', Action: 'X', Detail: 'nope', Instance: 'i-3' };
    const client = createRampkitClient({ baseUrl: '/api', retry: false, fetch: async () => new Response(JSON.stringify(body), { status: 503, headers: { 'retry-after': '3' } }) });
    const error = (await client.listSellCountries().catch((e: unknown) => e)) as ApiError;
    const direct = apiErrorFromResponse(503, body, { action: 'ListSellCountries', retryAfter: '3' });
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(root.ApiError);
    expect({ ...fields(error), instance: 'local', envelope: { ...error.envelope, Instance: 'local' } })
      .toEqual({ ...fields(direct), instance: 'local', envelope: { ...direct.envelope, Instance: 'local' } });
  });

  it('raises a network failure the client meets before any contract check as the same class', async () => {
    const client = createRampkitClient({ baseUrl: '/api', retry: false, fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    const error = (await client.listSellCountries().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(api.ApiError);
    expect(fields(error)).toMatchObject({ type: 'Unexpected', status: 0, action: 'ListSellCountries', retryable: true, detail: 'The request could not reach the server: fetch failed' });
  });
});

const answer = (extra: Record<string, unknown>) => ({ Type: 'InvalidMessage', Action: 'PrepareSell', Detail: 'The request is not valid.', Instance: 'i-1', ...extra });

describe('apiErrorFromResponse: what the contract does not know yet', () => {
  it('keeps a field problem of a Reason it does not know on its field, with the service\'s words, beside those it knows', () => {
    const error = apiErrorFromResponse(400, answer({
      RequestExtension: { Body: [{ Field: 'FiatAmount', Reason: 'SchemaValidation', Description: 'too small' }, { Field: 'Form.IBAN', Reason: 'SanctionsHit', Description: 'new kind' }] },
    }));
    expect(error).toMatchObject({ type: 'InvalidMessage', instance: 'i-1', action: 'PrepareSell' });
    expect(error.fieldErrors).toEqual({ FiatAmount: [{ reason: 'SchemaValidation', description: 'too small' }], 'Form.IBAN': [{ reason: 'SchemaValidation', description: 'new kind' }] });
    expect(error.nextAction).toEqual({ kind: 'fix-fields', fields: ['FiatAmount', 'Form.IBAN'] });
  });

  it('keeps the denials it knows beside one it does not', () => {
    const error = apiErrorFromResponse(403, answer({ Type: 'Forbidden', DenyExtension: [{ Reason: 'TravelRuleHold' }, { Reason: 'VerificationRequired', Principal: { Type: 'Customer', ID: 'c1' } }] }));
    expect(error.nextAction).toEqual({ kind: 'resume-onboarding' });
  });

  it('reads a 409 of a Type it does not know as the duplicate (not retried), keeping its Instance and problems', () => {
    const error = apiErrorFromResponse(409, answer({ Type: 'AlreadyExists', RequestExtension: { Body: [{ Field: 'CustomerID', Reason: 'IntegrityValidation', Description: 'taken' }] } }));
    expect(error).toMatchObject({ type: 'Duplicate', retryable: false, instance: 'i-1' });
    expect(error.nextAction).toEqual({ kind: 'change-request' });
    expect(Object.keys(error.fieldErrors)).toEqual(['CustomerID']);
  });

  it('reads another status of an unknown Type by its status, with its Detail and Action', () => {
    const error = apiErrorFromResponse(400, answer({ Type: 'ValidationFailed' }));
    expect(error).toMatchObject({ type: 'InvalidMessage', detail: 'The request is not valid.', action: 'PrepareSell', instance: 'i-1' });
  });
});

describe('hasNoCustomerDetails', () => {
  it('is a customer read answered 404, with the envelope or without, and nothing else', () => {
    expect(hasNoCustomerDetails(apiErrorFromResponse(404, { ...answer({}), Type: 'ResourceNotFound', Action: 'GetCustomer' }))).toBe(true);
    expect(hasNoCustomerDetails(apiErrorFromResponse(404, undefined))).toBe(true);
    expect(hasNoCustomerDetails(apiErrorFromResponse(403, answer({ Type: 'Forbidden' })))).toBe(false);
    expect(hasNoCustomerDetails(apiErrorFromResponse(503, undefined))).toBe(false);
    expect(hasNoCustomerDetails(null)).toBe(false);
    expect(hasNoCustomerDetails(undefined)).toBe(false);
  });

  it('is one rule, public in rampkit/api', () => {
    expect(api.hasNoCustomerDetails).toBe(hasNoCustomerDetails);
  });
});

describe('apiErrorFromResponse: each part of the envelope read on its own', () => {
  const verify = { Reason: 'VerificationRequired', Description: 'finish onboarding', Principal: { ID: 'c1', Type: 'Customer', Subtype: 'Individual' } };
  const forbidden = (extra: Record<string, unknown>) => ({ ...answer({ Type: 'Forbidden' }), ...extra });

  it.each([
    ['without Instance', ['Instance'], 'Sell', /^local-/],
    ['without Action', ['Action'], 'PrepareSell', /^i-1$/],
    ['with neither', ['Instance', 'Action'], 'PrepareSell', /^local-/],
  ])('keeps the denials of an envelope %s', (_label, missing, action, instance) => {
    const body: Record<string, unknown> = forbidden({ Action: 'Sell', DenyExtension: [verify] });
    for (const key of missing) delete body[key];
    const error = apiErrorFromResponse(403, body, { action: 'PrepareSell' });
    expect(error.denials).toEqual([verify]);
    expect(error.nextAction).toEqual({ kind: 'resume-onboarding' });
    expect(error.action).toBe(action);
    expect(error.instance).toMatch(instance);
  });

  it('keeps the field problems of an envelope without Action', () => {
    const { Action: _, ...body } = answer({ RequestExtension: { Body: [{ Field: 'Form.IBAN', Reason: 'NotSupported', Description: 'no SEPA' }] } });
    const error = apiErrorFromResponse(400, body, { action: 'PrepareSell' });
    expect(error.nextAction).toEqual({ kind: 'choose-another-channel', field: 'Form.IBAN' });
    expect(error).toMatchObject({ action: 'PrepareSell', instance: 'i-1' });
  });

  it.each([
    ['a Subtype it does not know', { ID: 'c1', Type: 'Customer', Subtype: 'Trust' }],
    ['a Type it does not know', { ID: 'c1', Type: 'Agent' }],
    ['no Type', { ID: 'c1' }],
  ])('keeps a denial whose Principal has %s, the value as it came', (_label, Principal) => {
    const error = apiErrorFromResponse(403, forbidden({ DenyExtension: [{ ...verify, Principal }] }));
    expect(error.denials).toEqual([{ ...verify, Principal }]);
    expect(error.denials[0]?.Reason).toBe('VerificationRequired');
  });

  it('keeps a denial whose Principal is unreadable, without it', () => {
    const error = apiErrorFromResponse(403, forbidden({ DenyExtension: [{ ...verify, Principal: 'c1', Resource: { ID: 7, Type: 'Channel' } }] }));
    expect(error.denials).toEqual([{ Reason: 'VerificationRequired', Description: 'finish onboarding', Resource: { Type: 'Channel' } }]);
    expect(error.nextAction).toEqual({ kind: 'resume-onboarding' });
  });
});

describe('nextAction: which denial decides', () => {
  const customer = { Reason: 'VerificationRequired', Principal: { Type: 'Customer', ID: 'c1' } };
  it.each([
    ['a customer\'s VerificationRequired after Compliance', [{ Reason: 'Compliance', Description: 'travel rule' }, customer], { kind: 'resume-onboarding' }],
    ['a customer\'s VerificationRequired after AccountStatus', [{ Reason: 'AccountStatus' }, customer], { kind: 'resume-onboarding' }],
    ['a customer\'s VerificationRequired after the business\'s own', [{ Reason: 'VerificationRequired', Principal: { Type: 'User' } }, customer], { kind: 'resume-onboarding' }],
    ['the business\'s VerificationRequired after Compliance: the first', [{ Reason: 'Compliance' }, { Reason: 'VerificationRequired', Principal: { Type: 'User' } }], { kind: 'wait-for-approval', resumeOnboarding: false }],
    ['Compliance then InsufficientPermissions: the first', [{ Reason: 'Compliance' }, { Reason: 'InsufficientPermissions' }], { kind: 'wait-for-approval', resumeOnboarding: false }],
  ])('%s', (_label, DenyExtension, next) => {
    expect(apiErrorFromResponse(403, answer({ Type: 'Forbidden', DenyExtension })).nextAction).toEqual(next);
  });
});
