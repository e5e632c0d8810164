// rampkit: the public entry. The contract and client (also at rampkit/api) and the framework-free
// core; React parts join as they land.
export * from './api';
export * from './core/decimal';
export { validateFormData, assertSafeSchema, UnsafeSchemaError } from './core/form-schema';
