// The kit's button. Primary (one per step), secondary, ghost (a quiet action beside others) and
// danger. While busy it keeps its name, its size and its colours (no greyed-out look that reads as
// "disabled"), shows a spinner in place of its label and says aria-busy; it stays focusable, so
// focus never falls to <body> while a request runs, and ignores clicks until done.
import type { ComponentProps, MouseEvent } from 'react';
import { joinClasses } from './root';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** A request this button started is running. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, type = 'button', className, children, onClick, ...props }: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button {...props} type={type} className={joinClasses('rk-button', className)} data-variant={variant} aria-busy={busy || undefined} onClick={click}>
      {busy ? <span className="rk-spinner" data-slot="spinner" aria-hidden="true" /> : null}
      <span data-slot="label">{children}</span>
    </button>
  );
}
