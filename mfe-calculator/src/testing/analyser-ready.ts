import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { analyserEngine } from '../features/analyser/engine/analyser-engine-loader.js';
import { formCode } from '../features/analyser/form/form-code-loader.js';
import { saveActions } from '../features/analyser/save/save-actions-loader.js';
import { laterSteps } from '../features/analyser/steps/later-steps-loader.js';

/**
 * Waits until what the analyser loads after its first paint (the form library, steps 2-5, the engine, the save
 * controls) has arrived: the results are on screen and /calculator's Save button works. The page as a user sees
 * it a moment after it opens.
 */
export async function analyserReady(): Promise<void> {
  await act(() =>
    Promise.all([formCode.load(), laterSteps.load(), analyserEngine.load(), saveActions.load()]),
  );
  await screen.findByRole('group', { name: 'Net cash flow' });
  await waitFor(() => {
    const save = screen.queryByRole('button', { name: 'Save analysis' });
    if (save) expect(save).toBeEnabled();
  });
}
