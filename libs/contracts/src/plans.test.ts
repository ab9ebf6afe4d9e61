import { describe, expect, it } from 'vitest';
import {
  USER_PLANS,
  addOnRefusal,
  analysisLimitsOf,
  findPlan,
  hasApiAccess,
  isExecutivePlan,
  planDisplayName,
  planValuesOf,
} from './plans.js';

describe('the Executive plan under both of its record values', () => {
  it('every rule that knows Executive treats enterprise_plus as the same plan', () => {
    const executiveValues = USER_PLANS.filter((plan) => findPlan(plan)?.id === 'executive');
    expect(executiveValues).toEqual(['executive', 'enterprise_plus']);
    for (const plan of USER_PLANS) {
      const executive = executiveValues.includes(plan);
      expect(isExecutivePlan(plan), plan).toBe(executive);
      expect(hasApiAccess(plan), plan).toBe(executive);
      // The Executive filter takes in both values; asking for enterprise_plus itself stays that precise.
      expect(planValuesOf(plan), plan).toEqual(plan === 'executive' ? executiveValues : [plan]);
      if (executive) {
        expect(planDisplayName(plan)).toBe(findPlan('executive')?.name);
        expect(analysisLimitsOf(plan)).toEqual({ calculations: null, exports: null });
        expect(addOnRefusal({ plan, planStatus: 'active', ownsLiveCalls: false })).toBe(
          'includedInExecutive',
        );
      }
    }
  });
});
