import { CoursePdf } from './pdf-layout.js';
import {
  EXAMPLE_FIXED_COSTS,
  EXAMPLE_VARIABLE_COSTS,
  forecastYear,
  percent,
  pounds,
} from './example-deal.js';

/** Every running cost of a serviced-accommodation unit, with the example's figures and a column to fill in. */
export function operatingCostSheet(): Promise<Buffer> {
  const year = forecastYear();
  const fixedMonthly = EXAMPLE_FIXED_COSTS.reduce((sum, cost) => sum + cost.monthly, 0);
  const v = EXAMPLE_VARIABLE_COSTS;
  const pdf = new CoursePdf({
    title: 'Operating Cost Sheet',
    subtitle: 'The costs that turn a good-looking gross figure into the real one',
    subject: 'Serviced accommodation operating costs',
  });
  pdf
    .paragraph(
      'Costs come in two kinds. Fixed costs are paid every month whether or not anyone stays. Booking-related costs rise and fall with the nights you sell. Forecast both for every month, because a quiet month still pays the full fixed costs.',
    )
    .heading('Fixed monthly costs')
    .table(
      [
        { header: 'Cost', width: 0.5 },
        { header: 'Example / month', width: 0.25, align: 'right' },
        { header: 'Your figure', width: 0.25 },
      ],
      [
        ...EXAMPLE_FIXED_COSTS.map((c) => [c.item, pounds(c.monthly), '']),
        ['Total fixed', pounds(fixedMonthly), ''],
      ],
      { totals: [EXAMPLE_FIXED_COSTS.length] },
    )
    .heading('Booking-related costs')
    .table(
      [
        { header: 'Cost', width: 0.5 },
        { header: 'Example', width: 0.25, align: 'right' },
        { header: 'Your figure', width: 0.25 },
      ],
      [
        ['Cleaning and laundry, per stay', pounds(v.cleaningAndLaundryPerStay), ''],
        ['Average stay (nights)', String(v.averageStayNights), ''],
        ['Consumables (toiletries, tea, coffee), per night', pounds(v.consumablesPerNight), ''],
        ['Platform / booking fees, share of revenue', percent(v.platformFeeShare * 100), ''],
        ['Management fee, share of revenue (if outsourced)', 'self-managed', ''],
      ],
    )
    .heading('The example year: costs and cash flow')
    .exampleYear(year, 0.14, [
      { show: 'revenue', width: 0.18 },
      { show: 'bookingCosts', width: 0.18 },
      { show: 'fixedCosts', width: 0.16 },
      { show: 'grossProfit', width: 0.17 },
      { show: 'netCashFlow', width: 0.17 },
    ])
    .note(
      'Read the low months first',
      `In the example the weakest month clears ${pounds(Math.min(...year.months.map((m) => m.netProfit)))} after every cost. If any month goes negative in your own sheet, make sure the surplus of the busy months covers it and keep that amount in reserve.`,
    )
    .heading('Costs people forget')
    .list([
      'Void nights between stays and the first slow months while reviews build up.',
      'Replacing linen, towels and small appliances (budget for it in the maintenance reserve).',
      'Accountancy, licensing fees and any local short-let registration charges.',
      'Your own time: price it as a management fee even when you self-manage.',
    ]);
  return pdf.toBuffer();
}
