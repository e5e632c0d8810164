// The story test runs' clock and dice, so a story draws the same pixels on every run: each story
// starts at the same instant (STORY_EPOCH) and its time then runs at real speed, so the sandbox
// (in the same tab, on the same Date) still settles sales and expires quotes; ids and nonces come
// from a generator seeded by the story's name. `freezeClock` stops Date while a story is
// photographed (nothing the sandbox schedules becomes due, no countdown moves between shots).
// Installed by .storybook/vitest.setup.ts before any story module loads; browser only.
import { createIds } from '../src/sandbox/ids.ts';

/** 10 March 2026, 09:30 UTC (10:30 in the runs' Europe/Berlin): a weekday morning, no DST edge. */
export const STORY_EPOCH = Date.UTC(2026, 2, 10, 9, 30);
/** The runs' time zone (vite.config.ts gives it to the browser context). */
export const STORY_TIME_ZONE = 'Europe/Berlin';

const RealDate = Date;
const realNow = () => RealDate.now();

let base = STORY_EPOCH;
let startedAt = realNow();
let frozenAt: number | undefined;

const now = () => frozenAt ?? base + (realNow() - startedAt);

/** Date with the story clock: `Date.now()` and `new Date()` read it; every other form is the real Date's. */
function StoryDate(this: unknown, ...args: unknown[]): Date | string {
  if (!new.target) return new RealDate(now()).toString();
  return args.length === 0 ? new RealDate(now()) : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
}
StoryDate.prototype = RealDate.prototype;
Object.assign(StoryDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });

// The dice: the sandbox's own seeded id source (mulberry32), seeded by the story's name.
let ids = createIds('');

/** Replaces Date, Math.random and crypto.randomUUID of this tab (once). */
export function installStoryClock(): void {
  if ((globalThis.Date as unknown) === StoryDate) return;
  globalThis.Date = StoryDate as unknown as DateConstructor;
  Math.random = () => ids.random();
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: () => ids.uuid(), configurable: true, writable: true });
}

/**
 * A story begins: the clock back at STORY_EPOCH and the dice seeded by its name. Ids the shared
 * sandbox made for earlier stories stay: a story seeded by its own name draws other ids.
 */
export function startStoryClock(seedText: string): void {
  base = STORY_EPOCH;
  startedAt = realNow();
  frozenAt = undefined;
  ids = createIds(seedText);
}

/** Stops the clock where it is (for the photographs). */
export function freezeClock(): void {
  frozenAt ??= now();
}

/** Runs on from where it stopped, as if no time had passed. */
export function resumeClock(): void {
  if (frozenAt === undefined) return;
  base = frozenAt;
  startedAt = realNow();
  frozenAt = undefined;
}
