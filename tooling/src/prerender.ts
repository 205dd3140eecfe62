/**
 * `npm run prerender` (part of `npm run build` and `npm start`): renders every public page of the
 * production builds in Chromium and writes its HTML into the shell's `dist/`, so a phone paints the
 * page (text, images, styles) before any script has run; the shell then replaces it with the live
 * site (shell/src/app/prerendered-page.ts). Calls to the API are held, so pages that show data are
 * prerendered in their loading state and never show stale data.
 *
 *   --config FILE   the runtime config the pages will be served with (default: shell/dist/config.json);
 *                   the remotes' URLs in the HTML are those of this config, and the canonical URLs,
 *                   share cards, structured data, `/sitemap.xml` and `/robots.txt` are made for its
 *                   `publicSiteUrl`.
 *
 * `/pricing` is rendered with the catalogue of the API the config names when that API answers within a
 * few seconds (an API deployed before the site is prerendered): the HTML then shows the prices and
 * carries them, with their `ETag`, for the live page to show until its own answer arrives
 * (remote-public/src/features/pricing/lib/catalogue-snapshot.ts). Without an answer the page is
 * prerendered loading, as before.
 *
 * Each page's head is the one the page set in the browser (its title, description, canonical URL,
 * share card and JSON-LD: `usePageHead` in remote-public); a page that sets none (the booking form)
 * gets the same tags from its route's title and the site's default description.
 *
 * Without a Chromium it prints why and leaves the shell's pages to render in the browser, as before;
 * the sitemap and robots.txt are written either way.
 *
 * The work is split by job under `prerender/`: the routes and site files, the catalogue snapshot, the
 * local builds and the browser, rendering one page, composing its HTML in the page, writing the files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { headlessBrowserPath } from './chromium';
import { defaultConfigFile, readTargetConfig, shellDist } from './prerender/output';
import { prerender } from './prerender/prerender-site';
import { writeSiteFiles } from './prerender/site-files';
import { SPA_FALLBACK } from './serve-static';

export { prerender } from './prerender/prerender-site';
export { prerenderedPaths, prerenderedRoutes } from './prerender/routes';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { config: { type: 'string' } } });
  if (!existsSync(path.join(shellDist, SPA_FALLBACK))) {
    throw new Error(`shell/dist has no ${SPA_FALLBACK}: build the web apps first ("npm run build").`);
  }
  const configFile = values.config ? path.resolve(values.config) : defaultConfigFile;
  const siteFiles = writeSiteFiles(readTargetConfig(configFile).publicSiteUrl);
  console.log(`prerender: ${siteFiles.map((file) => path.basename(file)).join(' and ')} written to shell/dist`);
  if (!headlessBrowserPath()) {
    console.warn(
      'prerender: no Chromium at /usr/bin/chromium-headless-shell, /usr/bin/chromium or PLAYWRIGHT_CHROMIUM_PATH, ' +
        'so pages render in the browser only. ' +
        'Install Debian\'s "chromium" for faster first visits.',
    );
    return;
  }
  const started = Date.now();
  const written = await prerender(configFile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${written.length} pages written to shell/dist in ${seconds} s`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('prerender failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
