import { useEffect, useMemo } from 'react';
import { type AnalyserForm } from '../form/analyser-form.js';
import { clearDraft, writeDraft } from './draft-storage.js';

export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftAutosave {
  /** Writes the values 300 ms from now (a change the form's subscription does not see). */
  schedule: () => void;
  /** Writes a waiting change now (before leaving for sign-in). */
  flush: () => void;
  /** Forgets the draft (saved as a deal, or started again): nothing waiting is written. */
  discard: () => void;
}

/**
 * Keeps the form's values in localStorage, 300 ms after the last change. It listens through the form's
 * subscription, so it re-renders nothing; a change still waiting when the page goes away is written then.
 */
export function useDraftAutosave(form: AnalyserForm): DraftAutosave {
  const autosave = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      writeDraft(form.getValues());
    };
    return {
      schedule() {
        clearTimeout(timer);
        timer = setTimeout(write, DRAFT_SAVE_DELAY_MS);
      },
      flush() {
        if (timer !== undefined) {
          clearTimeout(timer);
          write();
        }
      },
      discard() {
        clearTimeout(timer);
        timer = undefined;
        clearDraft();
      },
    };
  }, [form]);

  useEffect(() => {
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: autosave.schedule });
    window.addEventListener('pagehide', autosave.flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', autosave.flush);
      autosave.flush();
    };
  }, [form, autosave]);

  return autosave;
}
