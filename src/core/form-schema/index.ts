export { validateFormData } from './validate';
export { assertSafeSchema, UnsafeSchemaError, MAX_SCHEMA_BYTES, MAX_SCHEMA_DEPTH } from './guard';
