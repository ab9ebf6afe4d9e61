import { memo } from 'react';
import { SPLIT_MODE_NAMES, type DealPartnersResult } from '@pac/contracts';
import { enteredPercent, pence } from '@pac/deal-model';
import { FigureTableHead } from '../figure-table-head.js';
import { type DealAnalysis } from './deal-analysis.js';
import { ResultSection, TableRegion } from './result-section.js';

const BUCKETS = [
  ['pref', 'Preferred return'],
  ['capital', 'Capital returned'],
  ['split', 'Profit split'],
  ['total', 'Total'],
] as const;

/** The JV distribution: the totals per partner, then each year's distributable cash and who got what. */
export const PartnersTable = memo(function PartnersTable({ analysis }: { analysis: DealAnalysis }) {
  const partners = analysis.input.partners;
  const distribution = analysis.result.partners;
  if (!partners || !distribution) return null;
  const terms =
    partners.splitMode === 'pref_then_split'
      ? `${SPLIT_MODE_NAMES[partners.splitMode]} (${enteredPercent(partners.prefRatePercent)} a year)`
      : SPLIT_MODE_NAMES[partners.splitMode];
  return (
    <ResultSection
      title="JV distribution"
      description={`${terms}, over ${partners.years} ${partners.years === 1 ? 'year' : 'years'}. A cash distribution, not a tax allocation.`}
    >
      <TableRegion label="JV totals by partner table">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">Totals by partner</caption>
          <FigureTableHead rowHeader="Partner" figureHeaders={BUCKETS.map(([, label]) => label)} />
          <tbody>
            {distribution.totals.map((member, index) => (
              <tr key={`${index}-${member.name}`} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {member.name}
                </th>
                {BUCKETS.map(([key]) => (
                  <td key={key} className="px-3 py-1.5 text-right tabular-nums">
                    {pence(member[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <YearByYear distribution={distribution} />
    </ResultSection>
  );
});

function YearByYear({ distribution }: { distribution: DealPartnersResult }) {
  const names = distribution.totals.map((member) => member.name);
  return (
    <TableRegion label="JV distribution year by year table">
      <table className="w-full min-w-[28rem] border-collapse text-sm">
        <caption className="sr-only">Distribution year by year</caption>
        <FigureTableHead rowHeader="Year" figureHeaders={['Distributable', ...names]} />
        <tbody>
          {distribution.years.map((year) => (
            <tr key={year.year} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-medium">
                Year {year.year}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{pence(year.distributable)}</td>
              {year.members.map((member, index) => (
                <td key={`${index}-${member.name}`} className="px-3 py-1.5 text-right tabular-nums">
                  {pence(member.total)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
