import { describe, expect, it } from 'vitest';
import { parseDealInput, type DealInput } from '@pac/contracts';
import { EMPTY_FIELD_KEYS, emptyFieldKey, schemaDefaultText } from './schema-defaults.js';

/**
 * Every default the schema fills in, read from the schema itself: a purchase (with a mortgage and a partnership
 * whose second partner gives nothing but a name) and a lease, each with only what is required.
 */
function schemaDefaults(): Map<string, number> {
  const seasons = { low: { rate: 1 }, medium: { rate: 1 }, high: { rate: 1 } };
  const purchase = parseDealInput({
    name: 'defaults',
    model: 'purchase',
    purchase: { price: 1 },
    seasons,
    mortgage: {},
    partners: { members: [{ name: 'given', profitSharePercent: 100, capital: 1 }, { name: 'defaults' }] },
  });
  const lease = parseDealInput({ name: 'defaults', model: 'lease', tenancy: { monthlyRent: 1 }, seasons });
  if (!purchase.success || !lease.success) throw new Error('the minimal inputs should parse');
  const defaults = new Map<string, number>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'number') defaults.set(path, node);
    else if (typeof node === 'object' && node !== null)
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  const input: DealInput = { ...purchase.input, tenancy: lease.input.tenancy };
  walk(input, '');
  // What the minimal inputs gave, not defaults: the required figures and the first partner's. The sensitivity
  // steps are lists with a default list, not number fields of the form.
  for (const path of [...defaults.keys()])
    if (
      /^(purchase\.price|tenancy\.monthlyRent|seasons\.\w+\.rate|partners\.members\.0\..*|sensitivity\..*)$/.test(
        path,
      )
    )
      defaults.delete(path);
  return defaults;
}

describe('the placeholders of empty fields', () => {
  const defaults = schemaDefaults();

  it("show the schema's default of every number field", () => {
    for (const [path, value] of defaults)
      expect([path, schemaDefaultText(path)]).toEqual([path, String(value)]);
  });

  it('name no field the schema has no default for', () => {
    const keys = new Set([...defaults.keys()].map(emptyFieldKey));
    expect(EMPTY_FIELD_KEYS.filter((key) => !keys.has(key))).toEqual([]);
    for (const path of ['name', 'purchase.price', 'tenancy.monthlyRent', 'seasons.low.rate'])
      expect(schemaDefaultText(path)).toBeUndefined();
  });
});
