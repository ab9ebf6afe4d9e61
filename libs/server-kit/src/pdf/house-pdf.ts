import PDFDocument from 'pdfkit';
import { drawBarChart, drawLineChart, type BarChartSpec, type LineChartSpec } from './pdf-charts.js';
import { drawKpiCards, type KpiCard, type KpiCardsOptions } from './pdf-kpi-cards.js';
import { drawTable, type TableColumn, type TableOptions, type TableRow } from './pdf-table.js';
import { PDF_AUTHOR, PDF_COLOURS as C, PDF_FONT, PDF_FOOTER_SPACE, PDF_MARGIN } from './house-style.js';
import { toWinAnsi } from './win-ansi.js';

export interface HousePdfOptions {
  /** The file's Title metadata. */
  title: string;
  subject: string;
  /** Left side of every page's footer; the right side is "Page n of m". */
  footer: string;
  /** The file's creation date (default: now). */
  createdAt?: Date;
}

export interface TitleBand {
  kicker: string;
  title: string;
  subtitle: string;
}

export type PageLayout = 'portrait' | 'landscape';

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * A small writing surface over pdfkit in the house style: callers say what goes on the page (headings, text,
 * tables, cards, charts), this keeps the layout consistent, breaks pages and writes the footers.
 */
export class HousePdf {
  readonly doc: PDFKit.PDFDocument;

