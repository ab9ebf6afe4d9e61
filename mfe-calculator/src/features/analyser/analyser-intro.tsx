import { CALCULATOR_PAGE_META } from '../../texts.js';

/** The analyser page's frame; its first paint uses it too, so the heading does not move. */
export const ANALYSER_PAGE_CLASS = 'mx-auto max-w-7xl space-y-6 px-4 py-8';

/**
 * The analyser's heading and introduction, its largest text on a phone. Dependency-free (React and the texts):
 * the remote's build renders it to static HTML (vite.config.ts, `firstPaint`), which the shell's host sends with
 * the page, so it paints before any script runs and the page's React render lands on it at the same size.
 */
export function AnalyserIntro() {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">{CALCULATOR_PAGE_META.analyser.title}</h1>
      <p className="max-w-3xl text-muted-foreground">{CALCULATOR_PAGE_META.analyser.description}</p>
    </header>
  );
}

/** /calculator as it first shows: the static HTML of its first paint. */
export function AnalyserFirstPaint() {
  return (
    <div className={ANALYSER_PAGE_CLASS}>
      <AnalyserIntro />
    </div>
  );
}
