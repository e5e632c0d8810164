'use client';
// The lazy face of the form: rjsf and the validators load the first time a form is shown, or
// earlier when a flow knows a form is coming (preloadDynamicForm).
import { DynamicFormLoading } from './DynamicFormLoading';
import type { DynamicFormProps } from './types';
import { lazyModule } from '../../react/lazy-module';
import { useRampkit } from '../../react/useRampkit';
import { useFormLanguage } from './useFormLanguage';

const rjsfForm = lazyModule(() => import('./RjsfForm'));

/** Starts loading the form's code ahead of its first render (SellFlow does when the channel list shows). */
export const preloadDynamicForm = rjsfForm.preload;

/**
 * Not through React.lazy and Suspense (see lazyModule): the form shows in the first frame after its
 * code is there, at once when preloaded. A form whose code cannot load is the host's error
 * boundary's to show, as a failed lazy load was.
 */
export function DynamicForm(props: DynamicFormProps) {
  const Form = rjsfForm.useModule()?.default;
  // The locale's form vocabulary (and the code that uses it) load beside the form's code, not after it.
  const { locale, formMessages } = useRampkit('DynamicForm');
  useFormLanguage(locale, formMessages);
  return Form ? <Form {...props} /> : <DynamicFormLoading {...props} />;
}
