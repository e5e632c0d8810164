// The jsonpointer stand-in against jsonpointer's own `get`, on the pointers rjsf's $ref lookup
// builds (decoded `#/…` fragments) and on generated ones.
import * as fc from 'fast-check';
import jsonpointer from 'jsonpointer';
import { describe, expect, it } from 'vitest';
import pointer from './json-pointer';

const outcome = (get: (o: unknown, p: string) => unknown, object: unknown, path: string) => {
  try {
    return { value: get(object, path) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};
const expectSame = (object: unknown, path: string) => expect(outcome(pointer.get, object, path), path).toEqual(outcome(jsonpointer.get as (o: unknown, p: string) => unknown, object, path));

const ROOT = {
  definitions: { Name: { type: 'string' }, 'a/b': { const: 1 }, 'm~n': { const: 2 }, '': { const: 3 }, list: [{ a: 1 }, null, 'x'] },
  properties: { IBAN: { $ref: '#/definitions/Name' } },
  nothing: null,
};

describe('the jsonpointer stand-in', () => {
  it("gets what jsonpointer gets for rjsf's pointers, errors included", () => {
    const pointers = ['', '/', '/definitions', '/definitions/Name', '/definitions/Name/type', '/definitions/a~1b', '/definitions/m~0n', '/definitions/~01', '/definitions/', '/definitions/list/0/a', '/definitions/list/1/a', '/definitions/list/2/length', '/definitions/missing/deeper', '/nothing', '/nothing/x', '/properties/IBAN/$ref', '/__proto__', '/constructor/name', 'definitions/Name', '#/definitions'];
    for (const path of pointers) expectSame(ROOT, path);
    for (const object of [null, undefined, 'text', 1, [1, [2]]]) for (const path of ['', '/0', '/1/0', 'x']) expectSame(object, path);
  });

  it('gets what jsonpointer gets for generated documents and pointers', () => {
    const segment = fc.oneof(fc.constantFrom('a', 'b', '0', '1', '', '~0', '~1', '~', 'a~1b', 'length'), fc.string({ maxLength: 3 }));
    const path = fc.oneof(fc.array(segment, { maxLength: 4 }).map((parts) => parts.map((p) => `/${p}`).join('')), fc.string({ maxLength: 6 }));
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 3 }), path, (object, p) => {
      expectSame(object, p);
    }), { numRuns: 3000 });
  });
});
