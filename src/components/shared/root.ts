// What every component's root takes from the host: className, style, id, any other DOM attribute
// (data-*, aria-*, handlers) and a ref (React 19 passes it as a prop). Components spread these on
// their root first and set their own data-slot/data-state after, so the kit's hooks for CSS and
// tests stay; classes are joined with the kit's, never replaced.
import { createContext, createElement, useContext, type ComponentProps, type HTMLAttributes, type Ref } from 'react';
import { RampkitLocaleContext, RampkitLookContext } from '../../react/context';
import { ROOT_ATTRIBUTE } from '../../theme/scope';

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

/** Inside a kit component's root: a component rendered there (PriceQuote in SellFlow) is not a scope of its own. */
const InKitRoot = createContext(false);
InKitRoot.displayName = 'RampkitInKitRoot';

type KitRootTag = 'div' | 'section' | 'span' | 'form';
export type KitRootProps<T extends KitRootTag> = { as: T } & ComponentProps<T>;

/**
 * The root element of every kit component: the kit's styled scope. The outermost one carries the
 * scope attribute, the theme, the look of the host's variables and rules, the label placement and
 * density when not the default, and the locale's `lang` (for
 * hyphenation and screen readers); one nested inside another kit root carries none of them, so
 * the scope is never applied twice. The provider itself adds nothing to the host's page. Without
 * the kit's CSS (`appearance.unstyled`) only `lang` is set.
 */
export function KitRoot<T extends KitRootTag>({ as, ...props }: KitRootProps<T>) {
  const nested = useContext(InKitRoot);
  const look = useContext(RampkitLookContext);
  const lang = useContext(RampkitLocaleContext)?.locale;
  const scope: Record<string, string | undefined> | undefined = nested
    ? undefined
    : look.unstyled
      ? { lang }
      : {
          [ROOT_ATTRIBUTE]: '',
          'data-theme': look.theme,
          'data-rk-look': look.look,
          'data-labels': look.labels === 'above' ? undefined : look.labels,
          'data-density': look.density === 'spaced' ? undefined : look.density,
          lang,
        };
  return createElement(InKitRoot.Provider, { value: true }, createElement(as as 'div', { ...(props as ComponentProps<'div'>), ...scope }));
}
