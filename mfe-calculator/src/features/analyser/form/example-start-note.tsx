import { useSyncExternalStore } from 'react';
import { EXAMPLE_MARK_TEXTS } from '../../../texts.js';
import { useExampleStart } from './example-marks.js';

const never = () => () => {};

/** What the Example marks mean, while the analysis on screen started from the worked example. */
export function ExampleStartNote() {
  const start = useExampleStart();
  const fromExample = useSyncExternalStore(start?.subscribe ?? never, () => start?.get() ?? false);
  return fromExample ? <p className="text-sm text-muted-foreground">{EXAMPLE_MARK_TEXTS.note}</p> : null;
}
