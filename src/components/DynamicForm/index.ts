export { DynamicForm } from './DynamicForm';
export type { DynamicFormProps } from './types';
