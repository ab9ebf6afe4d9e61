export { HousePdf, type HousePdfOptions, type PageLayout, type TitleBand } from './house-pdf.js';
export type { TableColumn, TableOptions, TableRow } from './pdf-table.js';
export type { KpiCard, KpiCardsOptions } from './pdf-kpi-cards.js';
export type { BarChartSpec, LineChartSpec, LinePoint } from './pdf-charts.js';
export { niceTicks } from './chart-frame.js';
export { PDF_COLOURS, PDF_AUTHOR } from './house-style.js';
export { toWinAnsi } from './win-ansi.js';
