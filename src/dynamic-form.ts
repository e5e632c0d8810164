// rampkit/dynamic-form: the form loaded eagerly, for hosts that bundle it up front (no Suspense).
export { default as DynamicForm } from './components/DynamicForm/RjsfForm';
export type { DynamicFormProps } from './components/DynamicForm/types';
