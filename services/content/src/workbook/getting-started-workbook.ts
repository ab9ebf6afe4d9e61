import { CoursePdf } from '../course/resources/pdf-layout.js';
import {
  EXAMPLE_FIXED_COSTS,
  EXAMPLE_SET_UP_COSTS,
  forecastYear,
  jointVentureSplit,
  percent,
  pounds,
} from '../course/resources/example-deal.js';

/** The 'Getting Started Workbook': the course's five steps applied to one deal, with space for the reader's own. */
export function gettingStartedWorkbook(): Promise<Buffer> {
  const year = forecastYear();
  const jv = jointVentureSplit(year, 0.5);
  const pdf = new CoursePdf({
    title: 'Getting Started Workbook',
    subtitle: 'Analysing a serviced-accommodation deal in five steps, with a fully worked example',
    subject: 'Serviced accommodation deal analysis workbook',
  });
  pdf
    .heading('How to use this workbook')
    .paragraph(
      'Watch each module of the free course, then do the matching step here. The worked example is a two-bedroom city-centre flat taken on a rent-to-serviced-accommodation agreement; every figure in it is calculated from the assumptions shown, so you can check each one. Then repeat the step for a deal of your own in the blank tables, and enter the same figures into the calculator for month-by-month reports.',
    )
    .heading('Step 1: Research the area and its demand')
    .list([
      'Write down who would stay here and why (contractors, tourists, hospital visitors, events).',
      'Find at least 10 comparable listings: same bedroom count, within a mile, recent reviews.',
      'Note each one\u2019s nightly rate and booked nights in a quiet, an average and a busy month.',
    ])
    .table(
      [
        { header: 'Comparable', width: 0.34 },
        { header: 'Bedrooms', width: 0.14 },
        { header: 'Quiet-month rate', width: 0.18 },
        { header: 'Busy-month rate', width: 0.17 },
        { header: 'Reviews', width: 0.17 },
      ],
      Array.from({ length: 6 }, () => ['', '', '', '', '']),
    )
    .heading('Step 2: Set seasonal nightly rates and occupancy')
    .paragraph('Split the year into low, medium and high demand months. The example uses:')
    .exampleSeasons()
    .note(
      'Monthly revenue',
      'Nights in the month \u00d7 occupancy \u00d7 nightly rate. Forecast each month on its own; never one yearly average.',
    )
    .heading('Step 3: Count every operating cost')
    .table(
      [
        { header: 'Fixed cost', width: 0.6 },
        { header: 'Example / month', width: 0.4, align: 'right' },
      ],
      EXAMPLE_FIXED_COSTS.map((c) => [c.item, pounds(c.monthly)]),
    )
    .paragraph(
      'Booking-related costs in the example: cleaning and laundry \u00a338 per stay (average stay 3 nights), consumables \u00a33 per night, platform fees 15% of revenue.',
    )
    .heading('Step 4: Forecast monthly and annual cash flow')
    .exampleYear(year, 0.14, [
      { show: 'nights', width: 0.12 },
      { show: 'revenue', width: 0.19 },
      { show: 'allCosts', width: 0.19 },
      { show: 'grossProfit', width: 0.18 },
      { show: 'netCashFlow', width: 0.18 },
    ])
    .heading('Step 5: Returns, payback and joint ventures')
    .table(
      [
        { header: 'Money in (set-up)', width: 0.7 },
        { header: 'Amount', width: 0.3, align: 'right' },
      ],
      [
        ...EXAMPLE_SET_UP_COSTS.map((c) => [c.item, pounds(c.amount)]),
        ['Total money in', pounds(year.moneyIn)],
      ],
      { totals: [EXAMPLE_SET_UP_COSTS.length] },
    )
    .table(
      [
        { header: 'Measure', width: 0.5 },
        { header: 'How it is worked out', width: 0.32 },
        { header: 'Example', width: 0.18, align: 'right' },
      ],
      [
        ['Gross ROI', 'gross profit \u00f7 money in', percent(year.grossRoi)],
        ['Net ROI', 'net profit \u00f7 money in', percent(year.netRoi)],
        ['Payback period', 'money in \u00f7 monthly net profit', `${year.paybackMonths} months`],
        ['Average occupancy', 'nights booked \u00f7 365', percent(year.averageOccupancy * 100)],
      ],
    )
    .subheading('A 50/50 joint venture')
    .paragraph(
      `If an investor funds the ${pounds(year.moneyIn)} set-up and an operator runs the property for half the net profit, each takes ${pounds(jv.investorProfit)} a year. The investor\u2019s ROI on the money put in is ${percent(jv.investorRoi)}; the operator has no money in, so their return is for their time. Agree the split, the exit terms and who covers a loss-making month in writing before you start.`,
    )
    .heading('Your deal')
    .table(
      [
        { header: 'Figure', width: 0.6 },
        { header: 'Your deal', width: 0.4 },
      ],
      [
        ['Monthly rent or mortgage', ''],
        ['Low / medium / high nightly rates', ''],
        ['Low / medium / high occupancy', ''],
        ['Fixed costs per month', ''],
        ['Booking-related costs per month (average)', ''],
        ['Annual revenue', ''],
        ['Annual net profit', ''],
        ['Money in', ''],
        ['Gross ROI / net ROI', ''],
        ['Payback period', ''],
        ['Decision: walk away / negotiate / go ahead', ''],
      ],
    )
    .note(
      'Next steps',
      'Enter your figures into the Property Analysis Calculator to get month-by-month and annual forecasts, gross and net ROI, JV splits and a PDF report you can show a landlord, lender or investor.',
    );
  return pdf.toBuffer();
}
