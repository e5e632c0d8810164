// Opaque page tokens. A list that only grows at its end (channels, methods, balances, accounts)
// pages by offset; transactions, newest first by default, page after the last item read, so a
// transaction made between two reads neither repeats a row on the next page nor hides one.
import { base64url } from 'jose';
import type { ListTransactionsQuery } from '../api/transactions';
import { fieldError } from './envelope';

type PageQuery = { PageSize?: number; PageToken?: string };
type Page<T> = { Items: T[]; PageToken?: string };

const NOT_OURS = 'is not a page token this API issued; pass the PageToken of the previous page';

export function paginate<T>(items: T[], query: PageQuery): Page<T> {
  const size = query.PageSize ?? 20;
  let offset = 0;
  if (query.PageToken !== undefined) {
    const decoded = /^p([0-9]+)$/.exec(tokenText(query.PageToken));
    if (!decoded) throw fieldError('PageToken', NOT_OURS);
    offset = Number(decoded[1]);
  }
  const next = offset + size < items.length ? btoa(`p${offset + size}`) : undefined;
  return { Items: items.slice(offset, offset + size), ...(next ? { PageToken: next } : {}) };
}

/** Where an item stands in a list kept in Created order: its time, and its id among equal times. */
export type PageKey = { created: string; id: string };
/** The contract's SortDirection (ListTransactionsQuerySchema). */
export type SortDirection = NonNullable<ListTransactionsQuery['SortDirection']>;

/** A list in Created order, read in one direction, whose page token names the last item read. */
export interface KeysetSource<T> {
  read(start: number, end: number): { items: T[]; total: number };
  /** Where the page after the item with this key starts (the item gone: after where it stood). */
  startAfter(key: PageKey): number;
  keyOf(item: T): PageKey;
}

export function keysetPageOf<T>(query: PageQuery, direction: SortDirection, source: KeysetSource<T>): Page<T> {
  const size = query.PageSize ?? 20;
  let start = 0;
  if (query.PageToken !== undefined) {
    const after = readKey(query.PageToken);
    if (after.direction !== direction) throw fieldError('PageToken', `was issued for SortDirection ${after.direction}: send it with that SortDirection, or start again without a PageToken`);
    start = source.startAfter(after);
  }
  const { items, total } = source.read(start, start + size);
  const last = items.at(-1);
  const key = last && start + items.length < total ? source.keyOf(last) : undefined;
  const next = key ? base64url.encode(JSON.stringify(['k', direction, key.created, key.id])) : undefined;
  return { Items: items, ...(next ? { PageToken: next } : {}) };
}

function readKey(token: string): PageKey & { direction: SortDirection } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(base64url.decode(token)));
  } catch {
    // not ours: reported below
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== 'k' || (parsed[1] !== 'ASC' && parsed[1] !== 'DESC') || typeof parsed[2] !== 'string' || typeof parsed[3] !== 'string') {
    throw fieldError('PageToken', NOT_OURS);
  }
  return { direction: parsed[1], created: parsed[2], id: parsed[3] };
}

function tokenText(token: string): string {
  try {
    return atob(token);
  } catch {
    return ''; // not base64: not ours
  }
}
