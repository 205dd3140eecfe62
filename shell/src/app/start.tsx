import '@clean/shared/tokens.css';
import { setCurrentRuntimeConfig } from '@clean/shared';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/load-runtime-config';
import { registerConfiguredRemotes } from '../lib/remotes';
import { finishPrerenderedStart, isPrerendered, preloadPageAt } from './prerendered-page';
import { AppProviders } from './providers';
import { createRouter } from './router';
import { StartupError } from './startup-error';
import { setStoreConfig } from '../lib/store-gate';

function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Reads the runtime config, registers the remotes and renders the site; the store is made with the
 * first page that reads it (store-gate.tsx). On a prerendered page the page's code (and the store, if
 * the page reads it) is loaded first, so the site replaces the HTML with the same page.
 */
export async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const finishStart = () => finishPrerenderedStart(container);
  try {
    const config = await loadRuntimeConfig();
    registerConfiguredRemotes(config.remotes);
    setStoreConfig(config);
    setCurrentRuntimeConfig(config);
    if (isPrerendered(container)) await preloadPageAt(window.location.pathname);
    // A transition: the first render yields to the browser instead of blocking it as one long task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={createRouter()} future={{ v7_startTransition: true }} />
          </AppProviders>
          <AfterFirstRender run={finishStart} />
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error('[shell] could not start', error);
    root.render(<StartupError error={error} />);
    finishStart();
  }
}
