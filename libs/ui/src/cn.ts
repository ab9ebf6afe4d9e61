import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { TAILWIND_MERGE_CONFIG } from './tailwind-merge-config.js';

// Only the class groups the front ends use (see scripts/class-inventory.ts): the full set costs ~6 KB gzip more.
const merge = createTailwindMerge(() => TAILWIND_MERGE_CONFIG);

/** Joins class names and lets a later Tailwind utility override an earlier one (`px-2` then `px-4` → `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
