// A long identifier in groups of four, as a customer reads it off the screen to compare.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { GroupedValue } from './GroupedValue';

const groups = (value: string) => {
  const { container } = render(<GroupedValue value={value} />);
  const root = container.querySelector('.rk-grouped')!;
  return { shown: [...root.querySelectorAll(':scope > span:not([data-slot=tail]), [data-slot=tail] > span')].map((s) => s.textContent), text: root.textContent };
};

describe('GroupedValue', () => {
  it('groups an IBAN in fours and keeps a short last group with the one before', () => {
    expect(groups('DE89370400440532013000').shown).toEqual(['DE89', '3704', '0044', '0532', '0130', '00']);
  });

  it('keeps a hex address\'s 0x on its first group, so its forty digits fall in tens of fours', () => {
    const address = '0x11b283a4c5d6e7f8091a2b3c4d5e6f70812f1f78';
    const { shown, text } = groups(address);
    expect(shown[0]).toBe('0x11b2');
    expect(shown.slice(1).every((g) => g!.length === 4)).toBe(true);
    expect(shown).toHaveLength(10);
    // What is selected by hand is the value itself.
    expect(text).toBe(address);
  });
});
