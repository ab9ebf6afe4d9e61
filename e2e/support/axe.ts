import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the site promises to meet. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * axe's WCAG 2.1 A/AA violations on the page as it is now, one line each (rule and the elements it found), so an
 * `expect(...).toEqual([])` failure says what to fix. `impacts` keeps only violations of those impacts.
 */
export async function axeViolations(page: Page, { impacts }: { impacts?: readonly Impact[] } = {}) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact as Impact))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
