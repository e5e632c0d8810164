// A fee's make-up: a part that is zero is left out, never "+ €0.00".
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RampkitProvider } from '../../react/RampkitProvider';
import { FeeRate } from './FeeRate';

const text = (percent: string, fixed: string) =>
  render(
    <RampkitProvider proxyUrl="/api" locale="en">
      <p data-testid="fee">
        <FeeRate percent={percent} fixed={fixed} currency="EUR" />
      </p>
    </RampkitProvider>,
  ).getAllByTestId('fee').at(-1)!.textContent;

describe('FeeRate', () => {
  it('reads a percentage and a fixed part joined by a plus', () => {
    expect(text('0.8', '1.5')).toBe('0.8% + €1.50');
  });
  it('leaves a zero fixed part out (the bank deposit read "0.3% + €0.00")', () => {
    expect(text('0.3', '0.00')).toBe('0.3%');
    expect(text('0.3', '0')).toBe('0.3%');
  });
  it('leaves a zero percentage out, and says €0.00 when both are zero', () => {
    expect(text('0', '1.5')).toBe('€1.50');
    expect(text('0.0', '0')).toBe('€0.00');
  });
});
