import type { moduleFederationPlugin } from '@module-federation/sdk';

/**
 * Packages every app shares as singletons (docs/ARCHITECTURE.md#module-federation-composition): one
 * React, one router, one store, one toast queue. Listed once; every webpack config imports this.
 * Trailing-slash keys share the subpaths too (`react-dom/client`, `@reduxjs/toolkit/query/react`) so
 * none of them becomes a second copy.
 *
 * `reselect` is not imported by the apps but by `@reduxjs/toolkit`, `/query` and `/query/react`, each
 * a shared module of its own: unshared, each carried its own copy, so a page that calls the API
 * downloaded it twice more. (`immer` is left unshared on purpose: shared, it is downloaded whole,
 * patches included, which costs the first visit more than it saves on pages that call the API.)
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'reselect',
  'notistack',
  '@clean/shared',
] as const;

const WITH_SUBPATHS = new Set(['react', 'react-dom', '@reduxjs/toolkit', '@clean/shared']);

/**
 * Subpaths of a shared package that each app bundles for itself instead. The UI kit holds no state,
 * so one copy per remote is harmless; shared, it would be one module downloaded whole (every
 * component, dialog included) by the first page that shows a button, where each remote's own build
 * keeps only the components it uses. (The shell takes just its visually-hidden CSS, by `composes:`.)
 * The prerender markers are constants the minifier inlines. The search-engine builders (`seo`) hold no
 * state and only the public remote and the prerender use them. The privacy notice's version, the forms'
 * consent notes (`privacy`) and the plans' interval constants (`plans`) are texts and numbers a few
 * pages use, which would otherwise ride in the shared root on every first visit (docs/DECISIONS.md, "The
 * shared root holds what the shell needs"). The call without the store (`plain-call`) is a function a
 * page's first render uses instead of RTK Query, and `use-catalogue` the hook that reads the catalogue
 * with it. The test helpers are never part of an app.
 * Every other subpath is shared, so its exports belong to the shared contract (tooling/src/compat/).
 */
export const BUNDLED_SUBPATHS: Partial<Record<(typeof SINGLETONS)[number], RegExp>> = {
  '@clean/shared': /^(ui|testing|prerender|seo|privacy|plans|plain-call|use-catalogue)$/,
};

export function sharedSingletons(): moduleFederationPlugin.SharedObject {
  const shared: moduleFederationPlugin.SharedObject = {};
  for (const name of SINGLETONS) {
    const config = { singleton: true, requiredVersion: false as const, strictVersion: false };
    shared[name] = config;
    const bundled = BUNDLED_SUBPATHS[name];
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = bundled ? { ...config, exclude: { request: bundled } } : config;
  }
  return shared;
}
