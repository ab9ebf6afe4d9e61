import type { ReactNode } from 'react';
import { usePageMeta } from '@pac/session';

/**
 * Frame of the company, help and legal pages: a title band and a readable column. The title and intro are also
 * the tab title and meta description.
 */
export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  usePageMeta({ title, description: intro });
  return (
    <article>
      <header className="bg-primary py-14 text-primary-foreground">
        <div className="mx-auto max-w-4xl px-4">
          <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-primary-foreground/85">{intro}</p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 leading-relaxed text-foreground">{children}</div>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 text-xl font-semibold text-primary">{title}</h2>
      <div className="space-y-2 text-muted-foreground">{children}</div>
    </section>
  );
}
