/**
 * Rendering one page in the prerendering browser: what it fetched, when its content is there, and
 * its HTML, composed in the page by `composePage`.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  FAILURE_TITLE_IDS,
  LIVE_ROOT_SELECTOR,
  PAGE_CODE_ID,
  PAGE_CODE_LOADER,
  PRERENDERED_ATTRIBUTE,
  REVEALED_ATTRIBUTE,
  ROOT_ID,
  STRUCTURED_DATA_CHUNK,
} from '@clean/shared/prerender';
import { PAGE_HEAD_ATTRIBUTE } from '@clean/shared/seo';
import { composePage, STYLED_ATTRIBUTE, type ComposeArgs } from './compose-page';
import type { PageSnapshot } from './data-snapshot';
import type { FallbackHead } from './page-head';

export interface PageToRender {
  url: string;
  /** The bare shell page, which the page's content fills. */
  template: string;
  /** The origins of the site's own files (the local builds). */
  ownOrigins: string[];
  /** Whether the page sets its own head, and the one it gets if not. */
  head: { own: boolean; fallback: FallbackHead };
  /** The data the browser is answered with (the catalogue, a city's areas), and its data block. */
  snapshot?: PageSnapshot;
  /** A page a visitor only reads (`readOnly` in the route table). */
  readOnly: boolean;
}

/** What the page requested while it rendered. */
interface PageRequests {
  fetched: ComposeArgs['fetched'];
  called: Set<string>;
  stylesheetTexts: Promise<[string, string] | undefined>[];
  readSnapshot: boolean;
}

/**
 * The stylesheets a prerendered page carries inline, by URL (docs/DECISIONS.md, "Stylesheets inline in
 * the prerendered pages"). One with a `url(` or an `@import` stays a link: an address inside it is
 * relative to the stylesheet's own, which inline rules would resolve against the page's.
 */
export function inlinedStylesheets(texts: [url: string, text: string][]): Record<string, string> {
  return Object.fromEntries(texts.filter(([, text]) => !/url\(|@import/i.test(text)));
}

function watchRequests(page: Page, ownOrigins: string[], snapshotUrl: string | undefined): PageRequests {
  const requests: PageRequests = { fetched: [], called: new Set(), stylesheetTexts: [], readSnapshot: false };
  // The stylesheets' text, by URL: written into the page's head (see `inlinedStylesheets`).
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'stylesheet' || !response.ok()) return;
    requests.stylesheetTexts.push(
      response.text().then(
        (text): [string, string] => [response.url(), text],
        () => undefined,
      ),
    );
  });
  page.on('request', (request) => {
    const type = request.resourceType();
    if (request.url() === snapshotUrl) requests.readSnapshot = true;
    // Only the site's own files: API calls are data, and their address comes from the runtime config.
    const own = ownOrigins.some((allowed) => request.url().startsWith(`${allowed}/`));
    if (!own && type === 'fetch') requests.called.add(new URL(request.url()).origin);
    // The structured data builders wrote the JSON-LD this page's HTML carries: the live page never needs them.
    const headOnly = path.posix.basename(new URL(request.url()).pathname).startsWith(`${STRUCTURED_DATA_CHUNK}.`);
    if (own && !headOnly && (type === 'script' || type === 'fetch')) {
      requests.fetched.push({ url: request.url(), as: type });
    }
  });
  return requests;
}

/** Waits until the page's content, head and data have rendered; throws if it shows an error instead. */
async function waitUntilRendered(page: Page, url: string, ownHead: boolean, withSnapshot: boolean): Promise<void> {
  // Runs in the page: the selector is passed in, the constant does not exist there.
  await page.waitForFunction((liveRoot) => !!document.querySelector(`${liveRoot} main h1`), LIVE_ROOT_SELECTOR, {
    timeout: 30_000,
  });
  if (ownHead) {
    // The page sets its head in an effect, its JSON-LD once the builders have loaded; each element
    // is marked with the path it describes.
    await page.waitForFunction(
      ({ marker, pathname }) =>
        ['link[rel="canonical"]', 'script[type="application/ld+json"]'].every((selector) =>
          document.head.querySelector(`${selector}[${marker}="${pathname}"]`),
        ),
      { marker: PAGE_HEAD_ATTRIBUTE, pathname: new URL(url).pathname },
      { timeout: 10_000 },
    );
  }
  if (withSnapshot) {
    // The data (prices, areas) replaces the skeleton (a busy status) once the snapshot's answer is read.
    await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-busy="true"]'), undefined, {
      timeout: 10_000,
    });
  }
  const failureTitles = Object.values(FAILURE_TITLE_IDS).map((id) => `#${id}`);
  if (await page.locator(failureTitles.join(', ')).count()) {
    const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    throw new Error(`${url} rendered an error instead of its page: ${shown}`);
  }
}

/**
 * Opens the page, waits until its content has rendered, and returns the bare shell page filled with
 * it: the title, the rendered root, the styles the remotes injected at run time and the stylesheets
 * the shell loaded with the page's code.
 */
export async function renderPage(context: BrowserContext, target: PageToRender): Promise<string> {
  const { url, snapshot, readOnly } = target;
  const page = await context.newPage();
  const requests = watchRequests(page, target.ownOrigins, snapshot?.url);
  try {
    await page.goto(url);
    await waitUntilRendered(page, url, target.head.own, !!snapshot);
    const stylesheets = inlinedStylesheets((await Promise.all(requests.stylesheetTexts)).filter((entry) => !!entry));
    const { called } = requests;
    const args: ComposeArgs = {
      template: target.template,
      marker: PRERENDERED_ATTRIBUTE,
      rootId: ROOT_ID,
      revealed: REVEALED_ATTRIBUTE,
      styled: STYLED_ATTRIBUTE,
      pathname: new URL(url).pathname,
      fetched: requests.fetched,
      called: [...called],
      headMarker: PAGE_HEAD_ATTRIBUTE,
      fallback: target.head.fallback,
      stylesheets,
      pageCodeId: PAGE_CODE_ID,
      pageCodeLoader: PAGE_CODE_LOADER,
      // A page that is only read waits for an interaction, unless it asked the API for data it did
      // not get (the pricing page without a catalogue snapshot, a city page without its areas'): that
      // it must fetch at once.
      wake: readOnly && (called.size === 0 || requests.readSnapshot) ? 'interaction' : undefined,
      check:
        readOnly && snapshot && requests.readSnapshot
          ? { url: snapshot.url, version: snapshot.snapshot.version }
          : undefined,
    };
    const html = await page.evaluate(composePage, args);
    // The page showed the snapshot's data: the live page shows the same until the API answers.
    return requests.readSnapshot && snapshot ? html.replace('</head>', `${snapshot.element}</head>`) : html;
  } finally {
    await page.close();
  }
}
