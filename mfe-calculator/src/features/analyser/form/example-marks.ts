import { createContext, useContext, useSyncExternalStore } from 'react';
import { defaultAnalyserValues, type AnalyserValues } from './analyser-values.js';
import { useFieldValue, valueAt } from './field-binding.js';

/**
 * Whether the analysis on /calculator started from the worked example: its figures that nobody has changed yet are
 * then marked, so a newcomer can tell somebody else's assumptions from their own. A blank or template start
 * has none (the user's own figures, or none), and a saved deal is the user's own throughout (no context, no marks).
 */
export class ExampleStart {
  private readonly listeners = new Set<() => void>();

  constructor(
    private fromExample: boolean,
    private readonly keep: (fromExample: boolean) => void = () => {},
  ) {}

  get = (): boolean => this.fromExample;

  set(fromExample: boolean): void {
    this.fromExample = fromExample;
    this.keep(fromExample);
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const ExampleStartContext = createContext<ExampleStart | null>(null);

const noMarks = new ExampleStart(false);

let example: AnalyserValues | undefined;
/** Dates, not assumptions: the forecast starts when the user says, whoever's figures it holds. */
const NOT_MARKED = new Set(['forecastYear', 'launchMonth']);

/** The worked example's figure at a path, where it has one to mark (a zero is nobody's assumption). */
function exampleFigureAt(path: string): number | undefined {
  if (NOT_MARKED.has(path)) return undefined;
  const value = valueAt((example ??= defaultAnalyserValues()), path);
  return typeof value === 'number' && value !== 0 ? value : undefined;
}

/** Whether the field still holds the worked example's figure on an analysis that started from it. */
export function useExampleMark(path: string): boolean {
  const start = useContext(ExampleStartContext) ?? noMarks;
  const fromExample = useSyncExternalStore(start.subscribe, start.get);
  const untouched = useFieldValue(path, (value) => {
    const figure = exampleFigureAt(path);
    return figure !== undefined && value === figure;
  });
  return fromExample && untouched;
}

/** Whether the analysis on screen started from the worked example (for the note that explains the marks). */
export function useExampleStart(): ExampleStart | null {
  return useContext(ExampleStartContext);
}
