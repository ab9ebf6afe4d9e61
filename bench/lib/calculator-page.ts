import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.js';
import { percentile } from './measure.js';

/** The headline card the analyser updates first on every keystroke (a group named by its title). */
const CASH_CARD = 'Net cash flow';
const RATE_FIELD = 'Low season nightly rate';

export interface CalculatorFirstLoad {
  /** Gzip bytes of every script downloaded until the first headline card showed. */
  gzip: number;
  files: { url: string; gzip: number }[];
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
 * The JavaScript /calculator needs before a result is shown: scripts the browser finished downloading by the time
 * the first headline card appeared (the charts arrive with the results, after it, and are not counted).
 */
export function calculatorFirstLoad(siteUrl: string): Promise<CalculatorFirstLoad> {
  return withPage(async (page) => {
    const files: Promise<{ url: string; gzip: number }>[] = [];
    let counting = true;
    page.on('response', (response) => {
      if (!counting || response.request().resourceType() !== 'script') return;
      files.push(response.body().then((body) => ({ url: response.url(), gzip: zlib.gzipSync(body).length })));
    });
    await page.goto(`${siteUrl}/calculator`, { waitUntil: 'commit' });
    await page.getByRole('group', { name: CASH_CARD, exact: true }).waitFor({ timeout: 30_000 });
    counting = false;
    const done = await Promise.all(files);
    return { gzip: done.reduce((sum, file) => sum + file.gzip, 0), files: done };
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
