// The sale's step in the address bar (`stepParam`): each step forward is a history entry, so the
// browser's Back goes to the previous step instead of out of the flow, and the flow's own Back
// takes the entry back rather than piling up new ones. Only this query parameter is touched: the
// host's path, its other parameters and its own history state stay as they are. Framework-free
// (the window is given), so it is tested without a browser; the React adapter binds it to a flow.
import { SELL_PROGRESS } from './steps';
import type { SellFlowStepName } from './view';

/** What of the window it needs. */
export interface StepWindow {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'back' | 'go'>;
  location: Pick<Location, 'href'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface StepHistoryOptions {
  /** The query parameter, e.g. `step` (…/sell?step=quote). */
  param: string;
  /** Names this flow's entries (its flowKey): another flow's entries are not its to follow. */
  key: string;
  window: StepWindow;
  /** Where the flow stands now. */
  step(): SellFlowStepName;
  /** The browser went to an entry of this flow: go to its step if the flow can (its Back rules decide). */
  goTo(step: SellFlowStepName): void;
}

export interface StepHistory {
  /** The flow moved (by itself or the customer): the address bar follows. */
  stepChanged(step: SellFlowStepName, previous: SellFlowStepName): void;
  dispose(): void;
}

/** What an entry of this flow carries in history.state, beside the host's own. */
interface Marker {
  key: string;
  /** How many entries of this flow come before it. */
  depth: number;
}

const MARKER = 'rampkitStep';
const order = (step: SellFlowStepName) => SELL_PROGRESS.indexOf(step);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function bindStepHistory({ param, key, window: win, step, goTo }: StepHistoryOptions): StepHistory {
  // The step of each of this flow's entries by depth, as far as this page has seen them.
  const stack: SellFlowStepName[] = [];
  let depth = 0;

  const markerOf = (state: unknown): Marker | undefined => {
    const marker = isRecord(state) ? state[MARKER] : undefined;
    return isRecord(marker) && marker.key === key && typeof marker.depth === 'number' ? { key, depth: marker.depth } : undefined;
  };
  const paramOf = (href: string): SellFlowStepName | undefined => SELL_PROGRESS.find((s) => s === new URL(href).searchParams.get(param));
  const urlFor = (target: SellFlowStepName) => {
    const url = new URL(win.location.href);
    url.searchParams.set(param, target);
    return url.href;
  };
  const stateFor = (at: number) => ({ ...(isRecord(win.history.state) ? win.history.state : {}), [MARKER]: { key, depth: at } satisfies Marker });
  const replace = (target: SellFlowStepName) => {
    win.history.replaceState(stateFor(depth), '', urlFor(target));
    stack[depth] = target;
  };

  // The entry the flow mounts on becomes its own, saying where the flow stands (a step it cannot
  // show, e.g. after a reload without a kept sale, is corrected).
  depth = markerOf(win.history.state)?.depth ?? 0;
  replace(step());

  const onPop = () => {
    const marker = markerOf(win.history.state);
    const target = paramOf(win.location.href);
    if (!marker || !target) return;
    depth = marker.depth;
    stack[depth] = target;
    const before = step();
    if (target === before) return;
    goTo(target);
    const now = step();
    if (now === target) return;
    // The flow cannot go there. A finished sale: Back leaves the flow (to the page before its first
    // entry). Otherwise (a sell on its way, a step not reached yet) the address says where it stands.
    if (now === 'done' && order(target) < order(now)) win.history.go(-(depth + 1));
    else replace(now);
  };
  win.addEventListener('popstate', onPop);

  return {
    stepChanged(next, previous) {
      if (next === paramOf(win.location.href) && markerOf(win.history.state)) {
        stack[depth] = next;
        return;
      }
      if (order(next) > order(previous)) {
        depth += 1;
        stack.length = depth;
        win.history.pushState(stateFor(depth), '', urlFor(next));
        stack[depth] = next;
      } else {
        // Back in the flow (its Back, an earlier step of the progress, a new sale from the first
        // step) is Back in the browser: to the entry of that step, not a new one on top.
        const earlier = stack.lastIndexOf(next, depth - 1);
        if (depth > 0 && earlier >= 0) win.history.go(earlier - depth);
        else replace(next);
      }
    },
    dispose() {
      win.removeEventListener('popstate', onPop);
    },
  };
}
