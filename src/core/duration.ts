// Processing times come in seconds; people read them in the largest unit that fits.
const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export function formatDuration(seconds: number, locale = 'en'): string {
  const [unit, size] = UNITS.find(([, s]) => seconds >= s) ?? UNITS[3];
  const value = Math.round(seconds / size);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
