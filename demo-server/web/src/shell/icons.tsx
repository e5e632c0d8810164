// Acme's icons: inline SVG, drawn in currentColor, hidden from assistive technology (the control
// they sit in carries the name).
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false };

/** Acme's mark: a wallet with a coin, on the brand colour. */
export function Logo() {
  return (
    <svg className="acme-logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--acme-brand)" />
      <path d="M8 12.5a3 3 0 0 1 3-3h10a2 2 0 0 1 2 2v1" stroke="var(--acme-on-brand)" strokeWidth="2" fill="none" strokeLinecap="round" />
      <rect x="7.5" y="12" width="17" height="11" rx="3" stroke="var(--acme-on-brand)" strokeWidth="2" fill="none" />
      <circle cx="20" cy="17.5" r="1.75" fill="var(--acme-on-brand)" />
    </svg>
  );
}

export const MenuIcon = ({ open }: { open: boolean }) => <svg {...base}>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</svg>;
export const GlobeIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </svg>
);
/** Back to the list: points to the start of the line (mirrored in a right-to-left page). */
export const BackIcon = () => (
  <svg {...base} width={18} height={18} className="acme-back-icon">
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const ChevronIcon = () => (
  <svg {...base} width={16} height={16}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
/** Filled when dark mode is on: the state shows in the shape, not in colour alone. */
export const MoonIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...base}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill={filled ? 'currentColor' : 'none'} />
  </svg>
);
export const CheckIcon = () => (
  <svg {...base}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
