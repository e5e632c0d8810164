import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useStepFocus } from './useStepFocus';

/** A flow of two steps with one button that can be removed or disabled, and a page button outside. */
function Harness({ whenFocused }: { whenFocused?: (step: string) => string }) {
  const [step, setStep] = useState('one');
  const [control, setControl] = useState<'shown' | 'gone' | 'disabled'>('shown');
  const [tick, setTick] = useState(0);
  const { rootRef, heading, announcement } = useStepFocus(step, `Now ${step}`, undefined, undefined, whenFocused?.(step));
  return (
    <>
      <button type="button" onClick={() => setStep('two')}>outside</button>
      <section ref={rootRef} aria-label="flow">
        <h2 ref={heading} tabIndex={-1}>Step {step}</h2>
        <input aria-label="field" onBlur={() => setTick((n) => n + 1)} />
        {control !== 'gone' ? (
          <button type="button" disabled={control === 'disabled'} onClick={() => setStep('two')}>
            next
          </button>
        ) : null}
        <p role="status">{announcement}</p>
        <span data-testid="renders">{tick}</span>
        <button type="button" onClick={() => setControl('gone')}>remove</button>
        <button type="button" onClick={() => setControl('disabled')}>disable</button>
      </section>
    </>
  );
}

const heading = () => screen.getByRole('heading');

describe('useStepFocus', () => {
  it('takes focus to the new step’s heading and says the step once', () => {
    render(<Harness />);
    const next = screen.getByRole('button', { name: 'next' });
    act(() => next.focus());
    act(() => next.click());
    expect(heading()).toHaveTextContent('Step two');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Now two');
  });

  it('says only the position when focus goes to the heading (it reads the title), all of it when the customer is elsewhere', () => {
    const { unmount } = render(<Harness whenFocused={(step) => `Position ${step}`} />);
    const next = screen.getByRole('button', { name: 'next' });
    act(() => next.focus());
    act(() => next.click());
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Position two$/);
    unmount();

    render(<Harness whenFocused={(step) => `Position ${step}`} />);
    const outside = screen.getByRole('button', { name: 'outside' });
    act(() => outside.focus());
    act(() => outside.click());
    expect(heading()).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Now two$/);
  });

  it('hands focus to the heading when the focused control is removed or disabled', () => {
    const { unmount } = render(<Harness />);
    const next = screen.getByRole('button', { name: 'next' });
    act(() => next.focus());
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    expect(heading()).toHaveFocus();
    unmount();

    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'next' }).focus());
    act(() => screen.getByRole('button', { name: 'disable' }).click());
    expect(heading()).toHaveFocus();
  });

  it('leaves focus alone when a field is merely left and the flow renders (a click on Continue must land)', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'field' });
    act(() => field.focus());
    // Leaving the field renders the flow (its answers are committed) while nothing holds focus yet:
    // taking focus to the heading then would scroll the page under the pointer.
    act(() => field.blur());
    expect(screen.getByTestId('renders')).toHaveTextContent('1');
    expect(heading()).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('takes nothing from the page when the customer is elsewhere', () => {
    render(<Harness />);
    const outside = screen.getByRole('button', { name: 'outside' });
    act(() => outside.focus());
    act(() => outside.click());
    expect(heading()).toHaveTextContent('Step two');
    expect(outside).toHaveFocus();
  });
});
