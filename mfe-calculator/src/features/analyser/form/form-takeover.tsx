import { useEffect, useState } from 'react';
import { useDraftAutosave, type DraftAutosave } from '../draft/use-draft-autosave.js';
import { type AnalyserFieldPort } from './analyser-field-port.js';
import { resetAnalyserForm, useAnalyserForm, type AnalyserForm } from './analyser-form.js';

export interface ReadyForm {
  form: AnalyserForm;
  autosave: DraftAutosave;
}

interface FormTakeoverProps {
  /** What the fields are bound to: the form starts from its values (the draft and what was typed). */
  port: AnalyserFieldPort;
  onReady: (ready: ReadyForm) => void;
}

/**
 * Creates /calculator's react-hook-form once its code has arrived, hands the inputs over to it (in place: nothing
 * renders again or is re-created, focus and caret stay) and tells the page. It also keeps the draft in this
 * browser from then on. Renders nothing.
 */
export function FormTakeover({ port, onReady }: FormTakeoverProps) {
  const [start] = useState(() => ({ values: port.values(), changes: port.changeCount }));
  const form = useAnalyserForm(start.values);
  const autosave = useDraftAutosave(form);

  // After the commit, in a task of its own: creating the form, handing the inputs over and the page's render with
  // the form are three shorter tasks rather than one long one on a slow phone.
  useEffect(() => {
    // Something typed between this component's render and now is carried over too.
    if (port.changeCount !== start.changes) resetAnalyserForm(form, port.values());
    const detach = port.attach(form);
    // Typed before the form arrived: kept in the draft like any later change.
    if (port.changeCount > 0) autosave.schedule();
    onReady({ form, autosave });
    return detach;
  }, [port, start, form, autosave, onReady]);

  return null;
}
