// The form's root while its code (or the ajv validator) loads: the host's root props are on it
// already, so a host's className, id, data-* and ref do not wait for rjsf.
import { LoadingRoot } from '../shared/LoadingRoot';
import { rootPropsOf } from '../shared/root';
import { DYNAMIC_FORM_OWN_PROPS, type DynamicFormProps } from './types';

export function DynamicFormLoading(props: DynamicFormProps) {
  return <LoadingRoot {...rootPropsOf(props, DYNAMIC_FORM_OWN_PROPS)} as="div" slot="dynamic-form" kitClassName="rk-form" height="8rem" />;
}
