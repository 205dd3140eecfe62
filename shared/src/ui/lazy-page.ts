import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page component loaded on first render, like `React.lazy`, that can also be loaded ahead of it. */
export interface PreloadablePage {
  (): ReturnType<typeof createElement>;
  displayName?: string;
  /** Loads the page's code; once it has resolved, the page renders at once instead of suspending. */
  preload(): Promise<void>;
}

/**
 * `React.lazy` suspends on its first render even when its code is already loaded, which would show
 * the loading state for a moment in place of a prerendered page. This loads the same way but renders
 * synchronously once `preload()` has resolved, so the shell can start a prerendered page without a
 * flash.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => {
    // A failed load is tried once more at once: on a weak connection one lost request should not
    // cost the visitor a Retry.
    pending ??= load()
      .catch(() => load())
      .then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          // Forgotten, so a later render or retry loads it again.
          pending = undefined;
          throw error;
        },
      );
    return pending;
  };

  function Page() {
    // Chosen once per mount: swapping the lazy wrapper for the loaded component on a later render
    // would remount the page and lose its state.
    const [Component] = useState<ComponentType>(
      () => loaded ?? lazy(() => preload().then((component) => ({ default: component }))),
    );
    return createElement(Component);
  }
  Page.preload = () => preload().then(() => undefined);
  return Page;
}

/** Whether a remote's page component can be loaded ahead of its first render. */
export function isPreloadable(page: unknown): page is PreloadablePage {
  return typeof page === 'function' && typeof (page as Partial<PreloadablePage>).preload === 'function';
}
