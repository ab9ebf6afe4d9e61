import { type ReactNode } from 'react';
import { cn } from '../cn.js';

/**
 * The box a table sits in: a table wider than the screen (a phone) scrolls sideways inside it instead of widening
 * the page. It is a named, focusable region, so a keyboard user can reach it and scroll it with the arrow keys; name
 * it apart from the section around it ("… table"), since landmarks need names of their own.
 */
export function TableRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
