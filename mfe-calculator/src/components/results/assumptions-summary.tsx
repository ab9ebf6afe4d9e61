import {
  DEAL_MODEL_NAMES,
  DEAL_TIERS,
  MONTH_NAMES,
  NATION_NAMES,
  TIER_NAMES,
  VAT_MODE_NAMES,
  type DealInput,
} from '@pac/contracts';
import { enteredMoney, enteredPercent, forecastPeriod, formatList, formatNumber } from '@pac/deal-model';
import { TableRegion } from '@pac/ui';
import { RESULT_TABLE_BOX } from './result-section.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The key assumptions of a deal, as a reader of a shared analysis needs them (no form). */
function assumptionRows(input: DealInput): [string, string][] {
  const rows: [string, string][] = [
    ['Acquisition model', DEAL_MODEL_NAMES[input.model]],
    ['Nation', `${NATION_NAMES[input.nation]}${input.inGreaterLondon ? ', Greater London' : ''}`],
    ['Forecast', forecastPeriod(input)],
  ];
  if (input.model === 'purchase' && input.purchase) {
    rows.push(['Purchase price', enteredMoney(input.purchase.price ?? 0)]);
    if (input.mortgage)
      rows.push([
        'Mortgage',
        `${enteredMoney(input.mortgage.loanAmount)} at ${enteredPercent(input.mortgage.interestRatePercent)}, ${
          input.mortgage.repayment === 'repayment'
            ? `repayment over ${input.mortgage.termYears} years`
            : 'interest-only'
        }`,
      ]);
  }
  if (input.model !== 'purchase' && input.tenancy) {
    rows.push(['Monthly rent', enteredMoney(input.tenancy.monthlyRent ?? 0)]);
    if (input.tenancy.rentFreeMonths > 0)
      rows.push(['Rent-free months', String(input.tenancy.rentFreeMonths)]);
    rows.push(['Deposit', enteredMoney(input.tenancy.deposit)]);
  }
  const perStay = sum(Object.values(input.perStay));
  rows.push(
    ['Guest cleaning fee', `${enteredMoney(input.guestCleaningFee)} a stay`],
    ['Platform fee', enteredPercent(input.platformFeePercent)],
    ['Management fee', enteredPercent(input.managementFeePercent)],
    ['VAT', VAT_MODE_NAMES[input.vat.mode]],
    ['Costs per stay', `${enteredMoney(perStay)} a stay`],
    ['Fixed monthly costs', `${enteredMoney(sum(Object.values(input.fixedMonthly)))} a month`],
  );
  return rows;
}

export function AssumptionsSummary({ input }: { input: DealInput }) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {assumptionRows(input).map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 border-b border-border py-1">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <TableRegion className={RESULT_TABLE_BOX} label="Seasons table">
        <table className="w-full min-w-[30rem] border-collapse text-sm">
          <caption className="sr-only">Seasons: nightly rate, occupancy, average stay and months</caption>
          <thead className="bg-muted">
            <tr>
              {['Season', 'Nightly rate', 'Occupancy', 'Average stay', 'Months'].map((header) => (
                <th key={header} scope="col" className="px-3 py-2 text-left font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DEAL_TIERS.map((tier) => {
              const months = MONTH_NAMES.filter((_, index) => input.seasons.tierOfMonth[index] === tier);
              if (months.length === 0) return null;
              const season = input.seasons[tier];
              return (
                <tr key={tier} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {TIER_NAMES[tier]}
                  </th>
                  <td className="px-3 py-1.5">
                    {season.rate === undefined ? '' : enteredMoney(season.rate)}
                  </td>
                  <td className="px-3 py-1.5">{enteredPercent(season.occupancy)}</td>
                  <td className="px-3 py-1.5">{formatNumber(season.averageStay, 2)} nights</td>
                  <td className="px-3 py-1.5">{formatList(months.map((month) => month.slice(0, 3)))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
