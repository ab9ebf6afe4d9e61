import { useId, useMemo, useState } from 'react';
import { type DealInput } from '@pac/contracts';
import { formatPercent } from '@pac/deal-model';
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
 * Conservative, base and optimistic side by side from one deal, by shifting rates and occupancy by a
 * percentage the user picks. Computed here (analyseDeal takes ~0.1 ms), so nothing is saved or counted.
 */
export function ScenarioPanel({ input }: { input: DealInput }) {
  const [shiftText, setShiftText] = useState(String(DEFAULT_SCENARIO_SHIFT));
  const [shift, setShift] = useState(DEFAULT_SCENARIO_SHIFT);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const headingId = useId();
  const typedShift = parseShift(shiftText);

  const results = useMemo(() => scenarioResults(input, shift), [input, shift]);

  const onShiftChange = (text: string) => {
    setShiftText(text);
    const parsed = parseShift(text);
    // An unfinished or out-of-range entry keeps the last good scenarios on screen.
    if (parsed !== null) setShift(parsed);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Scenarios
      </h2>
      <div className="max-w-xs space-y-1">
        <Label htmlFor={fieldId}>Shift rates and occupancy by (%)</Label>
        <Input
          id={fieldId}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_SCENARIO_SHIFT}
          step={1}
          value={shiftText}
          onChange={(event) => onShiftChange(event.target.value)}
          aria-invalid={typedShift === null}
          aria-describedby={typedShift === null ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          Conservative lowers every season&apos;s nightly rate and occupancy by this much; optimistic raises
          them.
        </p>
        {typedShift === null ? (
          <p id={errorId} className="text-sm text-destructive">
            Enter a shift between 0% and {MAX_SCENARIO_SHIFT}%.
          </p>
        ) : null}
      </div>
      <div
        className="overflow-x-auto rounded-md border border-border"
        tabIndex={0}
        role="region"
        aria-label="Scenario figures"
      >
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">
            Key figures of the conservative, base and optimistic scenarios, with rates and occupancy shifted
            by {formatPercent(shift)}
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
