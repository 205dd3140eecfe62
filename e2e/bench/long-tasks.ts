/**
 * `npx tsx bench/long-tasks.ts [--page /pricing] [--console] [--slowdown 4]`: what fills the main thread of a
 * first-time visit. Lighthouse names a long task by the first script it sees in it; this prints each
 * task that would last over 50 ms on a phone, with the scripts, functions and rendering work inside,
 * from a Chromium trace of a fresh browser profile. Like Lighthouse's mobile preset, it loads the page
 * at full speed and multiplies what it observed by the slowdown (4). A page that is only read runs
 * its code at the visitor's first interaction: its visit is traced until the network is quiet, then
 * a key is pressed and the start of its code is traced and printed on its own.
 * `--console` traces the admin console's first screen after login instead (`/admin/dashboard`,
 * signed in as the bench API's admin, nothing of the site cached).
 * Run it against the production builds (after `npm run build`); it starts the API and servers itself.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { localUrl, webApp } from '@clean/tooling/apps';
import { cityPath, paths } from '@clean/shared/paths';
import { LIVE_ROOT_SELECTOR } from '@clean/shared/prerender';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser';
import { CONSOLE_PAGE, storeAdminSession } from './bench-admin';
import { withServedSite } from './serve-builds';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string };
    beginData?: { url?: string; functionName?: string };
  };
}

const LONG_TASK_MS = 50;
const INSIDE = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'MajorGC',
  'MinorGC',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.run',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
]);

const shortUrl = (url: string | undefined): string => (url ?? '').replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '');

/** The main thread's events while `during` runs. */
async function traced(browser: Browser, page: Page, during: () => Promise<void>): Promise<TraceEvent[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'toplevel'],
  });
  await during();
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The visit until the network is quiet, and (if the page waited for one) its first interaction. */
async function traceVisit(
  site: string,
  path: string,
  signedIn: boolean,
): Promise<{ visit: TraceEvent[]; interaction?: TraceEvent[] }> {
  const url = site + path;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    if (signedIn) await storeAdminSession(page, site);
    const live = page.locator(LIVE_ROOT_SELECTOR);
    const visit = await traced(browser, page, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
    });
    if (await live.count()) return { visit };
    const interaction = await traced(browser, page, async () => {
      await page.keyboard.press('Shift');
      await live.waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    });
    return { visit, interaction };
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[], slowdown: number): string[] {
  const ms = (microseconds: number | undefined) => ((microseconds ?? 0) / 1000) * slowdown;
  // The page's renderer main thread: the one that parses its HTML or, in a trace that starts later,
  // the busiest renderer main thread.
  const parse = events.find((event) => event.name === 'ParseHTML');
  const rendererMains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const busy = (candidate: TraceEvent) =>
    events
      .filter((event) => event.pid === candidate.pid && event.tid === candidate.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = parse ?? [...rendererMains].sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return ['no renderer main thread: no page was traced'];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const origin = Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && ms(event.dur) >= LONG_TASK_MS);
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    lines.push(`task at ${((task.ts - origin) / 1000).toFixed(0)} ms (observed): ${ms(task.dur).toFixed(0)} ms`);
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts < end && INSIDE.has(event.name),
    );
    const totals = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data ?? event.args?.beginData;
      const label = `${event.name} ${shortUrl(data?.url)} ${data?.functionName ?? ''}`.trim();
      totals.set(label, (totals.get(label) ?? 0) + ms(event.dur));
    }
    [...totals.entries()]
      .filter(([, ms]) => ms >= 2)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .forEach(([label, ms]) => lines.push(`  ${ms.toFixed(0).padStart(5)} ms  ${label}`));
  }
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, ms(task.dur) - LONG_TASK_MS), 0);
  lines.push(`${tasks.length} long tasks, ${blocking.toFixed(0)} ms over ${LONG_TASK_MS} ms in all`);
  return lines;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', multiple: true },
      console: { type: 'boolean', default: false },
      slowdown: { type: 'string', default: '4' },
    },
  });
  const pages = values.console
    ? [CONSOLE_PAGE]
    : (values.page ?? [paths.home, paths.services, paths.pricing, cityPath('Lagos'), paths.booking]);
  await withServedSite(async () => {
    for (const page of pages) {
      const visitor = values.console ? 'signed-in admin, nothing cached' : 'first-time visitor';
      console.log(`\n== ${page} (CPU ${values.slowdown}x slower, ${visitor})`);
      const { visit, interaction } = await traceVisit(localUrl(webApp('shell').port), page, values.console);
      console.log(report(visit, Number(values.slowdown)).join('\n'));
      if (interaction) {
        console.log(`-- ${page}: the code starting at the first interaction (a key press)`);
        console.log(report(interaction, Number(values.slowdown)).join('\n'));
      }
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
