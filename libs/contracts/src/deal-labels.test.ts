import { describe, expect, it } from 'vitest';
import { dealFieldLabel } from './deal-labels.js';

describe('dealFieldLabel', () => {
  it('names the nearest labelled segment of a path', () => {
    expect(dealFieldLabel(['partners', 'members', 0, 'capital'])).toBe('Capital');
  });

  it('falls back to "This field" for a segment it does not know, an inherited name included', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'nothing'])
      expect(dealFieldLabel([key])).toBe('This field');
  });
});
