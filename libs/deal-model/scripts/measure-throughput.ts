/**
 * Deals analysed per second, in process on one core, for the typical deals the benchmark uses (Example A and
 * Example B, each with partners), in exact decimal arithmetic and in plain floats (the ceiling). Counts CPU time,
 * so other work on a shared machine does not lower the figures.
 * Run: npm run measure -w @pac/deal-model [-- iterations]
 */
import { type DealInput, parseDealInput } from '@pac/contracts';
import { analyseDeal, analyseDealWithFloats } from '../src/index.js';
import { EXAMPLE_B, EXAMPLE_D, exampleDPartners } from '../src/worked-examples.js';

const parse = (draft: unknown): DealInput => {
  const parsed = parseDealInput(draft);
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.input;
};

const deals: Record<string, DealInput> = {
  'Example A + partners (pref)': parse(EXAMPLE_D),
  'Example B + partners (capital first)': parse({
    ...EXAMPLE_B,
    partners: exampleDPartners('capital_first'),
  }),
  // Growth and rent-free months take the general payback walk and grow every JV year.
  'Example A + growth, rent-free + partners (10 years)': parse({
    ...EXAMPLE_D,
    tenancy: { ...EXAMPLE_D.tenancy, rentFreeMonths: 1 },
    growth: { revenuePercent: 3, costPercent: 2.5 },
    partners: exampleDPartners('pref_then_split', 10),
  }),
};
const iterations = Number(process.argv[2] ?? 2000);

/** Deals per second of CPU time (the machine may be shared), best of five batches. */
function measure(analyse: (input: DealInput) => unknown, input: DealInput): number {
  for (let i = 0; i < 500; i++) analyse(input); // warm-up
  let best = 0;
  for (let batch = 0; batch < 5; batch++) {
    const started = process.cpuUsage();
    for (let i = 0; i < iterations; i++) analyse(input);
    const used = process.cpuUsage(started);
    best = Math.max(best, iterations / ((used.user + used.system) / 1e6));
  }
  return best;
}

for (const [name, input] of Object.entries(deals)) {
  const decimal = measure(analyseDeal, input);
  const float = measure(analyseDealWithFloats, input);
  console.info(
    `${name}: decimal ${Math.round(decimal)} deals/s, float ${Math.round(float)} deals/s (${(float / decimal).toFixed(1)}× faster)`,
  );
}
