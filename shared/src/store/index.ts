/**
 * `@clean/shared/store`: the one Redux store of the site, its reducer, the runtime config slice and the
 * typed hooks. A subpath of its own, not part of `@clean/shared`, so that a page which reads nothing
 * from the store (the home page, the services pages) does not download Redux: the shell loads this
 * with the first page that does (shell/src/lib/store-gate.tsx).
 */
export * from './config-slice';
export * from './root-reducer';
export * from './make-store';
export * from './hooks';
