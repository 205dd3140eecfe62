/**
 * The crew's service worker (docs/PRODUCT.md, "The crew's day"; docs/ARCHITECTURE.md, "The crew's
 * phone"): served by the shell at `/crew-sw.js` for the scope `/crew`, because a service worker
 * belongs to the page's origin and the crew remote is served from its own. It keeps what the crew's
 * pages load (the page, the runtime config, the shell's and the remotes' files) so `/crew` opens with no
 * network; the day's jobs themselves are kept by the app (localStorage). Workbox's strategies:
 * - the page: network first, the kept copy when the network fails (a new deploy is seen online);
 * - `config.json` and the remotes' `mf-manifest.json`: network first, so a released remote is found;
 * - scripts, styles and fonts (content-hashed names): the kept copy at once, refreshed behind it.
 * The page sends the files it loaded before this worker controlled it (`CACHE_URLS`), so the first
 * visit is enough. Those arrive as plain requests (no destination): the routes match by URL too.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** Cross-origin files (the remotes' scripts) answer opaque (status 0) to a no-cors request. */
const keepable = new CacheableResponsePlugin({ statuses: [0, 200] });
const DAY_SECONDS = 24 * 60 * 60;

const router = new Router();

router.registerRoute(
  new Route(
    // By path, not by `mode`: the page's own URL also arrives from CACHE_URLS, as a plain request.
    ({ url }) => url.origin === self.location.origin && /^\/crew(\/|$)/.test(url.pathname),
    new NetworkFirst({ cacheName: 'crew-pages', networkTimeoutSeconds: 5, plugins: [keepable] }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => url.pathname === '/config.json' || url.pathname.endsWith('/mf-manifest.json'),
    new NetworkFirst({ cacheName: 'crew-config', networkTimeoutSeconds: 5, plugins: [keepable] }),
  ),
);
router.registerRoute(
  new Route(
    ({ request, url }) =>
      ['script', 'style', 'font'].includes(request.destination) || /\.(?:js|css|woff2?)$/.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: 'crew-files',
      plugins: [keepable, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS })],
    }),
  ),
);

router.addFetchListener();
router.addCacheListener();

// A new worker takes over at once: it only keeps files, so an old page loses nothing by it.
void self.skipWaiting();
clientsClaim();
