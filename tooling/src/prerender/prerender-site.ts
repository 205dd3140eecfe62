import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { paths } from '@clean/shared/paths';
import { SPA_FALLBACK } from '../serve-static';
import { launchBrowser, prerenderingContext } from './browser';
import { catalogueSnapshotElement, catalogueUrl, readCatalogueSnapshot } from './catalogue-snapshot';
import { serveLocalSite } from './local-site';
import { defaultConfigFile, readTargetConfig, shellDist, writePage } from './output';
import { fallbackHead, templateDescription } from './page-head';
import { renderPage } from './render-page';
import { prerenderedRoutes } from './routes';

/** Prerenders every public page for the runtime config in `configFile`; returns the files written. */
export async function prerender(configFile = defaultConfigFile): Promise<string[]> {
  const target = readTargetConfig(configFile);
  const site = await serveLocalSite(target);

  const snapshot = await readCatalogueSnapshot(target.apiBaseUrl);
  const catalogue = snapshot && {
    url: catalogueUrl(target.apiBaseUrl),
    element: catalogueSnapshotElement(snapshot),
    version: snapshot.version,
  };

  // Only the pricing page gets it: the booking page's form stays in its loading state, as before.
  let servingCatalogue = false;

  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const context = await prerenderingContext(browser, site.origins, target.apiBaseUrl, () =>
      servingCatalogue && snapshot && catalogue ? { url: catalogue.url, snapshot } : undefined,
    );
    const template = readFileSync(path.join(shellDist, SPA_FALLBACK), 'utf8');
    const description = templateDescription(template);
    const written: string[] = [];
    for (const route of prerenderedRoutes) {
      servingCatalogue = route.path === paths.pricing;
      const html = await renderPage(context, {
        url: site.shell + route.path,
        template,
        ownOrigins: site.origins,
        head: {
          // The public remote's pages set their own head (usePageHead).
          own: route.remote === 'public',
          fallback: fallbackHead(target.publicSiteUrl, route, description),
        },
        catalogue: servingCatalogue ? catalogue : undefined,
        readOnly: route.readOnly === true,
      });
      written.push(writePage(route.path, site.toTarget(html)));
    }
    return written;
  } finally {
    await browser?.close();
    site.close();
  }
}
