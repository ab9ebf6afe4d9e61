import { CoursePdf } from './pdf-layout.js';
import { forecastYear, percent } from './example-deal.js';

/** Seasonal nightly rates and occupancy: the method, the worked year and a blank planner. */
export function seasonalRatePlanner(): Promise<Buffer> {
  const year = forecastYear();
  const pdf = new CoursePdf({
    title: 'Seasonal Rate Planner',
    subtitle: 'Low, medium and high demand nightly rates and occupancy, month by month',
    subject: 'Seasonal nightly rate and occupancy planner',
  });
  pdf
    .heading('Why three seasons')
    .paragraph(
      'A single average nightly rate hides the months that decide whether a deal works. Split the year into low, medium and high demand months, set a realistic rate and occupancy for each from comparable listings, and forecast every month on its own.',
    )
    .heading('How to set each season')
    .list([
      'Pick 10 or more comparables: same area, same bedroom count, similar finish, recent reviews.',
      'For each, note the nightly rate and the booked nights in a quiet, an average and a busy month.',
      'Use the median rate, not the highest; a new listing without reviews should price 5-10% below it.',
      'Occupancy is booked nights \u00f7 nights in the month. Start cautious: most new listings take 2-3 months to reach their level.',
    ])
    .subheading('The course example: assumptions')
    .exampleSeasons()
    .subheading('The course example: the year month by month')
    .exampleYear(year, 0.16, [
      { show: 'season', width: 0.24 },
      { show: 'rate', width: 0.18 },
      { show: 'nights', width: 0.2, header: 'Nights booked' },
      { show: 'revenue', width: 0.22 },
    ])
    .note(
      'Formula',
      `Monthly revenue = nights in the month \u00d7 occupancy \u00d7 nightly rate. Across the example year the average occupancy is ${percent(year.averageOccupancy * 100)}.`,
    )
    .heading('Your planner')
    .paragraph(
      'Fill in your own comparables-based figures, then enter them into the calculator\u2019s seasonal rates.',
    )
    .table(
      [
        { header: 'Month', width: 0.16 },
        { header: 'Season (L/M/H)', width: 0.2 },
        { header: 'Nightly rate', width: 0.2 },
        { header: 'Occupancy %', width: 0.2 },
        { header: 'Revenue', width: 0.24 },
      ],
      [...year.months.map((m) => [m.month, '', '', '', '']), ['Year', '', '', '', '']],
      { totals: [12] },
    );
  return pdf.toBuffer();
}
