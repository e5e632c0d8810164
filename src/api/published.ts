// The service's published description, version 0.1.3, where it differs from the seed in what a
// client SENDS. The seed stays the default; only a host that configured a 0.1.3 upstream gets
// these shapes, checked as strictly as the seed's before they leave. (How the kit reads either
// answer is in operations.ts `reads` and reader.ts; docs/adr/0012 has the whole table.)
import type { z } from 'zod/mini';
import type { OperationName } from './operations';
import { PublishedPrepareSellRequestSchema } from './sell';
import { PublishedDepositRuleRequestSchema } from './rules';
import { PublishedPrefillRequestSchema, toPublishedPrefill } from './prefill';

export const API_VERSIONS = ['seed', '0.1.3'] as const;
/** Which description the upstream follows: `seed` (business-payments-api.md, the default) or the published `0.1.3`. */
export type ApiVersion = (typeof API_VERSIONS)[number];
export const PUBLISHED_API_VERSION = '0.1.3' satisfies ApiVersion;

export interface PublishedRequest {
  /** The request body as the published operation takes it. */
  body: z.ZodMiniType;
  /** Puts a seed-shaped body in the published words where the meaning is the same. */
  adapt?: (body: unknown) => unknown;
}

/** Drops a prepare's Quoted: the published service has no quotes; whether one came is read from the answer. */
function withoutQuoted(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('Quoted' in body)) return body;
  const { Quoted: _quoted, ...rest } = body as Record<string, unknown>;
  return rest;
}

export const publishedRequests: Partial<Record<OperationName, PublishedRequest>> = {
  prepareSell: { body: PublishedPrepareSellRequestSchema, adapt: withoutQuoted },
  createDepositRule: { body: PublishedDepositRuleRequestSchema },
  submitPrefill: { body: PublishedPrefillRequestSchema, adapt: toPublishedPrefill },
};

export function isApiVersion(value: unknown): value is ApiVersion {
  return (API_VERSIONS as readonly unknown[]).includes(value);
}
