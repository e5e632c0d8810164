// Acme's brand, given to the kit: its teal, its type and radii, its card surface as the kit's
// background so the kit sits in Acme's cards as if Acme had built it. Dark mode is the kit's
// `night` preset in Acme's colours. The same values are Acme's own CSS variables (styles.css).
import type { Appearance } from 'rampkit';

export type ColorScheme = 'light' | 'dark';

const SHARED = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "Noto Sans", Roboto, sans-serif',
  radius: '10px',
  radiusCard: '14px',
} as const;

export const ACME_APPEARANCE: Record<ColorScheme, Appearance> = {
  light: {
    theme: 'default',
    variables: {
      ...SHARED,
      colorPrimary: '#0f766e',
      colorBackground: '#ffffff',
      // Cards the kit draws (its status, bank details, the quote) are Acme's white cards too.
      colorSurface: '#ffffff',
      colorText: '#10201e',
      colorTextMuted: '#4a5d5a',
      colorBorder: '#dbe5e3',
      colorInputBorder: '#7b918d',
    },
  },
  dark: {
    theme: 'night',
    variables: {
      ...SHARED,
      colorPrimary: '#2dd4bf',
      colorBackground: '#12201f',
      colorSurface: '#172a28',
      colorText: '#e4efed',
      colorTextMuted: '#a0b6b2',
      colorBorder: '#26403c',
      colorInputBackground: '#0e1a19',
      colorInputBorder: '#64847f',
    },
  },
};
