import { DEAL_TIERS, DEAL_FIELD_LABELS, VAT_MODES, VAT_MODE_NAMES, type DealTier } from '@pac/contracts';
import { useFieldValue } from '../form/field-binding.js';
import { SelectField } from '../form/choice-fields.js';
import { NumberField } from '../form/number-field.js';
import { MonthTierPicker } from './month-tier-picker.js';
import { RevenueEvidence } from './revenue-evidence.js';
import { FieldGroup } from './step-section.js';

const VAT_OPTIONS = VAT_MODES.map((mode) => ({ value: mode, label: VAT_MODE_NAMES[mode] }));

/**
 * Step 2: the three demand tiers, which months fall in each, what guests pay besides the nightly rate, and the
 * comparables that back the rates and occupancies.
 */
export function RevenueStep() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {DEAL_TIERS.map((tier) => (
          <SeasonFields key={tier} tier={tier} />
        ))}
      </div>
      <MonthTierPicker />
      <FieldGroup legend="Fees and other income">
        <NumberField name="guestCleaningFee" unit="pounds" per="stay" />
        <NumberField name="otherIncomeMonthly" unit="pounds" per="month" />
        <NumberField name="platformFeePercent" unit="percent" />
      </FieldGroup>
      <VatFields />
      <RevenueEvidence />
    </>
  );
}

/** One tier's rate, occupancy and average stay; the rate's label names the tier ("Low season nightly rate"). */
function SeasonFields({ tier }: { tier: DealTier }) {
  return (
    <FieldGroup legend={DEAL_FIELD_LABELS[tier] ?? tier} className="grid gap-4">
      <NumberField name={`seasons.${tier}.rate`} unit="pounds" per="night" />
      <NumberField name={`seasons.${tier}.occupancy`} unit="percent" />
      <NumberField name={`seasons.${tier}.averageStay`} unit="nights" />
    </FieldGroup>
  );
}

function VatFields() {
  const flatRate = useFieldValue('vat.mode', (mode) => mode === 'flat_rate');
  return (
    <FieldGroup legend="VAT">
      <SelectField name="vat.mode" options={VAT_OPTIONS} />
      {flatRate ? <NumberField name="vat.flatRatePercent" unit="percent" /> : null}
    </FieldGroup>
  );
}
