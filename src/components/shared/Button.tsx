// The kit's button. Primary (one per step), secondary, ghost (a quiet action beside others) and
// danger. While busy it keeps its name, its size and its colours (no greyed-out look that reads as
// "disabled"), shows a spinner in place of its label and says aria-busy; it stays focusable, so
// focus never falls to <body> while a request runs, and ignores clicks until done. With a
// `busyLabel` it says what is happening instead ("Selling…", the spinner beside it), in a space
// as wide as the wider of its two labels, so nothing beside it moves when it changes.
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { joinClasses } from './root';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** A request this button started is running. */
  busy?: boolean;
  /** What the button says while busy, beside the spinner (default: the spinner alone). */
  busyLabel?: ReactNode;
}

export function Button({ variant = 'primary', busy = false, busyLabel, type = 'button', className, children, onClick, ...props }: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button {...props} type={type} className={joinClasses('rk-button', className)} data-variant={variant} aria-busy={busy || undefined} onClick={click}>
      {busyLabel === undefined ? (
        <>
          {busy ? <span className="rk-spinner" data-slot="spinner" aria-hidden="true" /> : null}
          <span data-slot="label">{children}</span>
        </>
      ) : (
        // Both labels take the same cell; the one not shown keeps its width but is not read.
        <span className="rk-button-labels">
          <span data-slot="label" data-shown={!busy || undefined} aria-hidden={busy || undefined}>
            {children}
          </span>
          <span data-slot="busy-label" data-shown={busy || undefined} aria-hidden={!busy || undefined}>
            <span className="rk-spinner" data-slot="spinner" aria-hidden="true" />
            {busyLabel}
          </span>
        </span>
      )}
    </button>
  );
}
