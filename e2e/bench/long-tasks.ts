/**
 * `npx tsx bench/long-tasks.ts [--page /pricing] [--slowdown 4]`: what fills the main thread of a
 * first-time visit. Lighthouse names a long task by the first script it sees in it; this prints each
 * task that would last over 50 ms on a phone, with the scripts, functions and rendering work inside,
 * from a Chromium trace of a fresh browser profile. Like Lighthouse's mobile preset, it loads the page
 * at full speed and multiplies what it observed by the slowdown (4).
 * Run it against the production builds (after `npm run build`); it starts the API and servers itself.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { localUrl, webApp } from '@clean/tooling/apps';
import { paths } from '@clean/shared/paths';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser';
import { withServedSite } from './serve-builds';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string; functionName?: string } };
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

async function traceVisit(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'toplevel'],
    });
    await page.goto(url, { waitUntil: 'load' });
    // Until the live page has replaced the prerendered one, and a little after for its effects.
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[], slowdown: number): string[] {
  const ms = (microseconds: number | undefined) => ((microseconds ?? 0) / 1000) * slowdown;
  // The page's renderer main thread is the one that parses the page's HTML.
  const parse = events.find((event) => event.name === 'ParseHTML');
  if (!parse) return ['no ParseHTML event: no page was traced'];
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
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
    options: { page: { type: 'string', multiple: true }, slowdown: { type: 'string', default: '4' } },
  });
  const pages = values.page ?? [paths.home, paths.services, paths.pricing, paths.booking];
  await withServedSite(async () => {
    for (const page of pages) {
      console.log(`\n== ${page} (CPU ${values.slowdown}x slower, first-time visitor)`);
      const events = await traceVisit(localUrl(webApp('shell').port) + page);
      console.log(report(events, Number(values.slowdown)).join('\n'));
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
