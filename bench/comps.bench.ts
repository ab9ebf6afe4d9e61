/**
 * Comparables (issue 33): how long the analyser takes to summarise a 50,000-row Inside Airbnb listings.csv in the
 * browser, from the file handed to the worker to the summary posted back. The worker is the product's own
 * (mfe-calculator's comps.worker.ts, bundled with esbuild as Vite bundles it), run in Debian's Chromium.
 *
 *   npx tsx bench/comps.bench.ts        (also part of `npm run bench`)
 *
 * COMPS_BENCH_ROWS sets the row count (default 50,000), COMPS_BENCH_RUNS the runs per case (default 5; the median
 * is printed with the fastest and slowest). Target: under 2 s.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@pac/e2e/chromium';
import { DEFAULT_TIER_OF_MONTH } from '@pac/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Math.max(1, Number(process.env.COMPS_BENCH_ROWS ?? 50_000));
const RUNS = Math.max(1, Number(process.env.COMPS_BENCH_RUNS ?? 5));
const TARGET_MS = 2_000;

/** The columns of Inside Airbnb's detailed listings.csv that matter here, among others of the kind it carries. */
const HEADER = [
  'id',
  'listing_url',
  'name',
  'description',
  'host_id',
  'host_name',
  'neighbourhood_cleansed',
  'latitude',
  'longitude',
  'property_type',
  'room_type',
  'accommodates',
  'bedrooms',
  'beds',
  'amenities',
  'price',
  'minimum_nights',
  'maximum_nights',
  'availability_365',
  'number_of_reviews',
  'last_review',
  'review_scores_rating',
  'reviews_per_month',
  'license',
];
const ROOM_TYPES = ['Entire home/apt', 'Private room', 'Hotel room', 'Shared room'];

/** A deterministic pseudo-random file: the same bytes every run (mulberry32). */
function listingsCsv(rows: number): string {
  let seed = 20261207;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const lines = [HEADER.join(',')];
  for (let id = 1; id <= rows; id += 1) {
    const bedrooms = 1 + Math.floor(random() * 4);
    const price = (40 + random() * 260).toFixed(2);
    // One row in forty lacks a price or its reviews, as real files do.
    const gap = random();
    lines.push(
      [
        id,
        `https://www.airbnb.co.uk/rooms/${id}`,
        `"Bright ${bedrooms}-bed flat, ${id % 7} min to the station"`,
        `"A quiet, well-kept home with fast Wi-Fi, a full kitchen and self check-in, close to shops, ""cafés"" and the park."`,
        100_000 + (id % 9_000),
        `Host ${id % 9_000}`,
        `Ward ${id % 33}`,
        (51.4 + random() * 0.2).toFixed(5),
        (-0.25 + random() * 0.3).toFixed(5),
        'Entire rental unit',
        ROOM_TYPES[Math.floor(random() * random() * ROOM_TYPES.length)],
        bedrooms * 2,
        bedrooms,
        bedrooms + 1,
        `"[""Wifi"", ""Kitchen"", ""Washer"", ""Heating""]"`,
        gap < 0.0125 ? '' : `"$${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`,
        1 + Math.floor(random() * 5),
        365,
        Math.floor(random() * 365),
        Math.floor(random() * 300),
        '2026-10-14',
        (4 + random()).toFixed(2),
        gap > 0.9875 ? '' : (random() * 4).toFixed(2),
        '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const bundle = await build({
  entryPoints: [path.join(repoRoot, 'mfe-calculator/src/features/analyser/comps/comps.worker.ts')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  conditions: ['@pac/source'],
  logLevel: 'error',
});
const workerCode = bundle.outputFiles[0]!.text;
const csv = listingsCsv(ROWS);
console.info(
  `comps: ${ROWS.toLocaleString('en-GB')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB, worker ${(workerCode.length / 1024).toFixed(0)} KB; ${RUNS} runs per case`,
);

const CASES = [
  { name: 'no filters', filters: {} },
  {
    name: 'entire homes, 2+ bedrooms, within 5 km',
    filters: {
      roomType: 'Entire home/apt',
      bedrooms: { count: 2, match: 'at_least' },
      near: { latitude: 51.5, longitude: -0.1, radiusKm: 5 },
    },
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let worst = 0;
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  await page.evaluate(
    ({ code, text }) => {
      const scope = globalThis as unknown as Record<string, unknown>;
      scope.compsWorkerUrl = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      scope.compsFile = new File([text], 'listings.csv', { type: 'text/csv' });
    },
    { code: workerCode, text: csv },
  );
  for (const { name, filters } of CASES) {
    const times: number[] = [];
    let used = 0;
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh worker per run, as the analyser starts one per file: its start-up is part of the figure.
      const outcome = await page.evaluate(
        ({ filters, tierOfMonth }) =>
          new Promise<{ ms: number; used: number; error?: string }>((resolve) => {
            const scope = globalThis as unknown as { compsWorkerUrl: string; compsFile: File };
            const started = performance.now();
            const worker = new Worker(scope.compsWorkerUrl);
            worker.onmessage = (event: MessageEvent) => {
              const ms = performance.now() - started;
              worker.terminate();
              const data = event.data as { ok: boolean; message?: string; report?: { used: number } };
              resolve(data.ok ? { ms, used: data.report!.used } : { ms, used: 0, error: data.message });
            };
            worker.postMessage({ file: scope.compsFile, filters, tierOfMonth });
          }),
        { filters, tierOfMonth: [...DEFAULT_TIER_OF_MONTH] },
      );
      if (outcome.error) throw new Error(`${name}: ${outcome.error}`);
      times.push(outcome.ms);
      used = outcome.used;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    worst = Math.max(worst, median);
    console.info(
      `  ${name.padEnd(40)} median ${median.toFixed(0).padStart(5)} ms  (fastest ${times[0]!.toFixed(0)}, slowest ${times.at(-1)!.toFixed(0)})  ${used.toLocaleString('en-GB')} listings used`,
    );
  }
} finally {
  await browser.close();
}
console.info(
  `target: summarised in under ${TARGET_MS} ms → ${worst < TARGET_MS ? 'met' : 'NOT MET'} (slowest median ${worst.toFixed(0)} ms)`,
);
