// The client's lazy half: every check against the contract (the operations table's schemas, the
// published 0.1.3 shapes, the tolerant reader, the error envelope's schema, zod itself). client.ts imports it dynamically when
// a client is created, so a host's first paint does not carry it; a read goes out while it loads.
import type { z } from 'zod/mini';
import type { ContractMismatch } from './contract-mismatch';
import { ApiError, apiErrorFromResponse, zodIssuesToFieldProblems } from './errors';
import { operations, type OperationDef, type OperationName } from './operations';
import type { SuccessStatus } from './routes';
import { publishedRequests, type ApiVersion } from './published';
import { readerOf } from './reader';

export interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function validate(schema: z.ZodMiniType | undefined, value: unknown, action: string, prefix?: string): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value ?? (prefix === undefined ? undefined : {}));
  if (!parsed.success) throw ApiError.invalidRequest(action, zodIssuesToFieldProblems(parsed.error.issues, prefix, value));
  return parsed.data;
}

/**
 * Checks a request against the contract; returns the body to send, if the operation has one.
 * Params and query are checked but sent as given (the wire form: a read leaves before its check
 * has loaded). The body is sent as the contract read it (in the published words when the upstream
 * is 0.1.3): only the fields the spec names, so a misspelt or output-only field a host's code
 * passes (`fiatAmount`, `CustomerID` in a customer's body) never reaches the service.
 */
export function checkRequest(name: OperationName, input: RawInput, apiVersion: ApiVersion): { body?: string } {
  const def: OperationDef = operations[name];
  const published = apiVersion === '0.1.3' ? publishedRequests[name] : undefined;
  validate(def.params, input.params ?? {}, def.action);
  if (def.query) validate(def.query, input.query ?? {}, def.action);
  if (!def.body) return {};
  const given = published?.adapt ? published.adapt(input.body) : input.body;
  return { body: JSON.stringify(validate(published?.body ?? def.body, given, def.action)) };
}

/** An error answer as an ApiError: its body read by the envelope's schema (apiErrorFromResponse). */
export async function readError(action: string, response: Response, readJson: (response: Response) => Promise<unknown>): Promise<ApiError> {
  return apiErrorFromResponse(response.status, await readJson(response), { action, retryAfter: response.headers.get('retry-after') });
}

const unlistedStatus = (status: number) => `status ${status} is not one this operation answers with`;

/**
 * The tolerant reader decides what the kit gets: if it cannot read the answer, a field the kit
 * needs is missing or unreadable and the call fails. The strict contract then only reports: each
 * path it refuses is a mismatch, reported once, and the screen goes on.
 */
export async function readSuccess(
  name: OperationName,
  response: Response,
  report: (mismatch: ContractMismatch) => void,
  readJson: (response: Response) => Promise<unknown>,
): Promise<{ status: number; data: unknown; headers: Headers; empty: boolean }> {
  const def: OperationDef = operations[name];
  let status = response.status as SuccessStatus;
  let schema = def.responses[status];
  if (schema === null) return { status, data: undefined, headers: response.headers, empty: true };
  // JSON null is no body too: some servers write it for an answer they leave empty.
  const body = (await readJson(response)) ?? undefined;
  const unlisted = schema === undefined;
  if (schema === undefined) {
    // A success the table does not list (a sell answered 200, not 202) is still a success, or the
    // kit would tell the customer a sale failed that went through: it is read as the listed answer
    // its body is (a bodiless one first when there is no body), and the status is reported.
    const listed = (Object.entries(def.responses) as [string, z.ZodMiniType | null][])
      .sort(([, a], [, b]) => (body === undefined ? Number(a !== null) - Number(b !== null) : 0));
    const fits = listed.find(([s, candidate]) => (candidate === null ? body === undefined : readerOf(def.reads?.[Number(s) as SuccessStatus] ?? candidate).safeParse(body).success))
      ?? listed.find(([, candidate]) => candidate !== null);
    if (!fits) throw ApiError.invalidResponse(def.action, response.status, [{ Field: '', Reason: 'SchemaValidation', Description: unlistedStatus(response.status) }]);
    status = Number(fits[0]) as SuccessStatus;
    schema = fits[1];
    if (schema === null) {
      report({ operation: name, status: response.status, path: '', problem: unlistedStatus(response.status) });
      return { status, data: undefined, headers: response.headers, empty: true };
    }
  }
  const read = readerOf(def.reads?.[status] ?? schema).safeParse(body);
  if (!read.success) {
    // Only the empty answer a second ask resolves is not (yet) an error.
    if (body === undefined && status === def.askAgainWhenEmpty) return { status, data: undefined, headers: response.headers, empty: true };
    throw ApiError.invalidResponse(def.action, response.status, zodIssuesToFieldProblems(read.error.issues, undefined, body));
  }
  if (unlisted) report({ operation: name, status: response.status, path: '', problem: unlistedStatus(response.status) });
  const strict = schema.safeParse(body);
  if (!strict.success) {
    for (const problem of zodIssuesToFieldProblems(strict.error.issues, undefined, body)) {
      report({ operation: name, status, path: problem.Field, problem: problem.Description });
    }
  }
  return { status, data: read.data, headers: response.headers, empty: body === undefined };
}
