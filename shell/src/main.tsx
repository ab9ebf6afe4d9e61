// First: no Zod schema may exist before Zod is told not to probe for eval (see strict-csp).
import '@pac/federation/strict-csp';
import './styles.css';
import React, { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useNavigate } from 'react-router-dom';
import { registerSingletonProbe } from '@pac/federation/probe';
import { configureRuntime } from '@pac/session';
import { App } from './app/app.js';
import { fetchRuntimeManifest } from './remotes/manifest.js';
import type { HostSharedKey, HostSharedVersion } from '@pac/federation';
import { startFederationHost } from './remotes/host-runtime.js';
import { captureFirstPaint } from './remotes/remote-area.js';
import { registerRemotesFromManifest } from './remotes/remote-loader.js';

/** Versions of the shared packages, read from the installed packages at build time (vite.config.ts). */
declare const __PAC_HOST_SHARED__: Record<HostSharedKey, HostSharedVersion>;

registerSingletonProbe('shell', React, useNavigate);
startFederationHost(__PAC_HOST_SHARED__);

async function start(): Promise<void> {
  try {
    const manifest = await fetchRuntimeManifest();
    configureRuntime({ apiBaseUrl: manifest.apiBaseUrl, calculatorUrl: manifest.calculatorUrl });
    registerRemotesFromManifest(manifest);
  } catch (error) {
    // The chrome still renders; every remote area then shows its fallback.
    console.error('Could not read the remote manifest', error);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // index.html's static chrome (and the page's first view, when the host sent one) stays on screen until React's
  // first commit replaces it with the same layout.
  captureFirstPaint(root, window.location.pathname);
  // A transition: the first render runs in short slices, so the page answers input while the shell builds.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
