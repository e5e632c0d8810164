// Stands in for `react-is` (18) inside the kit's form chunk (tooling/rjsf-stand-ins.ts): rjsf's
// getWidget asks only `isForwardRef(createElement(widget))` and `isMemo(widget)`. react-is 18's
// answers word for word (react-is.test.ts), including what they are under React 19, whose elements
// react-is 18 does not recognise (false for both: a forwardRef widget is found by its other checks).
const ELEMENT = Symbol.for('react.element');
const PLAIN_TYPES = ['react.fragment', 'react.profiler', 'react.strict_mode', 'react.suspense', 'react.suspense_list'].map((name) => Symbol.for(name));
const WRAPPER_TYPES = ['react.server_context', 'react.context', 'react.forward_ref', 'react.lazy', 'react.memo', 'react.provider'].map((name) => Symbol.for(name));

/** react-is 18's `typeOf`. */
function typeOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const kind = (value as { $$typeof?: unknown }).$$typeof;
  if (kind === Symbol.for('react.portal')) return kind;
  if (kind !== ELEMENT) return undefined;
  const type = (value as { type?: unknown }).type;
  if (PLAIN_TYPES.includes(type as symbol)) return type;
  const inner = (type as { $$typeof?: unknown } | null | undefined)?.$$typeof;
  return WRAPPER_TYPES.includes(inner as symbol) ? inner : kind;
}

export default {
  isForwardRef: (value: unknown) => typeOf(value) === Symbol.for('react.forward_ref'),
  isMemo: (value: unknown) => typeOf(value) === Symbol.for('react.memo'),
};
