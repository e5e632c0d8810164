// The actions at the end of a step: one per step, the primary action first (first in reading and
// tab order), the others after it. Side by side on wider screens; under 480 px stacked at full
// width and sticky at the bottom of the screen, above the phone's safe-area inset.
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
