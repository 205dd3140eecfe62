import '@clean/shared/tokens.css';
import { makeStore, runtimeConfigLoaded } from '@clean/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/load-runtime-config';
import { registerConfiguredRemotes } from '../lib/remotes';
import { AppProviders } from './providers';
import { createRouter } from './router';
import { StartupError } from './startup-error';

/** Reads the runtime config, registers the remotes, creates the one store and renders the site. */
export async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    registerConfiguredRemotes(config.remotes);
    const store = makeStore();
    store.dispatch(runtimeConfigLoaded(config));
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={createRouter()} future={{ v7_startTransition: true }} />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] could not start', error);
    root.render(<StartupError error={error} />);
  }
}
