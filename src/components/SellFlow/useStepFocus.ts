// Where keyboard focus goes in the sale, so it never falls to <body> (WCAG 2.4.3): when the step
// changes (Continue, Back, a progress link, the service sending the customer elsewhere) it goes to
// the new step's heading; when what held it went away or was disabled (a form disabled while it is
// sent, "Sell now" replaced by a renewed price, "Get a new price" while it loads) it goes to the
// step's heading too. Only while the customer is in the flow: a flow that changes while the
// customer is elsewhere on the page takes nothing from the page.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref, type RefObject } from 'react';

export interface StepFocus {
  /** The ref for the flow's root (where focus is tracked), passing the node on to the host's ref. */
  rootRef: (node: HTMLElement | null) => void;
  /** The step's heading (tabIndex -1). */
  heading: RefObject<HTMLHeadingElement | null>;
  /** What the polite live region says: the step, once per change (empty on mount). */
  announcement: string;
}

/**
 * `step`: names where the flow stands; `announce`: the words for a step change; `words`: what
 * they are said with (the translator: a new one when the host switches the language);
 * `whenFocused`: what is said instead when focus goes to the new heading, which a screen reader
 * reads itself (the step's position alone: its title is heard once, not twice).
 */
export function useStepFocus(step: string, announce: string, hostRef?: Ref<HTMLElement>, words?: unknown, whenFocused?: string): StepFocus {
  const root = useRef<HTMLElement | null>(null);
  const rootRef = useCallback(
    (node: HTMLElement | null) => {
      root.current = node;
      // The host's ref gets the node too (a ref object is the host's to have filled).
      if (typeof hostRef === 'function') hostRef(node);
      else if (hostRef) Object.assign(hostRef, { current: node });
    },
    [hostRef],
  );
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The customer is in the flow: focus went into it and has not gone elsewhere on the page since.
  const inside = useRef(false);
  // What last held focus in the flow: focus is lost only when that went away or was disabled. A blur
  // on its way to another control (body is active for a moment) or a click on plain text is not a
  // loss: taking focus to the heading then would scroll the page under the customer's pointer.
  const held = useRef<Element | null>(null);
  const shown = useRef(step);
  const [announcement, setAnnouncement] = useState('');
  // The same as `inside`, for the render that words a step change (a ref is not read in render).
  const [customerInside, setCustomerInside] = useState(false);

  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const onFocusIn = (event: FocusEvent) => {
      inside.current = true;
      setCustomerInside(true);
      held.current = event.target instanceof Element ? event.target : null;
    };
    // Focus moved to something else on the page (not to nothing: a removed or disabled control).
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !node.contains(to)) inside.current = false;
      setCustomerInside(inside.current);
    };
    // A click elsewhere on the page is the customer leaving, even onto something not focusable.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) inside.current = false;
      setCustomerInside(inside.current);
    };
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  // After every render (the children's DOM is in place): a new step takes focus to its heading;
  // a focused control that went away or was disabled hands it to the heading too.
  useLayoutEffect(() => {
    const node = root.current;
    const changed = shown.current !== step;
    shown.current = step;
    if (!node || !inside.current) return;
    if (changed || focusLost(node, held.current)) heading.current?.focus();
  });

  // Said once per change of step (not for the step the flow mounts on). Whether focus goes to the
  // heading is known now: the customer is in the flow (the layout effect below then moves it).
  const [said, setSaid] = useState(step);
  const [short, setShort] = useState(false);
  if (said !== step) {
    setSaid(step);
    const focused = customerInside && whenFocused !== undefined;
    setShort(focused);
    setAnnouncement(focused ? whenFocused : announce);
  }
  // The host switched the language: what was said is now said in the new words (not a new announcement's timing).
  // Kept as a value, never called: the translator is a function, which useState would take as an initializer or updater.
  const [saidWith, setSaidWith] = useState(() => words);
  if (saidWith !== words) {
    setSaidWith(() => words);
    if (announcement) setAnnouncement(short ? (whenFocused ?? announce) : announce);
  }

  // Focus lost between renders (a control a child removed by itself): the same rule.
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const observer = new MutationObserver(() => {
      if (inside.current && focusLost(node, held.current)) heading.current?.focus();
    });
    observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, []);

  return { rootRef, heading, announcement };
}

/** Focus fell out of the flow because what held it was removed or disabled (not merely blurred). */
function focusLost(root: HTMLElement, held: Element | null): boolean {
  if (!held) return false;
  const active = document.activeElement;
  const gone = !held.isConnected || (root.contains(held) && held.matches(':disabled'));
  if (!gone) return false;
  return !active || active === document.body || active === held;
}
