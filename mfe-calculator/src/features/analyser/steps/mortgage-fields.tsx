import { useId } from 'react';
import { DEAL_MESSAGES, REPAYMENT_TYPES, type RepaymentType } from '@pac/contracts';
import { type AnalyserValues } from '../form/analyser-values.js';
import { useFieldValue, useReadyForm } from '../form/field-binding.js';
import { SelectField } from '../form/choice-fields.js';
import { NumberField } from '../form/number-field.js';
import { FieldGroup } from './step-section.js';

const REPAYMENT_NAMES: Record<RepaymentType, string> = {
  interest_only: 'Interest-only',
  repayment: 'Repayment',
};
const REPAYMENT_OPTIONS = REPAYMENT_TYPES.map((type) => ({ value: type, label: REPAYMENT_NAMES[type] }));

/** A holiday-let mortgage to start from: 75 % of the price (the usual maximum LTV), 5.5 %, interest-only, 25 years. */
function startingMortgage(price: unknown): NonNullable<AnalyserValues['mortgage']> {
  const loanAmount = typeof price === 'number' && price > 0 ? Math.round(price * 0.75) : 0;
  return { loanAmount, interestRatePercent: 5.5, repayment: 'interest_only', termYears: 25 };
}

/** The mortgage of a purchase, switched on and off; a tenancy has none (a mortgage on one is an error). */
export function MortgageFields() {
  const { setValue, getValues } = useReadyForm();
  const model = useFieldValue('model');
  const hasMortgage = useFieldValue('mortgage', (mortgage) => mortgage !== undefined);
  const repayment = useFieldValue('mortgage.repayment');
  const toggleId = useId();

  if (model !== 'purchase')
    return (
      <FieldGroup legend="Mortgage" className="grid">
        <p className="text-sm text-muted-foreground">{DEAL_MESSAGES.mortgageOnTenancy}</p>
      </FieldGroup>
    );

  return (
    <FieldGroup legend="Mortgage">
      <div className="flex items-start gap-2 sm:col-span-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={hasMortgage}
          onChange={(event) =>
            setValue(
              'mortgage',
              event.target.checked ? startingMortgage(getValues('purchase.price')) : undefined,
              { shouldDirty: true },
            )
          }
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <label htmlFor={toggleId} className="text-sm font-medium leading-snug">
          Finance the purchase with a mortgage
        </label>
      </div>
      {hasMortgage ? (
        <>
          <NumberField name="mortgage.loanAmount" unit="pounds" />
          <NumberField name="mortgage.interestRatePercent" unit="percent" per="year" />
          <SelectField name="mortgage.repayment" options={REPAYMENT_OPTIONS} deps="mortgage.termYears" />
          {repayment === 'repayment' ? <NumberField name="mortgage.termYears" unit="years" /> : null}
        </>
      ) : null}
    </FieldGroup>
  );
}
