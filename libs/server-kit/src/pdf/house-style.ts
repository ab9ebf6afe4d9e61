/** The house style every generated PDF shares (course hand-outs, workbook, deal reports): A4, navy and green. */
export const PDF_COLOURS = {
  navy: '#0f2a44',
  accent: '#0e9f6e',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  band: '#f3f4f6',
  zebra: '#f8fafc',
  warning: '#b45309',
  warningBand: '#fef3c7',
  negative: '#b91c1c',
  /** Chart series, in the order a chart uses them. */
  series: ['#0f2a44', '#0e9f6e', '#d97706', '#7c3aed'],
} as const;

export const PDF_MARGIN = 50;
/** Kept free above the bottom margin for the page footer. */
export const PDF_FOOTER_SPACE = 40;
export const PDF_AUTHOR = 'Property Analysis Calculator';

export const PDF_FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
