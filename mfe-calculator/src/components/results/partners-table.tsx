import { memo } from 'react';
import { SPLIT_MODE_NAMES, type DealPartnersResult } from '@pac/contracts';
import { enteredPercent, pence } from '@pac/deal-model';
import { type DealAnalysis } from './deal-analysis.js';
import { FigureTable } from './figure-table.js';
import { ResultSection } from './result-section.js';

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
      <FigureTable
        label="JV totals by partner table"
        caption="Totals by partner"
        minWidth="min-w-[32rem]"
        rowHeader="Partner"
        figureHeaders={BUCKETS.map(([, label]) => label)}
      >
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
      </FigureTable>
      <YearByYear distribution={distribution} />
    </ResultSection>
  );
});

function YearByYear({ distribution }: { distribution: DealPartnersResult }) {
  const names = distribution.totals.map((member) => member.name);
  return (
    <FigureTable
      label="JV distribution year by year table"
      caption="Distribution year by year"
      minWidth="min-w-[28rem]"
      rowHeader="Year"
      figureHeaders={['Distributable', ...names]}
    >
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
    </FigureTable>
  );
}
