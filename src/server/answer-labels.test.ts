import { describe, expect, it } from 'vitest';
import { answerRequestId, isMarkedAnswer, markAnswer, requestOperation } from './answer-labels';

describe('answer labels', () => {
  it('names a request by its operation, worked out once and kept on the request', () => {
    const request = new Request('http://wallet.test/api/customers/c-1');
    expect(requestOperation(request)).toBe('getCustomer');
    // Kept: the same name even once the request says otherwise (it is worked out once per request).
    Object.defineProperty(request, 'url', { value: 'http://wallet.test/webhooks' });
    expect(requestOperation(request)).toBe('getCustomer');
  });

  it('names a HEAD by the GET operation it stands for (docs/adr/0170), and a method no path takes as unknown', () => {
    expect(requestOperation(new Request('http://wallet.test/api/channels/sell/countries', { method: 'HEAD' }))).toBe('listSellCountries');
    expect(requestOperation(new Request('http://wallet.test/api/customers/c-1', { method: 'DELETE' }))).toBe('unknown');
  });

  it('reads a frozen request and a frozen answer without keeping anything on them', () => {
    const request = Object.freeze(new Request('http://wallet.test/api/customers/c-1'));
    expect(requestOperation(request)).toBe('getCustomer');
    const response = Object.freeze(new Response(null, { status: 204, headers: { 'x-request-id': 'from-the-header' } }));
    expect(markAnswer(response, 'rq-1')).toBe(response);
    expect(isMarkedAnswer(response)).toBe(false);
    expect(answerRequestId(response)).toBe('from-the-header');
  });

  it("gives a marked answer's request id without reading its headers", () => {
    const response = markAnswer(new Response(null, { status: 204 }), 'rq-2');
    expect(isMarkedAnswer(response)).toBe(true);
    expect(answerRequestId(response)).toBe('rq-2');
    expect(isMarkedAnswer(new Response(null))).toBe(false);
  });
});
