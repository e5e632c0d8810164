// Opaque page tokens: the offset, encoded, so callers treat it as a cursor and never compute one.
import { fieldError } from './envelope';

export function paginate<T>(items: T[], query: { PageSize?: number; PageToken?: string }): { Items: T[]; PageToken?: string } {
  return pageOf(query, (start, end) => ({ items: items.slice(start, end), total: items.length }));
}

/** A page read through `read(start, end)`, for stores that can serve a window without a copy of everything. */
export function pageOf<T>(query: { PageSize?: number; PageToken?: string }, read: (start: number, end: number) => { items: T[]; total: number }): { Items: T[]; PageToken?: string } {
  const size = query.PageSize ?? 20;
  let offset = 0;
  if (query.PageToken !== undefined) {
    let text = '';
    try {
      text = atob(query.PageToken);
    } catch {
      // not base64: reported below
    }
    const decoded = /^p([0-9]+)$/.exec(text);
    if (!decoded) throw fieldError('PageToken', 'is not a page token this API issued; pass the PageToken of the previous page');
    offset = Number(decoded[1]);
  }
  const { items, total } = read(offset, offset + size);
  const next = offset + size < total ? btoa(`p${offset + size}`) : undefined;
  return { Items: items, ...(next ? { PageToken: next } : {}) };
}
