import { type DealInputDraft } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { expectMoney, expectRounded, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_C } from './worked-examples.js';

// Example C (EXAMPLE_C): a 5-bed contractor house on rent-to-rent grossing £94,487.60, over the VAT threshold.
const withVat = (vat: DealInputDraft['vat']) => analyseDeal(parsed({ ...EXAMPLE_C, vat }));

describe('Example C: 5-bed contractor house, over the VAT threshold', () => {
  const cases = [
    {
      mode: 'not_registered',
      vat: 0,
      grossProfit: 76_774.4,
      ncf: 38_374.9,
      breakEven: 38.2,
      maintenance: 3_779.5,
      warnings: ['occupancy_high', 'vat_threshold'],
    },
    {
      mode: 'standard',
      vat: 15_747.93,
      grossProfit: 61_026.47,
      ncf: 23_256.88,
      breakEven: 48.2,
      maintenance: 3_149.59,
      warnings: ['occupancy_high'],
    },
    {
      mode: 'flat_rate',
      vat: 9_921.2,
      grossProfit: 66_853.21,
      ncf: 28_850.55,
      breakEven: 44.0,
      maintenance: 3_382.66,
      warnings: ['occupancy_high'],
    },
  ] as const;

  for (const expected of cases) {
    describe(`VAT ${expected.mode}`, () => {
      const result = withVat({ mode: expected.mode });

      it('earns £94,487.60 over 294.25 nights (ADR £321.11)', () => {
        expectMoney(result.annual.grossRevenue, 94_487.6, 'gross revenue');
        expectMoney(result.annual.nights, 294.25, 'nights');
        expectMoney(result.kpis.adr, 321.11, 'ADR');
        expect(result.annual.cleaningFeeRevenue).toBe(0);
      });

      it('takes VAT, gross profit, NCF and maintenance on G − VAT as worked by hand', () => {
        expectMoney(result.annual.vat, expected.vat, 'VAT');
        expectMoney(result.annual.grossProfit, expected.grossProfit, 'gross profit');
        expectMoney(result.annual.netOperatingIncome, expected.ncf, 'NOI');
        expectMoney(result.annual.netCashFlow, expected.ncf, 'NCF');
        expectMoney(result.annual.maintenance, expected.maintenance, 'maintenance');
        expectRounded(result.kpis.breakEvenOccupancyPercent, expected.breakEven, 1, 'break-even');
      });

      it('warns of high occupancy, and of the VAT threshold only when not registered', () => {
        expect(result.warnings.map((warning) => warning.code)).toEqual(expected.warnings);
      });
    });
  }

  it('takes G ÷ 6 month by month under standard VAT', () => {
    const result = withVat({ mode: 'standard' });
    for (const month of result.months) expect(month.vat).toBeCloseTo(month.grossRevenue / 6, 9);
  });

  it('takes 9.5 % in the first Flat Rate year: £8,976.32', () => {
    expectMoney(withVat({ mode: 'flat_rate', flatRatePercent: 9.5 }).annual.vat, 8_976.32, 'VAT');
  });

  it('has no cash invested, so no ROI, and pays back in month 1', () => {
    const result = withVat({ mode: 'not_registered' });
    expect(result.cashInvested).toEqual({
      total: 0,
      transactionTax: 0,
      lines: [],
      transactionTaxMethod: 'none',
      transactionTaxBands: [],
    });
    expect(result.kpis.grossRoiPercent).toBeNull();
    expect(result.kpis.netRoiPercent).toBeNull();
    expect(result.kpis.cashOnCashPercent).toBeNull();
    expect(result.kpis.simplePaybackMonths).toBe(0);
    expect(result.kpis.paybackMonth).toBe(1);
  });
});
