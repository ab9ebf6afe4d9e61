/**
 * Names of the deal calculator's fields, tiers and months: the analyser's labels and the
 * names in error texts. Apart from the messages, so a page that only labels fields takes no message texts with it.
 */

export const DEAL_TIERS = ['low', 'medium', 'high'] as const;
export type DealTier = (typeof DEAL_TIERS)[number];

export const TIER_NAMES: Record<DealTier, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Field labels by input key (the analyser's labels and the names in error texts). */
export const DEAL_FIELD_LABELS: Record<string, string> = {
  name: 'Deal name',
  nation: 'Nation',
  inGreaterLondon: 'In Greater London',
  entireHome: 'Entire home',
  model: 'Acquisition model',
  forecastYear: 'Forecast year',
  launchMonth: 'Launch month',
  purchase: 'Purchase',
  price: 'Purchase price',
  additionalProperty: 'Additional property',
  nonUkResident: 'Non-UK resident buyer',
  company: 'Company buyer',
  manualTransactionTax: 'Transaction tax',
  tenancy: 'Tenancy',
  monthlyRent: 'Monthly rent',
  rentFreeMonths: 'Rent-free months',
  deposit: 'Deposit',
  includeDepositInCashInvested: 'Count the deposit in cash invested',
  preLaunchRentMonths: 'Pre-launch rent months',
  blockedNights: 'Blocked nights',
  seasons: 'Seasons',
  tierOfMonth: 'Demand tier of each month',
  low: 'Low season',
  medium: 'Medium season',
  high: 'High season',
  rate: 'Nightly rate',
  occupancy: 'Occupancy',
  averageStay: 'Average stay',
  guestCleaningFee: 'Guest cleaning fee',
  otherIncomeMonthly: 'Other income',
  platformFeePercent: 'Platform fee',
  managementFeePercent: 'Management fee',
  vat: 'VAT',
  mode: 'VAT status',
  flatRatePercent: 'Flat rate',
  perStay: 'Costs per stay',
  cleaning: 'Cleaning',
  laundry: 'Laundry',
  consumables: 'Consumables',
  maintenancePercent: 'Maintenance',
  maintenanceMonthly: 'Monthly maintenance',
  fixedMonthly: 'Fixed monthly costs',
  utilities: 'Utilities',
  councilTaxOrRates: 'Council tax or business rates',
  insurance: 'Insurance',
  internet: 'Internet',
  software: 'Software',
  licences: 'Licences',
  serviceCharge: 'Service charge',
  accountancy: 'Accountancy',
  other: 'Other',
  setup: 'Set-up costs',
  furniture: 'Furniture',
  refurbishment: 'Refurbishment',
  photography: 'Photography',
  compliance: 'Compliance',
  initialStock: 'Initial stock',
  legalFees: 'Legal fees',
  survey: 'Survey',
  sourcingFee: 'Sourcing fee',
  brokerFees: 'Broker and lender fees',
  contingencyPercent: 'Contingency',
  mortgage: 'Mortgage',
  loanAmount: 'Loan amount',
  interestRatePercent: 'Interest rate',
  repayment: 'Repayment type',
  termYears: 'Mortgage term',
  growth: 'Growth',
  revenuePercent: 'Revenue growth',
  costPercent: 'Cost growth',
  partners: 'Partners',
  splitMode: 'Split mode',
  prefRatePercent: 'Preferred return',
  years: 'Partnership years',
  members: 'Partners',
  capital: 'Capital',
  profitSharePercent: 'Profit share',
  exit: 'Exit',
  capitalGrowthPercent: 'Capital growth',
  sellingCostsPercent: 'Selling costs',
  stress: 'Stress test',
  ratePoints: 'Stress test rise',
  sensitivity: 'Sensitivity',
  rateSteps: 'Rate steps',
  occupancySteps: 'Occupancy steps',
  refinance: 'Refinance',
  afterMonths: 'Refinance after',
  valuation: 'Valuation',
  loanToValuePercent: 'Loan to value',
  fees: 'Refinance fees',
  tax: 'Tax',
  owner: 'Owner for tax',
  otherIncome: 'Other taxable income',
  scottishTaxpayer: 'Scottish taxpayer',
};

/** The label of a field path such as `seasons.low.rate` or `partners.members.0.capital`. */
export function dealFieldLabel(path: readonly (string | number)[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    // Own keys only: a path segment such as "constructor" must not find Object's function.
    if (typeof key === 'string' && Object.hasOwn(DEAL_FIELD_LABELS, key)) return DEAL_FIELD_LABELS[key]!;
  }
  return 'This field';
}
