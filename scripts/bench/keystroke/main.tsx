// Keystroke-to-commit in the real browser: the time from a key's keydown to the React commit that
// shows it, for DynamicForm on a 150-field schema and, side by side, for one plain controlled
// input (the floor on this machine). The page reports its samples on window.__bench.
import { Profiler, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RampkitProvider } from '../../../src/react/RampkitProvider';
import { DynamicForm } from '../../../src/dynamic-form';
import type { FormSchema } from '../../../src/api/channels';

const FIELDS = 150;
const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['Field0'],
  properties: Object.fromEntries(
    Array.from({ length: FIELDS }, (_, i) => [`Field${i}`, { type: 'string', title: `Field ${i}`, minLength: 2, maxLength: 60, pattern: '^[A-Za-z0-9 ]*$', errorMessage: `Field ${i} takes 2 to 60 letters and digits` }]),
  ),
};

const samples: Record<string, number[]> = { form: [], plain: [] };
let lastKeydown = 0;
document.addEventListener('keydown', () => (lastKeydown = performance.now()), true);
const record = (name: string) => () => {
  if (lastKeydown) samples[name]!.push(performance.now() - lastKeydown);
  lastKeydown = 0;
};
(window as unknown as { __bench: unknown }).__bench = { samples, reset: () => Object.keys(samples).forEach((k) => (samples[k] = [])) };

function Plain() {
  const [value, setValue] = useState('');
  return (
    <label>
      Plain <input id="plain" value={value} onChange={(e) => setValue(e.target.value)} />
    </label>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RampkitProvider proxyUrl="/api">
      <Profiler id="plain" onRender={record('plain')}>
        <Plain />
      </Profiler>
      <Profiler id="form" onRender={record('form')}>
        <DynamicForm schema={schema} idPrefix="rk-field-Form" onFormSubmitted={() => undefined} />
      </Profiler>
    </RampkitProvider>
  </StrictMode>,
);
