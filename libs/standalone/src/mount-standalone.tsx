import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@pac/session';
import { Toaster } from '@pac/ui';
import { StandaloneFrame, type StandaloneLink } from './standalone-frame.js';

export interface StandaloneOptions {
  /** The remote's federation name (`mfe_marketing`, …): its style scope and the frame's title. */
  remote: string;
  /** The remote's own pages, linked from the frame. */
  links: readonly StandaloneLink[];
  /** Runs before the first render; the page renders once it settles, whether it succeeded or not. */
  beforeRender?: () => Promise<unknown>;
}

/**
 * The page a remote's `src/main.tsx` mounts when it runs without the shell (its team's `npm run dev`, or a remote
 * deployed as its own site): the router and session the shell would provide, the standalone frame, the remote's
 * area and a Toaster. Its own package, outside the shared singletons: when a shared package (@pac/ui) depended on
 * @pac/session, the federation build bundled session's fallback copy eagerly into every remote's first load.
 */
export function mountStandalone(
  App: ComponentType,
  { remote, links, beforeRender }: StandaloneOptions,
  container = document.getElementById('root'),
): void {
  if (!container) throw new Error('#root is missing from index.html');
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <SessionProvider>
            {/* The remote's styles are scoped to its area, here as inside the shell. */}
            <div data-remote-area={remote}>
              <StandaloneFrame remote={remote} links={links}>
                <App />
              </StandaloneFrame>
            </div>
            <Toaster />
          </SessionProvider>
        </BrowserRouter>
      </StrictMode>,
    );
  // Without a step before it the render stays synchronous, as the remotes' entries always rendered.
  if (beforeRender) void beforeRender().finally(render);
  else render();
}
