import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { LOCATIONS } from '@clean/shared/constants';
import { cityPath, paths } from '@clean/shared/paths';
import { SPA_FALLBACK } from '../serve-static';
import { launchBrowser, prerenderingContext } from './browser';
import { readAreasSnapshot } from './areas-snapshot';
import { readCatalogueSnapshot } from './catalogue-snapshot';
import { describeMisses, isSnapshotMiss, type PageSnapshot, type SnapshotMiss } from './data-snapshot';
import { serveLocalSite } from './local-site';
import { defaultConfigFile, readTargetConfig, shellDist, writePage } from './output';
import { appShellHead, fallbackHead, templateDescription } from './page-head';
import { renderPage } from './render-page';
import { appShellRoutes, prerenderedRoutes } from './routes';

/** Prerenders every public page for the runtime config in `configFile`; returns the files written. */
export async function prerender(configFile = defaultConfigFile): Promise<string[]> {
  const target = readTargetConfig(configFile);
  const site = await serveLocalSite(target);

  // The pages rendered with the API's data, by path: the pricing page's catalogue and each city's
  // areas. Only they get it: the booking page's form stays in its loading state, as before.
  const reads = new Map<string, PageSnapshot | SnapshotMiss>([
    [paths.pricing, await readCatalogueSnapshot(target.apiBaseUrl)],
    ...(await Promise.all(
      LOCATIONS.map(
        async (location) => [cityPath(location), await readAreasSnapshot(target.apiBaseUrl, location)] as const,
      ),
    )),
  ]);
  const snapshots = new Map<string, PageSnapshot>();
  const misses = new Map<string, SnapshotMiss>();
  for (const [page, read] of reads) {
    if (isSnapshotMiss(read)) misses.set(page, read);
    else snapshots.set(page, read);
  }
  for (const line of describeMisses(misses)) console.log(line);
  let serving: PageSnapshot | undefined;

  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const context = await prerenderingContext(browser, site.origins, target.apiBaseUrl, () => serving);
    const template = readFileSync(path.join(shellDist, SPA_FALLBACK), 'utf8');
    const description = templateDescription(template);
    const written: string[] = [];
    for (const route of prerenderedRoutes) {
      serving = snapshots.get(route.path);
      const html = await renderPage(context, {
        url: site.shell + route.path,
        template,
        ownOrigins: site.origins,
        head: {
          // The public remote's pages set their own head (usePageHead).
          own: route.remote === 'public',
          fallback: fallbackHead(target.publicSiteUrl, route, description),
        },
        snapshot: serving,
        readOnly: route.readOnly === true,
      });
      written.push(writePage(route.path, site.toTarget(html)));
    }
    for (const route of appShellRoutes) {
      const html = await renderPage(context, {
        url: site.shell + route.path,
        template,
        ownOrigins: site.origins,
        head: { own: false, fallback: appShellHead() },
        readOnly: false,
      });
      written.push(writePage(route.path, site.toTarget(html)));
    }
    return written;
  } finally {
    await browser?.close();
    site.close();
  }
}
