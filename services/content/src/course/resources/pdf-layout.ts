import PDFDocument from 'pdfkit';

/** House style of every course PDF: A4, a navy title band, section headings, tables and a page footer. */
const COLOURS = {
  navy: '#0f2a44',
  accent: '#0e9f6e',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  band: '#f3f4f6',
};
const MARGIN = 50;
const FOOTER_SPACE = 40;

export interface TableColumn {
  header: string;
  /** Share of the usable width, 0-1. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfMetadata {
  title: string;
  subtitle: string;
  subject: string;
}

/** A small writing surface over pdfkit: callers say what goes on the page, this keeps the layout consistent. */
export class CoursePdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly width: number;

  constructor(private readonly meta: PdfMetadata) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: {
        Title: meta.title,
        Subject: meta.subject,
        Author: 'Property Analysis Calculator',
        Creator: 'Property Analysis Calculator',
      },
    });
    this.width = this.doc.page.width - MARGIN * 2;
    this.titleBand();
  }

  private titleBand(): void {
    const { doc } = this;
    doc.rect(0, 0, doc.page.width, 110).fill(COLOURS.navy);
    doc
      .fillColor('#ffffff')
      .font('Helvetica')
      .fontSize(9)
      .text('PROPERTY ANALYSIS CALCULATOR · FREE COURSE', MARGIN, 28, { characterSpacing: 1 });
    doc.font('Helvetica-Bold').fontSize(22).text(this.meta.title, MARGIN, 44, { width: this.width });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#cbd5e1')
      .text(this.meta.subtitle, MARGIN, 76, { width: this.width });
    doc.fillColor(COLOURS.text);
    doc.y = 135;
  }

  /** Starts a new page when fewer than `height` points remain above the footer. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN - FOOTER_SPACE) {
      this.doc.addPage();
      this.doc.y = MARGIN;
    }
  }

  heading(text: string): this {
    this.ensureSpace(60);
    const { doc } = this;
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(COLOURS.navy)
      .text(text, MARGIN, doc.y, { width: this.width });
    const y = doc.y + 3;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 60, y)
      .lineWidth(2)
      .strokeColor(COLOURS.accent)
      .stroke();
    doc.y = y + 8;
    doc.fillColor(COLOURS.text);
    return this;
  }

  subheading(text: string): this {
    this.ensureSpace(40);
    this.doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(COLOURS.text)
      .text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
    return this;
  }

  paragraph(text: string): this {
    const { doc } = this;
    doc.font('Helvetica').fontSize(10).fillColor(COLOURS.text);
    this.ensureSpace(doc.heightOfString(text, { width: this.width, lineGap: 2 }) + 6);
    doc.text(text, MARGIN, doc.y, { width: this.width, lineGap: 2 });
    doc.moveDown(0.5);
    return this;
  }

  /** Bullet points, or tick boxes for checklists the reader fills in by hand. */
  list(items: readonly string[], style: 'bullet' | 'checkbox' = 'bullet'): this {
    const { doc } = this;
    const indent = 18;
    doc.font('Helvetica').fontSize(10);
    for (const item of items) {
      const height = doc.heightOfString(item, { width: this.width - indent, lineGap: 2 });
      this.ensureSpace(height + 6);
      const top = doc.y;
      if (style === 'checkbox') {
        doc
          .rect(MARGIN + 1, top + 1, 9, 9)
          .lineWidth(0.8)
          .strokeColor(COLOURS.muted)
          .stroke();
      } else {
        doc.circle(MARGIN + 5, top + 5, 2).fill(COLOURS.accent);
      }
      doc
        .fillColor(COLOURS.text)
        .text(item, MARGIN + indent, top, { width: this.width - indent, lineGap: 2 });
      doc.moveDown(0.35);
    }
    doc.moveDown(0.3);
    return this;
  }

  /** A ruled table; rows may be marked as totals (bold, shaded). Empty cells leave room to write in. */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    totals: readonly number[] = [],
  ): this {
    const { doc } = this;
    const rowHeight = 20;
    const widths = columns.map((column) => column.width * this.width);
    const drawRow = (cells: readonly string[], options: { header?: boolean; total?: boolean }) => {
      this.ensureSpace(rowHeight);
      const top = doc.y;
      if (options.header) doc.rect(MARGIN, top, this.width, rowHeight).fill(COLOURS.navy);
      else if (options.total) doc.rect(MARGIN, top, this.width, rowHeight).fill(COLOURS.band);
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const column = columns[index];
        const width = widths[index] ?? 0;
        doc
          .font(options.header || options.total ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor(options.header ? '#ffffff' : COLOURS.text)
          .text(cell, x + 5, top + 6, {
            width: width - 10,
            align: column?.align ?? 'left',
            lineBreak: false,
            ellipsis: true,
          });
        x += width;
      });
      doc
        .moveTo(MARGIN, top + rowHeight)
        .lineTo(MARGIN + this.width, top + rowHeight)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      doc.y = top + rowHeight;
    };
    // Never leave a header alone at the foot of a page.
    this.ensureSpace(rowHeight * 3);
    drawRow(
      columns.map((column) => column.header),
      { header: true },
    );
    rows.forEach((row, index) => drawRow(row, { total: totals.includes(index) }));
    doc.moveDown(0.8);
    doc.x = MARGIN;
    return this;
  }

  /** A shaded call-out: a key formula or rule of thumb. */
  note(title: string, text: string): this {
    const { doc } = this;
    doc.font('Helvetica').fontSize(10);
    const height = doc.heightOfString(text, { width: this.width - 24, lineGap: 2 }) + 34;
    this.ensureSpace(height + 8);
    const top = doc.y;
    doc.rect(MARGIN, top, this.width, height).fill(COLOURS.band);
    doc.rect(MARGIN, top, 3, height).fill(COLOURS.accent);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(COLOURS.navy)
      .text(title, MARGIN + 14, top + 10, { width: this.width - 24 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(text, MARGIN + 14, doc.y + 2, { width: this.width - 24, lineGap: 2 });
    doc.y = top + height + 10;
    doc.x = MARGIN;
    return this;
  }

  /** Page footers (title and "Page n of m") written once all pages exist, then the finished file. */
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
      const bottom = doc.page.height - MARGIN + 10;
      // Writing below the bottom margin would make pdfkit add a page; lift the margin while drawing the footer.
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted);
      doc.text(`${this.meta.title} · Property Analysis Calculator`, MARGIN, bottom, {
        width: this.width / 2,
        lineBreak: false,
      });
      doc.text(`Page ${index + 1} of ${range.count}`, MARGIN + this.width / 2, bottom, {
        width: this.width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = MARGIN;
    }
    doc.end();
    return finished;
  }
}
