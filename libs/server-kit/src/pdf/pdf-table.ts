import { PDF_COLOURS as C, PDF_FONT } from './house-style.js';
import type { HousePdf } from './house-pdf.js';

export interface TableColumn {
  header: string;
  /** Share of the usable width, 0-1. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export type TableRow = readonly string[];

export interface TableOptions {
  /** Rows drawn as totals: bold on a shaded band. */
  totals?: readonly number[];
  /** Rows that break down the row above them: indented and muted. */
  details?: readonly number[];
  /** Shade alternate rows (true), or the rows a function picks (e.g. alternate groups), for wide tables read across. */
  zebra?: boolean | ((rowIndex: number) => boolean);
  /** Draw the header again on each page the table continues on. */
  repeatHeader?: boolean;
  /** Rows that start a group (e.g. a year's partners): a page never breaks inside a group that fits on one. */
  groupStarts?: readonly number[];
  /** Figures that start with a minus (or en dash) print in red. */
  tintNegatives?: boolean;
  fontSize?: number;
  rowHeight?: number;
}

const NEGATIVE = /^[-\u2013\u2212]\s?[£$€]?\d/;

/** A ruled table. Empty cells leave room to write in; text too long for its cell ends in an ellipsis. */
export function drawTable(
  pdf: HousePdf,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  options: TableOptions = {},
): void {
  const { doc } = pdf;
  const fontSize = options.fontSize ?? 9;
  const rowHeight = options.rowHeight ?? 20;
  // Centres a line of text in its row: 6 points from the top of the house's 20-point, 9-point rows.
  const padTop = (rowHeight - fontSize) / 2 + 0.5;
  const widthsOf = () => columns.map((column) => column.width * pdf.width);
  const zebra = options.zebra ?? false;
  const shaded = (index: number) => (typeof zebra === 'function' ? zebra(index) : zebra && index % 2 === 1);

  // A header too long for its column wraps at its spaces; a single word too long for it prints smaller.
  const headerSize = (header: string, width: number) => {
    doc.font(PDF_FONT.bold);
    const words = header.split(/\s+/);
    for (let size = fontSize; size > 6; size -= 0.5) {
      doc.fontSize(size);
      if (Math.max(...words.map((word) => pdf.widthOf(word))) <= width - 10) return size;
    }
    return 6;
  };

  const headerHeight = () => {
    const widths = widthsOf();
    doc.font(PDF_FONT.bold).fontSize(fontSize);
    const oneLine = pdf.heightOf('X');
    const tallest = Math.max(
      ...columns.map((column, index) => {
        const width = (widths[index] ?? 0) - 10;
        doc.fontSize(headerSize(column.header, width + 10));
        return pdf.heightOf(column.header, { width });
      }),
    );
    return tallest <= oneLine ? rowHeight : Math.max(rowHeight, Math.ceil(tallest + padTop * 2 - 1));
  };

  const drawHeader = () => {
    const height = headerHeight();
    const widths = widthsOf();
    const top = doc.y;
    doc.rect(pdf.left, top, pdf.width, height).fill(C.navy);
    doc.font(PDF_FONT.bold).fontSize(fontSize).fillColor('#ffffff');
    const oneLine = pdf.heightOf('X');
    let x = pdf.left;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      doc.fontSize(headerSize(column.header, width));
      const wraps = pdf.widthOf(column.header) > width - 10;
      // When some header wraps, the one-line headers sit level with its last line.
      const y = wraps || height === rowHeight ? top + padTop : top + height - padTop - oneLine + 1;
      pdf.text(column.header, x + 5, y, {
        width: width - 10,
        align: column.align ?? 'left',
        lineBreak: wraps,
      });
      x += width;
    });
    rule(top + height);
    doc.y = top + height;
  };

  const rule = (y: number) => {
    doc
      .moveTo(pdf.left, y)
      .lineTo(pdf.left + pdf.width, y)
      .lineWidth(0.5)
      .strokeColor(C.rule)
      .stroke();
  };

  const groupHeight = (index: number) => {
    if (!options.groupStarts?.includes(index)) return rowHeight;
    const next = options.groupStarts.find((start) => start > index) ?? rows.length;
    const height = (next - index) * rowHeight;
    return height <= pdf.bottom - pdf.top - headerHeight() ? height : rowHeight;
  };

  const drawRow = (cells: TableRow, index: number) => {
    if (pdf.ensureSpace(groupHeight(index)) && options.repeatHeader) drawHeader();
    const total = options.totals?.includes(index) ?? false;
    const detail = options.details?.includes(index) ?? false;
    const widths = widthsOf();
    const top = doc.y;
    if (total) doc.rect(pdf.left, top, pdf.width, rowHeight).fill(C.band);
    else if (shaded(index)) doc.rect(pdf.left, top, pdf.width, rowHeight).fill(C.zebra);
    let x = pdf.left;
    cells.forEach((cell, column) => {
      const width = widths[column] ?? 0;
      const indent = detail && column === 0 ? 10 : 0;
      const colour = options.tintNegatives && NEGATIVE.test(cell) ? C.negative : detail ? C.muted : C.text;
      doc
        .font(total ? PDF_FONT.bold : PDF_FONT.regular)
        .fontSize(detail ? fontSize - 0.5 : fontSize)
        .fillColor(colour);
      pdf.text(pdf.fitText(cell, width - 10 - indent), x + 5 + indent, top + padTop, {
        width: width - 10 - indent,
        align: columns[column]?.align ?? 'left',
        lineBreak: false,
      });
      x += width;
    });
    rule(top + rowHeight);
    doc.y = top + rowHeight;
  };

  // Never leave a header alone at the foot of a page.
  pdf.ensureSpace(Math.max(rowHeight * 3, headerHeight() + groupHeight(0)));
  drawHeader();
  rows.forEach((row, index) => drawRow(row, index));
  doc.moveDown(0.8);
  doc.x = pdf.left;
}
