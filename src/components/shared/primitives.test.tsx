// The shared primitives' behaviour (their look and sizes are measured in Chromium by the story
// tests in stories/shared): a busy button keeps its name and focus and ignores clicks, the action
// bar puts the primary action first, a field ties its help or error to its control, a heading
// takes the host's level, a notice keeps its reference under "Details".
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { RampkitProvider } from '../../react/RampkitProvider';
import { ActionBar } from './ActionBar';
import { Button } from './Button';
import { Field, focusReadsError } from './Field';
import { Heading } from './Heading';
import { Notice } from './Notice';
import { Badge } from './Badge';

const wrap = (ui: ReactNode, headingLevel?: 1 | 2 | 3 | 4 | 5 | 6) => render(<RampkitProvider proxyUrl="/api" headingLevel={headingLevel}>{ui}</RampkitProvider>);

describe('Button', () => {
  it('while busy keeps its name, its focus and its place in the tab order, says aria-busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = wrap(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <RampkitProvider proxyUrl="/api">
        <Button onClick={onClick} busy>
          Continue
        </Button>
      </RampkitProvider>,
    );
    const busy = screen.getByRole('button', { name: 'Continue' });
    expect(busy).toBe(button);
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeEnabled();
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('with a busy label says what is happening beside its spinner, in one space that holds both labels', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = wrap(<Button onClick={onClick} busyLabel="Selling…">Sell now</Button>);
    const button = screen.getByRole('button', { name: 'Sell now' });
    // Both labels are in the button from the start (the busy one hidden): its width never changes.
    expect(button.querySelector('[data-slot=busy-label]')).toHaveTextContent('Selling…');
    expect(button.querySelector('[data-slot=busy-label]')).not.toHaveAttribute('data-shown');
    await user.click(button);
    rerender(
      <RampkitProvider proxyUrl="/api">
        <Button onClick={onClick} busy busyLabel="Selling…">
          Sell now
        </Button>
      </RampkitProvider>,
    );
    expect(button).toHaveAccessibleName('Selling…');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot=busy-label][data-shown] [data-slot=spinner]')).not.toBeNull();
    expect(button.querySelector('[data-slot=label]')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button (never submits a host form by accident) with its variant', () => {
    wrap(<Button variant="secondary">Back</Button>);
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'secondary');
  });
});

describe('ActionBar', () => {
  it('puts the primary action first in reading and tab order', async () => {
    const user = userEvent.setup();
    wrap(<ActionBar primary={<Button>Continue</Button>} secondary={<Button variant="secondary">Back</Button>} />);
    const bar = document.querySelector('[data-slot=action-bar]')!;
    expect([...bar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Continue', 'Back']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});

describe('Field', () => {
  it('ties the help text to the control, and the error in its place', () => {
    const ui = (error?: string) => (
      <Field label="IBAN" help="Starts with two letters" error={error}>
        {(control) => <input {...control} />}
      </Field>
    );
    const { rerender } = wrap(ui());
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    expect(input).toHaveAccessibleDescription('Starts with two letters');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<RampkitProvider proxyUrl="/api">{ui('Enter a German IBAN')}</RampkitProvider>);
    expect(input).toHaveAccessibleDescription('Enter a German IBAN');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Starts with two letters')).toBeNull();
    // The message area is a live region that stays mounted, so the error is announced.
    expect(screen.getByText('Enter a German IBAN').closest('[aria-live=polite]')).not.toBeNull();
  });

  it('with errorReadByFocus, mutes the message region for the error that focus reads from the description (heard once), never while empty', async () => {
    function Refusing() {
      const [error, setError] = useState<string>();
      const [readByFocus, setReadByFocus] = useState(false);
      const input = useRef<HTMLInputElement>(null);
      return (
        <>
          <Field label="Amount" error={error} errorReadByFocus={readByFocus}>
            {(control) => <input {...control} ref={input} onChange={() => setError(undefined)} />}
          </Field>
          <button
            type="button"
            onClick={() => {
              setError('Enter an amount');
              setReadByFocus(focusReadsError(input.current));
            }}
          >
            Continue
          </button>
        </>
      );
    }
    wrap(<Refusing />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    const region = () => input.parentElement!.querySelector('[data-slot=field-message]')!;
    // Focus moved from Continue to the field: its description says the error, the region does not.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Enter an amount');
    expect(region()).toHaveAttribute('aria-live', 'off');
    // The error gone, the empty region is polite again for what comes next.
    await userEvent.type(input, '1');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    // Refused with focus already on the field (as Enter in it): focus does not move, so the region says it.
    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    expect(input).toHaveFocus();
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveTextContent('Enter an amount');
  });

  it('says "(optional)" after an optional field\'s label and marks no required one with an asterisk', () => {
    wrap(
      <>
        <Field label="Reference" optional>
          {(control) => <input {...control} />}
        </Field>
        <Field label="Name">{(control) => <input {...control} />}</Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Reference (optional)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(document.body.textContent).not.toContain('*');
  });
});

describe('Heading', () => {
  it("takes the provider's level for a title and one below for a section", () => {
    wrap(
      <>
        <Heading>Sell crypto</Heading>
        <Heading section>Payout</Heading>
      </>,
      3,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Sell crypto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Payout' })).toBeInTheDocument();
  });

  it('defaults to level 2', () => {
    wrap(<Heading>Sell crypto</Heading>);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

describe('Notice and Badge', () => {
  it('keeps the reference out of the message, folded under Details', () => {
    wrap(<Notice title="The service was busy." reference="7f3c2a9e-5b1d">Try again in a moment.</Notice>);
    const notice = document.querySelector('[data-slot=notice]')!;
    expect(notice).toHaveAttribute('data-tone', 'warning');
    expect(notice.querySelector('[data-slot=message]')).not.toHaveTextContent('7f3c2a9e');
    const details = notice.querySelector('details')!;
    expect(details.querySelector('summary')).toHaveTextContent('Details');
    expect(details).toHaveTextContent('7f3c2a9e-5b1d');
    expect(details.open).toBe(false);
  });

  it('names a status in words with its tone', () => {
    wrap(<Badge tone="warning">Action needed</Badge>);
    expect(screen.getByText('Action needed')).toHaveAttribute('data-tone', 'warning');
  });
});
