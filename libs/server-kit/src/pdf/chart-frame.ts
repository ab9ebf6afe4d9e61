import { PDF_COLOURS as C, PDF_FONT } from './house-style.js';
import type { HousePdf } from './house-pdf.js';

/** How a series shows in the legend. */
export interface LegendEntry {
  name: string;
  colour: string;
  kind: 'bar' | 'line' | 'dashed';
}

/** The plot area of a chart and its value scale (y grows downwards on a PDF page). */
export interface ChartFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  toY: (value: number) => number;
  /** Where the text after the chart starts. */
  end: number;
}

/**
 * Round tick values covering [min, max] (0 always included), stepping 1, 2, 2.5 or 5 × a power of ten, so the
 * axis reads "£0, £1,000, £2,000" rather than "£0, £873, £1,746".
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high - low === 0) return [0, 1];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  // Multiples of the step, re-rounded so 0.1 × 3 prints as 0.3.
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toPrecision(12)));
}

const LEGEND_HEIGHT = 16;
const X_LABEL_SPACE = 14;

/**
 * Reserves `height` points for a chart (legend, plot, x labels), draws the legend, the value gridlines with their
 * labels and a darker zero line, and returns the plot area for the caller to draw into (labels drawn there move
 * pdfkit's cursor, so the caller ends by setting `doc.y` to `frame.end`).
 */
export function chartFrame(
  pdf: HousePdf,
  options: {
    height: number;
    values: readonly number[];
    formatValue: (value: number) => string;
    legend: readonly LegendEntry[];
    xTitle?: string;
  },
): ChartFrame {
  const { doc } = pdf;
  const titleSpace = options.xTitle ? 12 : 0;
  pdf.ensureSpace(options.height + 10);
  const top = doc.y;
  drawLegend(pdf, options.legend, top);

  const ticks = niceTicks(Math.min(...options.values), Math.max(...options.values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  doc.font(PDF_FONT.regular).fontSize(7);
  const labelWidth = Math.max(...ticks.map((tick) => pdf.widthOf(options.formatValue(tick)))) + 6;
  const frame: ChartFrame = {
    x: pdf.left + labelWidth,
    y: top + LEGEND_HEIGHT + 8,
    width: pdf.width - labelWidth - 4,
    height: options.height - LEGEND_HEIGHT - 8 - X_LABEL_SPACE - titleSpace,
    end: top + options.height + 6,
    toY: (value) => frame.y + frame.height - ((value - low) / (high - low)) * frame.height,
  };

  for (const tick of ticks) {
    const y = frame.toY(tick);
    doc
      .moveTo(frame.x, y)
      .lineTo(frame.x + frame.width, y)
      .lineWidth(tick === 0 ? 0.9 : 0.4)
      .strokeColor(tick === 0 ? C.text : C.rule)
      .stroke();
    doc.font(PDF_FONT.regular).fontSize(7).fillColor(C.muted);
    pdf.text(options.formatValue(tick), pdf.left, y - 3.5, {
      width: labelWidth - 6,
      align: 'right',
      lineBreak: false,
    });
  }
  doc
    .moveTo(frame.x, frame.y)
    .lineTo(frame.x, frame.y + frame.height)
    .lineWidth(0.6)
    .strokeColor(C.muted)
    .stroke();

  if (options.xTitle) {
    doc.font(PDF_FONT.regular).fontSize(7).fillColor(C.muted);
    pdf.text(options.xTitle, frame.x, frame.y + frame.height + X_LABEL_SPACE, {
      width: frame.width,
      align: 'center',
      lineBreak: false,
    });
  }
  return frame;
}

/** An x-axis label centred under `x`, or kept inside the plot's width at its edges (clear of the value labels). */
export function xLabel(pdf: HousePdf, frame: ChartFrame, x: number, label: string, width: number): void {
  pdf.doc.font(PDF_FONT.regular).fontSize(7).fillColor(C.muted);
  const half = Math.min(width, pdf.widthOf(label) + 2) / 2;
  const [left, align] =
    x - half < frame.x
      ? [frame.x, 'left' as const]
      : x + half > frame.x + frame.width
        ? [frame.x + frame.width - width, 'right' as const]
        : [x - width / 2, 'center' as const];
  pdf.text(label, left, frame.y + frame.height + 4, { width, align, lineBreak: false });
}

function drawLegend(pdf: HousePdf, entries: readonly LegendEntry[], top: number): void {
  const { doc } = pdf;
  let x = pdf.left;
  const middle = top + 5;
  for (const entry of entries) {
    if (entry.kind === 'bar') doc.rect(x, middle - 4, 10, 8).fill(entry.colour);
    else {
      if (entry.kind === 'dashed') doc.dash(3, { space: 2 });
      doc
        .moveTo(x, middle)
        .lineTo(x + 14, middle)
        .lineWidth(1.6)
        .strokeColor(entry.colour)
        .stroke();
      doc.undash();
    }
    const swatch = entry.kind === 'bar' ? 10 : 14;
    doc.font(PDF_FONT.regular).fontSize(8).fillColor(C.text);
    pdf.text(entry.name, x + swatch + 4, middle - 4, { lineBreak: false });
    x += swatch + 4 + pdf.widthOf(entry.name) + 16;
  }
}
