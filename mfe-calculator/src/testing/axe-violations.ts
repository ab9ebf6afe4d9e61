import axe from 'axe-core';

/**
 * axe's findings on the rendered page, one line each ("rule: selectors"), so a failure names what to fix. Colour
 * contrast needs real layout, which jsdom lacks: the site's tokens are chosen for AA and the e2e run checks it.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((found) => found.target.join(' ')).join(', ')}`,
  );
}
