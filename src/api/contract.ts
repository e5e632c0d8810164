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
 * Params and query are checked but sent as given (the wire form); the body is sent as given too
 * (in the published words when the upstream is 0.1.3), so a signature over it by a proxy
 * matches what the upstream receives.
 */
export function checkRequest(name: OperationName, input: RawInput, apiVersion: ApiVersion): { body?: string } {
  const def: OperationDef = operations[name];
  const published = apiVersion === '0.1.3' ? publishedRequests[name] : undefined;
  validate(def.params, input.params ?? {}, def.action);
  if (def.query) validate(def.query, input.query ?? {}, def.action);
  const sent = published?.adapt ? published.adapt(input.body) : input.body;
  if (def.body) validate(published?.body ?? def.body, sent, def.action);
  return { body: def.body ? JSON.stringify(sent) : undefined };
}

/** An error answer as an ApiError: its body read by the envelope's schema (apiErrorFromResponse). */
export async function readError(action: string, response: Response, readJson: (response: Response) => Promise<unknown>): Promise<ApiError> {
  return apiErrorFromResponse(response.status, await readJson(response), { action, retryAfter: response.headers.get('retry-after') });
}

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
  const status = response.status as SuccessStatus;
  const schema = def.responses[status];
  if (schema === undefined) {
    throw ApiError.invalidResponse(def.action, response.status, [{ Field: '', Reason: 'SchemaValidation', Description: `status ${response.status} is not one this operation answers with` }]);
  }
  if (schema === null) return { status, data: undefined, headers: response.headers, empty: true };
  // JSON null is no body too: some servers write it for an answer they leave empty.
  const body = (await readJson(response)) ?? undefined;
  const read = readerOf(def.reads?.[status] ?? schema).safeParse(body);
  if (!read.success) {
    // Only the empty answer a second ask resolves is not (yet) an error.
    if (body === undefined && status === def.askAgainWhenEmpty) return { status, data: undefined, headers: response.headers, empty: true };
    throw ApiError.invalidResponse(def.action, response.status, zodIssuesToFieldProblems(read.error.issues, undefined, body));
  }
  const strict = schema.safeParse(body);
  if (!strict.success) {
    for (const problem of zodIssuesToFieldProblems(strict.error.issues, undefined, body)) {
      report({ operation: name, status, path: problem.Field, problem: problem.Description });
    }
  }
  return { status, data: read.data, headers: response.headers, empty: body === undefined };
}
