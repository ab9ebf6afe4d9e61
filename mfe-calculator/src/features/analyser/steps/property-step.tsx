import {
  DEAL_MODELS,
  DEAL_MODEL_NAMES,
  MONTH_NAMES,
  NATIONS,
  NATION_NAMES,
  isTenancyModel,
  type DealModel,
} from '@pac/contracts';
import { useFieldValue, type AnalyserPath } from '../form/field-binding.js';
import { CheckboxField, SelectField } from '../form/choice-fields.js';
import { NumberField } from '../form/number-field.js';
import { FieldGroup } from './step-section.js';

const MODEL_OPTIONS = DEAL_MODELS.map((model) => ({ value: model, label: DEAL_MODEL_NAMES[model] }));
const NATION_OPTIONS = NATIONS.map((nation) => ({ value: nation, label: NATION_NAMES[nation] }));
const MONTH_OPTIONS = MONTH_NAMES.map((month, index) => ({ value: index + 1, label: month }));
const BLOCKED_NIGHTS = MONTH_NAMES.map((_, index) => `blockedNights.${index}` as AnalyserPath);

/** Step 1: where the property is, how it is acquired (purchase or tenancy terms), when it launches. */
export function PropertyStep() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="model" options={MODEL_OPTIONS} deps={['purchase.price', 'tenancy.monthlyRent']} />
        <SelectField name="nation" options={NATION_OPTIONS} />
        <NumberField name="forecastYear" unit="none" deps={BLOCKED_NIGHTS} />
        <SelectField name="launchMonth" options={MONTH_OPTIONS} numeric deps={BLOCKED_NIGHTS} />
        <CheckboxField name="inGreaterLondon" />
        <CheckboxField name="entireHome" />
      </div>
      <AcquisitionFields />
      <BlockedNightsRow />
    </>
  );
}

/** The purchase block for a purchase, the tenancy block for rent-to-rent and lease. */
function AcquisitionFields() {
  const tenancy = useFieldValue('model', (model) => Boolean(model) && isTenancyModel(model as DealModel));
  return tenancy ? <TenancyFields /> : <PurchaseFields />;
}

function PurchaseFields() {
  const manualTax = useFieldValue('nation', (nation) => nation === 'scotland' || nation === 'wales');
  return (
    <FieldGroup legend="Purchase">
      <NumberField name="purchase.price" unit="pounds" deps="mortgage.loanAmount" />
      {manualTax ? <NumberField name="purchase.manualTransactionTax" unit="pounds" /> : null}
      <CheckboxField name="purchase.additionalProperty" />
      <CheckboxField name="purchase.nonUkResident" />
      <CheckboxField name="purchase.company" />
    </FieldGroup>
  );
}

function TenancyFields() {
  return (
    <FieldGroup legend="Tenancy">
      <NumberField name="tenancy.monthlyRent" unit="pounds" per="month" />
      <NumberField name="tenancy.rentFreeMonths" unit="months" />
      <NumberField name="tenancy.deposit" unit="pounds" />
      <NumberField name="tenancy.preLaunchRentMonths" unit="months" />
      <CheckboxField name="tenancy.includeDepositInCashInvested" className="sm:col-span-2" />
    </FieldGroup>
  );
}

/** Owner use or maintenance, per calendar month: twelve small fields under one legend. */
function BlockedNightsRow() {
  return (
    <FieldGroup
      legend="Blocked nights"
      description="Nights not for let in each calendar month (owner use, maintenance)."
      className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6"
    >
      {BLOCKED_NIGHTS.map((path, index) => (
        <NumberField
          key={path}
          name={path}
          unit="nights"
          compact
          help=""
          label={
            <>
              <span aria-hidden="true">{MONTH_NAMES[index]?.slice(0, 3)}</span>
              <span className="sr-only">Blocked nights in {MONTH_NAMES[index]}</span>
            </>
          }
        />
      ))}
    </FieldGroup>
  );
}
