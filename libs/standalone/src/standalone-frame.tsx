import type { ReactNode } from 'react';
import { cn } from '@pac/ui';

export interface StandaloneLink {
  label: string;
  href: string;
}

/**
 * Thin frame around a remote when its team runs it alone (`npm run dev` in the remote): a title bar and links to
 * the remote's own pages. Inside the site the shell's header and footer take this place.
 */
export function StandaloneFrame({
  remote,
  links,
  children,
  className,
}: {
  remote: string;
  links: readonly StandaloneLink[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-h-screen bg-background text-foreground', className)}>
      <header className="border-b border-dashed border-border bg-muted px-4 py-2 text-sm">
        <strong className="mr-4">{remote}</strong>
        <span className="text-muted-foreground">standalone preview</span>
        <nav aria-label="Remote pages" className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {links.map((link) => (
            // Plain anchors: the frame sits outside any router-specific wrapper and full loads are fine in dev.
            <a key={link.href} href={link.href} className="text-primary hover:underline">
              {link.label}
            </a>
          ))}
        </nav>
      </header>
      <main>{children}</main>
    </div>
  );
}
