import { preloadable } from '../../../lib/preloadable.js';

/**
 * The analyser's engine: the service's schema (Zod) and the deal model (decimal.js) with the results they show. Not
 * part of the first paint: the page starts it once the form is on screen.
 */
export const analyserEngine = preloadable(() => import('./analyser-engine.js'));
