import { type DealInput, type DealResult } from '@pac/contracts';
import { headlineFigures } from '@pac/deal-model';
import { type KpiCard } from '@pac/server-kit/pdf';

/** The results page's headline cards (one list, in @pac/deal-model), as the report's KPI cards. */
export function headlineCards(input: DealInput, result: DealResult): KpiCard[] {
  return headlineFigures(input, result).map(({ label, value, caption, negative }) => ({
    label,
    value,
    caption,
    tone: negative ? 'negative' : 'neutral',
  }));
}
