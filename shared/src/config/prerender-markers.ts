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

/**
 * Id of the data block in which prerendering leaves the areas it rendered a city page with (the
 * answer of `GET /api/areas?location=`, as a `CatalogueSnapshot`), used as the catalogue's is
 * (docs/PRODUCT.md, "Areas and landmarks").
 */
export const AREAS_SNAPSHOT_ID = 'areas-snapshot';

/** The catalogue (or a city's areas) as the API answered prerendering: its `ETag` and the answer's body. */
export interface CatalogueSnapshot {
  version: string;
  body: unknown;
}

/**
 * Id of the `<script type="application/json">` data block naming a prerendered page's code: the
 * shell's scripts (`scripts`, run in order) and every file its start fetched (`preload`, as `script`
 * or `fetch`). `PAGE_CODE_LOADER` fetches them once the page has loaded and painted, and runs them
 * then or, on a page a visitor only reads, at their first interaction (docs/DECISIONS.md, "A page
 * that is only read starts its code when the visitor first interacts").
 */
export const PAGE_CODE_ID = 'page-code';

export interface PageCode {
  scripts: string[];
  preload: { href: string; as: 'script' | 'fetch' }[];
  /**
   * `interaction`: the code runs at the visitor's first press, key or focus, not after the first
   * paint; its files are still fetched after the paint, so waking costs no download.
   */
  wake?: 'interaction';
  /**
   * A data snapshot the page was prerendered with (the catalogue, a city's areas): the page starts at
   * once when the API's `ETag` for `url` is no longer `version`, so a reader never sees a price (or an
   * area) that has changed.
   */
  check?: { url: string; version: string };
}

/**
 * Where the loader keeps the buttons pressed before the live page took over, as `{ path, label }`:
 * `path` is the child indexes from the root to the button, `label` its `aria-label` or text. The
 * shell presses each one again once the live page is there (shell/src/app/prerendered-page.ts).
 */
export const EARLY_PRESSES_KEY = '__earlyPresses';

export interface EarlyPress {
  path: number[];
  label: string;
}

/**
 * The inline script of a prerendered page that starts its code once the page is on screen: after the
 * `load` event (its HTML, styles and images are there) and its first contentful paint, in the task
 * after the next frame, it preloads the page's files, one task each, and (unless the page waits for an
 * interaction) runs its scripts. The page's text and images reach the screen before the code competes
 * with them for the network and the main thread. A page hidden at `load` waits until it is shown (it cannot
 * paint before); a browser without paint timing starts at `load`; a paint never reported, after 3 s.
 * Until the live page is there, a press on a button (not a link: links work without script) is kept
 * in `EARLY_PRESSES_KEY` and starts the code. One text for every page, so the pages' policy names it
 * by a single hash. ES5, as it runs before any polyfill could.
 */
export const PAGE_CODE_LOADER =
  '(function(){var d=document,w=window,P=w.PerformanceObserver,fetched=0,started=0,' +
  `c=JSON.parse(d.getElementById("${PAGE_CODE_ID}").textContent),presses=w.${EARLY_PRESSES_KEY}=[];` +
  // Each file's preload in a task of its own: starting a request costs the main thread a moment, and a
  // dozen of them in the paint's task made one long task of it on a slow phone.
  'function fetchCode(){if(fetched++)return;' +
  'c.preload.forEach(function(r){setTimeout(function(){var l=d.createElement("link");l.rel="preload";' +
  'l.as=r.as;l.href=r.href;if(r.as==="fetch")l.crossOrigin="anonymous";d.head.appendChild(l)})})}' +
  'function run(){if(started++)return;fetchCode();' +
  'c.scripts.forEach(function(u){var s=d.createElement("script");s.src=u;s.async=false;d.head.appendChild(s)})}' +
  'function painted(){fetchCode();if(c.wake!=="interaction")return run();' +
  'if(c.check&&w.fetch)fetch(c.check.url,{credentials:"omit"}).then(function(r){' +
  'if(r.headers.get("etag")!==c.check.version)run()},run)}' +
  // A press on a button before the live page: kept, with the way back to it from the root.
  `d.addEventListener("click",function(e){var root=d.getElementById("${ROOT_ID}"),` +
  'b=e.target&&e.target.closest&&e.target.closest("button");' +
  `if(!b||!root||!root.hasAttribute("${PRERENDERED_ATTRIBUTE}")||!root.contains(b))return;` +
  'e.preventDefault();var path=[],n=b;while(n!==root){var i=0,s=n;while((s=s.previousElementSibling))i++;' +
  'path.unshift(i);n=n.parentElement}' +
  'presses.push({path:path,label:b.getAttribute("aria-label")||b.textContent||""});run()},true);' +
  'if(c.wake==="interaction")["pointerdown","touchstart","keydown","focusin"].forEach(function(t){' +
  'd.addEventListener(t,function(e){if(t!=="keydown"&&e.target&&e.target.closest&&e.target.closest("a[href]"))return;' +
  'run()},{capture:true,passive:true})});' +
  'function onScreen(){if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return painted();' +
  'var once=0,go=function(){if(!once++)painted()};' +
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();' +
  'requestAnimationFrame(function(){setTimeout(go)})}}).observe({type:"paint",buffered:true});' +
  'setTimeout(go,3000)}' +
  // A page still hidden at `load` (a background tab, or one whose renderer is not shown yet) paints
  // once it is shown: its code waits for that.
  'w.addEventListener("load",function(){if(d.visibilityState==="visible")return onScreen();' +
  'd.addEventListener("visibilitychange",function shown(){if(d.visibilityState!=="visible")return;' +
  'd.removeEventListener("visibilitychange",shown);onScreen()})})})()';
