import { DEAL_MONTH_FIELDS, MONTH_NAMES, type SavedDeal } from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { CSV_HEADER } from './deal-csv.js';

/** RFC 4180 rows of a CSV text (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (quoted || char !== '\r') {
      field += char;
    }
  }
  return rows;
}

describe('exports of a saved deal', () => {
  let ctx: AnalysisTestApp;
  let token = '';
  let deal: SavedDeal;
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
    token = (await ctx.user({ plan: 'professional' })).token;
    deal = (await ctx.as(token).post('/api/deals', { name: 'Leeds "city" flat, 2-bed', input: EXAMPLE_A }))
      .body.deal;
  });
  afterAll(() => ctx?.stop());

  it('CSV: a header row and the twelve months, parsing back to the result to the penny, then the risk and return sections', async () => {
    const res = await ctx.as(token).get(`/api/deals/${deal.id}/export.csv`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="leeds-city-flat-2-bed-analysis.csv"',
    );
    const all = parseCsv(res.text);
    // The month table ends at the first blank line; A9's sections follow it.
    const gap = all.findIndex((cells) => cells.length === 1 && cells[0] === '');
    const rows = all.slice(0, gap);
    const sections = all.slice(gap + 1);
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows).toHaveLength(13);
    expect(sections[0]).toEqual(['Risk and return: sensitivity of year 1 net cash flow']);
    expect(sections[1]).toEqual([
      'Nightly rate',
      'Occupancy \u221220 pts',
      'Occupancy \u221210 pts',
      'Occupancy \u00b10 pts',
      'Occupancy +10 pts',
      'Occupancy +20 pts',
    ]);
    // The entered deal's cell (rate ±0, occupancy ±0) is the year's net cash flow: Example A's 3,159.99.
    expect(sections[4]).toEqual([
      'Rate \u00b10%',
      expect.any(String),
      expect.any(String),
      '3159.99',
      expect.any(String),
      expect.any(String),
    ]);
    const titles = sections.filter((cells) => cells.length === 1 && cells[0] !== '').map((cells) => cells[0]);
    expect(titles.slice(1)).toEqual(['Stress test', 'Return over 5 years', 'After tax (year 1)']);
    expect(sections).toContainEqual(['Exit equity', '1096.15']);
    rows.slice(1).forEach((cells, index) => {
      const month = deal.result.months[index]!;
      expect(cells.slice(0, 3)).toEqual([
        String(month.year),
        MONTH_NAMES[month.month - 1],
        expect.any(String),
      ]);
      DEAL_MONTH_FIELDS.forEach((field, column) => {
        const value = Number(cells[column + 3]);
        expect(
          Math.abs(value - month[field]),
          `${MONTH_NAMES[month.month - 1]} ${field}`,
        ).toBeLessThanOrEqual(0.005);
      });
    });
    // January of Example A (the rent-to-rent flat), as worked by hand.
    expect(rows[1]).toContain('1063.41');
    expect(rows[1]).toContain('-380.81');
    expect(rows[3]?.at(-1)).toBe('-10086.25');
  });

  it('PDF: a PDF document, downloaded as a file, counted as an export', async () => {
    const before = await ctx.prisma.usageEvent.count({ where: { kind: 'export' } });
    const res = await ctx.as(token).get(`/api/deals/${deal.id}/report.pdf`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="leeds-city-flat-2-bed-analysis.pdf"',
    );
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await ctx.prisma.usageEvent.count({ where: { kind: 'export' } })).toBe(before + 1);
  });
});
