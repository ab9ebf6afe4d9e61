import { preloadable } from '../../../lib/preloadable.js';

/** Steps 2-5, not part of the first paint (step 1 is): the page starts them once the form is on screen. */
export const laterSteps = preloadable(() => import('./later-steps.js'));
