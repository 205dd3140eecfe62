import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { localUrl, webApp } from '@clean/tooling/apps';
import { repoRoot } from '@clean/tooling/processes';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { byPath } from '../support/public-site';
import { manifestUrl, releaseNeedingContract, releasePublic, removeRelease } from '../support/public-releases';
import { Site } from '../support/site';

/**
 * Deploying one remote (README.md, "Deploying a remote"): a team deploys the public pages alone,
 * under the running site. The shell's server and files are never touched: what changes is the
 * runtime config the browser reads at /config.json (routed here, as an operator's edit of the
 * deployed config.json would change it) and the release folders the public remote's running server
 * finds on disk.
 */
const OLD_TITLE = 'Professional Cleaning & Laundry Services at Your Fingertips';
const NEW_TITLE = 'Professional Cleaning & Laundry Services, Now Even Closer';
const shellUrl = localUrl(webApp('shell').port);
const publicUrl = localUrl(webApp('public').port);
const shellDist = path.join(repoRoot, webApp('shell').dir, 'dist');

test.describe.configure({ mode: 'serial' });
// Two production builds of the public remote run inside these tests when the suite has none to copy.
test.setTimeout(240_000);

/** Every file of the shell's build with its size and modification time: proof it was not rebuilt. */
function shellFiles(): string {
  return readdirSync(shellDist, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stats = statSync(path.join(shellDist, name));
      return `${name} ${stats.size} ${stats.mtimeMs}`;
    })
    .join('\n');
}

/** The config the shell serves, read once (builds run in between block this process for seconds). */
let deployed: { remotes: Record<string, string> } | undefined;

/** Serves the browser a runtime config naming `manifest` for the public remote, the rest as deployed. */
async function pointPublicAt(context: BrowserContext, manifest: string): Promise<void> {
  deployed ??= (await (await fetch(`${shellUrl}/config.json`)).json()) as { remotes: Record<string, string> };
  const config = { ...deployed, remotes: { ...deployed.remotes, public: manifest } };
  await context.unroute(`${shellUrl}/config.json`);
  await context.route(`${shellUrl}/config.json`, (route) =>
    route.fulfill({ json: config, headers: { 'cache-control': 'no-cache' } }),
  );
}

/** The public remote's files the page has loaded since this was called, as `<status> <path>`. */
function publicRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(publicUrl)) seen.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

/**
 * The public remote's files a prerendered page names itself (preloads, its stylesheet, images): the
 * prerender ran with the build's default config, so they come from the remote's root until the shell's
 * HTML is prerendered again for the new config (README, Deploying a remote). They are fetched, not run.
 */
function prerenderedFiles(page: string): Set<string> {
  const html = readFileSync(path.join(shellDist, page), 'utf8');
  const urls = html.match(new RegExp(`${publicUrl}/[^"')\\s]+`, 'g')) ?? [];
  return new Set(urls.map((url) => new URL(url).pathname));
}

/** What was loaded from anywhere but `version`'s folder, or failed. */
const outside = (loaded: readonly string[], version: string) =>
  loaded.filter((line) => !/^(200|304) /.test(line) || !line.includes(` /releases/${version}/`));

async function expectHomeTitle(page: Page, title: string): Promise<void> {
  await expect(new Site(page).main.getByRole('heading', { level: 1 })).toHaveText(title);
}

const made: string[] = [];
test.afterAll(() => {
  for (const version of made) removeRelease(version);
});

test('a released public remote goes live by config, open pages keep working, and a rollback is one URL', async ({
  context,
  page,
}) => {
  const shellBefore = shellFiles();
  const current = releasePublic();
  await pointPublicAt(context, manifestUrl(current));

  // A visitor opens the site on the current release.
  const site = new Site(page);
  const loaded = publicRequests(page);
  await site.goto('/');
  await expectHomeTitle(page, OLD_TITLE);
  const named = prerenderedFiles('index.html');
  expect(loaded).toContain(`200 /releases/${current}/remoteEntry.js`);
  expect(outside(loaded, current).filter((line) => !named.has(line.replace(/^\d+ /, '')))).toEqual([]);

  // A team releases a change and points the config at it.
  const started = Date.now();
  const next = releasePublic({ from: OLD_TITLE, to: NEW_TITLE });
  made.push(next);
  expect(next).not.toBe(current);
  await pointPublicAt(context, manifestUrl(next));

  // The visitor who had the page open moves on to a page not loaded yet: it comes from their release.
  loaded.length = 0;
  await site.navLink('About').click();
  await expect(page).toHaveURL('/about');
  await site.expectRemotePage(byPath('/about').h1);
  expect(loaded.length).toBeGreaterThan(0);
  expect(outside(loaded, current)).toEqual([]);

  // A reload (or any new visitor) gets the new release.
  await site.goto('/');
  await expectHomeTitle(page, NEW_TITLE);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[deploy] release started -> visitor sees ${next}: ${seconds} s`);
  test.info().annotations.push({ type: 'release to visible', description: `${seconds} s` });
  const fresh = await context.newPage();
  await new Site(fresh).goto('/');
  await expectHomeTitle(fresh, NEW_TITLE);

  // Rolling back is naming the old release again: no build, its files still in place.
  await pointPublicAt(context, manifestUrl(current));
  await site.goto('/');
  await expectHomeTitle(page, OLD_TITLE);

  // The shell was neither rebuilt nor restarted: same files, and its server answered throughout.
  expect(shellFiles()).toBe(shellBefore);
});

test('a release that needs a newer shared contract than the shell gives shows the unavailable state', async ({
  context,
  page,
}) => {
  const needsMore = releaseNeedingContract(releasePublic(), '99.0.0');
  made.push(needsMore);
  await pointPublicAt(context, manifestUrl(needsMore));
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));

  const site = new Site(page);
  await site.goto('/about');
  await expect(site.main.getByRole('alert')).toContainText('This part of the site is not available right now');
  await site.expectFrame();
  expect(warnings.join('\n')).toMatch(/was not loaded/);
  expect(warnings.join('\n')).toContain('99.0.0');
});
