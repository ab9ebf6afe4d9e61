import { preloadable } from '../../../lib/preloadable.js';

/** Save, start again and the allowance meter (TanStack Query, the API): started once the form is on screen. */
export const saveActions = preloadable(() => import('./new-analysis-save-actions.js'));
