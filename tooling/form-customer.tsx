// A customer at a DynamicForm, driven through the DOM with user-event: fills answers the way a
// person does (choices first, then the fields they reveal), switches branches, breaks and clears
// fields. Shared by the customer-like tests; knows the form only by its field ids and roles.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../src/react/RampkitProvider';
import type { FormSchema } from '../src/api/channels';
import type { FieldProblem } from '../src/api/errors';
import { customMessage } from '../src/core/form-schema/messages';
import { validateFormData } from '../src/core/form-schema/validate';
import { DynamicForm } from '../src/components/DynamicForm/DynamicForm';
import { asSent, branchAnswers, choicesOf, fieldSchemaAt, goodAnswer, valueAt, withValue, type NamedFormSchema } from './form-samples';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Customer {
  /** The form's id prefix (DynamicForm's idPrefix). */
  prefix: string;
  schema: Json;
}

export const controlId = (c: Customer, path: readonly string[]) => [c.prefix, ...path].join('-');
export const control = (c: Customer, path: readonly string[]) => document.getElementById(controlId(c, path));
export const errorBox = (c: Customer, path: readonly string[]) => document.getElementById(`${controlId(c, path)}__error`);

/** Every answered leaf, descending into arrays of objects as a customer sees their items. */
export function uiLeaves(answer: unknown, prefix: string[] = []): { path: string[]; value: unknown }[] {
  if (isObject(answer)) return Object.entries(answer).flatMap(([k, v]) => uiLeaves(v, [...prefix, k]));
  if (Array.isArray(answer) && answer.some(isObject)) return [{ path: prefix, value: answer }, ...answer.flatMap((item, i) => uiLeaves(item, [...prefix, String(i)]))];
  return [{ path: prefix, value: answer }];
}

