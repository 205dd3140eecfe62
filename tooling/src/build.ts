/**
 * `npm run build`: every web app's production build, two at a time (a build uses about one core),
 * largest first so the last one to finish is short, then the prerendered public pages, which need
 * all of them. `npm start` builds through the same functions, with its API answering before the
 * prerender (so `/pricing` carries the catalogue: docs/DECISIONS.md, "The prerendered catalogue").
 */
import { webApps, type WebApp } from './apps';
import { inBatches, runToEnd } from './processes';

/** Slowest builds first: with two at a time, the small ones fill in beside the big ones. */
const BUILD_ORDER: readonly WebApp['name'][] = ['admin', 'public', 'booking', 'shell', 'popup', 'crew'];

export async function buildWebApps(): Promise<void> {
  const apps = [...webApps].sort((a, b) => BUILD_ORDER.indexOf(a.name) - BUILD_ORDER.indexOf(b.name));
  console.log(`Building the ${apps.length} web apps for production…`);
  await inBatches(apps, 2, (app, index) =>
    runToEnd({ name: `build ${app.name}`, command: 'npm', args: ['run', 'build', '-w', app.dir, '--silent'] }, index),
  );
}

export function prerenderPages(): Promise<void> {
  return runToEnd({ name: 'prerender', command: 'npm', args: ['run', 'prerender', '--silent'] });
}

export async function buildSite(): Promise<void> {
  await buildWebApps();
  await prerenderPages();
}

if (require.main === module) {
  buildSite().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
