import path from 'node:path';

/** Where the local stack keeps its state (embedded database, generated local-only secrets). Git-ignored. */
export const stateDir = path.resolve(process.env.STACK_STATE_DIR || '.stack');
