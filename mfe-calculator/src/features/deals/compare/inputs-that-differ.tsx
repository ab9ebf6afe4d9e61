import { type SavedDeal } from '@pac/contracts';
import { differingInputs } from './differing-inputs.js';

/** Below the figures: what the user changed between the deals, so a difference in the results has its cause beside it. */
export function InputsThatDiffer({ deals }: { deals: readonly SavedDeal[] }) {
  const rows = differingInputs(deals.map((deal) => deal.input));
  return (
    <section aria-labelledby="inputs-that-differ" className="space-y-3">
      <h2 id="inputs-that-differ" className="text-xl font-semibold">
        Inputs that differ
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">These deals have the same inputs.</p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          role="region"
          aria-label="Inputs that differ (scrolls sideways)"
          tabIndex={0}
        >
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">
              The inputs whose values are not the same in every compared deal.
            </caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Input
                </th>
                {deals.map((deal) => (
                  <th key={deal.id} scope="col" className="px-3 py-2 text-right font-medium">
                    {deal.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.path} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={deals[index]!.id} className="px-3 py-2 text-right tabular-nums">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
