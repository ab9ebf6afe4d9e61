import { z } from 'zod';

/**
 * Imported first by every browser entry (the shell and each remote's standalone page). Zod builds fast object
 * parsers with `new Function` and probes for it when the first object schema is created; under the site's content
 * security policy (no 'unsafe-eval') that probe is refused and reported as a policy violation, even though Zod
 * then falls back. Jitless mode skips the probe. The setting lives on globalThis, so every copy of Zod in the page
 * (the shell's and each remote's) sees it.
 */
z.config({ jitless: true });
