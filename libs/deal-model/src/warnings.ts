import {
  DEAL_TIERS,
  DEAL_WARNING_CODES,
  type DealAnnual,
  type DealInput,
  type DealKpis,
  type DealStress,
  type DealTier,
  type DealWarning,
  type DealWarningCode,
  isTenancyModel,
  REFINANCE_LTV_HIGH,
  STRESS_ICR_FLOOR,
} from '@pac/contracts';
import { formatList, formatNumber, formatPercent, formatPounds } from './display-format.js';

export interface WarningFacts {
  input: DealInput;
  annual: DealAnnual;
  kpis: DealKpis;
  transactionTax: number;
  stress: DealStress | null;
}

type WarningRule = (facts: WarningFacts) => string | null;

const usedTiers = (input: DealInput): DealTier[] =>
  DEAL_TIERS.filter((tier) => input.seasons.tierOfMonth.includes(tier));

const seasons = (tiers: readonly DealTier[]) =>
  `${formatList(tiers)} season${tiers.length === 1 ? "'s" : "s'"}`;

/** One rule per warning code, in DEAL_WARNING_CODES' order (the order warnings are listed); each answers its message or null. */
const RULES: Record<DealWarningCode, WarningRule> = {
  occupancy_high: ({ input }) => {
    const tiers = usedTiers(input).filter((tier) => input.seasons[tier].occupancy > 85);
    if (tiers.length === 0) return null;
    const values = formatList(tiers.map((tier) => formatPercent(input.seasons[tier].occupancy)));
    return tiers.length === 1
      ? `The ${seasons(tiers)} occupancy of ${values} is above 85%: high occupancy can mean the rate is too low.`
      : `The ${seasons(tiers)} occupancies of ${values} are above 85%: high occupancy can mean the rates are too low.`;
  },
  occupancy_low: ({ kpis }) =>
    kpis.occupancyPercent !== null && kpis.occupancyPercent < 40
      ? `Blended occupancy of ${formatPercent(kpis.occupancyPercent)} is below 40%; UK serviced accommodation typically runs at 55–70%.`
      : null,
  adr_unusual: ({ kpis }) =>
    kpis.adr !== null && (kpis.adr < 40 || kpis.adr > 500)
      ? `The average daily rate of ${formatPounds(kpis.adr)} is outside the usual £40–£500: check the nightly rates.`
      : null,
  rates_not_ordered: ({ input }) => {
    const { low, medium, high } = input.seasons;
    if (low.rate === undefined || medium.rate === undefined || high.rate === undefined) return null;
    if (low.rate <= medium.rate && medium.rate <= high.rate) return null;
    return `Nightly rates are out of order (low ${formatPounds(low.rate)}, medium ${formatPounds(medium.rate)}, high ${formatPounds(high.rate)}): the low season usually costs least and the high season most.`;
  },
  cleaning_cost_unusual: ({ input }) => {
    const cleaning = input.perStay.cleaning;
    return cleaning > 0 && (cleaning < 25 || cleaning > 200)
      ? `Cleaning at ${formatPounds(cleaning)} a stay is outside the usual £25–£200 for a UK changeover clean.`
      : null;
  },
  long_stays_vat: ({ input }) => {
    const tiers = usedTiers(input).filter((tier) => input.seasons[tier].averageStay > 28);
    if (tiers.length === 0) return null;
    const stays = formatList(tiers.map((tier) => formatNumber(input.seasons[tier].averageStay)));
    return `The ${seasons(tiers)} average stay of ${stays} nights is over 28 nights: VAT treatment of long stays differs, and a long stay may become a tenancy.`;
  },
  platform_fee_unusual: ({ input }) =>
    input.platformFeePercent < 3 || input.platformFeePercent > 25
      ? `A platform fee of ${formatPercent(input.platformFeePercent)} is outside the usual 3–25%: enter the effective fee, including any VAT charged on it.`
      : null,
  break_even_high: ({ kpis }) =>
    kpis.breakEvenOccupancyPercent !== null && kpis.breakEvenOccupancyPercent > 65
      ? `Break-even occupancy of ${formatPercent(kpis.breakEvenOccupancyPercent)} is above 65%, leaving little room if bookings fall short; operators aim for 50% or less.`
      : null,
  negative_cash_flow: ({ annual }) =>
    annual.netCashFlow < 0
      ? `Net cash flow is ${formatPounds(annual.netCashFlow)} over the first year: the deal loses money at these assumptions.`
      : null,
  low_cash_on_cash: ({ kpis }) =>
    kpis.cashOnCashPercent !== null && kpis.cashOnCashPercent < 10
      ? `Cash-on-cash return of ${formatPercent(kpis.cashOnCashPercent)} is below the 10% investors usually look for.`
      : null,
  low_dscr: ({ kpis }) =>
    kpis.dscr !== null && kpis.dscr < 1.25
      ? `Debt service cover of ${formatNumber(kpis.dscr, 2)} is below 1.25: net operating income ${kpis.dscr < 1 ? 'does not cover' : 'covers with little margin'} the mortgage payments.`
      : null,
  high_ltv: ({ input }) => {
    const price = input.purchase?.price ?? 0;
    const loan = input.mortgage?.loanAmount ?? 0;
    if (input.model !== 'purchase' || price <= 0 || !(loan / price > 0.75)) return null;
    return `A loan-to-value of ${formatPercent((loan / price) * 100)} is above 75%, the most holiday-let lenders have offered.`;
  },
  vat_threshold: ({ input, annual }) =>
    input.vat.mode === 'not_registered' && annual.grossRevenue > 90_000
      ? `Gross revenue of ${formatPounds(annual.grossRevenue)} is above the £90,000 VAT registration threshold: you would need to register, and VAT would come out of the revenue.`
      : null,
  vat_threshold_near: ({ input, annual }) =>
    input.vat.mode === 'not_registered' && annual.grossRevenue >= 80_000 && annual.grossRevenue <= 90_000
      ? `Gross revenue of ${formatPounds(annual.grossRevenue)} is close to the £90,000 VAT registration threshold, which counts the turnover of all your businesses.`
      : null,
  london_90_nights: ({ input, annual }) =>
    input.inGreaterLondon && input.entireHome && annual.nights > 90
      ? `${formatNumber(annual.nights)} booked nights a year is over 90: an entire home in Greater London needs planning permission for short lets beyond 90 nights a calendar year.`
      : null,
  business_rates_test: ({ input, annual }) =>
    (input.nation === 'england' || input.nation === 'scotland') &&
    (annual.availableNights < 140 || annual.nights < 70)
      ? `With ${formatNumber(annual.availableNights)} nights available and ${formatNumber(annual.nights)} booked, the property is under the 140 available / 70 let test: council tax applies instead of business rates, possibly with a second-home premium.`
      : null,
  wales_thresholds: ({ input, annual }) =>
    input.nation === 'wales' && (annual.availableNights < 252 || annual.nights < 182)
      ? `With ${formatNumber(annual.availableNights)} nights available and ${formatNumber(annual.nights)} booked, the property is under Wales's 252 available / 182 let thresholds: council tax applies, with premiums of up to 300%.`
      : null,
  scotland_licence: ({ input }) =>
    input.nation === 'scotland'
      ? 'Short-term lets in Scotland need a licence from the local council before taking guests.'
      : null,
  transaction_tax_manual: ({ input, transactionTax }) =>
    input.model === 'purchase' && (input.nation === 'scotland' || input.nation === 'wales')
      ? `Transaction tax is not calculated for ${input.nation === 'scotland' ? 'Scotland (LBTT and ADS)' : 'Wales (LTT)'}: the ${formatPounds(transactionTax)} entered is used.`
      : null,
  company_over_500k: ({ input }) =>
    input.model === 'purchase' && input.purchase?.company === true && (input.purchase.price ?? 0) > 500_000
      ? `A company buying a dwelling for over £500,000 may pay a 17% flat rate of stamp duty instead of the banded rates (reliefs exist, e.g. for property rental businesses); it is not applied here.`
      : null,
  deposit_in_cash_invested: ({ input }) => {
    const tenancy = isTenancyModel(input.model) ? input.tenancy : undefined;
    return tenancy && tenancy.includeDepositInCashInvested && tenancy.deposit > 0
      ? `The refundable landlord deposit of ${formatPounds(tenancy.deposit)} is counted in cash invested, which lowers the returns shown.`
      : null;
  },
  stress_icr_low: ({ stress }) =>
    stress && stress.icr !== null && stress.icr < STRESS_ICR_FLOOR
      ? `At the stressed rate of ${formatPercent(stress.ratePercent)}, net operating income covers the interest ${formatNumber(stress.icr, 2)} times, below the ${formatNumber(STRESS_ICR_FLOOR, 2)} buy-to-let lenders usually test for: a rate rise could cut the loan offered or the cash flow.`
      : null,
  refinance_ltv_high: ({ input }) =>
    input.model === 'purchase' && input.refinance && input.refinance.loanToValuePercent > REFINANCE_LTV_HIGH
      ? `A refinance at ${formatPercent(input.refinance.loanToValuePercent)} loan-to-value is above ${REFINANCE_LTV_HIGH}%, the most buy-to-let lenders usually offer.`
      : null,
  tax_scotland_not_modelled: ({ input }) =>
    input.tax.owner === 'individual' && input.tax.scottishTaxpayer
      ? 'Scottish income tax bands are not modelled, so no after-tax figures are shown for a Scottish taxpayer.'
      : null,
};

/** The warnings of a computed deal (worth a look, never blocking), in DEAL_WARNING_CODES' order. */
export function dealWarnings(facts: WarningFacts): DealWarning[] {
  const warnings: DealWarning[] = [];
  for (const code of DEAL_WARNING_CODES) {
    const message = RULES[code](facts);
    if (message !== null) warnings.push({ code, message });
  }
  return warnings;
}
