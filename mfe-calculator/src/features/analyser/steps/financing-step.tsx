import { DecisionFields } from './decision-fields.js';
import { MortgageFields } from './mortgage-fields.js';
import { PartnerFields } from './partner-fields.js';

/** Step 5: the mortgage (purchases), the exit, stress test, refinance and tax, and the JV partnership. */
export function FinancingStep() {
  return (
    <>
      <MortgageFields />
      <DecisionFields />
      <PartnerFields />
    </>
  );
}
