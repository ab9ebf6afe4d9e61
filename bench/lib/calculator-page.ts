import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@pac/e2e/chromium';
import { percentile } from './measure.js';

/** The headline card the analyser updates first on every keystroke (a group named by its title). */
const CASH_CARD = 'Net cash flow';
const RATE_FIELD = 'Low season nightly rate';

export interface ScriptDownloads {
  /** Gzip bytes of the scripts counted. */
  gzip: number;
  files: { url: string; gzip: number }[];
}

export interface CalculatorFirstLoad {
  /**
   * The acceptance's figure: every script the browser had finished downloading (shell included) when the analyser's
   * form was on screen: the "Deal analyser" heading and the first field of step 1 visible.
   */
  form: ScriptDownloads;
  /** For information: every script downloaded by the time the first headline card showed. */
  firstCard: ScriptDownloads;
}

async function withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await work(await (await browser.newContext()).newPage()); // fresh context: empty cache
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page before its own scripts: notes (performance.now()) when the form and the first card are first in
 * the document and visible. A MutationObserver callback runs right after the change is committed, before the frame
 * that paints it. Plain JavaScript in a string: a function passed from here would carry the TypeScript loader's
 * helpers, which the page does not have.
 */
const watchCalculatorMoments = (cardName: string) => `(() => {
  const moments = {};
  window.calculatorMoments = moments;
  const visible = (element) =>
    !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  new MutationObserver(() => {
    if (moments.form === undefined) {
      const heading = Array.from(document.querySelectorAll('h1')).find((h1) => h1.textContent.trim() === 'Deal analyser');
      const section = document.querySelector('form[aria-label="Deal inputs"] section');
      const firstField = section && section.querySelector('input, select, textarea');
      if (visible(heading) && visible(firstField)) moments.form = performance.now();
    }
    if (moments.card === undefined) {
      const card = document.querySelector('[role="group"][aria-label=${JSON.stringify(cardName)}]');
      if (visible(card)) moments.card = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * The JavaScript /calculator needs before its form is usable, and (for information) before a result is shown:
 * the scripts whose download had finished (Resource Timing's responseEnd, on the page's own clock) when the form,
 * then the first headline card, appeared. Sizes are the gzip of each script's body as received. A script with no
 * timing entry counts in both, so nothing is left out.
 */
export function calculatorFirstLoad(siteUrl: string): Promise<CalculatorFirstLoad> {
  return withPage(async (page) => {
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = response
        .body()
        .then((body) => ({ url: response.url(), gzip: zlib.gzipSync(body).length }));
      // A body still arriving when the page is closed (the wait below failed) must not end the process unreported.
      file.catch(() => undefined);
      scripts.push(file);
    });
    await page.addInitScript({ content: watchCalculatorMoments(CASH_CARD) });
    await page.goto(`${siteUrl}/calculator`, { waitUntil: 'commit' });
    await page.getByRole('group', { name: CASH_CARD, exact: true }).waitFor({ timeout: 30_000 });
    const { moments, finished } = await page.evaluate(() => ({
      moments: (window as unknown as { calculatorMoments: { form?: number; card?: number } })
        .calculatorMoments,
      finished: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, at: (entry as PerformanceResourceTiming).responseEnd })),
    }));
    if (moments.form === undefined || moments.card === undefined) {
      throw new Error(
        `the page did not show its form and first card as expected: ${JSON.stringify(moments)}`,
      );
    }
    const files = await Promise.all(scripts);
    const finishedAt = (url: string) =>
      Math.min(...finished.filter((entry) => entry.url === url).map((entry) => entry.at));
    const until = (moment: number): ScriptDownloads => {
      // Math.min of nothing is Infinity: a script without a timing entry is counted as downloaded first.
      const counted = files.filter((file) => {
        const at = finishedAt(file.url);
        return at === Infinity || at <= moment;
      });
      return { gzip: counted.reduce((sum, file) => sum + file.gzip, 0), files: counted };
    };
    return { form: until(moments.form), firstCard: until(moments.card) };
  });
}

export interface TypingLatency {
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * Per keystroke in a rate field, with the results on screen: the time from the key's `keydown` (its event
 * timestamp, on the Performance API's clock) to the moment the net cash flow card shows the new figure (a
 * MutationObserver callback, `performance.now()`). Each key changes the rate, so each one changes the card.
 */
export function typingLatency(siteUrl: string, keystrokes = 60): Promise<TypingLatency> {
  return withPage(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${siteUrl}/calculator`);
    const card = page.getByRole('group', { name: CASH_CARD, exact: true });
    await card.waitFor({ timeout: 30_000 });
    await page
      .getByRole('navigation', { name: 'Analyser steps' })
      .getByRole('button', { name: /Revenue and seasons/ })
      .click();
    const field = page.getByLabel(RATE_FIELD, { exact: true });
    await field.fill('90');
    // Let the lazily loaded charts arrive and settle, so what is measured is the page with its results on screen.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.evaluate((cardName) => {
      const group = document.querySelector(`[role="group"][aria-label="${cardName}"]`);
      if (!group) throw new Error(`no card named ${cardName}`);
      const state = { pressedAt: 0, samples: [] as number[] };
      (window as unknown as { typingBench: typeof state }).typingBench = state;
      document.addEventListener('keydown', (event) => (state.pressedAt = event.timeStamp), { capture: true });
      new MutationObserver(() => {
        if (state.pressedAt === 0) return;
        state.samples.push(performance.now() - state.pressedAt);
        state.pressedAt = 0;
      }).observe(group, { subtree: true, characterData: true, childList: true });
    }, CASH_CARD);
    await field.focus();
    await field.press('End');
    for (let i = 0; i < keystrokes; i++) {
      // Alternate a digit on and off the end: 90 → 901 → 90 → 902 …, every key a different rate.
      await field.press(i % 2 === 0 ? String(((i / 2) % 9) + 1) : 'Backspace');
      await page.waitForTimeout(60);
    }
    const samples = await page.evaluate(
      () => (window as unknown as { typingBench: { samples: number[] } }).typingBench.samples,
    );
    if (samples.length < keystrokes * 0.9) {
      throw new Error(`only ${samples.length} of ${keystrokes} keystrokes changed the card`);
    }
    return {
      keystrokes: samples.length,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: Math.max(...samples),
    };
  });
}
