// A validator that throws on an answer (a bug in it, a rule it cannot run) is neither an uncaught
// error on the host page nor a verdict: the form says it cannot check the answers and sends nothing.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import { DynamicForm } from './DynamicForm';
import type * as EvalFree from '../../core/form-schema/eval-free';

const hasBoom = (data: unknown) => JSON.stringify(data ?? null).includes('boom');
vi.mock('../../core/form-schema/eval-free', async (importOriginal) => {
  const actual = await importOriginal<typeof EvalFree>();
  return {
    ...actual,
    validateFormDataEvalFree: (schema: Record<string, unknown>, data: unknown) => {
      if (hasBoom(data)) throw new Error('validator crashed');
      return actual.validateFormDataEvalFree(schema, data);
    },
    isValidEvalFree: (schema: Record<string, unknown>, data: unknown) => {
      if (hasBoom(data)) throw new Error('validator crashed');
      return actual.isValidEvalFree(schema, data);
    },
  };
});

const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['Kind', 'Reference'],
  properties: { Kind: { type: 'string', title: 'Kind', enum: ['A', 'B'] }, Reference: { type: 'string', title: 'Reference' } },
  if: { properties: { Kind: { const: 'B' } } },
  then: { properties: { Note: { type: 'string', title: 'Note' } } },
};

describe('DynamicForm with a validator that throws', () => {
  it.each(['blur', 'submit'])('shows an alert on %s, keeps the answers, and sends nothing', async (when) => {
    const onSubmit = vi.fn();
    const onError = vi.fn();
    window.addEventListener('error', onError);
    render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={schema} defaultFormData={{ Kind: 'A' }} onFormSubmitted={onSubmit} />
      </RampkitProvider>,
    );
    const reference = await screen.findByRole('textbox', { name: /Reference/ });
    await userEvent.type(reference, 'boom');
    if (when === 'blur') await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.querySelector('[data-slot=dynamic-form]')).toHaveAttribute('data-state', 'error');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(reference).toHaveValue('boom');
    window.removeEventListener('error', onError);
    expect(onError).not.toHaveBeenCalled();
  });
});
