/**
 * `npm run size`: what a phone's first visit to `/` downloads, in gzip bytes, per app and in total,
 * measured in Chromium against the production builds (the budgets: docs/BENCHMARKS.md#budgets).
 *   --files       also list every file, largest first
 *   --path /x     measure another page's first visit (pages without a budget print none)
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { paths } from '@clean/shared/paths';
import { localUrl, webApp, webApps } from '@clean/tooling/apps';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser';
import { serveBuilds } from './serve-builds';

/** KB of gzip JavaScript on a first visit (docs/BENCHMARKS.md#budgets). */
const BUDGETS_KB: Record<string, number> = {
  [paths.home]: 150,
  [paths.booking]: 200,
  [paths.admin.login]: 170,
  [paths.crew.root]: 170,
};

async function main(): Promise<void> {
  const pathFlag = process.argv.indexOf('--path');
  const target = pathFlag > 0 ? (process.argv[pathFlag + 1] ?? '/') : '/';
  const stopServers = await serveBuilds();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ ...devices['Pixel 7'] });
    const bytes = new Map<string, { js: number; css: number; files: number }>();
    const files: { name: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const kind = /\.js$/.test(url.pathname) ? 'js' : /\.css$/.test(url.pathname) ? 'css' : null;
      if (!kind) return;
      const app = webApps.find((candidate) => url.port === String(candidate.port))?.name ?? url.host;
      pending.push(
        response.body().then((body) => {
          const entry = bytes.get(app) ?? { js: 0, css: 0, files: 0 };
          const gzip = gzipSync(body, { level: 9 }).length;
          entry[kind] += gzip;
          files.push({ name: `${app} ${url.pathname}`, gzip });
          entry.files += 1;
          bytes.set(app, entry);
        }),
      );
    });
    await page.goto(localUrl(webApp('shell').port) + target, { waitUntil: 'networkidle' });
    await Promise.all(pending);

    const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
    console.log(`First visit to ${target} (Pixel 7 emulation), gzip -9 of what was downloaded:\n`);
    console.log('app        files   JS KB  CSS KB');
    let totalJs = 0;
    let totalCss = 0;
    for (const [app, entry] of bytes) {
      totalJs += entry.js;
      totalCss += entry.css;
      console.log(`${app.padEnd(10)} ${String(entry.files).padStart(5)} ${kb(entry.js)} ${kb(entry.css)}`);
    }
    console.log(`${'total'.padEnd(10)} ${''.padStart(5)} ${kb(totalJs)} ${kb(totalCss)}`);
    if (process.argv.includes('--files')) {
      console.log('');
      for (const file of files.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(file.gzip)}  ${file.name}`);
    }
    const budget = BUDGETS_KB[target];
    console.log(
      budget === undefined
        ? `\nNo JavaScript budget for ${target} (${kb(totalJs).trim()} KB)`
        : `\nJavaScript budget ${budget} KB: ${totalJs / 1024 <= budget ? 'within' : 'OVER'} (${kb(totalJs).trim()} KB)`,
    );
  } finally {
    await browser.close();
    stopServers();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
