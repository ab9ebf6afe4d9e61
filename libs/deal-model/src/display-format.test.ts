import { type DealResult } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import {
  forecastPeriod,
  longDate,
  paybackText,
  pence,
  percent,
  pounds,
  ratio,
  simplePaybackText,
} from './display-format.js';

describe('report number formats (cards in whole pounds, percentages 1 dp, ratios 2 dp)', () => {
  it('prints money half-up, away from zero: pence in tables, whole pounds on cards', () => {
    expect(pence(1063.4085)).toBe('£1,063.41');
    expect(pence(-380.8105)).toBe('−£380.81');
    expect(pence(-10_086.245)).toBe('−£10,086.25');
    expect(pence(1.005)).toBe('£1.01');
    expect(pence(-0.004)).toBe('£0.00');
    expect(pounds(3159.9866)).toBe('£3,160');
    expect(pounds(-860.73)).toBe('−£861');
    expect(pounds(99_899)).toBe('£99,899');
  });

  it('prints percentages to 1 dp and ratios to 2 dp', () => {
    expect(percent(66.7506)).toBe('66.8%');
    expect(percent(35.72)).toBe('35.7%');
    expect(percent(-0.8616)).toBe('−0.9%');
    expect(percent(null)).toBe('n/a');
    expect(ratio(0.93771)).toBe('0.94');
    expect(ratio(1.2563)).toBe('1.26');
  });

  it('names the payback, or why there is none', () => {
    const year = (paybackMonth: number | null, netCashFlow: number) =>
      ({ kpis: { paybackMonth }, annual: { netCashFlow } }) as unknown as Pick<DealResult, 'kpis' | 'annual'>;
    expect(paybackText(year(32, 3159.99))).toBe('Month 32');
    expect(paybackText(year(null, 220.31))).toBe('Not within 10 years');
    expect(paybackText(year(null, -860.73))).toBe('Never at these assumptions');
    expect(simplePaybackText(33.5931)).toBe('33.6 months');
    expect(simplePaybackText(null)).toBe('Never');
  });

  it('prints the forecast period and the date in UK time', () => {
    expect(forecastPeriod({ forecastYear: 2026, launchMonth: 1 })).toBe('Jan 2026 – Dec 2026');
    expect(forecastPeriod({ forecastYear: 2026, launchMonth: 6 })).toBe('Jun 2026 – May 2027');
    expect(longDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
  });
});
