/**
 * Every metric the report shows, defined in words as the model computes it. There is no authoritative UK
 * definition of "gross" and "net" for SA, so printing ours is how the report makes the choice explicit.
 * Plain WinAnsi text only (en dash for minus; no Σ or ≥), which is all the standard PDF fonts can print.
 */
export const GLOSSARY: readonly { term: string; definition: string }[] = [
  {
    term: 'Occupancy',
    definition:
      'Booked nights ÷ available nights over the year. Available nights are the days of each month less its blocked nights; booked nights are available nights × the occupancy of the month’s demand tier (an expected value, not rounded).',
  },
  {
    term: 'ADR (average daily rate)',
    definition:
      'Accommodation revenue ÷ booked nights: what a booked night earns, excluding cleaning fees and other income.',
  },
  {
    term: 'RevPAR (revenue per available night)',
    definition: 'Accommodation revenue ÷ available nights, which equals ADR × occupancy.',
  },
  {
    term: 'Gross revenue',
    definition:
      'Accommodation revenue (booked nights × the nightly rate) + cleaning fees collected (stays × the guest cleaning fee) + other income. Stays are booked nights ÷ the average stay. It is what guests pay, VAT included when registered.',
  },
  {
    term: 'Gross profit (gross cash flow)',
    definition:
      'Gross revenue – VAT – platform fees – management fees – per-stay costs. Platform fees are the platform percentage of accommodation and cleaning-fee revenue; management is its percentage of gross revenue less VAT; per-stay costs are stays × (cleaning + laundry + consumables).',
  },
  {
    term: 'Net operating income (NOI)',
    definition:
      'Gross profit – maintenance – fixed costs – rent, before any mortgage. Maintenance is its percentage of gross revenue less VAT plus any fixed monthly amount.',
  },
  {
    term: 'Net cash flow (NCF)',
    definition:
      'NOI – debt service (the mortgage payments): the cash left before tax. It is the figure the returns, payback and JV distributions use.',
  },
  {
    term: 'Gross ROI',
    definition: 'Year-1 gross profit ÷ cash invested.',
  },
  {
    term: 'Net ROI / cash-on-cash',
    definition: 'Year-1 net cash flow ÷ cash invested. The two names are the same figure.',
  },
  {
    term: 'Gross yield (purchases)',
    definition: 'Year-1 gross revenue less VAT ÷ the purchase price.',
  },
  {
    term: 'Net yield (purchases)',
    definition: 'Year-1 NOI ÷ (purchase price + transaction tax + legal fees + survey).',
  },
  {
    term: 'Cap rate (purchases)',
    definition: 'Year-1 NOI ÷ the purchase price.',
  },
  {
    term: 'DSCR (debt service coverage ratio)',
    definition:
      'Year-1 NOI ÷ year-1 debt service. Below 1.00 the property does not cover its mortgage; lenders usually look for 1.25 or more.',
  },
  {
    term: 'Simple payback',
    definition:
      'Cash invested ÷ (year-1 net cash flow ÷ 12), in months to one decimal place. There is none when the year’s net cash flow is £0 or less.',
  },
  {
    term: 'Payback month',
    definition:
      'Counting from the launch month, the first month in which cumulative cash (starting at minus the cash invested, then adding each month’s net cash flow, with growth from year 2) reaches £0 or more. It is looked for over 120 months: otherwise "Not within 10 years", or "Never at these assumptions" when the year’s net cash flow is £0 or less.',
  },
  {
    term: 'Break-even occupancy',
    definition:
      'The occupancy at which year-1 net cash flow is exactly £0, with every tier’s occupancy scaled by the same factor k. k = the costs that do not depend on bookings (fixed costs, rent, debt service, fixed maintenance, less other income after its VAT and percentage costs) ÷ (year-1 net cash flow + those costs); break-even = k × the forecast occupancy, and k × each tier’s occupancy per tier. "Not reachable" when each booking loses money.',
  },
  {
    term: 'Cash invested',
    definition:
      'Every set-up cost + the contingency percentage of furniture, refurbishment, photography, compliance, initial stock and other set-up costs. A purchase adds the deposit (price less loan) and the transaction tax; a tenancy adds the deposit when counted and any rent paid before launch.',
  },
  {
    term: 'SDLT (Stamp Duty Land Tax)',
    definition:
      'Tax on a purchase in England and Northern Ireland, from 1 April 2025: 0% up to £125,000, 2% to £250,000, 5% to £925,000, 10% to £1.5 million and 12% above, each rate on its slice of the price only. An additional property or company buyer adds 5 points to every band, a non-UK resident 2 points; neither applies below £40,000. The total is rounded down to the pound. Scotland (LBTT) and Wales (LTT) are entered by hand, not calculated.',
  },
  {
    term: 'VAT modes',
    definition:
      'Not VAT-registered: no VAT line. Standard: guest prices include 20% VAT, so VAT = gross revenue ÷ 6. Flat Rate Scheme: VAT = the flat rate (10.5% for accommodation) × gross revenue. Management fees and percentage maintenance are worked out on gross revenue less VAT.',
  },
];
