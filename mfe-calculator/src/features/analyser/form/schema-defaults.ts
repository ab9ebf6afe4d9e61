import { DEAL_TIERS } from '@pac/contracts';

/**
 * What the schema (deal-input.ts) counts a field left empty as, shown as the field's placeholder. A table rather
 * than a parse of the schema, because the schema is not part of the analyser's first paint;
 * schema-defaults.test.ts checks every entry against the schema. Fields without a default (the deal's name, the
 * price, the rent, the nightly rates) have none here. Paths are written with `*` for a list index.
 */
const EMPTY_FIELD_VALUES: Record<string, number | (() => number)> = {
  forecastYear: () => new Date().getUTCFullYear(),
  launchMonth: 1,
  'purchase.manualTransactionTax': 0,
  'tenancy.rentFreeMonths': 0,
  'tenancy.deposit': 0,
  'tenancy.preLaunchRentMonths': 0,
  'blockedNights.*': 0,
  ...Object.fromEntries(
    DEAL_TIERS.flatMap((tier) => [
      [`seasons.${tier}.occupancy`, 0],
      [`seasons.${tier}.averageStay`, 2.5],
    ]),
  ),
  guestCleaningFee: 0,
  otherIncomeMonthly: 0,
  platformFeePercent: 15.5,
  managementFeePercent: 0,
  'vat.flatRatePercent': 10.5,
  'perStay.cleaning': 0,
  'perStay.laundry': 0,
  'perStay.consumables': 0,
  maintenancePercent: 0,
  maintenanceMonthly: 0,
  'fixedMonthly.utilities': 0,
  'fixedMonthly.councilTaxOrRates': 0,
  'fixedMonthly.insurance': 0,
  'fixedMonthly.internet': 0,
  'fixedMonthly.software': 0,
  'fixedMonthly.licences': 0,
  'fixedMonthly.serviceCharge': 0,
  'fixedMonthly.accountancy': 0,
  'fixedMonthly.other': 0,
  'setup.furniture': 0,
  'setup.refurbishment': 0,
  'setup.photography': 0,
  'setup.compliance': 0,
  'setup.initialStock': 0,
  'setup.legalFees': 0,
  'setup.survey': 0,
  'setup.sourcingFee': 0,
  'setup.brokerFees': 0,
  'setup.other': 0,
  'setup.contingencyPercent': 0,
  'mortgage.loanAmount': 0,
  'mortgage.interestRatePercent': 0,
  'mortgage.termYears': 25,
  'exit.capitalGrowthPercent': 3,
  'exit.sellingCostsPercent': 2,
  'stress.ratePoints': 3,
  'tax.otherIncome': 0,
  'growth.revenuePercent': 0,
  'growth.costPercent': 0,
  'partners.prefRatePercent': 8,
  'partners.years': 5,
  'partners.members.*.capital': 0,
  'partners.members.*.profitSharePercent': 0,
};

/** The table's key of a field path: `blockedNights.3` → `blockedNights.*`. */
export const emptyFieldKey = (path: string) =>
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? '*' : part))
    .join('.');

/** The keys of the table (for its test). */
export const EMPTY_FIELD_KEYS = Object.keys(EMPTY_FIELD_VALUES);

/** "15.5" for `platformFeePercent`; undefined for fields without a default (rates, price, rent, names). */
export function schemaDefaultText(path: string): string | undefined {
  const value = EMPTY_FIELD_VALUES[emptyFieldKey(path)];
  if (value === undefined) return undefined;
  return String(typeof value === 'function' ? value() : value);
}
