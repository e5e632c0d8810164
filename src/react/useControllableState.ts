import { useCallback, useInsertionEffect, useRef, useState } from 'react';

/**
 * Controlled when `value` is given, uncontrolled (from `defaultValue`) otherwise; `onChange` fires
 * either way. The idea of Radix's useControllableState.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: { value?: T; defaultValue: T; onChange?: (next: T) => void }) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  // The newest onChange, kept in an effect (never written during render): set() runs in handlers.
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    onChangeRef.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      if (!Object.is(next, current)) onChangeRef.current?.(next);
    },
    [controlled, current],
  );
  return [current, set] as const;
}
