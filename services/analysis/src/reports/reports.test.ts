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

/** The CSV's sections by title: a title row, then its header and rows, up to the next blank line. */
function csvSections(text: string): Map<string, string[][]> {
  const sections = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const cells of parseCsv(text)) {
    if (cells.length === 1 && cells[0] === '') current = null;
    else if (current === null) sections.set(cells[0]!, (current = []));
    else current.push(cells);
  }
  return sections;
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

  it('CSV: every section with a title and one header row, the months parsing back to the result to the penny', async () => {
    const res = await ctx.as(token).get(`/api/deals/${deal.id}/export.csv`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="leeds-city-flat-2-bed-analysis.csv"',
    );
    const sections = csvSections(res.text);
    expect([...sections.keys()]).toEqual([
      'Key assumptions',
      'Seasons (demand tiers in use)',
      'Headline figures (year 1)',
      'Month by month',
      'Annual profit and loss (year 1)',
      'Five-year projection',
      'Risk and return: sensitivity of year 1 net cash flow',
      'Stress test',
      'Return over 5 years',
      'After tax (year 1)',
    ]);
    expect(sections.get('Key assumptions')).toContainEqual(['Monthly rent', '£950']);
    expect(sections.get('Headline figures (year 1)')?.slice(0, 3)).toEqual([
      ['Figure', 'Value', 'Note'],
      ['Net cash flow', '3160', 'Year 1, pre-tax'],
      ['Net ROI / cash-on-cash', '35.7%', 'Net cash flow ÷ cash invested'],
    ]);
    expect(sections.get('Annual profit and loss (year 1)')).toContainEqual([
      'Net cash flow',
      '3159.99',
      '9.7%',
    ]);
    expect(sections.get('Five-year projection')?.[5]).toEqual([
      '5',
      '32474.84',
      '20814.23',
      '3159.99',
      '0.00',
      '3159.99',
      '6953.78',
    ]);
    const grid = sections.get('Risk and return: sensitivity of year 1 net cash flow')!;
    expect(grid[0]).toEqual([
      'Nightly rate',
      'Occupancy \u221220 pts',
      'Occupancy \u221210 pts',
      'Occupancy \u00b10 pts',
      'Occupancy +10 pts',
      'Occupancy +20 pts',
    ]);
    // The entered deal's cell (rate ±0, occupancy ±0) is the year's net cash flow: Example A's 3,159.99.
    expect(grid[3]).toEqual([
      'Rate \u00b10%',
      expect.any(String),
      expect.any(String),
      '3159.99',
      expect.any(String),
      expect.any(String),
    ]);
    expect(sections.get('Return over 5 years')).toContainEqual(['Exit equity', '1096.15']);
    const rows = sections.get('Month by month')!;
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows).toHaveLength(13);
    // Nights and stays as displayed: two places (January: 17.05 nights, 6.82 stays).
    expect(rows[1]?.slice(3, 7)).toEqual(['31', '31.00', '17.05', '6.82']);
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
