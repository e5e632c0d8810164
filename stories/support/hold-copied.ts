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

/**
 * A story's beforeEach: a clipboard that takes the value, or refuses it as a browser without the
 * permission does. A test browser's own clipboard answers either way depending on focus and
 * permissions, so a story that photographs the outcome decides it.
 */
export function standInClipboard(answer: 'takes' | 'refuses'): () => void {
  const had = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const writeText = answer === 'takes' ? async () => undefined : async () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (had) Object.defineProperty(navigator, 'clipboard', had);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** A story's beforeEach: a clipboard that takes the value, and "Copied ✓" held while photographed. */
export function copiedAndHeld(): () => void {
  const restoreClipboard = standInClipboard('takes');
  const release = holdCopiedState();
  return () => {
    release();
    restoreClipboard();
  };
}
