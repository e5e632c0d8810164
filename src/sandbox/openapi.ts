// The OpenAPI 3.1 description of what the sandbox serves, generated from the same operations table
// and zod schemas that validate its requests, so the document cannot drift from the behaviour.
import { z } from 'zod/mini';
import { operations, type OperationDef } from '../api/operations';
import { ERROR_TYPES, ErrorEnvelopeSchema, statusOfErrorType } from '../api/errors';

/** The version the spec's machine-readable description carries. */
export const API_DESCRIPTION_VERSION = '0.1.3';

type Json = Record<string, unknown>;

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
};

// Every error status the contract's Type → status map can produce, with the Types behind it, plus
// 413 for an oversize body (an InvalidMessage with its own status, as not-shown.md says).
const ERRORS: Record<string, string> = ERROR_TYPES.reduce<Record<string, string>>(
  (all, type) => {
    const status = String(statusOfErrorType(type));
    all[status] = all[status] ? `${all[status]} or ${type}` : type;
    return all;
  },
  { 413: 'InvalidMessage (the body is larger than 1 MiB)' },
);

function parameters(def: OperationDef): Json[] {
  const from = (schema: z.ZodMiniType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const json = jsonSchema(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    return Object.entries((json.properties as Json | undefined) ?? {}).map(([name, schemaOf]) => ({
      name, in: where, required: where === 'path' || required.has(name), schema: schemaOf,
    }));
  };
  return [...from(def.params, 'path'), ...from(def.query, 'query')];
}

function operationObject(name: string, def: OperationDef): Json {
  const responses: Json = {};
  for (const [status, schema] of Object.entries(def.responses)) {
    responses[status] = schema ? { description: 'Success', content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : { description: 'Success, no body' };
  }
  for (const [status, description] of Object.entries(ERRORS)) {
    responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };
  }
  return {
    operationId: name,
    summary: def.action,
    parameters: parameters(def),
    ...(def.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(def.body, 'input') } } } } : {}),
    responses,
  };
}

export function openApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const [name, def] of Object.entries(operations) as [string, OperationDef][]) {
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operationObject(name, def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Business Payments API (Rampkit sandbox)',
      version: API_DESCRIPTION_VERSION,
      description: 'Generated from the zod contract in src/api/ that the sandbox validates with.',
    },
    servers: [{ url: serverUrl }],
    security: [{ ApiKey: [] }],
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, 'output') },
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        ApiSignature: { type: 'apiKey', in: 'header', name: 'Api-Signature', description: 'ES384/ES256 JWT binding method, path, query and body hash (at most 900 s)' },
      },
    },
  };
}
