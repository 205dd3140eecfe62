import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, headlessBrowserPath } from '../chromium';
import type { PageSnapshot } from './data-snapshot';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessBrowserPath(), args: CHROMIUM_FLAGS });
}

/**
 * A phone-sized context whose requests never leave the machine: the local builds are served, the
 * page's data snapshot (the catalogue, a city's areas) is answered while `servedSnapshot` gives one,
 * and the API's other calls are held.
 */
export async function prerenderingContext(
  browser: Browser,
  localOrigins: string[],
  apiBaseUrl: string,
  servedSnapshot: () => PageSnapshot | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (localOrigins.some((allowed) => url.startsWith(`${allowed}/`))) return route.continue();
    // The page's snapshot, when the API gave one, so the page renders its data (a cross-origin read
    // with credentials: the answer names the page's origin, as the API's CORS does).
    const served = servedSnapshot();
    if (served && url === served.url) {
      const requester = route.request().headers()['origin'] ?? '*';
      return route.fulfill({
        json: served.snapshot.body,
        headers: {
          etag: served.snapshot.version,
          'access-control-allow-origin': requester,
          'access-control-allow-credentials': 'true',
        },
      });
    }
    // API calls are never answered, so data pages stay in their loading state.
    if (url.startsWith(apiBaseUrl)) return undefined;
    // Nothing else leaves the machine.
    return route.abort();
  });
  return context;
}
