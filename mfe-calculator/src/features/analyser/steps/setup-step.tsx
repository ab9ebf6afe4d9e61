import { isTenancyModel, SETUP_ITEMS, type DealModel } from '@pac/contracts';
import { useFieldValue } from '../form/field-binding.js';
import { NumberField } from '../form/number-field.js';
import { FieldGroup } from './step-section.js';

/** Step 4: what is spent before the first guest; with the acquisition's own cash it makes the cash invested. */
export function SetupStep() {
  const tenancy = useFieldValue('model', (model) => Boolean(model) && isTenancyModel(model as DealModel));
  const alsoCounted = tenancy
    ? 'Cash invested also counts the deposit (unless you excluded it) and the pre-launch rent from step 1.'
    : 'Cash invested also counts the price less the loan, and the stamp duty.';
  return (
    <FieldGroup legend="Set-up costs" description={alsoCounted}>
      {SETUP_ITEMS.map((item) => (
        <NumberField key={item} name={`setup.${item}`} unit="pounds" />
      ))}
      <NumberField name="setup.contingencyPercent" unit="percent" />
    </FieldGroup>
  );
}
