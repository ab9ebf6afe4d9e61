import { DEAL_FIELD_LABELS, DEAL_TIERS, MONTH_NAMES, dealFieldLabel, type DealTier } from '@pac/contracts';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const isTier = (key: string | undefined): key is DealTier => DEAL_TIERS.includes(key as DealTier);
const monthName = (index: string) => MONTH_NAMES[Number(index)] ?? `Month ${Number(index) + 1}`;
const labelOf = (key: string) => DEAL_FIELD_LABELS[key] ?? key;

/**
 * The name a field has on screen, as its label and in the list of what to fix: the contracts' label, qualified
 * where a label alone would be ambiguous ("Low season nightly rate", "Blocked nights in March", "Partner 2 capital",
 * "Other fixed costs"). Tests and assistive technology find the inputs by these names.
 */
export function fieldTitle(path: string): string {
  const [first, second, third, fourth] = path.split('.');
  if (first === 'seasons' && second === 'tierOfMonth' && third !== undefined)
    return `${monthName(third)} demand tier`;
  if (first === 'seasons' && isTier(second) && third !== undefined)
    return `${labelOf(second)} ${lowerFirst(labelOf(third))}`;
  if (first === 'blockedNights' && second !== undefined) return `Blocked nights in ${monthName(second)}`;
  if (first === 'partners' && second === 'members' && third !== undefined && fourth !== undefined)
    return `Partner ${Number(third) + 1} ${fourth === 'name' ? 'name' : lowerFirst(labelOf(fourth))}`;
  if (first === 'fixedMonthly' && second === 'other') return 'Other fixed costs';
  if (first === 'setup' && second === 'other') return 'Other set-up costs';
  if (first === 'purchase' && second === 'manualTransactionTax') return 'Transaction tax (entered by hand)';
  // The refinance's loan terms beside the first mortgage's: named apart.
  if (first === 'refinance' && second === 'interestRatePercent') return 'Refinance interest rate';
  if (first === 'refinance' && second === 'repayment') return 'Refinance repayment type';
  if (first === 'refinance' && second === 'termYears') return 'Refinance term';
  return dealFieldLabel(path.split('.'));
}
