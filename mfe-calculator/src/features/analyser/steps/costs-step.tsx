import { NumberField } from '../form/number-field.js';
import { FieldGroup } from './step-section.js';

const FIXED_MONTHLY = [
  'utilities',
  'councilTaxOrRates',
  'insurance',
  'internet',
  'software',
  'licences',
  'serviceCharge',
  'accountancy',
  'other',
] as const;

/** Step 3: per-stay costs, the percentage costs, fixed monthly costs and growth for years 2-5. */
export function CostsStep() {
  return (
    <>
      <FieldGroup legend="Costs per stay" description="Paid at every changeover.">
        <NumberField name="perStay.cleaning" unit="pounds" per="stay" />
        <NumberField name="perStay.laundry" unit="pounds" per="stay" />
        <NumberField name="perStay.consumables" unit="pounds" per="stay" />
      </FieldGroup>
      <FieldGroup legend="Management and maintenance">
        {/* The platform, management and maintenance percentages must total under 100 (checked on the platform fee). */}
        <NumberField name="managementFeePercent" unit="percent" deps="platformFeePercent" />
        <NumberField name="maintenancePercent" unit="percent" deps="platformFeePercent" />
        <NumberField name="maintenanceMonthly" unit="pounds" per="month" />
      </FieldGroup>
      <FieldGroup legend="Fixed monthly costs">
        {FIXED_MONTHLY.map((item) => (
          <NumberField key={item} name={`fixedMonthly.${item}`} unit="pounds" per="month" />
        ))}
      </FieldGroup>
      <FieldGroup legend="Growth for years 2–5">
        <NumberField name="growth.revenuePercent" unit="percent" per="year" />
        <NumberField name="growth.costPercent" unit="percent" per="year" />
      </FieldGroup>
    </>
  );
}
