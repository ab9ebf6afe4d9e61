import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { compsEvidenceSchema, type CompsEvidence } from '@pac/contracts';
import { axeViolations } from '../../../testing/axe-violations.js';
import { summariseComps } from './comps-client.js';
import { compsEvidenceOf } from './comps-evidence.js';
import { CompsPanel, type CompsDealSeasons } from './comps-panel.js';
import { COMPS_REFUSALS, COMPS_TEXTS } from './comps-texts.js';
import { TEST_TIER_OF_MONTH } from './comps-test-tiers.js';

const SEASONS: CompsDealSeasons = {
  tierOfMonth: TEST_TIER_OF_MONTH,
  low: { rate: 95, occupancy: 55 },
  medium: { rate: 130, occupancy: 60 },
  high: { rate: 200, occupancy: 92.5 },
};

// Low (Jan, Feb, Dec) pools ADR 90, 100, 120, 140, 200 → p25 100, median 120, p75 140, and occupancy
// 40, 50, 60, 70, 80 → 50, 60, 70. High (Jul, Aug) ADR 150, 170, 210 → 160, 170, 190; occupancy 85, 90, 95 →
// 87.5, 90, 92.5. Two rows are skipped: one without an ADR, one with a month nobody has.
const MONTH_TABLE = `month,adr,occupancy
Jan,£100,50%
Jan,£120,0.6
Jan,£140,70
Jan,£200,80%
Feb,£90,40
Jul,£150,0.9
Jul,£170,85%
Aug,£210,95
Mar,,50
Smarch,£100,50
`;

const csv = (text: string, name = 'comps.csv') => new File([text], name, { type: 'text/csv' });

/** The panel as the revenue step holds it: the deal keeps the evidence the panel hands over. */
function renderPanel(saved?: CompsEvidence) {
  const onUseMedian = vi.fn();
  const onEvidence = vi.fn();
  function Harness() {
    const [evidence, setEvidence] = useState<CompsEvidence | undefined>(saved);
    return (
      <CompsPanel
        seasons={SEASONS}
        evidence={evidence}
        onEvidence={(next) => {
          onEvidence(next);
          setEvidence(next);
        }}
        onUseMedian={onUseMedian}
      />
    );
  }
  render(<Harness />);
  return { onUseMedian, onEvidence, user: userEvent.setup() };
}

const summaryLine = (rows: string, fileName: string, layout: string) =>
  new RegExp(
    `^Summary of ${rows} of ${fileName.replace('.', '\\.')} \\(${layout}\\), read on \\d{1,2} \\w+ \\d{4}\\.$`,
  );

