import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_PARTNERS, SPLIT_MODES, SPLIT_MODE_NAMES } from '@pac/contracts';
import { formatPercent } from '@pac/deal-model';
import { Button } from '@pac/ui';
import { analyserEngine } from '../engine/analyser-engine-loader.js';
import { type AnalyserValues } from '../form/analyser-values.js';
import { useFieldError, useFieldValue, useReadyForm } from '../form/field-binding.js';
import { SelectField, TextField } from '../form/choice-fields.js';
import { NumberField } from '../form/number-field.js';
import { FieldGroup } from './step-section.js';

const SPLIT_OPTIONS = SPLIT_MODES.map((mode) => ({ value: mode, label: SPLIT_MODE_NAMES[mode] }));

/** The worked Example D's shape: an investor who funds the whole cash invested (`cash`) and an operator, 50/50. */
function startingPartnership(cash: number): NonNullable<AnalyserValues['partners']> {
  return {
    splitMode: 'straight',
    prefRatePercent: 8,
    years: 5,
    members: [
      { name: 'Investor', capital: Math.round(cash * 100) / 100, profitSharePercent: 50 },
      { name: 'Operator', capital: 0, profitSharePercent: 50 },
    ],
  };
}

/** The JV partnership, switched on and off: how the cash is split, and the partners. */
export function PartnerFields() {
  const { setValue, getValues } = useReadyForm();
  const hasPartners = useFieldValue('partners', (partners) => partners !== undefined);
  const toggleId = useId();

  const switchPartners = (on: boolean) => {
    if (!on) {
      setValue('partners', undefined, { shouldDirty: true });
      return;
    }
    // The investor's capital is the cash invested, from the model (it has normally arrived long before).
    const start = (engine: { cashInvestedOf: (values: AnalyserValues) => number }) =>
      setValue('partners', startingPartnership(engine.cashInvestedOf(getValues())), { shouldDirty: true });
    const engine = analyserEngine.current();
    if (engine) start(engine);
    else void analyserEngine.load().then(start);
  };
  return (
    <FieldGroup legend="JV partners" className="grid gap-4">
      <div className="flex items-start gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={hasPartners}
          onChange={(event) => switchPartners(event.target.checked)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <label htmlFor={toggleId} className="text-sm font-medium leading-snug">
          Split the cash between JV partners
        </label>
      </div>
      {hasPartners ? (
        <>
          <PartnershipTerms />
          <PartnerList />
        </>
      ) : null}
    </FieldGroup>
  );
}

function PartnershipTerms() {
  const splitMode = useFieldValue('partners.splitMode');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField name="partners.splitMode" options={SPLIT_OPTIONS} className="sm:col-span-2" />
      {splitMode === 'pref_then_split' ? (
        <NumberField name="partners.prefRatePercent" unit="percent" per="year" />
      ) : null}
      <NumberField name="partners.years" unit="years" />
    </div>
  );
}

function PartnerList() {
  const { control } = useReadyForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'partners.members' });
  const shareTotal = useWatch({
    control,
    name: 'partners.members',
    compute: (members) =>
      (members ?? []).reduce(
        (sum, member) =>
          sum + (typeof member.profitSharePercent === 'number' ? member.profitSharePercent : 0),
        0,
      ),
  });
  const listError = useFieldError('partners.members');

  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="space-y-3 rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-semibold">Partner {index + 1}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField name={`partners.members.${index}.name`} />
                <NumberField name={`partners.members.${index}.capital`} unit="pounds" />
                <NumberField
                  name={`partners.members.${index}.profitSharePercent`}
                  unit="percent"
                  deps="partners.members"
                />
              </div>
              <Button variant="outline" size="sm" onClick={() => remove(index)}>
                Remove partner {index + 1}
              </Button>
            </fieldset>
          </li>
        ))}
      </ul>
      <p className="text-sm">Profit shares total {formatPercent(shareTotal, 2)}</p>
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <Button
        variant="outline"
        onClick={() => append({ name: `Partner ${fields.length + 1}`, capital: 0, profitSharePercent: 0 })}
        disabled={fields.length >= MAX_PARTNERS}
      >
        Add a partner
      </Button>
    </div>
  );
}
