import { chartFrame, xLabel } from './chart-frame.js';
import { PDF_COLOURS as C, PDF_FONT } from './house-style.js';
import type { HousePdf } from './house-pdf.js';

/** Bars side by side in each category (e.g. revenue and costs per month). Drawn as vector shapes. */
export interface BarChartSpec {
  categories: readonly string[];
  series: readonly { name: string; colour: string; values: readonly number[] }[];
  /** Total height: legend, plot and labels. */
  height: number;
  /** Labels of the value axis ("£2,000"). */
  formatValue: (value: number) => string;
  xTitle?: string;
}

export interface LinePoint {
  x: number;
  y: number;
}

/** Lines over a numeric x axis (e.g. cumulative cash by month), with vertical markers. Drawn as vector paths. */
export interface LineChartSpec {
  series: readonly { name: string; colour: string; points: readonly LinePoint[]; dashed?: boolean }[];
  xDomain: readonly [number, number];
  xTicks: readonly { x: number; label: string }[];
  height: number;
  formatValue: (value: number) => string;
  /** A vertical line at x with a label, and a dot at y when given (e.g. the month cash turns positive). */
  markers?: readonly { x: number; y?: number; label: string; colour?: string }[];
  xTitle?: string;
}

export function drawBarChart(pdf: HousePdf, spec: BarChartSpec): void {
  const { doc } = pdf;
  const frame = chartFrame(pdf, {
    height: spec.height,
    values: spec.series.flatMap((series) => series.values),
    formatValue: spec.formatValue,
    legend: spec.series.map((series) => ({ name: series.name, colour: series.colour, kind: 'bar' as const })),
    xTitle: spec.xTitle,
  });
  const groupWidth = frame.width / Math.max(1, spec.categories.length);
  const barWidth = (groupWidth * 0.72) / Math.max(1, spec.series.length);
  const zero = frame.toY(0);
  spec.categories.forEach((category, index) => {
    const groupLeft = frame.x + index * groupWidth + groupWidth * 0.14;
    spec.series.forEach((series, position) => {
      const value = series.values[index] ?? 0;
      const y = frame.toY(value);
      // Bars grow from the zero line, down for a negative value.
      doc
        .rect(groupLeft + position * barWidth, Math.min(y, zero), barWidth - 1, Math.abs(zero - y))
        .fill(series.colour);
    });
    xLabel(pdf, frame, frame.x + (index + 0.5) * groupWidth, category, groupWidth);
  });
  doc.fillColor(C.text);
  doc.y = frame.end;
}

export function drawLineChart(pdf: HousePdf, spec: LineChartSpec): void {
  const { doc } = pdf;
  const frame = chartFrame(pdf, {
    height: spec.height,
    values: spec.series.flatMap((series) => series.points.map((point) => point.y)),
    formatValue: spec.formatValue,
    legend: spec.series.map((series) => ({
      name: series.name,
      colour: series.colour,
      kind: series.dashed ? ('dashed' as const) : ('line' as const),
    })),
    xTitle: spec.xTitle,
  });
  const [from, to] = spec.xDomain;
  const toX = (x: number) => frame.x + ((x - from) / (to - from || 1)) * frame.width;

  for (const tick of spec.xTicks) {
    const x = toX(tick.x);
    const base = frame.y + frame.height;
    doc
      .moveTo(x, base)
      .lineTo(x, base + 3)
      .lineWidth(0.6)
      .strokeColor(C.muted)
      .stroke();
    xLabel(pdf, frame, x, tick.label, 40);
  }

  for (const series of spec.series) {
    const [first, ...rest] = series.points;
    if (!first) continue;
    if (series.dashed) doc.dash(4, { space: 3 });
    doc.moveTo(toX(first.x), frame.toY(first.y));
    for (const point of rest) doc.lineTo(toX(point.x), frame.toY(point.y));
    doc.lineWidth(1.6).lineJoin('round').strokeColor(series.colour).stroke();
    doc.undash();
    for (const point of series.points) doc.circle(toX(point.x), frame.toY(point.y), 1.6).fill(series.colour);
  }

  for (const marker of spec.markers ?? []) {
    const x = toX(marker.x);
    const colour = marker.colour ?? C.accent;
    doc.dash(2, { space: 2 });
    doc
      .moveTo(x, frame.y)
      .lineTo(x, frame.y + frame.height)
      .lineWidth(0.9)
      .strokeColor(colour)
      .stroke();
    doc.undash();
    if (marker.y !== undefined) doc.circle(x, frame.toY(marker.y), 3.2).fill(colour);
    doc.font(PDF_FONT.bold).fontSize(8).fillColor(colour);
    const labelWidth = pdf.widthOf(marker.label);
    // The label sits right of the line unless that would run off the plot.
    const labelX = x + 4 + labelWidth > frame.x + frame.width ? x - 4 - labelWidth : x + 4;
    pdf.text(marker.label, labelX, frame.y + 2, { lineBreak: false });
  }
  doc.fillColor(C.text);
  doc.y = frame.end;
}
