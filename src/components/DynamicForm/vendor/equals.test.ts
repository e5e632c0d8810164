// The fast-equals stand-in against fast-equals itself, configured as rjsf configures it: the same
// answer for random values (equal twins, independent pairs, twins with one change) and for the
// values rjsf compares (schemas, answers, props with functions and React elements, cycles).
import * as fc from 'fast-check';
import { createCustomEqual as original } from 'fast-equals';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createCustomEqual } from './equals';

// @rjsf/utils' deepEquals, word for word, once over each implementation.
const config = { circular: true, createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }) };
const expected = original(config);
const actual = createCustomEqual(config);

const values = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  stringUnit: 'binary',
});

/** One value changed somewhere inside (or not at all, when there is nothing to change). */
function changeOne(value: unknown, path: number): unknown {
  if (Array.isArray(value) && value.length) {
    const copy = [...value];
    copy[path % copy.length] = changeOne(copy[path % copy.length], path >> 1);
    return copy;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const names = Object.keys(value);
    if (!names.length) return { added: 1 };
    const name = names[path % names.length]!;
    return { ...value, [name]: changeOne((value as Record<string, unknown>)[name], path >> 1) };
  }
  return typeof value === 'number' ? -value : typeof value === 'string' ? `${value}!` : value === undefined ? null : undefined;
}

// An `arguments` object, the one value of its kind (tag "Arguments").
// eslint-disable-next-line prefer-rest-params -- the point is the arguments object itself
function argumentsOf(..._values: unknown[]) { return arguments; }

describe('the fast-equals stand-in', () => {
  it('answers as fast-equals for equal twins', () => {
    fc.assert(fc.property(fc.clone(values, 2), ([a, b]) => {
      expect(actual(a, b)).toBe(expected(a, b));
    }), { numRuns: 2000 });
  });

  it('answers as fast-equals for independent values', () => {
    fc.assert(fc.property(values, values, (a, b) => {
      expect(actual(a, b)).toBe(expected(a, b));
    }), { numRuns: 2000 });
  });

  it('answers as fast-equals for twins with one change', () => {
    fc.assert(fc.property(fc.clone(values, 2), fc.nat(), ([a, b], path) => {
      const changed = changeOne(b, path);
      expect(actual(a, changed)).toBe(expected(a, changed));
    }), { numRuns: 2000 });
  });

  it('answers as fast-equals for the values rjsf and the kit compare', () => {
    const fn = () => 1;
    const cyclic = (): Record<string, unknown> => {
      const node: Record<string, unknown> = { name: 'a', list: [1, 2] };
      node.self = node;
      (node.list as unknown[]).push(node);
      return node;
    };
    const withCause = (cause: unknown) => Object.assign(new Error('x', { cause }), { code: 7 });
    const cases: [unknown, unknown][] = [
      [{ type: 'object', properties: { IBAN: { type: 'string', pattern: '^[A-Z]{2}' } }, required: ['IBAN'] }, { required: ['IBAN'], properties: { IBAN: { pattern: '^[A-Z]{2}', type: 'string' } }, type: 'object' }],
      [{ a: 1, b: undefined }, { a: 1, c: undefined }],
      [{ a: 1, b: undefined }, { a: 1 }],
      [{ onChange: fn, widget: () => 2 }, { onChange: () => 3, widget: fn }],
      [{ onChange: fn }, { onChange: 'fn' }],
      [createElement('b', { id: 'x' }, 'bold'), createElement('b', { id: 'x' }, 'bold')],
      [createElement('b', { id: 'x' }, 'bold'), createElement('b', { id: 'y' }, 'bold')],
      [{ $$typeof: 1, _owner: { deep: 1 }, props: {} }, { $$typeof: 1, _owner: { deep: 2 }, props: {} }],
      [{ _owner: 1 }, { _owner: 2 }],
      [cyclic(), cyclic()],
      [[0], [-0]],
      [[NaN], [NaN]],
      [new Date(5), new Date(5)],
      [new Date(NaN), new Date(NaN)],
      [/a/g, /a/g],
      [/a/g, /a/i],
      [new Map([[{ k: 1 }, 'v'], [{ k: 2 }, 'w']]), new Map([[{ k: 2 }, 'w'], [{ k: 1 }, 'v']])],
      [new Set([{ a: 1 }, { a: 1 }]), new Set([{ a: 1 }, { a: 2 }])],
      [withCause({ at: 1 }), withCause({ at: 1 })],
      [withCause({ at: 1 }), withCause({ at: 2 })],
      [new TypeError('x'), new TypeError('x')],
      [new URL('https://a.example/p?x=1&y=2#h'), new URL('https://a.example/p?y=2&x=1#h')],
      [new URL('https://a.example/p?x=1&x=1'), new URL('https://a.example/p?x=1&x=2')],
      [new Uint8Array([1, 2]), new Uint8Array([1, 2])],
      [new Float64Array([NaN]), new Float64Array([NaN])],
      [new Uint8Array(new ArrayBuffer(4), 1, 2), new Uint8Array(new ArrayBuffer(4), 2, 2)],
      [new ArrayBuffer(3), new ArrayBuffer(3)],
      [new DataView(new ArrayBuffer(4), 1), new DataView(new ArrayBuffer(4), 1)],
      [Promise.resolve(1), Promise.resolve(1)],
      [{ then: fn }, { then: fn }],
      [Object.create(null), {}],
      [Object.assign(Object.create(null), { a: 1 }), Object.assign(Object.create(null), { a: 1 })],
      [new (class A { x = 1 })(), new (class B { x = 1 })()],
      [{ constructor: 1, a: 1 }, { constructor: 1, a: 1 }],
      [new Number(1), new Number(1)],
      [new String('a'), new String('b')],
      [1n, 1n],
      [Symbol.for('a'), Symbol.for('b')],
      [argumentsOf(1, 2), argumentsOf(1, 2)],
    ];
    cases.forEach(([a, b], index) => {
      expect(actual(a, b), `case ${index}`).toBe(expected(a, b));
      expect(actual(b, a), `case ${index}, swapped`).toBe(expected(b, a));
    });
  });
});
