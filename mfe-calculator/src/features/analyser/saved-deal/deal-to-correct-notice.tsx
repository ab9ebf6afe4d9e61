import { DEALS_API_MESSAGES } from '@pac/contracts';
import { DEAL_TO_CORRECT_TEXTS } from '../../../texts.js';

/** Why a saved deal opened with its fields marked instead of its figures (422 DEAL_INPUT_OUT_OF_BOUNDS). */
export function DealToCorrectNotice() {
  return (
    <section
      role="alert"
      aria-labelledby="deal-to-correct-heading"
      className="space-y-2 rounded-lg border border-destructive bg-red-50 p-4 text-sm text-foreground"
    >
      <h2 id="deal-to-correct-heading" className="text-base font-semibold">
        {DEAL_TO_CORRECT_TEXTS.heading}
      </h2>
      <p>{DEALS_API_MESSAGES.storedInputOutOfBounds}</p>
      <p>{DEAL_TO_CORRECT_TEXTS.why}</p>
    </section>
  );
}
