/**
 * `npm run bench -w e2e`: Lighthouse mobile performance of the pages with a performance budget (98 or
 * more for a first-time visitor: docs/BENCHMARKS.md), with the system Chromium against the production
 * builds and a fresh embedded API holding a small business (serve-builds.ts). Prints figures; asserts
 * nothing (timing goals are benchmarks, not tests).
 *
 * A first-time visitor is a new browser profile for every measured run: Lighthouse clears the storage
 * of the page's own origin only, so a second run in the same browser finds every remote's files (other
 * origins) in the cache and measures a returning visitor. That figure is printed beside it: a warm-up
 * run, then the measured one, in one browser.
 *   --page /pricing   only this page (repeatable)
 *   --runs N          first-time runs per page, the median printed (default 3)
 *   --slowdown N      Lighthouse's CPU slowdown (repeatable; default 4 and 6: a budget met at 6x
 *                     holds at 4x on a machine or phone a third slower than this one)
 *   --save DIR        also write each page's median first-time report (JSON) there, to see where time goes
 *   --no-console      leave out the admin console
 *
 * The admin console's first screen after login (`/admin/dashboard`) is measured too, signed in as an
 * admin of the bench's API: the session is put in a new profile's storage and Lighthouse keeps it
 * (`disableStorageReset`), so the run loads the console with nothing else of the site cached. Its
 * budget is its own: TBT ≤ 200 ms at 4× (it is used on phones); a run that lands anywhere but the
 * dashboard fails the bench rather than measuring the login page.
 *
 * The pages are prerendered again once the API answers, as `npm start` does, so `/pricing` is measured
 * with the catalogue snapshot its visitors get (`npm run build` alone has no API to read it from).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localUrl, webApp } from '@clean/tooling/apps';
import { cityPath, paths } from '@clean/shared/paths';
import { chromium } from '@playwright/test';
import type { Flags, Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser';
import { benchAdminToken, CONSOLE_PAGE, storeAdminSession } from './bench-admin';
import { withServedSite } from './serve-builds';

const PAGES = [paths.home, paths.services, paths.pricing, cityPath('Lagos'), paths.booking];
const BUDGET = { score: 98, lcpMs: 2000, tbtMs: 100 };
/** The console's first screen after login, and its budget at the first (4×) slowdown. */
const CONSOLE = { page: CONSOLE_PAGE, tbtMs: 200 };

interface Audit {
  numericValue?: number;
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed (higher is faster), taken with each run. */
  benchmarkIndex: number;
  lhr: LighthouseResult;
}

function figuresOf(lhr: LighthouseResult): Figures {
  const audit = (id: string): number => (lhr.audits[id] as Audit | undefined)?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

/** The run with the median score (by LCP among equal scores), so its figures belong together. */
function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
}

const row = (label: string, figures: Figures, note = '') =>
  `${label.padEnd(34)} ${String(figures.score).padStart(6)} ${figures.fcp.toFixed(0).padStart(8)} ` +
  `${figures.lcp.toFixed(0).padStart(8)} ${figures.tbt.toFixed(0).padStart(8)} ${figures.cls.toFixed(3).padStart(7)}${note}`;

function consoleMissed(figures: Figures, slowdown: number): string {
  if (slowdown !== 4) return '';
  return figures.tbt > CONSOLE.tbtMs ? `   over budget: TBT > ${CONSOLE.tbtMs}` : '';
}

/** Puts the bench admin's session in the storage of the browser on `port`. */
async function signIn(port: number, site: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await storeAdminSession(page, site);
    await page.close();
  } finally {
    // Connected, not launched: this disconnects and leaves the browser to chrome-launcher.
    await browser.close();
  }
}

