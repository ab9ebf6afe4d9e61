import { MortgageFields } from './mortgage-fields.js';
import { PartnerFields } from './partner-fields.js';

/** Step 5: the mortgage (purchases) and the JV partnership. */
export function FinancingStep() {
  return (
    <>
      <MortgageFields />
      <PartnerFields />
    </>
  );
}
