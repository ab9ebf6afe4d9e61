import { useId, useMemo, useState } from 'react';
import { type DealInput } from '@pac/contracts';
import { formatPercent, type ScenarioShift } from '@pac/deal-model';
import { Input, Label } from '@pac/ui';
import { FigureTableHead } from '../figure-table-head.js';
import { dealMetric, type DealMetricKey } from '../../lib/deal-metrics.js';
import {
  DEFAULT_SCENARIO_SHIFT,
  MAX_SCENARIO_SHIFT,
  SCENARIOS,
  SCENARIO_NAMES,
  parseShift,
  scenarioResults,
} from './scenario-results.js';

/** The key figures a scenario changes, in the headline cards' order. */
const SCENARIO_METRICS: DealMetricKey[] = [
  'grossRevenue',
  'netCashFlow',
  'netRoi',
  'paybackMonth',
  'breakEvenOccupancy',
  'occupancy',
  'adr',
];

/**
 * Conservative, base and optimistic side by side from one deal, by shifting the nightly rates and the occupancy
 * by percentages the user picks, each on its own. Computed here (analyseDeal takes ~0.1 ms), so nothing is saved or counted.
 */
export function ScenarioPanel({ input }: { input: DealInput }) {
  const [shift, setShift] = useState<ScenarioShift>({
    ratePercent: DEFAULT_SCENARIO_SHIFT,
    occupancyPercent: DEFAULT_SCENARIO_SHIFT,
  });
  const headingId = useId();
  const results = useMemo(() => scenarioResults(input, shift), [input, shift]);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Scenarios
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ShiftField
          label="Shift nightly rates by (%)"
          hint="Conservative lowers every season's nightly rate by this much; optimistic raises it."
          onShift={(ratePercent) => setShift((current) => ({ ...current, ratePercent }))}
        />
        <ShiftField
          label="Shift occupancy by (%)"
          hint="Conservative lowers every season's occupancy by this share of it; optimistic raises it."
          onShift={(occupancyPercent) => setShift((current) => ({ ...current, occupancyPercent }))}
        />
      </div>
      <div
        className="overflow-x-auto rounded-md border border-border"
        tabIndex={0}
        role="region"
        aria-label="Scenario figures"
      >
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">
            Key figures of the conservative, base and optimistic scenarios, with nightly rates shifted by{' '}
            {formatPercent(shift.ratePercent)} and occupancy by {formatPercent(shift.occupancyPercent)}
          </caption>
          <FigureTableHead
            rowHeader="Figure"
            figureHeaders={SCENARIOS.map((scenario) => SCENARIO_NAMES[scenario])}
          />
          <tbody>
            {SCENARIO_METRICS.map((key) => {
              const metric = dealMetric(key);
              return (
                <tr key={key} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {metric.label}
                  </th>
                  {results.map((scenario) => (
                    <td
                      key={scenario.scenario}
                      data-scenario={scenario.scenario}
                      data-metric={key}
                      className="px-3 py-2 text-right tabular-nums"
                    >
                      {metric.text(scenario)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One shift as typed: an unfinished or out-of-range entry is said beside it and keeps the last good scenarios. */
function ShiftField({
  label,
  hint,
  onShift,
}: {
  label: string;
  hint: string;
  onShift: (percent: number) => void;
}) {
  const [text, setText] = useState(String(DEFAULT_SCENARIO_SHIFT));
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const valid = parseShift(text) !== null;
  return (
    <div className="space-y-1">
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        id={fieldId}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_SCENARIO_SHIFT}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseShift(event.target.value);
          if (parsed !== null) onShift(parsed);
        }}
        aria-invalid={!valid}
        aria-describedby={valid ? hintId : `${hintId} ${errorId}`}
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {valid ? null : (
        <p id={errorId} className="text-sm text-destructive">
          Enter a shift between 0% and {MAX_SCENARIO_SHIFT}%.
        </p>
      )}
    </div>
  );
}
