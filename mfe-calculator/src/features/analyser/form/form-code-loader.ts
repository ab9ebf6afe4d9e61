import { preloadable } from '../../../lib/preloadable.js';

/** react-hook-form and the analyser's form on it: not part of the first paint, started right after it. */
export const formCode = preloadable(() => import('./form-takeover.js'));
