import {
  DEAL_FIELD_LABELS,
  DEAL_MODEL_NAMES,
  DEAL_TIERS,
  MONTH_NAMES,
  NATION_NAMES,
  SPLIT_MODE_NAMES,
  TIER_NAMES,
  VAT_MODE_NAMES,
  type DealInput,
  type DealResult,
} from '@pac/contracts';
import { type HousePdf } from '@pac/server-kit/pdf';
import type { DealReport } from './deal-report-pdf.js';
import {
  breakEvenMargin,
  dealVerdict,
  enteredMoney,
  enteredPercent,
  forecastPeriod,
  formatNumber,
  keyRisks,
  longDate,
  monthLabel,
  pence,
  percent,
} from '@pac/deal-model';
import { headlineCards } from './report-kpis.js';

/**
 * Page 1: the deal's name, model, nation and forecast period, then its summary: the verdict in one sentence, the
 * headline figures, the break-even margin and the key risks. The assumptions follow on page 2.
 */
export function writeCover(pdf: HousePdf, report: DealReport): void {
  const { input, result } = report;
  pdf.titleBand({
    kicker: 'PROPERTY ANALYSIS CALCULATOR · DEAL REPORT',
    title: report.name,
    subtitle: `${DEAL_MODEL_NAMES[input.model]} · ${NATION_NAMES[input.nation]} · ${forecastPeriod(input)}`,
  });
  pdf.paragraph(
    `Generated ${longDate(report.generatedAt)}. Forecast period ${forecastPeriod(input)}. Every figure is an estimate before tax, worked out from the assumptions on page 2.`,
  );
  pdf.heading('Summary').paragraph(dealVerdict(result));
  pdf.subheading('Headline figures').kpiCards(headlineCards(input, result));
  pdf.subheading('Break-even margin').paragraph(breakEvenMarginText(result));
  pdf.subheading('Key risks').list(keyRisks(result));
}

function breakEvenMarginText(result: DealResult): string {
  const margin = breakEvenMargin(result);
  const { occupancyPercent, breakEvenOccupancyPercent } = result.kpis;
  if (margin === null || breakEvenOccupancyPercent === null)
    return 'Each booking loses money: no occupancy breaks even.';
  const spare =
    margin >= 0
      ? `${formatNumber(margin, 1)} points to spare before it loses money`
      : `${formatNumber(-margin, 1)} points short of breaking even`;
  return `Forecast occupancy ${percent(occupancyPercent)} against break-even ${percent(breakEvenOccupancyPercent)}: ${spare}.`;
}

/** Page 2: the assumptions every figure rests on, and the demand tiers in use. */
export function writeAssumptions(pdf: HousePdf, input: DealInput, result: DealResult): void {
  pdf
    .addPage('portrait')
    .heading('Key assumptions')
    .table(
      [
        { header: 'Assumption', width: 0.38 },
        { header: 'Value', width: 0.62 },
      ],
      assumptionRows(input, result),
      { zebra: true, rowHeight: 18 },
    );

  pdf.subheading('Seasons (demand tiers in use)').table(
    [
      { header: 'Tier', width: 0.11 },
      { header: 'Months', width: 0.33 },
      { header: 'Nightly rate', width: 0.13, align: 'right' },
      { header: 'Occupancy', width: 0.13, align: 'right' },
      { header: 'Average stay', width: 0.14, align: 'right' },
      { header: 'Break-even', width: 0.16, align: 'right' },
    ],
    seasonRows(input, result),
    { rowHeight: 18 },
  );
}

