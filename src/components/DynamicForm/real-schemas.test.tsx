// Every real published form schema must render, take a good answer, and explain a bad one with its
// own message. The schemas sit beside the project (../shared/form-schemas) on engineers' machines
// and in CI, not on users' machines: without the folder this test says it was skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import { validateFormData } from '../../core/form-schema/validate';
import { goodAnswer, stringFields, withValue } from '../../../tooling/form-samples';
import { DynamicForm } from './DynamicForm';

const dir = resolve(__dirname, '../../../../shared/form-schemas');
const present = existsSync(dir);
const files = present ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const load = (file: string) => JSON.parse(readFileSync(resolve(dir, file), 'utf8'));

describe.skipIf(!present)(`DynamicForm on the real form schemas in ${dir}`, () => {
  it.each(files)('%s: renders, submits a good answer, and shows the schema message for a bad one', async (file) => {
    const schema = load(file);
    const good = goodAnswer(schema);
    const onSubmit = vi.fn();
    const view = render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={schema} defaultFormData={good} onSubmit={onSubmit} />
      </RampkitProvider>,
    );
    const submit = await screen.findByRole('button', { name: 'Continue' });
    // Every visible control has an accessible name.
    for (const control of view.container.querySelectorAll('input, select')) expect((control as HTMLElement).id, file).toMatch(/^rk-field-Form-/);
    for (const control of [...screen.queryAllByRole('textbox'), ...screen.queryAllByRole('combobox')]) expect(control).toHaveAccessibleName();
    await userEvent.click(submit);
    expect(onSubmit, file).toHaveBeenCalledWith(good);
    view.unmount();

    // A bad answer: the first string field whose emptying or garbling the schema refuses.
    const candidates = stringFields(good).flatMap((path) => ['', '\u0007'].map((value) => ({ path, bad: withValue(good, path, value) })));
    const found = candidates.map((c) => ({ ...c, problem: validateFormData(schema, c.bad).find((p) => p.Field === c.path.join('.')) })).find((c) => c.problem);
    if (!found?.problem) return;
    const onBadSubmit = vi.fn();
    render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={schema} defaultFormData={found.bad} onSubmit={onBadSubmit} />
      </RampkitProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onBadSubmit).not.toHaveBeenCalled();
    const errorBox = document.getElementById(`rk-field-Form-${found.path.join('-')}__error`)!;
    const expected = found.problem.Description === 'is required' ? 'This field is required.' : found.problem.Description;
    expect(within(errorBox).getByText(expected)).toBeInTheDocument();
  });
});

if (!present) {
  describe('DynamicForm on the real form schemas', () => {
    it.skip(`skipped: ${dir} is absent (it exists beside the project on engineers' machines and in CI)`, () => {});
  });
}
