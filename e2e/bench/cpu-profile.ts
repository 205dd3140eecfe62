/**
 * `npx tsx bench/cpu-profile.ts [--page /] [--console] [--runs 3]`: where a first visit's script time
 * goes, at full speed. V8's sampling profile of a new browser profile's visit (until the network is
 * quiet), summed by script file: the self time of each file's functions, and the native work of the
 * page (`appendChild`, `fetch`, the garbage collector) under its own name. Unlike a long task, which a
 * busy machine stretches, a file's share moves little between runs, so a change to one module shows.
 * `--console` profiles the admin console's first screen after login (`/admin/dashboard`, signed in as
 * the bench API's admin). `--functions` also sums the self time by function, named from the builds'
 * source maps (`formatNaira  shared/src/format/money.ts:35`), to see what inside a file costs. Run it
 * against the production builds (after `npm run build`).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { localUrl, webApp } from '@clean/tooling/apps';
import { paths } from '@clean/shared/paths';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser';
import { CONSOLE_PAGE, storeAdminSession } from './bench-admin';
import { withServedSite } from './serve-builds';
import { sourceName, type ScriptFrame } from './source-names';

/** The parts of a `Profiler.stop` answer this reads (Chrome DevTools Protocol). */
interface CpuProfile {
  nodes: { id: number; callFrame: ScriptFrame }[];
  samples: number[];
  timeDeltas: number[];
}

const SHOWN = 15;

/** V8's sampling profile of one first visit, from its start until the network is quiet. */
async function profileVisit(site: string, path: string, signedIn: boolean): Promise<CpuProfile> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    if (signedIn) await storeAdminSession(page, site);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(site + path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    return profile;
  } finally {
    await browser.close();
  }
}

/** Milliseconds of self time per name that `nameOf` gives a sample's frame. */
function selfTime(profile: CpuProfile, nameOf: (frame: ScriptFrame) => string): Map<string, number> {
  const where = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = where.get(id);
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const name = frame ? nameOf(frame) : '?';
    totals.set(name, (totals.get(name) ?? 0) + ms);
  });
  return totals;
}

/** A script file by its path on the local servers; a native function by its name. */
const fileName = (frame: ScriptFrame): string =>
  frame.url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '') || frame.functionName;

function printTop(totals: Map<string, number>): void {
  [...totals]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN)
    .forEach(([name, ms]) => console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', default: paths.home },
      console: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      functions: { type: 'boolean', default: false },
    },
  });
  const path = values.console ? CONSOLE_PAGE : values.page;
  await withServedSite(async () => {
    const site = localUrl(webApp('shell').port);
    for (let run = 1; run <= Math.max(1, Number(values.runs)); run++) {
      const profile = await profileVisit(site, path, values.console);
      const byFile = selfTime(profile, fileName);
      const sum = [...byFile].reduce((all, [name, ms]) => (name === '(idle)' ? all : all + ms), 0);
      console.log(`\n== ${path}, run ${run}: ${sum.toFixed(0)} ms of main-thread time sampled (idle left out)`);
      printTop(byFile);
      if (values.functions) {
        console.log('  by function:');
        printTop(selfTime(profile, sourceName));
      }
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
