// The actions at the end of a step: one per step, the primary action first (first in reading and
// tab order), the others after it, side by side. Under 480 px they share the row (the primary
// action the wider) and wrap to full width only when they do not fit, sticky at the bottom of the
// screen above the phone's safe-area inset: stacked, Continue and Back took 130 px of a 740 px screen.
import type { ReactNode } from 'react';
import { joinClasses, type RootProps } from './root';

export interface ActionBarProps extends RootProps<HTMLDivElement> {
  /** The step's primary action (a Button). */
  primary: ReactNode;
  /** The other actions (Back, Cancel), after the primary one. */
  secondary?: ReactNode;
}

export function ActionBar({ primary, secondary, className, ...root }: ActionBarProps) {
  return (
    <div {...root} data-slot="action-bar" className={joinClasses('rk-action-bar', className)}>
      {primary}
      {secondary}
    </div>
  );
}
