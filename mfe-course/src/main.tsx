// First: no Zod schema may exist before Zod is told not to probe for eval (see strict-csp).
import '@pac/federation/strict-csp';
import { mountStandalone } from '@pac/standalone';
import RemoteApp from './app/remote-app.js';
import { STANDALONE_LINKS } from './app/standalone-links.js';

// Standalone entry for the team's `npm run dev`; the shell never loads this file, only ./App.
mountStandalone(RemoteApp, { remote: 'mfe_course', links: STANDALONE_LINKS });
