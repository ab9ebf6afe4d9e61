import { useId } from 'react';
import {
  REFINANCE_DEFAULTS,
  REPAYMENT_TYPES,
  SENSITIVITY_DEFAULT_STEPS,
  TAX_OWNERS,
  TAX_OWNER_NAMES,
} from '@pac/contracts';
import { useFieldValue, useReadyForm } from '../form/field-binding.js';
import { CheckboxField, SelectField } from '../form/choice-fields.js';
import { NumberField } from '../form/number-field.js';
import { StepsField } from '../form/steps-field.js';
import { FieldGroup } from './step-section.js';

const REPAYMENT_OPTIONS = REPAYMENT_TYPES.map((type) => ({
  value: type,
  label: type === 'repayment' ? 'Repayment' : 'Interest-only',
}));
const OWNER_OPTIONS = TAX_OWNERS.map((owner) => ({ value: owner, label: TAX_OWNER_NAMES[owner] }));

/**
 * A9.2's inputs in the Financing step: the exit, the stress test and a refinance for a purchase (a tenancy has
 * none of them), then who owns the deal for the after-tax figures, and the sensitivity grid's steps.
 */
export function DecisionFields() {
  const model = useFieldValue('model');
  return (
    <>
      {model === 'purchase' ? (
        <>
          <FieldGroup legend="Exit and stress test">
            <NumberField name="exit.capitalGrowthPercent" unit="percent" per="year" />
            <NumberField name="exit.sellingCostsPercent" unit="percent" />
            <NumberField name="stress.ratePoints" unit="points" />
          </FieldGroup>
          <RefinanceFields />
        </>
      ) : null}
      <TaxFields />
      <SensitivityFields />
    </>
  );
}

function RefinanceFields() {
  const { setValue } = useReadyForm();
  const hasRefinance = useFieldValue('refinance', (refinance) => refinance !== undefined);
  const repayment = useFieldValue('refinance.repayment');
  const toggleId = useId();
  return (
    <FieldGroup legend="Refinance">
      <div className="flex items-start gap-2 sm:col-span-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={hasRefinance}
          onChange={(event) =>
            setValue('refinance', event.target.checked ? { ...REFINANCE_DEFAULTS } : undefined, {
              shouldDirty: true,
            })
          }
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <label htmlFor={toggleId} className="text-sm font-medium leading-snug">
          Model a refinance after the works
        </label>
      </div>
      {hasRefinance ? (
        <>
          <NumberField name="refinance.afterMonths" unit="months" />
          <NumberField name="refinance.valuation" unit="pounds" />
          <NumberField name="refinance.loanToValuePercent" unit="percent" />
          <NumberField name="refinance.interestRatePercent" unit="percent" per="year" />
          <SelectField name="refinance.repayment" options={REPAYMENT_OPTIONS} deps="refinance.termYears" />
          {repayment === 'repayment' ? <NumberField name="refinance.termYears" unit="years" /> : null}
          <NumberField name="refinance.fees" unit="pounds" />
        </>
      ) : null}
    </FieldGroup>
  );
}

function TaxFields() {
  const owner = useFieldValue('tax.owner');
  return (
    <FieldGroup legend="Tax">
      <SelectField name="tax.owner" options={OWNER_OPTIONS} />
      {owner === 'individual' ? (
        <>
          <NumberField name="tax.otherIncome" unit="pounds" per="year" />
          <CheckboxField name="tax.scottishTaxpayer" />
        </>
      ) : null}
    </FieldGroup>
  );
}

// Shown while a list is empty: the schema's default steps.
const DEFAULT_STEPS_TEXT = SENSITIVITY_DEFAULT_STEPS.join(', ');

function SensitivityFields() {
  return (
    <FieldGroup legend="Sensitivity grid">
      <StepsField name="sensitivity.rateSteps" unit="% of the rate" placeholder={DEFAULT_STEPS_TEXT} />
      <StepsField name="sensitivity.occupancySteps" unit="points" placeholder={DEFAULT_STEPS_TEXT} />
    </FieldGroup>
  );
}
