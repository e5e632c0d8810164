// rampkit: the public entry. The contract and client (also at rampkit/api) and the framework-free
// core; React parts join as they land.
export * from './api';
export * from './core/decimal';
export { validateFormData, assertSafeSchema, UnsafeSchemaError } from './core/form-schema';
export * from './core/events';
export { createQuoteClock, formatCountdown, type QuoteClock } from './core/quote-clock';
export * from './react';
export * from './components/shared';
export { LOCALES, type Locale, type Messages, type MessageKey } from './i18n';
export { THEMES, type Appearance, type AppearanceVariables, type Theme } from './theme/tokens';
