import { PDF_COLOURS as C, PDF_FONT } from './house-style.js';
import type { HousePdf } from './house-pdf.js';

export interface KpiCard {
  label: string;
  /** The figure, already formatted ("£3,160", "35.7%", "Month 32"). */
  value: string;
  /** A short line under the figure: its basis or a comparison. */
  caption?: string;
  /** 'negative' prints the figure in red (a loss, a shortfall). */
  tone?: 'neutral' | 'negative';
}

export interface KpiCardsOptions {
  columns?: number;
}

const CARD_HEIGHT = 64;
const GAP = 8;
const PADDING = 10;
/** A figure shrinks from the largest size to the smallest to fit its card, then wraps. */
const VALUE_SIZES = [16, 14, 12, 11, 10] as const;

/** Headline figures as a grid of cards, `columns` to a row; a row never splits across pages. */
export function drawKpiCards(pdf: HousePdf, cards: readonly KpiCard[], options: KpiCardsOptions = {}): void {
  const { doc } = pdf;
  const columns = options.columns ?? 4;
  const cardWidth = (pdf.width - GAP * (columns - 1)) / columns;
  const inner = cardWidth - PADDING * 2;
  for (let start = 0; start < cards.length; start += columns) {
    pdf.ensureSpace(CARD_HEIGHT + GAP);
    const top = doc.y;
    cards.slice(start, start + columns).forEach((card, index) => {
      const x = pdf.left + index * (cardWidth + GAP);
      doc.rect(x, top, cardWidth, CARD_HEIGHT).fill(C.band);
      doc.rect(x, top, 3, CARD_HEIGHT).fill(C.accent);
      doc.font(PDF_FONT.regular).fontSize(8).fillColor(C.muted);
      pdf.text(pdf.fitText(card.label, inner), x + PADDING, top + 9, { width: inner, lineBreak: false });

      doc.font(PDF_FONT.bold);
      const size = fittingSize(pdf, card.value, inner);
      doc.fontSize(size).fillColor(card.tone === 'negative' ? C.negative : C.navy);
      const wraps = pdf.widthOf(card.value) > inner;
      pdf.text(card.value, x + PADDING, top + (wraps ? 20 : 22 + (16 - size) / 2), {
        width: inner,
        lineBreak: wraps,
        height: wraps ? 26 : undefined,
        ellipsis: true,
        lineGap: -1,
      });

      if (card.caption) {
        doc.font(PDF_FONT.regular).fontSize(7).fillColor(C.muted);
        pdf.text(pdf.fitText(card.caption, inner), x + PADDING, top + CARD_HEIGHT - 14, {
          width: inner,
          lineBreak: false,
        });
      }
    });
    doc.y = top + CARD_HEIGHT + GAP;
  }
  doc.fillColor(C.text);
  doc.x = pdf.left;
  doc.moveDown(0.4);
}

function fittingSize(pdf: HousePdf, value: string, width: number): number {
  for (const size of VALUE_SIZES) {
    pdf.doc.fontSize(size);
    if (pdf.widthOf(value) <= width) return size;
  }
  return VALUE_SIZES[VALUE_SIZES.length - 1] ?? 10;
}
