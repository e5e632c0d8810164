import { describe, expect, it } from 'vitest';
import { headerRecord } from './header-record';

describe('headerRecord', () => {
  it('merges as a spread would: every name once, in first-seen order, the later value winning, the inputs untouched', () => {
    const hardening = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
    const upstream = { 'content-type': 'application/json', 'cache-control': 'max-age=60' };
    const merged = headerRecord(hardening, upstream, { 'x-request-id': 'rq-1' });
    expect(merged).toEqual({ ...hardening, ...upstream, 'x-request-id': 'rq-1' });
    expect(Object.keys(merged)).toEqual(['cache-control', 'referrer-policy', 'content-type', 'x-request-id']);
    expect(merged['cache-control']).toBe('max-age=60');
    expect(hardening['cache-control']).toBe('no-store');
    expect(merged).not.toBe(hardening);
  });
});
