/**
 * `npm run bench:quality -w e2e`: Lighthouse's accessibility, best-practices and SEO scores (goal: 100
 * each, docs/BENCHMARKS.md) of every prerendered public page and the booking page, mobile preset, the
 * system Chromium against the production builds and a fresh embedded API. Unlike performance these do
 * not move with the machine's load, so one run per page tells. Prints the scores and every audit that
 * cost points; asserts nothing.
 *   --page /pricing   only this page (repeatable)
 */
import { parseArgs } from 'node:util';
import { localUrl, webApp } from '@clean/tooling/apps';
import { prerenderedPaths } from '@clean/tooling/prerender';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser';
import { serveBuilds, startApi } from './serve-builds';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  score: number | null;
  title: string;
}

/** The audits of a category that scored under 1 (those Lighthouse weighs; manual and n/a ones are null). */
function failedAudits(lhr: LighthouseResult, category: (typeof CATEGORIES)[number]): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] as Audit | undefined }))
    .filter(({ audit }) => audit?.score !== null && audit?.score !== undefined && audit.score < 1)
    .map(({ id, audit }) => `${category}: ${id} (${audit?.title ?? ''})`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { page: { type: 'string', multiple: true } } });
  const pages = values.page ?? prerenderedPaths;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const site = localUrl(webApp('shell').port);
  const stopServers = await serveBuilds();
  const stopApi = await startApi();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  let belowGoal = 0;
  try {
    console.log(`Lighthouse mobile, production builds: ${CATEGORIES.join(', ')} (goal 100 each)\n`);
    console.log(`${'page'.padEnd(40)} ${CATEGORIES.map((name) => name.padStart(15)).join('')}`);
    for (const page of pages) {
      const result = await lighthouse(site + page, { port: chrome.port, onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const scores = CATEGORIES.map((name) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100));
      console.log(`${page.padEnd(40)} ${scores.map((score) => String(score).padStart(15)).join('')}`);
      const failed = CATEGORIES.flatMap((name) => failedAudits(result.lhr, name));
      for (const line of failed) console.log(`    ${line}`);
      if (scores.some((score) => score < 100)) belowGoal += 1;
    }
    console.log(`\n${belowGoal} of ${pages.length} pages below 100 in a category`);
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
