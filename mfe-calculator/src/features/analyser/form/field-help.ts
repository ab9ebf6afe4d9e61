/**
 * One short help line per field (A1: every field has a unit and a short help text), keyed by the field's path
 * with indices and tiers written as `*`.
 */
const FIELD_HELP: Record<string, string> = {
  name: 'How this analysis is listed in your saved deals.',
  nation: 'Sets the stamp-duty rules and the local tax and licensing warnings.',
  inGreaterLondon: 'Entire homes in Greater London need planning permission beyond 90 nights a year.',
  entireHome: 'The guest has the whole property (not a room in it).',
  model: 'Buy the property, or rent it from a landlord (rent-to-rent) or on a lease.',
  forecastYear: 'The year the forecast starts in; months have their real number of days.',
  launchMonth: 'The first month taking guests; the forecast runs for twelve months from it.',
  'purchase.price': 'What you pay for the property.',
  'purchase.additionalProperty': 'Adds the 5-point surcharge to every stamp-duty band.',
  'purchase.nonUkResident': 'Adds 2 points to every stamp-duty band.',
  'purchase.company': 'A company buyer pays the 5-point surcharge too.',
  'purchase.manualTransactionTax':
    'LBTT or LTT is not calculated here: enter the figure from your solicitor.',
  'tenancy.monthlyRent': 'The rent you pay the landlord each month.',
  'tenancy.rentFreeMonths': 'The first months of the forecast that pay no rent.',
  'tenancy.deposit': "The landlord's deposit (often 5 weeks' rent).",
  'tenancy.includeDepositInCashInvested':
    'The deposit is refundable, but the cash is tied up while you trade.',
  'tenancy.preLaunchRentMonths': 'Months of rent paid while furnishing, before the first guest.',
  'blockedNights.*': 'Nights not for let (owner use, maintenance).',
  'seasons.tierOfMonth.*': 'Which season each calendar month belongs to.',
  'seasons.*.rate': 'What a guest pays a night, before the cleaning fee.',
  'seasons.*.occupancy': 'Share of the available nights that are booked.',
  'seasons.*.averageStay': 'Average nights per booking; sets the number of cleans.',
  guestCleaningFee: 'Charged to the guest once per stay.',
  otherIncomeMonthly: 'Extras such as early check-in or parking, a month.',
  platformFeePercent: 'Channel commission on accommodation and cleaning fees, including any VAT on it.',
  'vat.mode': 'Registered operators pay VAT on what guests pay.',
  'vat.flatRatePercent': 'Flat Rate Scheme percentage of VAT-inclusive takings (10.5% for accommodation).',
  'perStay.cleaning': 'Paid to your cleaner for each changeover.',
  'perStay.laundry': 'Linen and towels for each changeover.',
  'perStay.consumables': 'Guest supplies for each stay.',
  managementFeePercent: 'A manager’s fee, as a share of revenue less VAT.',
  maintenancePercent: 'Repairs budget, as a share of revenue less VAT.',
  maintenanceMonthly: 'A fixed maintenance pot a month, with or instead of the percentage.',
  'fixedMonthly.utilities': 'Energy and water, a month.',
  'fixedMonthly.councilTaxOrRates': 'Council tax or business rates, a month.',
  'fixedMonthly.insurance': 'Annual premium divided by 12.',
  'fixedMonthly.internet': 'Broadband and TV, a month.',
  'fixedMonthly.software': 'Channel manager, pricing and guest messaging tools, a month.',
  'fixedMonthly.licences': 'Licences and registrations, divided by 12.',
  'fixedMonthly.serviceCharge': 'Service charge and ground rent, a month.',
  'fixedMonthly.accountancy': 'Bookkeeping and accounts, a month.',
  'fixedMonthly.other': 'Any other running cost, a month.',
  'growth.revenuePercent': 'How much revenue grows each year in years 2–5.',
  'growth.costPercent': 'How much costs and rent grow each year in years 2–5.',
  'setup.furniture': 'Furniture and furnishings.',
  'setup.refurbishment': 'Building work before launch.',
  'setup.photography': 'Photos and listing set-up.',
  'setup.compliance': 'Fire, gas and electrical certificates, alarms.',
  'setup.initialStock': 'First linen and consumables.',
  'setup.legalFees': 'Solicitor and contract costs.',
  'setup.survey': 'Survey or valuation.',
  'setup.sourcingFee': "A deal sourcer's fee.",
  'setup.brokerFees': 'Broker and lender fees not added to the loan.',
  'setup.other': 'Anything else paid before launch.',
  'setup.contingencyPercent': 'A buffer on furniture, refurbishment, photos, compliance, stock and other.',
  'mortgage.loanAmount': 'The amount borrowed (at most the price).',
  'mortgage.interestRatePercent': 'Yearly interest rate.',
  'mortgage.repayment': 'Interest-only pays interest; repayment also pays the loan off over the term.',
  'mortgage.termYears': 'Years to repay (repayment mortgages).',
  'partners.splitMode': 'How each year’s cash is shared between the partners.',
  'partners.prefRatePercent': 'Yearly return paid on unreturned capital before any split.',
  'partners.years': 'Years of distributions shown.',
  'partners.members.*.name': 'Who this partner is.',
  'partners.members.*.capital': 'Cash this partner puts in.',
  'partners.members.*.profitSharePercent': 'Their share of the split; all shares add up to 100%.',
};

/** The help line of a field path such as `seasons.low.rate` or `partners.members.1.capital`. */
export function fieldHelp(path: string): string | undefined {
  const pattern = path
    .split('.')
    .map((part, index, parts) =>
      /^\d+$/.test(part) || (parts[0] === 'seasons' && index === 1 && part !== 'tierOfMonth') ? '*' : part,
    )
    .join('.');
  return FIELD_HELP[pattern];
}
