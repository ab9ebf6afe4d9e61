import { useId } from 'react';

/** The ids one field links together: its input, unit, help text and error (aria-describedby). */
export function useFieldIds() {
  const id = useId();
  return { input: `${id}input`, unit: `${id}unit`, help: `${id}help`, error: `${id}error` };
}

/** The aria-describedby value of the parts that are shown. */
export const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter((id): id is string => Boolean(id)).join(' ') || undefined;
