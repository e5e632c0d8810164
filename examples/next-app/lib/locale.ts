import type { Locale } from 'rampkit';

// The kit's languages. Spelled out here: `rampkit` is a 'use client' module, so its values reach
// server code only as client references (its types are fine to import).
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const satisfies readonly Locale[];
export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
