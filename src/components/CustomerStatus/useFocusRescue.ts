'use client';
// Keeps keyboard and screen-reader users in place when what they focused goes away: a status that
// changes live (approved, declined) replaces the button they were on. When `key` changes and focus
// was inside the component (the target's parent: its root) but has fallen to <body>, it moves to
// `target` (a heading or status line with tabIndex -1). Focus the customer moved elsewhere
// themselves is left alone.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusRescue(target: RefObject<HTMLElement | null>, key: unknown): void {
  const inside = useRef(false);
  useEffect(() => {
    const node = target.current?.parentElement;
    if (!node) return;
    const onIn = () => {
      inside.current = true;
    };
    const onOut = (event: FocusEvent) => {
      const left = event.target as HTMLElement;
      const to = event.relatedTarget as Node | null;
      if (to) inside.current = node.contains(to);
      // No new target: the customer clicked away (the element is still there) or it was removed
      // (then the rescue below brings focus back). Decided once the removal, if any, is done.
      else queueMicrotask(() => (inside.current = !left.isConnected));
    };
    node.addEventListener('focusin', onIn);
    node.addEventListener('focusout', onOut);
    return () => {
      node.removeEventListener('focusin', onIn);
      node.removeEventListener('focusout', onOut);
    };
  }, [target]);
  useEffect(() => {
    const active = document.activeElement;
    const fell = !active || active === document.body || !active.isConnected;
    if (inside.current && fell) target.current?.focus();
  }, [key, target]);
}
