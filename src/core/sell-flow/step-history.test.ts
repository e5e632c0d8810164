import { describe, expect, it, vi } from 'vitest';
import { bindStepHistory, type StepWindow } from './step-history';
import type { SellFlowStepName } from './view';

/**
 * A browser's session history, as far as step-history uses it: entries with a state and a URL,
 * pushState dropping the entries ahead, and go()/back() moving later (popstate is queued, as in a
 * browser, and fired by `settle`).
 */
function fakeWindow(href = 'https://shop.example/sell?tab=crypto', state: unknown = { host: 'own' }) {
  const entries = [{ state, href }];
  let index = 0;
  const listeners = new Set<() => void>();
  let queued = 0;
  const win: StepWindow & { entries: typeof entries; index: () => number; settle: () => void } = {
    entries,
    index: () => index,
    history: {
      get state() {
        return entries[index]?.state;
      },
      pushState(s: unknown, _t: string, url?: string | URL | null) {
        entries.splice(index + 1, entries.length, { state: s, href: String(url) });
        index += 1;
      },
      replaceState(s: unknown, _t: string, url?: string | URL | null) {
        entries[index] = { state: s, href: String(url ?? entries[index]?.href) };
      },
      back() {
        this.go(-1);
      },
      go(delta = 0) {
        queued += delta;
      },
    },
    location: {
      get href() {
        return entries[index]?.href ?? 'https://before.example/';
      },
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    settle() {
      while (queued !== 0) {
        const delta = queued;
        queued = 0;
        const target = index + delta;
        // Out of this page's entries (before the first: the page before the shop) or nowhere: no popstate here.
        if (target < 0 || target >= entries.length) {
          index = target < 0 ? -1 : index;
          return;
        }
        index = target;
        for (const listener of [...listeners]) listener();
      }
    },
  };
  return win;
}

/** A flow as the history sees it: a step, and goTo that its rules (`may`) allow or refuse. */
function flowAt(start: SellFlowStepName, may: (target: SellFlowStepName, from: SellFlowStepName) => boolean = () => true) {
  const flow = { step: start, goTo: vi.fn((target: SellFlowStepName) => void (may(target, flow.step) && (flow.step = target))) };
  return flow;
}

const stepOf = (href: string) => new URL(href).searchParams.get('step');

function bound(win: ReturnType<typeof fakeWindow>, flow: ReturnType<typeof flowAt>, key = 'c1:sell:BTC_TEST') {
  const history = bindStepHistory({ param: 'step', key, window: win, step: () => flow.step, goTo: flow.goTo });
  /** The flow moved by itself (or by its own buttons): tell the history, as the React adapter does. */
  const move = (next: SellFlowStepName) => {
    const previous = flow.step;
    flow.step = next;
    history.stepChanged(next, previous);
  };
  return { history, move };
}

describe('step history (stepParam)', () => {
  it('takes over the entry it mounts on, keeping the host parameters and history state', () => {
    const win = fakeWindow();
    bound(win, flowAt('amount'));
    expect(win.entries).toHaveLength(1);
    const url = new URL(win.location.href);
    expect(url.pathname).toBe('/sell');
    expect(url.searchParams.get('tab')).toBe('crypto');
    expect(url.searchParams.get('step')).toBe('amount');
    expect(win.history.state).toMatchObject({ host: 'own', rampkitStep: { key: 'c1:sell:BTC_TEST', depth: 0 } });
  });

  it('corrects a step in the address the flow cannot show (a reload without a kept sale)', () => {
    const win = fakeWindow('https://shop.example/sell?step=quote');
    bound(win, flowAt('amount'));
    expect(stepOf(win.location.href)).toBe('amount');
  });

  it('makes each step forward an entry, and the browser Back goes to the previous step', () => {
    const win = fakeWindow();
    const flow = flowAt('amount');
    const { move } = bound(win, flow);
    move('channel');
    move('form');
    move('quote');
    expect(win.entries.map((e) => stepOf(e.href))).toEqual(['amount', 'channel', 'form', 'quote']);

    win.history.back();
    win.settle();
    expect(flow.goTo).toHaveBeenLastCalledWith('form');
    expect(flow.step).toBe('form');
    // Back moved within the entries: none was added.
    expect(win.entries).toHaveLength(4);
    expect(win.index()).toBe(2);

    win.history.go(1);
    win.settle();
    expect(flow.step).toBe('quote');
  });

  it("takes the flow's own Back as the browser's Back, not a new entry", () => {
    const win = fakeWindow();
    const flow = flowAt('amount');
    const { move } = bound(win, flow);
    move('channel');
    move('form');
    move('channel');
    win.settle();
    expect(win.entries).toHaveLength(3);
    expect(win.index()).toBe(1);
    expect(stepOf(win.location.href)).toBe('channel');
    // The popstate of that move found the flow already there: nothing asked of it.
    expect(flow.goTo).not.toHaveBeenCalled();
    // A step forward from there replaces what was ahead.
    move('form');
    expect(win.entries.map((e) => stepOf(e.href))).toEqual(['amount', 'channel', 'form']);
  });

  it('puts the step the flow stays on back in the address when it refuses to go (a sell on its way)', () => {
    const win = fakeWindow();
    const flow = flowAt('amount', (target) => target !== 'form');
    const { move } = bound(win, flow);
    move('channel');
    move('form');
    move('quote');
    win.history.back();
    win.settle();
    expect(flow.goTo).toHaveBeenCalledWith('form');
    expect(flow.step).toBe('quote');
    expect(stepOf(win.location.href)).toBe('quote');
  });

  it('leaves a finished sale on Back, to the page before the flow', () => {
    const win = fakeWindow();
    const flow = flowAt('amount', (_target, from) => from !== 'done');
    const { move } = bound(win, flow);
    move('channel');
    move('form');
    move('quote');
    move('done');
    win.history.back();
    win.settle();
    // From the quote's entry (depth 3) back past the flow's first entry: off the flow, to the page before.
    expect(flow.step).toBe('done');
    expect(win.index()).toBe(-1);
  });

  it("ignores another flow's entries and stops listening when disposed", () => {
    const win = fakeWindow();
    const flow = flowAt('amount');
    const { history, move } = bound(win, flow);
    move('channel');
    win.history.pushState({ rampkitStep: { key: 'another', depth: 0 } }, '', 'https://shop.example/sell?step=amount');
    win.history.go(-1);
    win.history.go(1);
    win.settle();
    expect(flow.goTo).not.toHaveBeenCalled();
    history.dispose();
    win.history.go(-2);
    win.settle();
    expect(flow.goTo).not.toHaveBeenCalled();
  });
});
