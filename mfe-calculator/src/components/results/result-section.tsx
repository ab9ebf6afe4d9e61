import { useId, type ReactNode } from 'react';

/** A titled part of the results (h3: the results sit under an h2 on every page). */
export function ResultSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </section>
  );
}

/** The results' tables sit in a bordered box (TableRegion's className). */
export const RESULT_TABLE_BOX = 'border border-border';

/** Negative money reads in a dark red (AA contrast, also when the results are dimmed as out of date). */
export const figureTone = (value: number) => (value < 0 ? 'text-red-700' : undefined);
