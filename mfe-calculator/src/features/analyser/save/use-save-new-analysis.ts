import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dealPath } from '@pac/contracts';
import { useSession } from '@pac/session';
import { toast } from '@pac/ui';
import { DealsApiError } from '../../../api/api-error.js';
import { useSaveDeal } from '../../../api/deals-api.js';
import { type GoToField } from '../analyser-workspace.js';
import { clearPendingSave, hasPendingSave, markPendingSave } from '../draft/draft-storage.js';
import { type DraftAutosave } from '../draft/use-draft-autosave.js';
import { type AnalyserForm } from '../form/analyser-form.js';
import { FIX_BEFORE_SAVING, firstErrorPath } from './first-error-path.js';
import { applyServerFieldErrors } from './server-field-errors.js';

/**
 * "Save analysis" on /calculator: a signed-in user's valid analysis becomes a saved deal (one calculation of
 * the allowance) and the page moves to it; a visitor is asked to sign in, with a marker so that the analysis is
 * saved once, automatically, when they are back here signed in.
 */
export function useSaveNewAnalysis(form: AnalyserForm, autosave: DraftAutosave, goToField: GoToField) {
  const { isLoggedIn } = useSession();
  const save = useSaveDeal();
  const navigate = useNavigate();
  const [signInPromptOpen, setSignInPromptOpen] = useState(false);

  const askToSignIn = () => {
    markPendingSave();
    autosave.flush();
    setSignInPromptOpen(true);
  };

  const goToFirstError = () => {
    toast.error(FIX_BEFORE_SAVING);
    const path = firstErrorPath(form);
    if (path) goToField(path);
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const deal = await save.mutateAsync({ name: input.name, input });
      autosave.discard();
      toast.success(`Saved "${deal.name}".`);
      navigate(dealPath(deal.id));
    } catch (error) {
      if (!(error instanceof DealsApiError)) return;
      if (error.status === 401) askToSignIn();
      if (error.status === 400) {
        const first = applyServerFieldErrors(form, error.fieldErrors);
        if (first) goToField(first);
      }
    }
  }, goToFirstError);

  const requestSave = () => {
    if (isLoggedIn) void submit();
    else askToSignIn();
  };

  // Back from signing in with a save waiting: save it once (the marker goes first, so it never runs twice).
  const saveWaitingAnalysis = useEffectEvent(() => {
    if (!hasPendingSave()) return;
    clearPendingSave();
    void submit();
  });
  useEffect(() => {
    if (isLoggedIn) saveWaitingAnalysis();
  }, [isLoggedIn]);

  return {
    requestSave,
    saving: save.isPending,
    error: save.error,
    signInPromptOpen,
    dismissSignInPrompt: () => {
      clearPendingSave();
      setSignInPromptOpen(false);
    },
  };
}