function missed(figures: Figures): string {
  const misses = [
    figures.score < BUDGET.score ? `score < ${BUDGET.score}` : '',
    figures.lcp > BUDGET.lcpMs ? `LCP > ${BUDGET.lcpMs}` : '',
    figures.tbt > BUDGET.tbtMs ? `TBT > ${BUDGET.tbtMs}` : '',
    figures.cls > 0 ? 'CLS > 0' : '',
  ].filter(Boolean);
  return misses.length > 0 ? `   over budget: ${misses.join(', ')}` : '';
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', multiple: true },
      runs: { type: 'string', default: '3' },
      slowdown: { type: 'string', multiple: true, default: ['4', '6'] },
      save: { type: 'string' },
      'no-console': { type: 'boolean', default: false },
    },
  });
  const pages = values.page ?? PAGES;
  const runs = Math.max(1, Number(values.runs));
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const site = localUrl(webApp('shell').port);
  const slowdowns = values.slowdown.map(Number);
  const measure = async (port: number, page: string, slowdown = 4, flags: Flags = {}): Promise<Figures> => {
    // Merged into the mobile preset's throttling: only the CPU's slowdown changes.
    const throttling = { cpuSlowdownMultiplier: slowdown };
    const result = await lighthouse(site + page, { port, onlyCategories: ['performance'], throttling, ...flags });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    return figuresOf(result.lhr);
  };
  /** One browser with a profile of its own (chrome-launcher makes a new one per launch). */
  const inNewBrowser = async <T>(visit: (port: number) => Promise<T>): Promise<T> => {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
    try {
      return await visit(chrome.port);
    } finally {
      chrome.kill();
    }
  };
  const save = (page: string, slowdown: number, figures: Figures) => {
    if (!values.save) return;
    mkdirSync(values.save, { recursive: true });
    const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${slowdown}x.json`;
    writeFileSync(path.join(values.save, name), JSON.stringify(figures.lhr, null, 1));
  };
  /** The console's first screen, signed in, in a new profile (only the session in its storage). */
  const measureConsole = (slowdown: number) =>
    inNewBrowser(async (port) => {
      await signIn(port, site);
      const figures = await measure(port, CONSOLE.page, slowdown, { disableStorageReset: true });
      const landed = new URL(figures.lhr.finalDisplayedUrl).pathname;
      if (landed !== CONSOLE.page) throw new Error(`the signed-in console run ended at ${landed}, not ${CONSOLE.page}`);
      return figures;
    });
  await withServedSite(async () => {
    const withConsole = !values['no-console'];
    if (withConsole) await benchAdminToken();
    // The API's and the servers' own first answers are not a visitor's: one throw-away run first.
    await inNewBrowser((port) => measure(port, paths.home));
    for (const slowdown of slowdowns) {
      console.log(
        `\nLighthouse mobile performance (simulated slow 4G, ${slowdown}x CPU slowdown), production builds;\n` +
          `first-time visitor: median of ${runs} runs, each in a new browser profile; returning: the run after a warm-up.\n`,
      );
      console.log('page / visitor                      score   FCP ms   LCP ms   TBT ms     CLS');
      const indexes: number[] = [];
      for (const page of pages) {
        const firstTime: Figures[] = [];
        for (let run = 0; run < runs; run++) {
          firstTime.push(await inNewBrowser((port) => measure(port, page, slowdown)));
        }
        // The returning visitor at the first slowdown only: its figures are there for comparison.
        const returning =
          slowdown === slowdowns[0]
            ? await inNewBrowser(async (port) => {
                await measure(port, page, slowdown);
                return measure(port, page, slowdown);
              })
            : undefined;
        indexes.push(...firstTime.map((figures) => figures.benchmarkIndex));
        const median = medianRun(firstTime);
        const scores = firstTime.map((figures) => figures.score).join(', ');
        console.log(row(`${page} first-time`, median, `${missed(median)}   (scores ${scores})`));
        if (returning) console.log(row(`${page} returning`, returning));
        save(page, slowdown, median);
      }
      if (withConsole) {
        const signedIn: Figures[] = [];
        for (let run = 0; run < runs; run++) signedIn.push(await measureConsole(slowdown));
        indexes.push(...signedIn.map((figures) => figures.benchmarkIndex));
        const median = medianRun(signedIn);
        const scores = signedIn.map((figures) => figures.score).join(', ');
        console.log(
          row(`${CONSOLE.page} signed in`, median, `${consoleMissed(median, slowdown)}   (scores ${scores})`),
        );
        save(CONSOLE.page, slowdown, median);
      }
      const sorted = [...indexes].sort((a, b) => a - b);
      console.log(
        `benchmarkIndex of this machine during the ${slowdown}x runs: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)}` +
          ` (${sorted[0]?.toFixed(0)}-${sorted[sorted.length - 1]?.toFixed(0)})`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
