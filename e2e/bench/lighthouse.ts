/**
 * `npm run bench -w e2e`: Lighthouse mobile performance of the pages with a performance budget (95 or more: docs/BENCHMARKS.md),
 * measured with the system Chromium against the production builds and a fresh embedded API.
 * Prints figures; asserts nothing (timing goals are benchmarks, not tests).
 *   --page /pricing   only this page (repeatable)
 *   --save DIR        also write each page's full Lighthouse report (JSON) there, to see where time goes
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localUrl, webApp } from '@clean/tooling/apps';
import { paths } from '@clean/shared/paths';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser';
import { serveBuilds, startApi } from './serve-builds';

const PAGES = [paths.home, paths.services, paths.pricing, paths.booking];
const BUDGET = 95;

interface Audit {
  numericValue?: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { page: { type: 'string', multiple: true }, save: { type: 'string' } },
  });
  const pages = values.page ?? PAGES;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const site = localUrl(webApp('shell').port);
  const stopServers = await serveBuilds();
  const stopApi = await startApi();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    console.log('Lighthouse mobile performance (simulated slow 4G, 4x CPU slowdown), production builds:\n');
    console.log('page                                      score   FCP ms   LCP ms   TBT ms     CLS');
    for (const page of pages) {
      // A warm-up run first: the first visit also pays for the API's and Chromium's own start.
      await lighthouse(site + page, { port: chrome.port, onlyCategories: ['performance'] });
      const result = await lighthouse(site + page, { port: chrome.port, onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        const file = path.join(values.save, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`);
        writeFileSync(file, JSON.stringify(lhr, null, 1));
      }
      const audit = (id: string): number => (lhr.audits[id] as Audit | undefined)?.numericValue ?? NaN;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      console.log(
        `${page.padEnd(40)} ${String(score).padStart(6)} ${audit('first-contentful-paint').toFixed(0).padStart(8)} ` +
          `${audit('largest-contentful-paint').toFixed(0).padStart(8)} ${audit('total-blocking-time').toFixed(0).padStart(8)} ` +
          `${audit('cumulative-layout-shift').toFixed(3).padStart(7)}${score < BUDGET ? `   below the ${BUDGET} budget` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    stopApi();
    stopServers();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
