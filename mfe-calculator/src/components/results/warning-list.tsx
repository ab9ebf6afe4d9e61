import { memo } from 'react';
import { type DealWarning } from '@pac/contracts';

/** The deal's warnings, in yellow: worth a look, never blocking. The messages come with the result. */
export const WarningList = memo(function WarningList({ warnings }: { warnings: readonly DealWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-label="Warnings" className="rounded-lg border border-warning bg-plan-gold-soft p-4">
      <h3 className="text-base font-semibold text-foreground">
        {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-foreground">
        {warnings.map((warning) => (
          <li key={warning.code} data-warning={warning.code}>
            {warning.message}
          </li>
        ))}
      </ul>
    </section>
  );
});
