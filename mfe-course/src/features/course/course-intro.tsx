/**
 * The course page's heading, its largest text. Dependency-free (React alone): the remote's build renders it to
 * static HTML (vite.config.ts, `firstPaint`), which the shell's host sends with the page, so it paints before any
 * script runs and the page's React render then lands on the same place with the same size.
 */
export function CourseIntro() {
  return (
    <header className="mb-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">Free video course</p>
      <h1 className="mt-1 text-3xl font-bold text-primary md:text-4xl">
        Serviced Accommodation Deal Analysis Course
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Nine short videos that walk you through analysing a short-term-rental deal, step by step.
      </p>
    </header>
  );
}

/** The page's frame around its content; the first paint uses it too, so the heading does not move. */
export const COURSE_PAGE_CLASS = 'mx-auto max-w-7xl px-4 py-10';

/** The page as it first shows, before the catalogue: the static HTML of the first paint. */
export function CourseFirstPaint() {
  return (
    <div className={COURSE_PAGE_CLASS}>
      <CourseIntro />
    </div>
  );
}
