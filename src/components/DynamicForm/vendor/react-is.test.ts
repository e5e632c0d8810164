// The react-is stand-in against react-is 18 (the version rjsf depends on), on what rjsf's getWidget
// hands it: React 19's elements of every kind of widget, React 18-style elements, and the widgets.
import { createContext, createElement, forwardRef, Fragment, lazy, memo, StrictMode, Suspense } from 'react';
// @ts-expect-error -- react-is ships no types (rjsf's dependency; @types/react-is is not installed)
import * as ReactIs from 'react-is';
import { describe, expect, it } from 'vitest';
import reactIs from './react-is';

const Plain = () => null;
const Forwarded = forwardRef<HTMLInputElement>((_props, _ref) => null);
const Memoized = memo(Plain);
const MemoForwarded = memo(Forwarded);
const Lazy = lazy(async () => ({ default: Plain }));
const Context = createContext(0);
const widgets: unknown[] = [Plain, Forwarded, Memoized, MemoForwarded, Lazy, Context, Context.Provider, 'input', Fragment, StrictMode, Suspense];
/** An element as React 18 wrote it (the `$$typeof` react-is 18 knows). */
const react18Element = (type: unknown) => ({ $$typeof: Symbol.for('react.element'), type, props: {} });

describe('the react-is stand-in', () => {
  it('answers isForwardRef and isMemo as react-is 18 does', () => {
    const values: unknown[] = [
      ...widgets,
      ...widgets.map((w) => createElement(w as never)),
      ...widgets.map(react18Element),
      ...[Symbol.for('react.profiler'), Symbol.for('react.suspense_list'), { $$typeof: Symbol.for('react.server_context') }, null, undefined, '', 0, {}].map(react18Element),
      { $$typeof: Symbol.for('react.portal') },
      { $$typeof: Symbol.for('react.memo'), type: Plain },
      null, undefined, 0, 'memo', {}, [],
    ];
    values.forEach((value, index) => {
      expect(reactIs.isForwardRef(value), `isForwardRef #${index}`).toBe(ReactIs.isForwardRef(value));
      expect(reactIs.isMemo(value), `isMemo #${index}`).toBe(ReactIs.isMemo(value));
    });
    // The answers that matter are not all false: React 18 elements of forwardRef and memo widgets.
    expect(reactIs.isForwardRef(react18Element(Forwarded))).toBe(true);
    expect(reactIs.isMemo(react18Element(Memoized))).toBe(true);
  });
});
