// The few icons the primitives draw: 20 px, stroked in currentColor, decorative (the words beside
// them say what they mean). The drawing attributes sit on a <g>: the kit's reset reverts the <svg>
// element itself (a host's `svg { display: none }` must not hide it), which would drop them there;
// its size comes from the kit's CSS (svg[data-icon]).
import type { ReactNode } from 'react';

export const Icon = ({ children }: { children: ReactNode }) => (
  <svg data-icon="" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  </svg>
);

export const InfoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);

export const WarningIcon = () => (
  <Icon>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Icon>
);

export const DangerIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Icon>
);

export const SuccessIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </Icon>
);

export const EmptyIcon = () => (
  <Icon>
    <rect x="4" y="5" width="16" height="14" rx="2" />
    <path d="M4 10h16M9 14h6" />
  </Icon>
);

/** Two arrows, up and down: swap what is entered (the amount step's fiat ⇄ crypto). */
export const SwapIcon = () => (
  <Icon>
    <path d="M8 20V5M4 9l4-4 4 4M16 4v15M20 15l-4 4-4-4" />
  </Icon>
);
