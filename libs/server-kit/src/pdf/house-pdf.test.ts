import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { HousePdf, niceTicks, toWinAnsi } from './index.js';

async function pagesOf(buffer: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('HousePdf', () => {
  it('writes the footer and "Page n of m" on every page, portrait and landscape', async () => {
    const pdf = new HousePdf({
      title: 'Surface test',
      subject: 'Test',
      footer: 'Footer line for every page.',
    });
    pdf.titleBand({ kicker: 'KICKER', title: 'Surface test', subtitle: 'Sub' }).paragraph('First page.');
    pdf.addPage('landscape').heading('Wide page').paragraph('Second page.');
    pdf.addPage('portrait').heading('Tall page');
    const pages = await pagesOf(await pdf.toBuffer());
    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(page).toContain('Footer line for every page.');
      expect(page).toContain(`Page ${index + 1} of 3`);
    });
  });

  it('repeats a long table’s header on each page it continues on, when asked', async () => {
    const pdf = new HousePdf({ title: 'Table test', subject: 'Test', footer: 'Footer' });
    const rows = Array.from({ length: 90 }, (_, index) => [`Row ${index + 1}`, `£${index},000.00`]);
    pdf.table(
      [
        { header: 'Item header', width: 0.6 },
        { header: 'Amount header', width: 0.4, align: 'right' },
      ],
      rows,
      { repeatHeader: true, zebra: true, totals: [89] },
    );
    const pages = await pagesOf(await pdf.toBuffer());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toContain('Item header Amount header');
    expect(pages.join(' ')).toContain('Row 90');
  });

  it('draws cards and vector charts without adding images', async () => {
    const pdf = new HousePdf({ title: 'Chart test', subject: 'Test', footer: 'Footer' });
    pdf.kpiCards([
      { label: 'Net cash flow', value: '£3,160', caption: 'Year 1' },
      { label: 'Payback month', value: 'Never at these assumptions' },
    ]);
    pdf.barChart({
      categories: ['Jan', 'Feb'],
      series: [{ name: 'Revenue', colour: '#0f2a44', values: [1200, -300] }],
      height: 160,
      formatValue: (value) => `£${value}`,
    });
    pdf.lineChart({
      series: [
        {
          name: 'Cash',
          colour: '#0e9f6e',
          points: [
            { x: 0, y: -500 },
            { x: 12, y: 400 },
          ],
        },
      ],
      xDomain: [0, 12],
      xTicks: [
        { x: 0, label: 'Launch' },
        { x: 12, label: 'Month 12' },
      ],
      height: 160,
      formatValue: (value) => `£${value}`,
      markers: [{ x: 7, y: 0, label: 'Payback: month 7' }],
    });
    const buffer = await pdf.toBuffer();
    expect(buffer.toString('latin1')).not.toContain('/Subtype /Image');
    const [page] = await pagesOf(buffer);
    for (const text of ['£3,160', 'Never at these', 'Revenue', 'Payback: month 7', 'Month 12'])
      expect(page).toContain(text);
  });
});

describe('toWinAnsi', () => {
  it('keeps what the standard fonts print and replaces what they cannot', () => {
    expect(toWinAnsi('£1,063.41 – café “quoted” ×÷ · …')).toBe('£1,063.41 – café “quoted” ×÷ · …');
    expect(toWinAnsi('\u2212£380.81, ≥ 1.25')).toBe('–£380.81, >= 1.25');
    expect(toWinAnsi('Łódź 東京')).toBe('Lódz ??');
  });
});

describe('niceTicks', () => {
  it('covers the values and zero in round steps', () => {
    expect(niceTicks(1632.4, 3992.8)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(niceTicks(-10_086.25, 6_953.78)).toEqual([-15_000, -10_000, -5000, 0, 5000, 10_000]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});
