import type { Frame, Page } from '@playwright/test';
import { VIDEO_HOST } from '@pac/contracts';

/**
 * The video host cannot be reached from the test machine. Its player script is refused (as offline), and its embed
 * page is answered by a stand-in speaking the host's postMessage protocol (ready, timeupdate, ended,
 * getCurrentTime, setCurrentTime), with a clock the journey starts, stops and moves. `durations` maps host video
 * ids to seconds; the stand-in can be held back by `delayMs` so the page's loading state is observable.
 */
export async function standInForVideoHost(
  page: Page,
  durations: Record<string, number>,
  delayMs = 0,
): Promise<void> {
  await page.route(VIDEO_HOST.playerScriptUrl, (route) => route.abort('internetdisconnected'));
  await page.route(`${VIDEO_HOST.origin}/video/**`, async (route) => {
    const id = new URL(route.request().url()).pathname.split('/').at(-1) ?? '';
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ contentType: 'text/html', body: standInPage(durations[id] ?? 60) });
  });
}

const standInPage = (duration: number) => `<!doctype html>
<html><body style="margin:0;background:#0b1220;color:#e2e8f0;font:14px sans-serif;padding:12px">
<p>Video host stand-in · <span id="time">0.00</span> / ${duration}s</p>
<script>
  const duration = ${duration};
  let seconds = 0, playing = false;
  const listening = new Set();
  const send = (message) => parent.postMessage(message, '*');
  const show = () => { document.getElementById('time').textContent = seconds.toFixed(2); };
  setInterval(() => {
    if (!playing) return;
    seconds = Math.min(duration, seconds + 0.25);
    show();
    if (listening.has('timeupdate')) send({ event: 'timeupdate', data: { seconds, percent: seconds / duration, duration } });
    if (seconds >= duration) {
      playing = false;
      if (listening.has('ended')) send({ event: 'ended', data: { seconds, percent: 1, duration } });
    }
  }, 250);
  addEventListener('message', (event) => {
    const message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    if (message.method === 'addEventListener') listening.add(message.value);
    if (message.method === 'getCurrentTime') send({ method: 'getCurrentTime', value: seconds });
    if (message.method === 'setCurrentTime') { seconds = Math.max(0, Math.min(duration, Number(message.value))); show(); }
  });
  window.standIn = {
    play: () => { playing = true; },
    pause: () => { playing = false; },
    seek: (to) => { seconds = to; show(); },
    time: () => seconds,
  };
  send({ event: 'ready' });
</script></body></html>`;

/** The stand-in embed's frame in the page. */
export async function videoHostFrame(page: Page): Promise<Frame> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const frame = page
      .frames()
      .find((candidate) => candidate.url().startsWith(`${VIDEO_HOST.origin}/video/`));
    if (frame && (await frame.evaluate(() => 'standIn' in window).catch(() => false))) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error('The video host embed never loaded');
}

type StandIn = { play(): void; pause(): void; seek(to: number): void; time(): number };
export const standIn = {
  play: (frame: Frame) => frame.evaluate(() => (window as unknown as { standIn: StandIn }).standIn.play()),
  pause: (frame: Frame) => frame.evaluate(() => (window as unknown as { standIn: StandIn }).standIn.pause()),
  seek: (frame: Frame, to: number) =>
    frame.evaluate((target) => (window as unknown as { standIn: StandIn }).standIn.seek(target), to),
  time: (frame: Frame) => frame.evaluate(() => (window as unknown as { standIn: StandIn }).standIn.time()),
};
