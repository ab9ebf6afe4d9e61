import { SPLIT_MODE_NAMES, type DealInput, type DealResult } from '@pac/contracts';
import { type HousePdf } from '@pac/server-kit/pdf';
import { enteredMoney, enteredPercent, pence } from '@pac/deal-model';

/** The label under the JV split: since April 2025 tax follows ownership, not this cash split. */
export const JV_TAX_NOTE = 'Cash distribution, not tax allocation.';

/** The JV distribution: each year's distributable cash and each member's pref, capital, split and total. */
export function writePartners(pdf: HousePdf, input: DealInput, result: DealResult): void {
  const partners = input.partners;
  const distribution = result.partners;
  if (!partners || !distribution) return;

  // Keep the heading, its explanation and the partners table together.
  pdf.heading('Joint venture distribution', 70 + 18 * (partners.members.length + 1));
  const pref =
    partners.splitMode === 'pref_then_split'
      ? ` The preferred return is ${enteredPercent(partners.prefRatePercent)} a year, simple, on unreturned capital.`
      : '';
  pdf.paragraph(
    `${SPLIT_MODE_NAMES[partners.splitMode]}, over ${partners.years} year${partners.years === 1 ? '' : 's'}.${pref} Each year distributes the cumulative net cash flow not yet paid out, never less than £0, allocated in whole pence.`,
  );
  pdf.table(
    [
      { header: 'Partner', width: 0.5 },
      { header: 'Capital put in', width: 0.25, align: 'right' },
      { header: 'Profit share', width: 0.25, align: 'right' },
    ],
    partners.members.map((member) => [
      member.name,
      enteredMoney(member.capital),
      enteredPercent(member.profitSharePercent),
    ]),
    { rowHeight: 18 },
  );

  const rows: string[][] = [];
  const shadedRows: boolean[] = [];
  const groupStarts: number[] = [];
  distribution.years.forEach((year, yearIndex) => {
    groupStarts.push(rows.length);
    year.members.forEach((member, memberIndex) => {
      rows.push([
        memberIndex === 0 ? `Year ${year.year}` : '',
        memberIndex === 0 ? pence(year.distributable) : '',
        member.name,
        pence(member.pref),
        pence(member.capital),
        pence(member.split),
        pence(member.total),
      ]);
      shadedRows.push(yearIndex % 2 === 1);
    });
  });
  const totalsStart = rows.length;
  groupStarts.push(totalsStart);
  for (const member of distribution.totals) {
    rows.push([
      'Total',
      '',
      member.name,
      pence(member.pref),
      pence(member.capital),
      pence(member.split),
      pence(member.total),
    ]);
  }
  pdf.table(
    [
      { header: 'Year', width: 0.1 },
      { header: 'Distributable', width: 0.15, align: 'right' },
      { header: 'Partner', width: 0.19 },
      { header: 'Preferred return', width: 0.14, align: 'right' },
      { header: 'Capital returned', width: 0.14, align: 'right' },
      { header: 'Profit split', width: 0.14, align: 'right' },
      { header: 'Total', width: 0.14, align: 'right' },
    ],
    rows,
    {
      totals: distribution.totals.map((_, index) => totalsStart + index),
      // Shade alternate years, so each year's partners read as one group.
      zebra: (index) => shadedRows[index] ?? false,
      repeatHeader: true,
      groupStarts,
      rowHeight: 17,
    },
  );
  pdf.note(
    JV_TAX_NOTE,
    'After April 2025, jointly owned property profits are taxed by ownership, not by this contractual cash split. Take tax advice on how each partner is taxed.',
  );
}
