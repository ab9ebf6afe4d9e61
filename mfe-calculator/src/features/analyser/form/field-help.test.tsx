import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LATER_STEP_HELP } from '../steps/later-step-help.js';
import { FieldHelpProvider, useFieldHelp } from './field-help.js';

const inLaterStep = ({ children }: { children: ReactNode }) => (
  <FieldHelpProvider value={LATER_STEP_HELP}>{children}</FieldHelpProvider>
);

describe('help lines', () => {
  it("of the deal's name and step 1 come with the first paint", () => {
    expect(renderHook(() => useFieldHelp('name')).result.current).toMatch(/saved deals/);
    expect(renderHook(() => useFieldHelp('tenancy.deposit')).result.current).toMatch(/deposit/);
    expect(renderHook(() => useFieldHelp('blockedNights.3')).result.current).toMatch(/Nights not for let/);
  });

  it('of steps 2-5 come with those steps, by path pattern', () => {
    expect(renderHook(() => useFieldHelp('seasons.low.rate')).result.current).toBeUndefined();
    const rate = renderHook(() => useFieldHelp('seasons.low.rate'), { wrapper: inLaterStep });
    expect(rate.result.current).toMatch(/a night/);
    const capital = renderHook(() => useFieldHelp('partners.members.2.capital'), { wrapper: inLaterStep });
    expect(capital.result.current).toMatch(/Cash this partner puts in/);
    const tier = renderHook(() => useFieldHelp('seasons.tierOfMonth.5'), { wrapper: inLaterStep });
    expect(tier.result.current).toMatch(/season each calendar month/);
  });
});
