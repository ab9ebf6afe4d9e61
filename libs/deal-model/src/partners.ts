import { type DealPartners, type DealPartnersResult, type PartnerAllocation } from '@pac/contracts';
import { type Arithmetic, fractionOf, type Num } from './arithmetic.js';
import { allocatePence } from './allocate-pence.js';
import { asScaledIntegers, divideWhole, EXACT_LIMIT } from './exact-integers.js';

interface MemberPence {
  pref: number;
  capital: number;
  split: number;
}

const pounds = (pence: number) => pence / 100;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const allocation = (name: string, pence: MemberPence): PartnerAllocation => ({
  name,
  pref: pounds(pence.pref),
  capital: pounds(pence.capital),
  split: pounds(pence.split),
  total: pounds(pence.pref + pence.capital + pence.split),
});

/** A year's preferred return on `capitalPence` (simple interest, not compounded), rounded half-up to pence. */
function prefOn<T extends Num<T>>(
  arith: Arithmetic<T>,
  capitalPence: number,
  prefRatePercent: number,
): number {
  if (capitalPence === 0 || prefRatePercent === 0) return 0;
  const rate = asScaledIntegers([prefRatePercent]);
  const denominator = 100 * (rate?.scale ?? 1);
  const numerator = capitalPence * (rate?.integers[0] ?? 0);
  if (rate && numerator < EXACT_LIMIT) {
    const { quotient, remainder } = divideWhole(numerator, denominator);
    return 2 * remainder >= denominator ? quotient + 1 : quotient;
  }
  return arith.toNumber(arith.of(capitalPence).times(fractionOf(arith, prefRatePercent)).round());
}

/**
 * JV distributions, in whole pence. Each year's distributable is what the cumulative annual NCF (unrounded,
 * grown) adds over what was already paid out, rounded half-up to pence, never below 0 (no clawbacks). Buckets in
 * order: preferred return (pref_then_split), capital (capital_first, pref_then_split), then the split by profit
 * share; each bucket is shared in pence on its own.
 */
export function partnerDistributions<T extends Num<T>>(
  arith: Arithmetic<T>,
  partners: DealPartners,
  annualNetCashFlow: (year: number) => T,
): DealPartnersResult {
  const members = partners.members;
  const mode = partners.splitMode;
  const shares = members.map((member) => member.profitSharePercent);
  const unreturned = members.map((member) =>
    member.capital === 0 ? 0 : arith.toNumber(arith.of(member.capital).times(arith.hundred).round()),
  );
  const prefOwed = members.map(() => 0);
  const totals: MemberPence[] = members.map(() => ({ pref: 0, capital: 0, split: 0 }));

  const years: DealPartnersResult['years'] = [];
  let cumulative = arith.zero;
  let distributed = 0;
  for (let year = 1; year <= partners.years; year++) {
    cumulative = cumulative.plus(annualNetCashFlow(year));
    const distributable = Math.max(0, arith.toNumber(cumulative.times(arith.hundred).round()) - distributed);
    distributed += distributable;
    let remaining = distributable;
    const paid: MemberPence[] = members.map(() => ({ pref: 0, capital: 0, split: 0 }));

    if (mode === 'pref_then_split') {
      // Simple interest on the capital unreturned at the start of the year, plus what is still owed;
      // a shortfall is shared pro rata to the pref due.
      const due = unreturned.map(
        (capital, index) => prefOwed[index]! + prefOn(arith, capital, partners.prefRatePercent),
      );
      const prefPaid = remaining >= sum(due) ? due : allocatePence(arith, remaining, due);
      prefPaid.forEach((amount, index) => {
        paid[index]!.pref = amount;
        prefOwed[index] = due[index]! - amount;
        remaining -= amount;
      });
    }

    if (mode !== 'straight' && remaining > 0) {
      // Capital back pro rata to what each capital partner has still to get back.
      const capitalPaid =
        remaining >= sum(unreturned) ? [...unreturned] : allocatePence(arith, remaining, unreturned);
      capitalPaid.forEach((amount, index) => {
        paid[index]!.capital = amount;
        unreturned[index] = unreturned[index]! - amount;
        remaining -= amount;
      });
    }

    allocatePence(arith, remaining, shares).forEach((amount, index) => {
      paid[index]!.split = amount;
    });

    paid.forEach((amounts, index) => {
      const total = totals[index]!;
      total.pref += amounts.pref;
      total.capital += amounts.capital;
      total.split += amounts.split;
    });
    years.push({
      year,
      distributable: pounds(distributable),
      members: members.map((member, index) => allocation(member.name, paid[index]!)),
    });
  }

  return { years, totals: members.map((member, index) => allocation(member.name, totals[index]!)) };
}
