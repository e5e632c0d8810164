// Bodies read under their limit, whether the length is declared (read whole) or streamed (counted
// as it arrives).
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readTextWithin } from './body';

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://proxy.test/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const part of parts) c.enqueue(new TextEncoder().encode(part));
      c.close();
    },
  });

describe('readTextWithin', () => {
  it('reads a body of declared length, multi-byte text included', async () => {
    const text = '{"Name":"Zoë 😀"}';
    expect(await readTextWithin(post(text, { 'content-length': String(new TextEncoder().encode(text).byteLength) }), 100)).toBe(text);
  });

  it('refuses a declared length over the limit before reading', async () => {
    await expect(readTextWithin(post('x'.repeat(50), { 'content-length': '50' }), 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('counts the bytes of a body whose declared length understates it (a Request made in-process)', async () => {
    await expect(readTextWithin(post('ü'.repeat(8), { 'content-length': '8' }), 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('stops a streamed body without a length as soon as it passes the limit', async () => {
    expect(await readTextWithin(post(streamOf('{"a":', '1}')), 10)).toBe('{"a":1}');
    await expect(readTextWithin(post(streamOf('x'.repeat(8), 'x'.repeat(8))), 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
