import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { CatalogueSnapshot } from '@clean/shared/prerender';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';

/** The catalogue the prerendering browser is answered with, at the URL the pricing page reads. */
export interface CatalogueAnswer {
  url: string;
  snapshot: CatalogueSnapshot;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/**
 * A phone-sized context whose requests never leave the machine: the local builds are served, the
 * catalogue is answered while `servedCatalogue` gives one, and the API's other calls are held.
 */
export async function prerenderingContext(
  browser: Browser,
  localOrigins: string[],
  apiBaseUrl: string,
  servedCatalogue: () => CatalogueAnswer | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (localOrigins.some((allowed) => url.startsWith(`${allowed}/`))) return route.continue();
    // The catalogue, when the API gave one, so the pricing page renders its prices (a cross-origin
    // read with credentials: the answer names the page's origin, as the API's CORS does).
    const catalogue = servedCatalogue();
    if (catalogue && url === catalogue.url) {
      const requester = route.request().headers()['origin'] ?? '*';
      return route.fulfill({
        json: catalogue.snapshot.body,
        headers: {
          etag: catalogue.snapshot.version,
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
