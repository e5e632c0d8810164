import { COPIED_MS } from '../../src/components/shared/CopyField';

/**
 * A story's beforeEach: "Copied ✓" stays until the story ends. It lasts COPIED_MS of real time, and
 * the four photographs after a play, with their checks, can take longer on a loaded machine.
 */
export function holdCopiedState(): () => void {
  const realSetTimeout = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => (ms === COPIED_MS ? 0 : realSetTimeout(handler, ms, ...rest))) as typeof window.setTimeout;
  return () => {
    window.setTimeout = realSetTimeout;
  };
}
