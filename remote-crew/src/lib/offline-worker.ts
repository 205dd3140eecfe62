/**
 * Installs the crew's service worker (the shell serves it, shell/src/crew-sw/crew-sw.ts) so `/crew`
 * opens with no network, and hands it the files this visit loaded before it was in control. Nothing
 * happens where the browser has no service workers (the app still keeps the day itself).
 */
const WORKER_URL = '/crew-sw.js';
/** The web app manifest the shell serves: 'Add to home screen' opens `/crew` as an app. */
export const CREW_MANIFEST = '/crew.webmanifest';
const SCOPE = '/crew';

/** The page's own files: scripts, styles, the runtime config and the remotes' manifests. */
function loadedFiles(): string[] {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const files = entries
    .filter(
      (entry) =>
        ['script', 'link', 'css'].includes(entry.initiatorType) ||
        /\/(config|mf-manifest)\.json$/.test(new URL(entry.name).pathname),
    )
    .map((entry) => entry.name);
  return [location.href, ...new Set(files)];
}

export async function installOfflineWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE });
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedFiles() } });
  } catch {
    // No worker (a private window, storage blocked): the page works as before, online.
  }
}
