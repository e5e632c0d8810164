// An uncontrolled form keeps its answers in rjsf: a keystroke is one React commit (the field's),
// not three (rjsf's, the kit's copy of the answers, rjsf taking that copy back), and the answers
// still reach onChange, validation on blur and the submit.
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import type { FormInput } from '../../api/sell';
import { DynamicForm } from './DynamicForm';

const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['Name'],
  properties: { Name: { type: 'string', title: 'Name', minLength: 3, errorMessage: 'Name must have at least 3 characters' }, City: { type: 'string', title: 'City' } },
};

describe('DynamicForm commits', () => {
  it('commits once per keystroke while the customer types, and loses nothing', async () => {
    let commits = 0;
    const changes: FormInput[] = [];
    const sent: FormInput[] = [];
    render(
      <RampkitProvider proxyUrl="/api">
        <Profiler id="form" onRender={() => (commits += 1)}>
          <DynamicForm schema={schema} defaultFormData={{ City: 'Lisbon' }} onFormDataChange={(a) => changes.push(a)} onFormSubmitted={(a) => sent.push(a)} />
        </Profiler>
      </RampkitProvider>,
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Lisbon');
    await userEvent.click(name);
    await userEvent.keyboard('A');
    const before = commits;
    await userEvent.keyboard('nab');
    expect(commits - before).toBe(3);
    expect(changes.at(-1)).toEqual({ City: 'Lisbon', Name: 'Anab' });

    await userEvent.clear(name);
    await userEvent.type(name, 'Al');
    await userEvent.tab();
    expect(await within(document.querySelector('[data-field=Name] [data-slot=field-error]')!).findByText(/at least 3/)).toBeInTheDocument();
    await userEvent.type(name, 'ma');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent).toEqual([{ City: 'Lisbon', Name: 'Alma' }]);
  });
});
