// First: no Zod schema may exist before Zod is told not to probe for eval (see strict-csp).
import '@pac/federation/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@pac/session';
import { StandaloneFrame, Toaster, toast } from '@pac/ui';
import { exchangeHandoverCode } from './app/handover-exchange.js';
import RemoteApp from './app/remote-app.js';
import { STANDALONE_LINKS } from './app/standalone-links.js';

// Standalone entry: the team's `npm run dev`, and the calculator deployed as its own site (CALCULATOR_URL), where
// the platform hands signed-in users over with ?handover=<one-time code>. The shell never loads this file, only ./App.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider>
          {/* The remote's styles are scoped to its area, here as inside the shell. */}
          <div data-remote-area="mfe_calculator">
            <StandaloneFrame remote="mfe_calculator" links={STANDALONE_LINKS}>
              <RemoteApp />
            </StandaloneFrame>
          </div>
          <Toaster />
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

// The code is exchanged before the first render, so the calculator starts as the signed-in user rather than
// switching over from a visitor. A failed exchange leaves the visitor signed out, told why (the Toaster shows
// toasts made before it mounted).
void exchangeHandoverCode()
  .then((outcome) => {
    if (outcome.kind === 'failed') toast.error(outcome.message);
  })
  .finally(() => render(root));