// user-event reads { and [ as key names.
const typeable = (text: string) => text.replace(/[{[]/g, (c) => c + c);

/** Types `text` into a text box as a customer would (a long value is pasted, as customers do). */
export async function typeInto(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  if (text === '') return;
  if (text.length > 40) {
    await userEvent.click(input);
    await userEvent.paste(text);
  } else await userEvent.type(input, typeable(text));
}

function choiceLabel(field: Json | undefined, value: unknown): string {
  const options = Array.isArray(field?.oneOf) ? (field.oneOf as Json[]) : [];
  const option = options.find((o) => o.const === value);
  return option && typeof option.title === 'string' ? option.title : String(value);
}

/** Picks the option showing `label` (a choice's symbol may stand before it). */
export async function choose(select: HTMLSelectElement, label: string): Promise<boolean> {
  const option = within(select)
    .queryAllByRole('option')
    .find((o) => o.textContent === label || o.textContent?.endsWith(` ${label}`));
  if (!option) return false;
  await userEvent.selectOptions(select, option);
  return true;
}

/** Sets one control to `value` through the UI. False when the control is not there (yet). */
export async function answer(c: Customer, target: Json, path: string[], value: unknown): Promise<boolean> {
  const el = control(c, path);
  if (!el) return false;
  if (Array.isArray(value)) {
    // An array of objects: add or remove items with the array's own buttons.
    const items = () => [...el.querySelectorAll(':scope [data-slot=array-remove]')];
    const group = el;
    while (items().length < value.length) await userEvent.click(within(group).getAllByRole('button', { name: 'Add an item' }).at(-1)!);
    while (items().length > value.length) await userEvent.click(items().at(-1) as HTMLElement);
    return true;
  }
  if (el instanceof HTMLSelectElement) {
    const field = fieldSchemaAt(c.schema, target, path);
    const label = choiceLabel(field, value);
    const shown = el.selectedOptions[0]?.textContent ?? '';
    if (shown === label || shown.endsWith(` ${label}`)) return true;
    return choose(el, label);
  }
  if (el instanceof HTMLInputElement && el.type === 'checkbox') {
    if (el.checked !== (value === true)) await userEvent.click(el);
    return true;
  }
  if (el instanceof HTMLInputElement) {
    if (el.value !== String(value)) await typeInto(el, String(value));
    return true;
  }
  return false;
}

/**
 * Fills `target` through the UI: in passes, since a choice reveals the fields of its branch.
 * Returns the paths it could not reach.
 */
export async function fill(c: Customer, target: Json): Promise<string[]> {
  let pending = uiLeaves(target);
  for (let pass = 0; pass < 6 && pending.length; pass++) {
    const left: typeof pending = [];
    for (const leaf of pending) if (!(await answer(c, target, leaf.path, leaf.value))) left.push(leaf);
    if (left.length === pending.length) break;
    pending = left;
  }
  return pending.map((l) => l.path.join('.'));
}

export const submit = async () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

/** Text fields of `answer` whose schema has (or lacks) its own message, for breaking one. */
export function textFields(c: Customer, answer: Json, custom: boolean): string[][] {
  return uiLeaves(answer)
    .filter(({ path, value }) => typeof value === 'string' && control(c, path) instanceof HTMLInputElement)
    .map(({ path }) => path)
    .filter((path) => {
      const field = fieldSchemaAt(c.schema, answer, path);
      return !!field && !choicesOf(field) && !!customMessage(field.errorMessage) === custom;
    });
}

const REQUIRED = 'This field is required.';
const shown = (p: FieldProblem) => (p.Description === 'is required' ? REQUIRED : p.Description);

/** Fails the running test on any console.error or uncaught error (call at the top of a test file). */
export function failOnConsoleErrors() {
  let consoleError: ReturnType<typeof vi.spyOn>;
  const uncaught: unknown[] = [];
  const onWindowError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    uncaught.length = 0;
    window.addEventListener('error', onWindowError);
  });
  afterEach(() => {
    window.removeEventListener('error', onWindowError);
    expect(uncaught).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}

/** What the customer got to do on a schema (a schema without such fields skips a step). */
export interface CustomerRun {
  brokeWithOwnMessage: boolean;
  brokeWithGenericMessage: boolean;
  switchedBranch: boolean;
}

/** A bad value for a text field that the ajv path refuses on that very field, with its problem. */
function breakField(schema: Json, good: Json, path: string[]) {
  const field = path.join('.');
  for (const bad of ['a', '!', '1', 'x'.repeat(301), '  ']) {
    const problem = validateFormData(schema, withValue(good, path, bad)).find((p) => p.Field === field);
    if (problem) return { bad, problem };
  }
  return undefined;
}

/** The whole customer run on one schema (see the test files for what each step proves). */
export async function asACustomer({ name, schema }: NamedFormSchema): Promise<CustomerRun> {
  const run: CustomerRun = { brokeWithOwnMessage: false, brokeWithGenericMessage: false, switchedBranch: false };
  const c: Customer = { prefix: 'c', schema };
  const good = goodAnswer(schema);
  const onSubmit = vi.fn();
  let current: Json = {};
  const view = render(
    <RampkitProvider proxyUrl="/api">
      <DynamicForm schema={schema as FormSchema} idPrefix="c" onFormSubmitted={onSubmit} onFormDataChange={(answers) => (current = answers)} />
    </RampkitProvider>,
  );
  await screen.findByRole('button', { name: 'Continue' }, { timeout: 20_000 });
  const labelled = () => {
    for (const el of view.container.querySelectorAll('input, select')) expect(el, `${name}: ${el.id} is labelled`).toHaveAccessibleName();
  };
  labelled();

  // 1. A good answer, typed and chosen through the UI, is sent as it is, and the service would take it.
  expect(await fill(c, good), `${name}: fields the customer could not reach`).toEqual([]);
  labelled();
  await submit();
  await waitFor(() => expect(onSubmit, name).toHaveBeenCalledTimes(1));
  const sent = onSubmit.mock.calls[0]![0] as Json;
  expect(validateFormData(schema, sent), name).toEqual([]);
  expect(sent, name).toEqual(asSent(schema, good));

  // 2. One field broken with the schema's own message, one with the generic one: nothing is sent
  //    and the message the service would give stands next to that field.
  for (const custom of [true, false]) {
    const path = textFields(c, good, custom).find((p) => breakField(schema, good, p));
    if (!path) continue;
    const { bad, problem } = breakField(schema, good, path)!;
    if (custom) expect(problem.Description, `${name} ${path.join('.')}: the schema's own message`).toBe(fieldSchemaAt(schema, good, path)!.errorMessage);
    await typeInto(control(c, path) as HTMLInputElement, bad);
    await submit();
    expect(await within(errorBox(c, path)!).findByText(shown(problem)), `${name} ${path.join('.')}`).toBeInTheDocument();
    expect(control(c, path)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Corrected again, so the next step starts from a good answer.
    await answer(c, good, path, valueAt(good, path));
    if (custom) run.brokeWithOwnMessage = true;
    else run.brokeWithGenericMessage = true;
  }

  // 3. The customer changes their mind: another value of a discriminator, then that branch's answer.
  //    Nothing of the old branch is shown in the new fields, and nothing of it is sent.
  const branch = branchAnswers(schema, good)[0];
  if (branch) {
    const select = control(c, branch.path) as HTMLSelectElement;
    await answer(c, branch.answer, branch.path, branch.value);
    expect(select.selectedOptions[0]?.textContent, `${name}: switched ${branch.path.join('.')}`).not.toBe('');
    for (const input of view.container.querySelectorAll('input')) expect(input.value, `${name} ${input.id} after the switch`).not.toMatch(/\[object /);
    expect(await fill(c, branch.answer), `${name}: fields of the new branch the customer could not reach`).toEqual([]);
    await submit();
    await waitFor(() => expect(onSubmit, name).toHaveBeenCalledTimes(2));
    const switched = onSubmit.mock.calls[1]![0] as Json;
    expect(validateFormData(schema, switched), name).toEqual([]);
    expect(switched, `${name}: sent after switching ${branch.path.join('.')} to ${String(branch.value)}`).toEqual(asSent(schema, branch.answer));
    run.switchedBranch = true;
  }

  // 4. Every field cleared once and left (Tab): no error anywhere, and each left field says what
  //    the service would say about it now.
  const ids = [...view.container.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((el) => el.id);
  const left = new Set<string>();
  for (const id of ids) {
    const el = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
    if (!el || el.disabled) continue;
    if (el instanceof HTMLSelectElement) {
      if (el.multiple) await userEvent.deselectOptions(el, [...el.selectedOptions]);
      else await choose(el, 'Choose…');
      el.focus();
    } else if (el.type === 'checkbox') {
      if (el.checked) await userEvent.click(el);
      el.focus();
    } else await typeInto(el, '');
    await userEvent.tab();
    left.add(id);
  }
  // An emptied form is refused, unless the schema asks for nothing (then it is sent as it is); what
  // it holds is what its fields show (read through onChange).
  await submit();
  const problems = validateFormData(schema, current);
  if (!problems.length) {
    await waitFor(() => expect(onSubmit, `${name}: a form that asks for nothing is sent emptied`).toHaveBeenCalledTimes(branch ? 3 : 2));
    expect(onSubmit.mock.lastCall![0]).toEqual(current);
  } else expect(onSubmit).toHaveBeenCalledTimes(branch ? 2 : 1);
  for (const problem of problems) {
    const id = ['c', ...problem.Field.split('.')].join('-');
    const box = document.getElementById(`${id}__error`);
    if (!box || !left.has(id)) continue;
    expect(box, `${name} ${problem.Field}`).toHaveTextContent(shown(problem));
  }
  view.unmount();
  return run;
}