export function assumptionRows(input: DealInput, result: DealResult): string[][] {
  const rows: string[][] = [
    ['Model', DEAL_MODEL_NAMES[input.model]],
    ['Nation', NATION_NAMES[input.nation] + (input.inGreaterLondon ? ' (Greater London)' : '')],
    ['Forecast period', `${forecastPeriod(input)} (launch ${launchLabel(input)})`],
  ];
  if (input.model === 'purchase') rows.push(...purchaseRows(input));
  else rows.push(...tenancyRows(input));

  const perStay = input.perStay.cleaning + input.perStay.laundry + input.perStay.consumables;
  const fixed = Object.values(input.fixedMonthly).reduce((sum, amount) => sum + amount, 0);
  rows.push(
    ['Guest cleaning fee', `${enteredMoney(input.guestCleaningFee)} a stay`],
    ['Platform fee', `${enteredPercent(input.platformFeePercent)} of accommodation and cleaning-fee revenue`],
    ['Management fee', `${enteredPercent(input.managementFeePercent)} of gross revenue less VAT`],
    ['VAT', vatText(input)],
    [
      'Costs per stay',
      `${enteredMoney(perStay)} (cleaning ${enteredMoney(input.perStay.cleaning)}, laundry ${enteredMoney(input.perStay.laundry)}, consumables ${enteredMoney(input.perStay.consumables)})`,
    ],
    [
      'Maintenance',
      `${enteredPercent(input.maintenancePercent)} of gross revenue less VAT` +
        (input.maintenanceMonthly > 0 ? ` + ${enteredMoney(input.maintenanceMonthly)} a month` : ''),
    ],
    ['Fixed costs', `${enteredMoney(fixed)} a month`],
  );
  if (input.otherIncomeMonthly > 0)
    rows.push(['Other income', `${enteredMoney(input.otherIncomeMonthly)} a month`]);
  if (input.blockedNights.some((count) => count > 0))
    rows.push(['Blocked nights', `${input.blockedNights.reduce((sum, count) => sum + count, 0)} a year`]);
  rows.push(
    [
      'Growth, years 2–5',
      `revenue ${enteredPercent(input.growth.revenuePercent)}, costs ${enteredPercent(input.growth.costPercent)} a year`,
    ],
    ['Cash invested', pence(result.cashInvested.total)],
  );
  if (input.partners) {
    const { members, splitMode } = input.partners;
    rows.push(['Partners', `${members.length} (${SPLIT_MODE_NAMES[splitMode].toLowerCase()})`]);
  }
  return rows;
}

function purchaseRows(input: DealInput): string[][] {
  const purchase = input.purchase;
  const buyer = [
    purchase?.additionalProperty ? 'additional property' : 'main residence rates',
    purchase?.company ? 'company buyer' : null,
    purchase?.nonUkResident ? 'non-UK resident' : null,
  ].filter((part): part is string => part !== null);
  const mortgage = input.mortgage;
  return [
    ['Purchase price', enteredMoney(purchase?.price ?? 0)],
    ['Buyer', buyer.join(', ')],
    [
      'Mortgage',
      mortgage
        ? `${enteredMoney(mortgage.loanAmount)} at ${enteredPercent(mortgage.interestRatePercent)}, ` +
          (mortgage.repayment === 'repayment'
            ? `repayment over ${mortgage.termYears} years`
            : 'interest-only')
        : 'None (cash purchase)',
    ],
  ];
}

function tenancyRows(input: DealInput): string[][] {
  const tenancy = input.tenancy;
  const rows = [['Monthly rent', enteredMoney(tenancy?.monthlyRent ?? 0)]];
  if (tenancy?.rentFreeMonths) rows.push(['Rent-free months', String(tenancy.rentFreeMonths)]);
  if (tenancy?.deposit)
    rows.push([
      'Deposit',
      `${enteredMoney(tenancy.deposit)} (${tenancy.includeDepositInCashInvested ? 'counted' : 'not counted'} in cash invested)`,
    ]);
  if (tenancy?.preLaunchRentMonths)
    rows.push([
      DEAL_FIELD_LABELS.preLaunchRentMonths ?? 'Pre-launch rent months',
      String(tenancy.preLaunchRentMonths),
    ]);
  return rows;
}

function vatText(input: DealInput): string {
  const name = VAT_MODE_NAMES[input.vat.mode];
  return input.vat.mode === 'flat_rate'
    ? `${name}, ${enteredPercent(input.vat.flatRatePercent)} of gross revenue`
    : name;
}

function launchLabel(input: DealInput): string {
  return monthLabel(input.forecastYear, input.launchMonth);
}

/** One row per tier some month uses, with its months and its break-even occupancy (k × the tier's occupancy). */
export function seasonRows(input: DealInput, result: DealResult): string[][] {
  return DEAL_TIERS.filter((tier) => input.seasons.tierOfMonth.includes(tier)).map((tier) => {
    const season = input.seasons[tier];
    const months = input.seasons.tierOfMonth
      .map((monthTier, index) => (monthTier === tier ? MONTH_NAMES[index]?.slice(0, 3) : null))
      .filter((name): name is string => name !== null && name !== undefined);
    return [
      TIER_NAMES[tier],
      months.join(', '),
      enteredMoney(season.rate ?? 0),
      enteredPercent(season.occupancy),
      `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(season.averageStay)} nights`,
      percent(result.kpis.breakEvenByTier[tier]),
    ];
  });
}
