import { CoursePdf } from './pdf-layout.js';
import { forecastYear, percent, pounds } from './example-deal.js';

/** The one-page-per-stage checklist to run through before committing money to a serviced-accommodation deal. */
export function dealAnalysisChecklist(): Promise<Buffer> {
  const year = forecastYear();
  const pdf = new CoursePdf({
    title: 'Deal Analysis Checklist',
    subtitle: 'Every question a serviced-accommodation deal has to answer before you commit money to it',
    subject: 'Serviced accommodation deal analysis checklist',
  });
  pdf
    .paragraph(
      'Work through the list in order. A deal that fails an early section (demand, permission, compliance) is not rescued by good numbers later on. Tick each box only when you have evidence, not a feeling.',
    )
    .heading('1. Area and demand')
    .list(
      [
        'Who stays here and why: contractors, tourists, hospital visitors, students\u2019 families, event-goers. Name at least two guest types.',
        'At least 10 comparable listings within a mile, same bedroom count, with reviews in the last 3 months.',
        'Comparable calendars checked for low, medium and high months (booked nights, not advertised rates).',
        'Local events, seasonality and competition noted; no planned oversupply (new aparthotels, block conversions).',
      ],
      'checkbox',
    )
    .heading('2. Property, permission and compliance')
    .list(
      [
        'Written landlord consent for short lets (and mortgage lender / freeholder consent where relevant).',
        'Local planning rules checked (e.g. the 90-night limit in London; change-of-use rules elsewhere).',
        'Fire risk assessment, smoke and CO alarms, fire doors and extinguisher/blanket as required.',
        'Gas safety and electrical (EICR) certificates in date; specialist serviced-accommodation insurance quoted.',
        'Parking, access, check-in method and bin arrangements suit short stays.',
      ],
      'checkbox',
    )
    .heading('3. Revenue: seasonal rates and occupancy')
    .list(
      [
        'Year split into low, medium and high demand months, with a nightly rate for each from comparables.',
        'Occupancy per season set cautiously (new listings start slower; allow 2-3 months to build reviews).',
        'Monthly revenue = nights in month \u00d7 occupancy \u00d7 nightly rate, for every month, not one average.',
      ],
      'checkbox',
    )
    .exampleSeasons('Season (example)', [0.34, 0.3, 0.18, 0.18])
    .heading('4. Costs')
    .list(
      [
        'Fixed costs listed: rent or mortgage, utilities, council tax or business rates, broadband, insurance, software.',
        'Booking-related costs listed: cleaning and laundry per stay, consumables per night, platform fees (about 15%).',
        'Management fee included even if you self-manage (your time has a price, and you may hand it over later).',
        'A maintenance reserve set aside every month.',
      ],
      'checkbox',
    )
    .heading('5. Returns')
    .list(
      [
        'Month-by-month cash flow: does the deal pay its way in the low-demand months?',
        'Money in counted in full: deposit, rent in advance, furnishing, photography, compliance work.',
        'Gross ROI = annual gross profit (revenue minus booking-related costs) \u00f7 money in.',
        'Net ROI = annual net profit (after every cost) \u00f7 money in; payback period in months.',
        'Stress test: occupancy 10 points lower and rates 10% lower still leave a positive net cash flow.',
      ],
      'checkbox',
    )
    .note(
      'In the course example',
      `Annual revenue ${pounds(year.revenue)}, net profit ${pounds(year.netProfit)} on ${pounds(year.moneyIn)} put in: gross ROI ${percent(year.grossRoi)}, net ROI ${percent(year.netRoi)}, payback in about ${year.paybackMonths} months.`,
    )
    .heading('6. Joint venture (if you are not funding it alone)')
    .list(
      [
        'Who puts in the money, who does the work, and how profit is split (e.g. 50/50 or 60/40) \u2014 in writing.',
        'What happens on an early exit, a loss-making month, or a dispute.',
        'Each partner\u2019s ROI computed on the money they actually put in.',
      ],
      'checkbox',
    )
    .heading('7. Decision')
    .list(
      ['Walk away', 'Negotiate (rent, break clause, rent-free period, furnishing contribution)', 'Go ahead'],
      'checkbox',
    );
  return pdf.toBuffer();
}
