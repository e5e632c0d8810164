// Icons of time and progress (the price lock, a timeline's stages, a renewed price, a copy done):
// drawn like the primitives' icons (icons.tsx), decorative, in currentColor, so forced colours keep
// them as shapes.
import { Icon } from './icons';

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = () => (
  <Icon>
    <path d="m7 7 10 10M17 7 7 17" />
  </Icon>
);

export const RenewIcon = () => (
  <Icon>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 20v-4h-4" />
  </Icon>
);
