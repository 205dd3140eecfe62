import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS_SNAPSHOT_ID, CATALOGUE_SNAPSHOT_ID } from '@clean/shared/prerender';
import { webApp } from '@clean/tooling/apps';
import { repoRoot } from '@clean/tooling/processes';

const SHELL_DIST = path.join(repoRoot, webApp('shell').dir, 'dist');

/** The prerendered pages (`index.html` below the shell's dist/) that carry an API answer's snapshot. */
function pagesWithSnapshots(dir = SHELL_DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesWithSnapshots(file);
    if (entry.name !== 'index.html') return [];
    const html = readFileSync(file, 'utf8');
    return [CATALOGUE_SNAPSHOT_ID, AREAS_SNAPSHOT_ID].some((id) => html.includes(`id="${id}"`))
      ? [path.relative(SHELL_DIST, file)]
      : [];
  });
}

/**
 * The browser tests run on the build as `npm run build` leaves it: its prerender has no API, so
 * `/pricing` and the city pages start at once and load their data, and a test that wants a snapshot
 * adds its own. `npm start` and the benches prerender those pages again with their API's answers
 * (docs/DECISIONS.md, "The prerendered catalogue: shown at once, replaced by the live answer"), after
 * which the tests about loading would fail for no fault of the site: say so before any test runs.
 */
export function assertBuildsOwnPrerender(): void {
  const pages = pagesWithSnapshots();
  if (pages.length === 0) return;
  throw new Error(
    `shell/dist holds pages prerendered with an API's data (${pages.join(', ')}): \`npm start\` or a ` +
      'bench prerendered them again. The browser tests run on the build as `npm run build` leaves it: run ' +
      '`npm run build` first, or `npm run test:e2e`, which builds.',
  );
}
