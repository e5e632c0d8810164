// Stands in for `fast-equals` inside the kit's form chunk (tooling/rjsf-stand-ins.ts). rjsf makes
// one call: `createCustomEqual({ circular: true, createCustomConfig })` for its `deepEquals`, with
// functions equal whenever the second value is a function. This is that comparator, as fast-equals
// 6 computes it in its default (loose) mode: SameValue numbers, plain and null-prototype objects by
// own enumerable keys (React's `_owner` and Preact's `__o`/`__v` skipped on elements), arrays,
// dates, regular expressions, maps and sets (unordered), errors, URLs, typed arrays, buffers and
// views, boxed primitives; promises and thenables only by identity; circular references tracked.
// equals.test.ts holds its answers equal to fast-equals' on generated and hand-made values.

// Values of any shape, read the way fast-equals reads them (by constructor, tag and duck typing).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = any;
type Equal = (a: Loose, b: Loose) => boolean;
type Options = { circular?: boolean; createCustomConfig?: (config: object) => { areFunctionsEqual?: (a: Loose, b: Loose, state: unknown) => boolean } };

const { toString, propertyIsEnumerable } = Object.prototype;
const { keys } = Object;
const isReactKey = (a: Loose, b: Loose, key: string) => (key === '_owner' || key === '__o' || key === '__v') && !!(a.$$typeof || b.$$typeof);
const isEnumerable = (object: object, key: PropertyKey) => propertyIsEnumerable.call(object, key);

function typedArraysEqual(a: ArrayLike<number> & { byteOffset: number }, b: ArrayLike<number> & { byteOffset: number }): boolean {
  let index = a.length;
  if (b.length !== index || a.byteOffset !== b.byteOffset) return false;
  // NaN only in float views; it equals itself there, as in fast-equals.
  while (index-- > 0) if (a[index] !== b[index] && (a[index] === a[index] || b[index] === b[index])) return false;
  return true;
}

const sortedQuery = (query: string) => query.split('&').sort().join('&');

export function createCustomEqual(options: Options = {}): Equal {
  if (!options.circular) throw new Error('this fast-equals stand-in answers rjsf\'s circular comparator only');
  const areFunctionsEqual = options.createCustomConfig?.({}).areFunctionsEqual ?? ((a: unknown, b: unknown) => a === b);
  return (first, second) => {
    const cache = new WeakMap<object, object>();
    // fast-equals' circular guard: a pair already being compared further up is equal only to itself.
    const guarded = (compare: Equal): Equal => (a, b) => {
      const seenA = cache.get(a);
      const seenB = cache.get(b);
      if (seenA && seenB) return seenA === b && seenB === a;
      cache.set(a, b);
      cache.set(b, a);
      const result = compare(a, b);
      cache.delete(a);
      cache.delete(b);
      return result;
    };
    const objects = guarded((a, b) => {
      const names = keys(a);
      const namesB = keys(b);
      let index = names.length;
      if (namesB.length !== index) return false;
      while (index-- > 0) {
        const key = names[index]!;
        if (isReactKey(a, b, key)) continue;
        if ((key !== namesB[index] && !isEnumerable(b, key)) || !equals(a[key], b[key])) return false;
      }
      return true;
    });
    const arrays = guarded((a, b) => {
      let index = a.length;
      if (b.length !== index) return false;
      while (index-- > 0) if (!equals(a[index], b[index])) return false;
      return true;
    });
    // Maps and sets: every entry of `a` matches a distinct entry of `b`, in any order.
    const collection = (entries: (c: Loose) => Iterable<[unknown, unknown]>) =>
      guarded((a, b) => {
        if (a.size !== b.size) return false;
        const matched: boolean[] = [];
        for (const [keyA, valueA] of entries(a)) {
          let index = 0;
          let found = false;
          for (const [keyB, valueB] of entries(b)) {
            if (!matched[index] && equals(keyA, keyB) && equals(valueA, valueB)) {
              found = matched[index] = true;
              break;
            }
            index++;
          }
          if (!found) return false;
        }
        return true;
      });
    const maps = collection((m: Map<unknown, unknown>) => m.entries());
    const sets = collection((s: Set<unknown>) => [...s].map((v): [unknown, unknown] => [v, undefined]));
    const errors = guarded((a, b) => {
      if (a.name !== b.name || a.message !== b.message || a.stack !== b.stack) return false;
      if (a.cause !== b.cause && !equals(a.cause, b.cause)) return false;
      if (a.errors !== b.errors && !equals(a.errors, b.errors)) return false;
      const names = keys(a);
      const namesB = keys(b);
      let index = names.length;
      let compared = 0;
      while (index-- > 0) {
        const key = names[index]!;
        if (key === 'cause' || key === 'errors') continue;
        if ((key !== namesB[index] && !isEnumerable(b, key)) || !equals(a[key], b[key])) return false;
        compared++;
      }
      const remaining = namesB.length - compared;
      return !remaining || remaining === +isEnumerable(b, 'cause') + +isEnumerable(b, 'errors');
    });
    const bytes = (a: ArrayBufferView | ArrayBuffer) => (ArrayBuffer.isView(a) ? new Uint8Array(a.buffer, a.byteOffset, a.byteLength) : new Uint8Array(a));
    const byTag = (a: Loose, b: Loose): boolean => {
      const tag = toString.call(a).slice(8, -1);
      switch (tag) {
        case 'Arguments': return objects(a, b);
        case 'Array': return arrays(a, b);
        case 'ArrayBuffer': case 'DataView': return a.byteLength === b.byteLength && typedArraysEqual(bytes(a), bytes(b));
        case 'BigInt': case 'Boolean': case 'Number': case 'String': return Object.is(a.valueOf(), b.valueOf());
        case 'Date': return Object.is(a.getTime(), b.getTime());
        case 'Error': return errors(a, b);
        case 'Function': case 'AsyncGeneratorFunction': case 'GeneratorFunction': return areFunctionsEqual(a, b, undefined);
        case 'Map': return maps(a, b);
        case 'Object': return typeof a.then !== 'function' && typeof b.then !== 'function' && objects(a, b);
        case 'RegExp': return a.source === b.source && a.flags === b.flags;
        case 'Set': return sets(a, b);
        case 'URL': return a.href === b.href || (a.protocol === b.protocol && a.username === b.username && a.password === b.password && a.host === b.host && a.pathname === b.pathname && a.hash === b.hash && sortedQuery(a.searchParams.toString()) === sortedQuery(b.searchParams.toString()));
        default: return /^(Big)?(Int|Uint|Float)(8|16|32|64)(Clamped)?Array$/.test(tag) && typedArraysEqual(a, b);
      }
    };
    function equals(a: Loose, b: Loose): boolean {
      if (a === b) return true;
      if (a == null || b == null) return false;
      const type = typeof a;
      if (type !== typeof b) return false;
      if (type !== 'object') return type === 'number' || type === 'bigint' ? Object.is(a, b) : type === 'function' && areFunctionsEqual(a, b, undefined);
      const constructor = a.constructor;
      if (constructor !== b.constructor) return false;
      if (constructor === Object || constructor == null) return objects(a, b);
      if (constructor === Array || (constructor !== Promise && Array.isArray(a))) return arrays(a, b);
      if (constructor === Promise) return false;
      return byTag(a, b);
    }
    return equals(first, second);
  };
}
