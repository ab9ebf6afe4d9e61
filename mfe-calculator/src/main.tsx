// First: no Zod schema may exist before Zod is told not to probe for eval (see strict-csp).
import '@pac/federation/strict-csp';
import { toast } from '@pac/ui';
import { mountStandalone } from '@pac/standalone';
import { exchangeHandoverCode } from './app/handover-exchange.js';
import RemoteApp from './app/remote-app.js';
import { STANDALONE_LINKS } from './app/standalone-links.js';

// Standalone entry: the team's `npm run dev`, and the calculator deployed as its own site (CALCULATOR_URL), where
// the platform hands signed-in users over with ?handover=<one-time code>. The shell never loads this file, only ./App.
mountStandalone(RemoteApp, {
  remote: 'mfe_calculator',
  links: STANDALONE_LINKS,
  // The code is exchanged before the first render, so the calculator starts as the signed-in user rather than
  // switching over from a visitor. A failed exchange leaves the visitor signed out, told why (the Toaster shows
  // toasts made before it mounted).
  beforeRender: () =>
    exchangeHandoverCode().then((outcome) => {
      if (outcome.kind === 'failed') toast.error(outcome.message);
    }),
});
