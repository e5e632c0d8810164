// The DynamicForm's public props, apart from its implementation so that importing the kit does not
// pull in rjsf: the component itself loads on first render.
import type { ReactNode } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema, TemplatesType, UiSchema } from '@rjsf/utils';
import type { FieldError } from '../../api/errors';
import type { FormSchema } from '../../api/channels';
import type { FormInput } from '../../api/sell';
import type { OwnPropNames, RootProps } from '../shared/root';

export interface DynamicFormProps extends RootProps<HTMLDivElement> {
  /** A channel FormSchema or a NextStep's Schema (untrusted: size, depth and $ref are checked). */
  schema: FormSchema;
  /**
   * The answers (controlled). Answers of a branch the customer leaves are set aside by the form and
   * come back in `onFormDataChange` when the branch returns; what `formData` itself takes away is the host's.
   */
  formData?: FormInput;
  /** The first answers (uncontrolled), e.g. a draft kept from an earlier step. */
  defaultFormData?: FormInput;
  /** The answers changed (controlled or not): the chosen branches' answers only. */
  onFormDataChange?: (formData: FormInput) => void;
  /** Called with valid answers, extra properties omitted. */
  onFormSubmitted?: (formData: FormInput) => void;
  /** ApiError.fieldErrors: 'Form.<path>' problems land on their field until it is edited. */
  serverErrors?: Readonly<Record<string, readonly FieldError[]>>;
  /**
   * The form waits (its answers are being sent): fields are read-only and the submit button busy,
   * all keeping focus; when it may be used again, focus goes to the first field `serverErrors` name.
   */
  disabled?: boolean;
  submitLabel?: string;
  /** Actions after the submit button in the form's action bar (a flow's Back). */
  secondaryAction?: ReactNode;
  /**
   * Validate without generating code, so the form runs under a CSP without 'unsafe-eval'.
   * Default true; false loads the ajv validator (same rules and messages) on demand.
   */
  strictCsp?: boolean;
  /**
   * Field ids start with this. The default is unique per form (from React's useId), so two forms on
   * one page never share an id; pass a fixed prefix when another element links to the fields (e.g.
   * `rk-field-Form`, which ErrorPanel's default links to `Form.<path>` point at).
   */
  idPrefix?: string;
  /** rjsf's uiSchema (ui:widget, ui:order, ui:placeholder, ...), applied over the kit's layout. */
  uiSchema?: UiSchema<FormInput, RJSFSchema>;
  /** rjsf templates merged over the kit's (ButtonTemplates one by one). */
  templates?: Partial<Omit<TemplatesType<FormInput, RJSFSchema>, 'ButtonTemplates'>> & { ButtonTemplates?: Partial<TemplatesType<FormInput, RJSFSchema>['ButtonTemplates']> };
  /** rjsf widgets merged over the kit's (SelectWidget, CheckboxWidget, or your own for ui:widget). */
  widgets?: RegistryWidgetsType<FormInput, RJSFSchema>;
  /** rjsf fields merged over rjsf's own (e.g. a custom field for ui:field). */
  fields?: RegistryFieldsType<FormInput, RJSFSchema>;
}

/**
 * The names DynamicForm keeps for itself (the rest are the root's): its loading root needs them
 * before the form's code is there. The type check below fails when a prop is added without a name here.
 */
export const DYNAMIC_FORM_OWN_PROPS = [
  'schema',
  'formData',
  'defaultFormData',
  'onFormDataChange',
  'onFormSubmitted',
  'serverErrors',
  'disabled',
  'submitLabel',
  'secondaryAction',
  'strictCsp',
  'idPrefix',
  'uiSchema',
  'templates',
  'widgets',
  'fields',
] as const satisfies readonly OwnPropNames<DynamicFormProps>[];
true satisfies [OwnPropNames<DynamicFormProps>] extends [(typeof DYNAMIC_FORM_OWN_PROPS)[number]] ? true : false;
