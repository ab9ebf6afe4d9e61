import { useWatch } from 'react-hook-form';
import { isTenancyModel } from '@pac/contracts';
import { useAnalyserFormContext } from '../form/analyser-form.js';
import { NumberField } from '../form/number-field.js';
import { FieldGroup } from './step-section.js';

const SETUP_ITEMS = [
  'furniture',
  'refurbishment',
  'photography',
  'compliance',
  'initialStock',
  'legalFees',
  'survey',
  'sourcingFee',
  'brokerFees',
  'other',
] as const;

/** Step 4: what is spent before the first guest; with the acquisition's own cash it makes the cash invested. */
export function SetupStep() {
  const { control } = useAnalyserFormContext();
  const model = useWatch({ control, name: 'model' });
  const alsoCounted =
    model && isTenancyModel(model)
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
