import { describe, expect, it } from 'vitest';
import { containsPattern } from './contains-pattern.js';

describe('containsPattern', () => {
  it('wraps the text in % and escapes the wildcards the user typed', () => {
    expect(containsPattern('jane')).toBe('%jane%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
