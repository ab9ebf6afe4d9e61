import { twMerge } from 'tailwind-merge';
import { classesInUse } from '../scripts/class-inventory.js';
import { cn } from './cn.js';

const REGENERATE = 'run `npm run generate:merge-config -w @pac/ui`';

describe('cn', () => {
  it('lets a later utility override an earlier one and joins conditional classes', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('p-6 pt-0', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted-foreground', 'text-foreground')).toBe('text-sm text-foreground');
    expect(cn('rounded-md', false, undefined, { 'font-semibold': true, hidden: false })).toBe(
      'rounded-md font-semibold',
    );
  });

  // The trimmed tailwind-merge configuration must never change a merge the full one would make.
  const classes = classesInUse();

  it('knows the group of every Tailwind class the front ends use', () => {
    expect(classes.length).toBeGreaterThan(100);
    const unknown = classes.filter((name) => cn(name, name) !== name);
    expect(unknown, `classes of groups missing from the merge configuration: ${REGENERATE}`).toEqual([]);
  });

  it('merges every pair of those classes exactly as the full tailwind-merge does', () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const full = twMerge(first, second);
        const trimmed = cn(first, second);
        if (trimmed !== full) differences.push(`"${first} ${second}" → "${trimmed}", full: "${full}"`);
      }
    }
    expect(differences.slice(0, 20), REGENERATE).toEqual([]);
  });
});
