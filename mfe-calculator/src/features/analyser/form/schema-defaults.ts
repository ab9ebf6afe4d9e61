import { get } from 'react-hook-form';
import { parseDealInput, type DealInput } from '@pac/contracts';

/**
 * The value the schema uses when a field is left empty, shown as the field's placeholder (so a cleared field says
 * what it counts as). Read from the schema itself: one minimal purchase and one minimal tenancy, parsed once.
 */
function schemaDefaults(): Partial<DealInput> {
  const seasons = { low: { rate: 1 }, medium: { rate: 1 }, high: { rate: 1 } };
  const purchase = parseDealInput({
    name: 'defaults',
    model: 'purchase',
    purchase: { price: 1 },
    seasons,
    mortgage: {},
    partners: { members: [{ name: 'defaults', profitSharePercent: 100 }] },
  });
  const tenancy = parseDealInput({ name: 'defaults', model: 'lease', tenancy: { monthlyRent: 1 }, seasons });
  if (!purchase.success || !tenancy.success) return {};
  return { ...purchase.input, tenancy: tenancy.input.tenancy };
}

const SCHEMA_DEFAULTS = schemaDefaults();

/** "15.5" for `platformFeePercent`; undefined for fields without a default (rates, price, rent, names). */
export function schemaDefaultText(path: string): string | undefined {
  if (/^(name|purchase\.price|tenancy\.monthlyRent|seasons\.\w+\.rate)$/.test(path)) return undefined;
  const value: unknown = get(SCHEMA_DEFAULTS, path.replace(/^partners\.members\.\d+/, 'partners.members.0'));
  return typeof value === 'number' ? String(value) : undefined;
}
