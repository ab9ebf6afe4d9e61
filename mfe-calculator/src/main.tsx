// First: no Zod schema may exist before Zod is told not to probe for eval (see strict-csp).
import '@pac/federation/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@pac/session';
import { StandaloneFrame, Toaster } from '@pac/ui';
import RemoteApp from './app/remote-app.js';
import { STANDALONE_LINKS } from './app/standalone-links.js';

// Standalone entry for the team's `npm run dev`; the shell never loads this file, only ./App.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
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