  constructor(private readonly options: HousePdfOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PDF_MARGIN, bottom: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN },
      // Footers say "Page n of m", so every page stays open until the end.
      bufferPages: true,
      info: {
        Title: toWinAnsi(options.title),
        Subject: toWinAnsi(options.subject),
        Author: PDF_AUTHOR,
        Creator: PDF_AUTHOR,
        CreationDate: options.createdAt ?? new Date(),
      },
    });
  }

  /** Left edge of the writing area. */
  get left(): number {
    return PDF_MARGIN;
  }

  /** Top of the writing area on every page but the first. */
  get top(): number {
    return PDF_MARGIN;
  }

  /** Width of the writing area on the current page (wider on a landscape page). */
  get width(): number {
    return this.doc.page.width - PDF_MARGIN * 2;
  }

  /** Lowest y that content may reach on the current page; the footer sits below it. */
  get bottom(): number {
    return this.doc.page.height - PDF_MARGIN - PDF_FOOTER_SPACE;
  }

  /** Every string drawn goes through here, so characters the standard fonts lack can't corrupt the page. */
  text(text: string, x: number, y: number, options?: TextOptions): this {
    this.doc.text(toWinAnsi(text), x, y, options);
    return this;
  }

  heightOf(text: string, options?: TextOptions): number {
    return this.doc.heightOfString(toWinAnsi(text), options);
  }

  widthOf(text: string): number {
    return this.doc.widthOfString(toWinAnsi(text));
  }

  /** The text, cut short with an ellipsis if it is wider than `width` in the current font (pdfkit would break it). */
  fitText(text: string, width: number): string {
    if (this.widthOf(text) <= width) return text;
    let kept = text;
    while (kept.length > 0 && this.widthOf(`${kept}\u2026`) > width) kept = kept.slice(0, -1);
    return `${kept.trimEnd()}\u2026`;
  }

  /** A navy band across the top of the current page; it grows when a long title wraps. */
  titleBand(band: TitleBand): this {
    const { doc } = this;
    const lineExtra = (text: string) => this.heightOf(text, { width: this.width }) - this.heightOf('X');
    doc.font(PDF_FONT.bold).fontSize(22);
    const titleExtra = lineExtra(band.title);
    doc.font(PDF_FONT.regular).fontSize(11);
    const height = 110 + titleExtra + lineExtra(band.subtitle);
    doc.rect(0, 0, doc.page.width, height).fill(C.navy);
    doc.fillColor('#ffffff').font(PDF_FONT.regular).fontSize(9);
    this.text(band.kicker, PDF_MARGIN, 28, { characterSpacing: 1 });
    doc.font(PDF_FONT.bold).fontSize(22);
    this.text(band.title, PDF_MARGIN, 44, { width: this.width });
    doc.font(PDF_FONT.regular).fontSize(11).fillColor('#cbd5e1');
    this.text(band.subtitle, PDF_MARGIN, 76 + titleExtra, { width: this.width });
    doc.fillColor(C.text);
    doc.y = height + 25;
    return this;
  }

  /** A new page (by default in the current page's orientation), writing from its top margin. */
  addPage(layout: PageLayout = this.doc.page.layout as PageLayout): this {
    this.doc.addPage({
      size: 'A4',
      layout,
      margins: { top: PDF_MARGIN, bottom: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN },
    });
    this.doc.y = PDF_MARGIN;
    return this;
  }

  /** Starts a new page when fewer than `height` points remain above the footer; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.doc.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  /** A section heading; `keepWith` reserves room for what follows it, so a heading never ends a page alone. */
  heading(text: string, keepWith = 0): this {
    this.ensureSpace(60 + keepWith);
    const { doc } = this;
    doc.moveDown(0.6);
    doc.font(PDF_FONT.bold).fontSize(14).fillColor(C.navy);
    this.text(text, PDF_MARGIN, doc.y, { width: this.width });
    const y = doc.y + 3;
    doc
      .moveTo(PDF_MARGIN, y)
      .lineTo(PDF_MARGIN + 60, y)
      .lineWidth(2)
      .strokeColor(C.accent)
      .stroke();
    doc.y = y + 8;
    doc.fillColor(C.text);
    return this;
  }

  subheading(text: string): this {
    this.ensureSpace(40);
    this.doc.moveDown(0.3).font(PDF_FONT.bold).fontSize(11).fillColor(C.text);
    this.text(text, PDF_MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
    return this;
  }

  paragraph(text: string): this {
    const { doc } = this;
    doc.font(PDF_FONT.regular).fontSize(10).fillColor(C.text);
    this.ensureSpace(this.heightOf(text, { width: this.width, lineGap: 2 }) + 6);
    this.text(text, PDF_MARGIN, doc.y, { width: this.width, lineGap: 2 });
    doc.moveDown(0.5);
    return this;
  }

  /** Small muted text: a chart's caption, a table's footnote. */
  smallPrint(text: string): this {
    const { doc } = this;
    doc.font(PDF_FONT.regular).fontSize(8).fillColor(C.muted);
    this.ensureSpace(this.heightOf(text, { width: this.width, lineGap: 1 }) + 4);
    this.text(text, PDF_MARGIN, doc.y, { width: this.width, lineGap: 1 });
    doc.moveDown(0.6);
    doc.fillColor(C.text);
    return this;
  }

  /** Bullet points, or tick boxes for checklists the reader fills in by hand. */
  list(items: readonly string[], style: 'bullet' | 'checkbox' = 'bullet'): this {
    const { doc } = this;
    const indent = 18;
    doc.font(PDF_FONT.regular).fontSize(10);
    for (const item of items) {
      const height = this.heightOf(item, { width: this.width - indent, lineGap: 2 });
      this.ensureSpace(height + 6);
      const top = doc.y;
      if (style === 'checkbox') {
        doc
          .rect(PDF_MARGIN + 1, top + 1, 9, 9)
          .lineWidth(0.8)
          .strokeColor(C.muted)
          .stroke();
      } else {
        doc.circle(PDF_MARGIN + 5, top + 5, 2).fill(C.accent);
      }
      doc.fillColor(C.text);
      this.text(item, PDF_MARGIN + indent, top, { width: this.width - indent, lineGap: 2 });
      doc.moveDown(0.35);
    }
    doc.moveDown(0.3);
    return this;
  }

  /** A shaded call-out: a key formula, a rule of thumb or (tone 'warning') something to check. */
  note(title: string, text: string, tone: 'info' | 'warning' = 'info'): this {
    const { doc } = this;
    const [band, bar] = tone === 'warning' ? [C.warningBand, C.warning] : [C.band, C.accent];
    doc.font(PDF_FONT.regular).fontSize(10);
    const height = this.heightOf(text, { width: this.width - 24, lineGap: 2 }) + 34;
    this.ensureSpace(height + 8);
    const top = doc.y;
    doc.rect(PDF_MARGIN, top, this.width, height).fill(band);
    doc.rect(PDF_MARGIN, top, 3, height).fill(bar);
    doc.font(PDF_FONT.bold).fontSize(10).fillColor(C.navy);
    this.text(title, PDF_MARGIN + 14, top + 10, { width: this.width - 24 });
    doc.font(PDF_FONT.regular).fontSize(10).fillColor(C.text);
    this.text(text, PDF_MARGIN + 14, doc.y + 2, { width: this.width - 24, lineGap: 2 });
    doc.y = top + height + 10;
    doc.x = PDF_MARGIN;
    return this;
  }

  /** Terms in bold, each followed by its definition: a glossary. */
  definitions(items: readonly { term: string; definition: string }[]): this {
    const { doc } = this;
    for (const { term, definition } of items) {
      doc.font(PDF_FONT.regular).fontSize(9.5);
      const body = this.heightOf(definition, { width: this.width, lineGap: 1.5 });
      this.ensureSpace(body + 20);
      doc.font(PDF_FONT.bold).fontSize(10).fillColor(C.navy);
      this.text(term, PDF_MARGIN, doc.y, { width: this.width });
      doc.font(PDF_FONT.regular).fontSize(9.5).fillColor(C.text);
      this.text(definition, PDF_MARGIN, doc.y + 1, { width: this.width, lineGap: 1.5 });
      doc.moveDown(0.55);
    }
    return this;
  }

  table(columns: readonly TableColumn[], rows: readonly TableRow[], options: TableOptions = {}): this {
    drawTable(this, columns, rows, options);
    return this;
  }

  kpiCards(cards: readonly KpiCard[], options: KpiCardsOptions = {}): this {
    drawKpiCards(this, cards, options);
    return this;
  }

  barChart(spec: BarChartSpec): this {
    drawBarChart(this, spec);
    return this;
  }

  lineChart(spec: LineChartSpec): this {
    drawLineChart(this, spec);
    return this;
  }

  /** Page footers (the footer text and "Page n of m") written once all pages exist, then the finished file. */
  async toBuffer(): Promise<Buffer> {
    const { doc } = this;
    const chunks: Buffer[] = [];
    const finished = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const bottom = doc.page.height - PDF_MARGIN + 10;
      const pageNumberWidth = 90;
      // Writing below the bottom margin would make pdfkit add a page; lift the margin while drawing the footer.
      doc.page.margins.bottom = 0;
      doc.font(PDF_FONT.regular).fontSize(8).fillColor(C.muted);
      this.text(this.fitText(this.options.footer, this.width - pageNumberWidth), PDF_MARGIN, bottom, {
        width: this.width - pageNumberWidth,
        lineBreak: false,
      });
      this.text(`Page ${index + 1} of ${range.count}`, PDF_MARGIN + this.width - pageNumberWidth, bottom, {
        width: pageNumberWidth,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = PDF_MARGIN;
    }
    doc.end();
    return finished;
  }
}
