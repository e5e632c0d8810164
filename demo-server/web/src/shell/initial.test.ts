// The header avatar's letter is a whole character as read, never a lone half of a surrogate pair.
import { describe, expect, it } from 'vitest';
import { initialOf } from './initial';

describe('initialOf', () => {
  it('takes the first grapheme, whole', () => {
    expect(initialOf('😀user')).toBe('😀');
    expect(initialOf('👩‍💻dev')).toBe('👩‍💻');
    expect(initialOf('🇩🇪berlin')).toBe('🇩🇪');
    expect(initialOf('e\u0301mile')).toBe('E\u0301');
  });

  it('puts a letter in capitals, and gives nothing for an empty id', () => {
    expect(initialOf('carla')).toBe('C');
    expect(initialOf('ärger', 'de')).toBe('Ä');
    expect(initialOf('')).toBe('');
  });

  it('never leaves a lone surrogate', () => {
    for (const id of ['😀user', '𝒜lice', '🧑🏽‍🚀x']) expect(/[\ud800-\udfff]/.test(initialOf(id).replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))).toBe(false);
  });
});
