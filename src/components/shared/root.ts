// What every component's root takes from the host: className, style, id, any other DOM attribute
// (data-*, aria-*, handlers) and a ref (React 19 passes it as a prop). Components spread these on
// their root first and set their own data-slot/data-state after, so the kit's hooks for CSS and
// tests stay; classes are joined with the kit's, never replaced.
import type { HTMLAttributes, Ref } from 'react';

/**
 * DOM names the root never takes. `children` and `defaultValue` are some components' own props; a
 * host who writes `onChange`, `onSubmit`, `onSelect` or `onCopy` on a form, list or copy field means
 * its value or what happened (`onFormDataChange`, `onTransactionSelected`, ...), not a DOM event
 * bubbling up to the root, so those names are refused rather than taken silently.
 */
type TakenNames = 'children' | 'defaultValue' | 'onChange' | 'onSubmit' | 'onSelect' | 'onCopy' | 'dangerouslySetInnerHTML';

export type RootProps<E extends HTMLElement = HTMLElement> = Omit<HTMLAttributes<E>, TakenNames> & { ref?: Ref<E> };

/** The kit's classes and the host's, in that order. */
export const joinClasses = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ') || undefined;

/** The names a component's props add to the root's: what must not reach the DOM. */
export type OwnPropNames<P> = Exclude<keyof P, keyof RootProps>;

/**
 * The host's root props out of a component's props, given the names the component keeps for
 * itself (a lazy component's loading root has to tell them apart before its code is there).
 */
export function rootPropsOf<P extends object, K extends keyof P>(props: P, own: readonly K[]): Omit<P, K> {
  const root = { ...props };
  for (const name of own) delete root[name];
  return root;
}
