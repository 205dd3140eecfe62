/**
 * The DOM markers that prerendering (tooling/src/prerender.ts), the shell's start
 * (shell/src/app/prerendered-page.ts) and the e2e support agree on. Named once here, so renaming one
 * cannot leave a tool looking for a marker the site no longer writes. Imported as
 * `@clean/shared/prerender`, which each app bundles (plain strings, inlined by the minifier).
 */

/** Id of the element the shell renders into (shell/public/index.html). */
export const ROOT_ID = 'root';

/**
 * Prerendering writes it on the root element (its value is the page's path) and on the copies of the
 * styles the remotes inject at run time; the shell removes both once the live page is there.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The root element once the live site has replaced the prerendered page (or on a bare page). */
export const LIVE_ROOT_SELECTOR = `#${ROOT_ID}:not([${PRERENDERED_ATTRIBUTE}])`;

/** Prerendered copies of run-time styles, dropped once the remotes have injected them again. */
export const PRERENDERED_STYLE_SELECTOR = `style[${PRERENDERED_ATTRIBUTE}]`;

/**
 * Scroll-reveal state of one visit (set by remote-public's `useReveal`); prerendering strips it so
 * prerendered content simply shows.
 */
export const REVEALED_ATTRIBUTE = 'data-revealed';

/** Title ids of the shell's failure screens: a page showing either must never be prerendered. */
export const FAILURE_TITLE_IDS = {
  /** The remote slot's "not available right now" / "ran into a problem" panel. */
  remoteSlot: 'remote-failed-title',
  /** The shell's error page (not found, route error). */
  errorPage: 'error-title',
} as const;

/**
 * The chunk of remote-public's structured data builders (`usePageHead`'s `webpackChunkName`). A
 * prerendered page carries its JSON-LD already, so prerendering never preloads this chunk: only a
 * client-side navigation needs it.
 */
export const STRUCTURED_DATA_CHUNK = 'structured-data';

/**
 * Id of the `<script type="application/json">` data block in which prerendering leaves the catalogue
 * it rendered `/pricing` with (a `CatalogueSnapshot`), so the live page shows the same prices at once
 * and replaces them as soon as the API answers (docs/DECISIONS.md, "The prerendered catalogue").
 */
export const CATALOGUE_SNAPSHOT_ID = 'catalogue-snapshot';

/** The catalogue as the API answered prerendering: its `ETag` and the answer's body. */
export interface CatalogueSnapshot {
  version: string;
  body: unknown;
}