describe('CompsPanel', () => {
  it('shows the quartiles of an uploaded table, where the deal sits, and uses the median', async () => {
    const { onUseMedian, onEvidence, user } = renderPanel();
    await user.upload(screen.getByLabelText(COMPS_TEXTS.fileLabel), csv(MONTH_TABLE));

    const tiers = await screen.findByRole('region', { name: COMPS_TEXTS.tierTableLabel });
    const low = within(tiers).getByRole('row', { name: /^Low/ });
    expect(
      within(low)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '£100.00', '£120.00', '£140.00', '50%', '60%', '70%', COMPS_TEXTS.medianButton]);
    expect(within(tiers).getByRole('row', { name: /^Medium/ })).toHaveTextContent(COMPS_TEXTS.noData);
    expect(screen.getByText(summaryLine('8 rows', 'comps.csv', 'a table by month'))).toBeInTheDocument();
    // The deal keeps the summary, not the rows.
    const kept = onEvidence.mock.lastCall?.[0] as CompsEvidence;
    expect(compsEvidenceSchema.parse(kept)).toEqual(kept);
    expect(kept).toMatchObject({ layout: 'months', fileName: 'comps.csv', rowsUsed: 8, currency: '£' });
    expect(kept.byTier.low).toMatchObject({
      count: 5,
      months: [1, 2, 12],
      adr: { p25: 100, p50: 120, p75: 140 },
    });
    expect(
      screen.getByText(
        '2 rows skipped: 1 without an ADR, 1 with a month that is not 1–12, a month name or YYYY-MM.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Low season: your nightly rate of £95.00 is below the 25th percentile; your occupancy of 55% is between the 25th percentile and the median.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'High season: your nightly rate of £200.00 is above the 75th percentile; your occupancy of 92.5% is between the median and the 75th percentile.',
      ),
    ).toBeInTheDocument();
    const months = screen.getByRole('region', { name: COMPS_TEXTS.monthTableLabel });
    expect(within(months).getByRole('row', { name: /^January/ })).toHaveTextContent('below p25; below p25');

    await user.click(screen.getByRole('button', { name: 'Use the median for the Low season' }));
    expect(onUseMedian).toHaveBeenCalledWith('low', { rate: 120, occupancy: 60 });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The Low season now uses the median: £120.00 a night at 60% occupancy.',
    );
    expect(screen.getByRole('button', { name: 'Use the median for the Medium season' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('filters Inside Airbnb listings and says their figures count in every month', async () => {
    const { onUseMedian, user } = renderPanel();
    await user.upload(
      screen.getByLabelText(COMPS_TEXTS.fileLabel),
      csv(
        `id,room_type,bedrooms,price,minimum_nights,reviews_per_month
1,Entire home/apt,2,$100.00,1,1
2,Entire home/apt,2,$150.00,1,2
3,Private room,1,$50.00,1,1
4,Entire home/apt,2,,1,1
`,
        'listings.csv',
      ),
    );
    await screen.findByText(summaryLine('3 rows', 'listings.csv', 'an Inside Airbnb listings file'));
    expect(screen.getByText(COMPS_TEXTS.listingsHaveNoMonths)).toBeInTheDocument();
    expect(screen.getByText('1 row skipped: 1 without a price.')).toBeInTheDocument();
    expect(screen.getByText(/Prices in this file are in \$/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(COMPS_TEXTS.roomType), 'Entire home/apt');
    await user.click(screen.getByRole('button', { name: COMPS_TEXTS.applyFilters }));
    await screen.findByText(summaryLine('2 rows', 'listings.csv', 'an Inside Airbnb listings file'));
    expect(screen.getByText('1 listing is outside the filters.')).toBeInTheDocument();
    // ADR 100 and 150: median 125. Occupancy 1 and 2 reviews → 6 and 12 nights over 365/12 days:
    // 19.73% and 39.45%, median 9 × 1200 / 365 = 29.589… → 29.6.
    await user.click(screen.getByRole('button', { name: 'Use the median for the High season' }));
    expect(onUseMedian).toHaveBeenCalledWith('high', { rate: 125, occupancy: 29.6 });
  });

  it('says what is wrong with a filter instead of applying it', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText(COMPS_TEXTS.latitude), '51.5');
    await user.click(screen.getByRole('button', { name: COMPS_TEXTS.applyFilters }));
    expect(screen.getByText(COMPS_TEXTS.nearIncomplete)).toBeInTheDocument();
    await user.type(screen.getByLabelText(COMPS_TEXTS.longitude), '-0.12');
    await user.type(screen.getByLabelText(COMPS_TEXTS.radiusKm), '0');
    await user.type(screen.getByLabelText(COMPS_TEXTS.bedrooms), '1.5');
    await user.click(screen.getByRole('button', { name: COMPS_TEXTS.applyFilters }));
    expect(screen.getByLabelText(COMPS_TEXTS.radiusKm)).toHaveAccessibleDescription(
      COMPS_TEXTS.radiusInvalid,
    );
    expect(screen.getByLabelText(COMPS_TEXTS.bedrooms)).toHaveAccessibleDescription(
      COMPS_TEXTS.bedroomsInvalid,
    );
  });

  it('refuses a file that is not a CSV, with the reason', async () => {
    const { user } = renderPanel();
    // Gzip bytes under a .csv name (the picker's filter lets only .csv through, as user-event's upload does).
    const gzip = new File([new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00])], 'listings.csv');
    await user.upload(screen.getByLabelText(COMPS_TEXTS.fileLabel), gzip);
    expect(await screen.findByRole('alert')).toHaveTextContent(COMPS_REFUSALS.binary);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the saved summary when a wrong file is chosen, and removes it on request', async () => {
    const saved = await readSummary();
    const { onEvidence, user } = renderPanel(saved);
    expect(screen.getByText(summaryLine('8 rows', 'comps.csv', 'a table by month'))).toBeInTheDocument();
    await user.upload(screen.getByLabelText(COMPS_TEXTS.fileLabel), csv('not,a,known,layout\n1,2,3,4\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMPS_REFUSALS.noKnownColumns);
    expect(onEvidence).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: COMPS_TEXTS.tierTableLabel })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: COMPS_TEXTS.removeButton }));
    expect(onEvidence).toHaveBeenCalledWith(undefined);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(COMPS_TEXTS.removed);
  });

  it('says when the deal has moved months between tiers since the file was read', async () => {
    const saved = await readSummary();
    renderPanel({ ...saved, byTier: { ...saved.byTier, low: { ...saved.byTier.low, months: [1, 2] } } });
    expect(screen.getByText(COMPS_TEXTS.tiersRegrouped)).toBeInTheDocument();
  });
});

/** The evidence the panel keeps for MONTH_TABLE, read as the panel reads it. */
async function readSummary(): Promise<CompsEvidence> {
  const outcome = await summariseComps({
    file: csv(MONTH_TABLE),
    filters: {},
    tierOfMonth: TEST_TIER_OF_MONTH,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return compsEvidenceOf(outcome.report, 'comps.csv', new Date('2026-12-07T09:00:00Z'));
}
