import { type ReactNode } from 'react';

/**
 * The box a table sits in: a table wider than the screen (a phone) scrolls sideways inside it instead of widening the
 * page. It is a named, focusable region, so a keyboard user can reach it and scroll it with the arrow keys.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_td]:pr-4 [&_th]:pr-4 [&_th]:whitespace-nowrap"
    >
      {children}
    </div>
  );
}
