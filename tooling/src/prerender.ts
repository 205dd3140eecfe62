/**
 * `npm run prerender` (part of `npm run build` and `npm start`): renders every public page of the
 * production builds in Chromium and writes its HTML into the shell's `dist/`, so a phone paints the
 * page (text, images, styles) before any script has run; the shell then replaces it with the live
 * site (shell/src/app/prerendered-page.ts). Calls to the API are held, so pages that show data are
 * prerendered in their loading state and never show stale data.
 *
 *   --config FILE   the runtime config the pages will be served with (default: shell/dist/config.json);
 *                   the remotes' URLs in the HTML are those of this config, and the canonical URLs,
 *                   share cards, structured data, `/sitemap.xml` and `/robots.txt` are made for its
 *                   `publicSiteUrl`.
 *
 * `/pricing` is rendered with the catalogue of the API the config names when that API answers within a
 * few seconds (an API deployed before the site is prerendered): the HTML then shows the prices and
 * carries them, with their `ETag`, for the live page to show until its own answer arrives
 * (remote-public/src/features/pricing/lib/catalogue-snapshot.ts). Without an answer the page is
 * prerendered loading, as before.
 *
 * Each page's head is the one the page set in the browser (its title, description, canonical URL,
 * share card and JSON-LD: `usePageHead` in remote-public); a page that sets none (the booking form)
 * gets the same tags from its route's title and the site's default description.
 *
 * Without a Chromium it prints why and leaves the shell's pages to render in the browser, as before;
 * the sitemap and robots.txt are written either way.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { byRemote, REMOTE_NAMES, type RemoteName } from '@clean/shared/constants';
import {
  FAILURE_TITLE_IDS,
  LIVE_ROOT_SELECTOR,
  PRERENDERED_ATTRIBUTE,
  REVEALED_ATTRIBUTE,
  ROOT_ID,
  STRUCTURED_DATA_CHUNK,
  CATALOGUE_SNAPSHOT_ID,
  PAGE_CODE_ID,
  PAGE_CODE_LOADER,
  type CatalogueSnapshot,
  type PageCode,
} from '@clean/shared/prerender';
import { paths } from '@clean/shared/paths';
import { hasPathParameter, siteRoutes, type RouteEntry } from '@clean/shared/routes';
import {
  headTags,
  jsonLdText,
  organizationNode,
  PAGE_HEAD_ATTRIBUTE,
  robotsTxt,
  sitemapXml,
  structuredDataGraph,
  webPageNode,
  websiteNode,
  type HeadTag,
} from '@clean/shared/seo';
import { runtimeConfig, type RuntimeConfig } from '@clean/shared/runtime-config';
import { FEDERATION_MANIFEST, webApp, type WebAppName } from './apps';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { repoRoot } from './processes';
import { listenStatic, SPA_FALLBACK } from './serve-static';

/**
 * Pages of the public site; the admin console is private and never prerendered, and a route with a
 * parameter (a booking's receipt) has no one page to render.
 */
export const prerenderedRoutes: readonly RouteEntry[] = siteRoutes.filter(
  (route) => route.remote !== 'admin' && !hasPathParameter(route),
);
export const prerenderedPaths = prerenderedRoutes.map((route) => route.path);

/**
 * What crawlers are kept out of: the admin console, and every booking's receipt (a customer's own
 * page, reached by a link with its reference).
 */
export const disallowedPaths = [paths.admin.root, paths.receipt.slice(0, paths.receipt.indexOf(':'))] as const;

/** Writes `/sitemap.xml` (the prerendered pages) and `/robots.txt` for the site at `siteUrl`; returns the files. */
export function writeSiteFiles(siteUrl: string): string[] {
  const files = {
    'sitemap.xml': sitemapXml(siteUrl, prerenderedPaths),
    'robots.txt': robotsTxt(siteUrl, disallowedPaths),
  };
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(shellDist, name);
    writeFileSync(file, text);
    // The static server prefers precompressed copies: never those of an older build.
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    return file;
  });
}

/** The site's default description, as the bare shell page (shell/public/index.html) has it. */
function templateDescription(template: string): string {
  const content = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1];
  if (content === undefined) throw new Error('the shell page has no <meta name="description">');
  return content
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The head a page that sets none gets: its route's title and the site's description. */
function fallbackHead(siteUrl: string, route: RouteEntry, description: string): { tags: HeadTag[]; jsonLd: string } {
  const head = { title: route.title, description };
  return {
    tags: headTags(siteUrl, route.path, head),
    jsonLd: jsonLdText(
      structuredDataGraph([websiteNode(siteUrl), organizationNode(siteUrl), webPageNode(siteUrl, route.path, head)]),
    ),
  };
}

const shellDist = path.join(repoRoot, webApp('shell').dir, 'dist');

/**
 * Names the rule that carries what was an element's `style` attribute: the pages' policy allows no
 * style attributes (csp.ts), so they become rules of one `<style>`, hashed like any inline style.
 */
export const STYLED_ATTRIBUTE = 'data-prerendered-style';

/** The catalogue read the pricing page makes (`getProducts` in @clean/shared/api). */
export const cataloguePath = '/api/admin/products';

/** How long prerendering waits for the API's catalogue before rendering the page without it. */
const SNAPSHOT_TIMEOUT_MS = 5_000;

/**
 * The catalogue as the API at `apiBaseUrl` answers now, with its `ETag`; undefined (with the reason
 * printed) when it does not answer, answers an error, or sends no tag.
 */
async function readCatalogueSnapshot(apiBaseUrl: string): Promise<CatalogueSnapshot | undefined> {
  const url = `${apiBaseUrl.replace(/\/$/, '')}${cataloguePath}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) });
    const version = response.headers.get('etag');
    if (!response.ok || !version) throw new Error(`HTTP ${response.status}${version ? '' : ', no ETag'}`);
    return { version, body: (await response.json()) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`prerender: no catalogue from ${url} (${reason}): /pricing is prerendered loading its prices`);
    return undefined;
  }
}

/**
 * The data block that carries a snapshot in a page's head. `<` is escaped so no text in the catalogue
 * can end the element early.
 */
export function catalogueSnapshotElement(snapshot: CatalogueSnapshot): string {
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CATALOGUE_SNAPSHOT_ID}">${json}</script>`;
}

/** A web app's build on a free local port. */
function listen(app: WebAppName, runtimeConfigFile?: string): Promise<Server> {
  return listenStatic({
    app,
    root: path.join(repoRoot, webApp(app).dir, 'dist'),
    port: 0,
    host: '127.0.0.1',
    runtimeConfigFile,
    // An earlier run's prerendered HTML must never be what is rendered again.
    bare: true,
  });
}

/**
 * The stylesheets a prerendered page carries inline, by URL (docs/DECISIONS.md, "Stylesheets inline in
 * the prerendered pages"). One with a `url(` or an `@import` stays a link: an address inside it is
 * relative to the stylesheet's own, which inline rules would resolve against the page's.
 */
export function inlinedStylesheets(texts: [url: string, text: string][]): Record<string, string> {
  return Object.fromEntries(texts.filter(([, text]) => !/url\(|@import/i.test(text)));
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * Opens the page, waits until its content has rendered, and returns the bare shell page (`template`)
 * filled with it: the title, the rendered root, the styles the remotes injected at run time and the
 * stylesheets the shell loaded with the page's code. Composed with the browser's own HTML parser.
 */
async function renderPage(
  context: BrowserContext,
  url: string,
  template: string,
  ownOrigins: string[],
  head: { own: boolean; fallback: { tags: HeadTag[]; jsonLd: string } },
  catalogue?: { url: string; element: string; version: string },
  readOnly = false,
): Promise<string> {
  const page = await context.newPage();
  let readCatalogue = false;
  const fetched: { url: string; as: 'script' | 'fetch' }[] = [];
  // Other origins the page called (the API): preconnected, never preloaded.
  const called = new Set<string>();
  // The stylesheets' text, by URL: written into the page's head (see `inlinedStylesheets`).
  const stylesheetTexts: Promise<[string, string] | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'stylesheet' || !response.ok()) return;
    stylesheetTexts.push(
      response.text().then(
        (text): [string, string] => [response.url(), text],
        () => undefined,
      ),
    );
  });
  page.on('request', (request) => {
    const type = request.resourceType();
    if (request.url() === catalogue?.url) readCatalogue = true;
    // Only the site's own files: API calls are data, and their address comes from the runtime config.
    const own = ownOrigins.some((allowed) => request.url().startsWith(`${allowed}/`));
    if (!own && type === 'fetch') called.add(new URL(request.url()).origin);
    // The structured data builders wrote the JSON-LD this page's HTML carries: the live page never needs them.
    const headOnly = path.posix.basename(new URL(request.url()).pathname).startsWith(`${STRUCTURED_DATA_CHUNK}.`);
    if (own && !headOnly && (type === 'script' || type === 'fetch')) fetched.push({ url: request.url(), as: type });
  });
  try {
    await page.goto(url);
    // Runs in the page: the selector is passed in, the constant does not exist there.
    await page.waitForFunction((liveRoot) => !!document.querySelector(`${liveRoot} main h1`), LIVE_ROOT_SELECTOR, {
      timeout: 30_000,
    });
    if (head.own) {
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
    if (catalogue) {
      // The prices replace the skeleton (a busy status) once the catalogue's answer is read.
      await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-busy="true"]'), undefined, {
        timeout: 10_000,
      });
    }
    const failureTitles = Object.values(FAILURE_TITLE_IDS).map((id) => `#${id}`);
    if (await page.locator(failureTitles.join(', ')).count()) {
      const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      throw new Error(`${url} rendered an error instead of its page: ${shown}`);
    }
    const stylesheets = inlinedStylesheets((await Promise.all(stylesheetTexts)).filter((entry) => !!entry));
    const html = await page.evaluate(
      ({
        template,
        marker,
        rootId,
        revealed,
        styled,
        pathname,
        fetched,
        called,
        headMarker,
        fallback,
        stylesheets,
        pageCodeId,
        pageCodeLoader,
        wake,
        check,
      }) => {
        const root = document.getElementById(rootId)!.cloneNode(true) as HTMLElement;
        // Sizes the carousel computed for this window would be wrong for any other; its CSS lays it out.
        root
          .querySelectorAll('.keen-slider, .keen-slider__slide')
          .forEach((element) => element.removeAttribute('style'));
        // Until the live site takes over, typing would be lost when it replaces the page, and a form
        // would be sent without script; links work without script, and a press on another button is
        // pressed again by the live page (PAGE_CODE_LOADER keeps it).
        root
          .querySelectorAll('input, textarea, select, form button')
          .forEach((control) => control.setAttribute('disabled', ''));
        // Scroll-reveal state belongs to this visit; prerendered content simply shows.
        root.querySelectorAll(`[${revealed}]`).forEach((element) => element.removeAttribute(revealed));
        // Style attributes (skeleton sizes, reveal timings) become rules; `!important` keeps them above
        // the stylesheets' rules, as an attribute is.
        const styleRules: string[] = [];
        root.querySelectorAll<HTMLElement | SVGElement>('[style]').forEach((element, index) => {
          const declarations: string[] = [];
          for (const property of element.style) {
            declarations.push(`${property}:${element.style.getPropertyValue(property)} !important`);
          }
          element.removeAttribute('style');
          if (declarations.length === 0) return;
          element.setAttribute(styled, String(index));
          styleRules.push(`[${styled}="${index}"]{${declarations.join(';')}}`);
        });

        const doc = new DOMParser().parseFromString(template, 'text/html');
        // The shell's own scripts, and everything the page's code fetched at once instead of one step
        // of the chain (shell → config → remote manifest → remote entry → page chunks) after another:
        // named in a data block and started by the loader once the page is on screen (PAGE_CODE_LOADER).
        const shellScripts = [...doc.querySelectorAll('script[src]')];
        const code: PageCode = {
          scripts: shellScripts.map((script) => script.getAttribute('src') ?? ''),
          preload: [],
          ...(wake ? { wake } : {}),
          ...(check ? { check } : {}),
        };
        const loaded = new Set(code.scripts);
        for (const resource of fetched) {
          const own = resource.url.startsWith(location.origin);
          if (own && loaded.has(resource.url.slice(location.origin.length))) continue;
          code.preload.push({ href: own ? resource.url.slice(location.origin.length) : resource.url, as: resource.as });
        }
        // The connections and the largest image below go first in the head, where the scripts were.
        const firstPreload = shellScripts[0] ?? null;
        // Connections to the other origins the page uses (remotes, API) open while the HTML is read,
        // before the low-priority preloads above may start: the origins come from what the live page
        // fetched, written back as the runtime config names them. Scripts and the API's calls (with
        // credentials) share the plain connection; the manifests' fetches (CORS, anonymous) need their own.
        const origins = new Map<string, boolean>();
        for (const resource of fetched) {
          const resourceOrigin = new URL(resource.url).origin;
          if (resourceOrigin === location.origin) continue;
          origins.set(resourceOrigin, (origins.get(resourceOrigin) ?? false) || resource.as === 'fetch');
        }
        for (const apiOrigin of called) origins.set(apiOrigin, origins.get(apiOrigin) ?? false);
        for (const [preconnectOrigin, anonymous] of origins) {
          for (const crossOrigin of anonymous ? [null, 'anonymous'] : [null]) {
            const link = doc.createElement('link');
            link.rel = 'preconnect';
            // With a slash, so the remotes' origins are written back as the runtime config names them.
            link.href = `${preconnectOrigin}/`;
            if (crossOrigin) link.crossOrigin = crossOrigin;
            doc.head.insertBefore(link, firstPreload);
          }
        }
        // The page's largest image (its one `fetchpriority="high"` image: the home page's hero) starts
        // loading from the head, on the connection opened above, before the body and its stylesheets
        // are read. Its attributes are the image's own, so the browser reuses this download for it.
        const heroImage = root.querySelector('img[fetchpriority="high"]');
        const heroSource = heroImage?.getAttribute('src');
        if (heroImage && heroSource) {
          const link = doc.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.setAttribute('href', heroSource);
          const copied = [
            ['srcset', 'imagesrcset'],
            ['sizes', 'imagesizes'],
            ['crossorigin', 'crossorigin'],
          ] as const;
          for (const [from, to] of copied) {
            const value = heroImage.getAttribute(from);
            if (value !== null) link.setAttribute(to, value);
          }
          link.setAttribute('fetchpriority', 'high');
          doc.head.insertBefore(link, firstPreload);
        }
        shellScripts.forEach((script) => script.remove());
        const codeData = doc.createElement('script');
        codeData.type = 'application/json';
        codeData.id = pageCodeId;
        codeData.textContent = JSON.stringify(code);
        const codeLoader = doc.createElement('script');
        codeLoader.textContent = pageCodeLoader;
        doc.head.append(codeData, codeLoader);
        // No named functions in here: tsx would wrap them in a helper that does not exist in the page.
        const selector = 'link[rel="stylesheet"]';
        const known = new Set([...doc.head.querySelectorAll(selector)].map((link) => link.getAttribute('href')));
        for (const link of document.head.querySelectorAll(selector)) {
          if (!known.has(link.getAttribute('href'))) doc.head.append(doc.importNode(link, true));
        }
        // Each stylesheet's rules in the HTML itself, in its place: the first paint waits for no
        // stylesheet request (one of them on the remote's origin). `data-href` is the stylesheet's
        // address, by which the live page's CSS loader (mini-css-extract) finds it already loaded.
        for (const link of doc.head.querySelectorAll(selector)) {
          const href = link.getAttribute('href') ?? '';
          const text = stylesheets[new URL(href, location.href).href];
          if (text === undefined) continue;
          const inline = doc.createElement('style');
          inline.setAttribute('data-href', href);
          inline.textContent = text;
          link.replaceWith(inline);
        }
        for (const style of document.head.querySelectorAll('style')) {
          const copy = doc.createElement('style');
          copy.setAttribute(marker, '');
          copy.textContent = style.textContent;
          doc.head.append(copy);
        }
        if (styleRules.length > 0) {
          const rules = doc.createElement('style');
          rules.setAttribute(marker, '');
          rules.textContent = styleRules.join('\n');
          doc.head.append(rules);
        }
        doc.title = document.title;
        // The page's own head tags, or the fallback's, in place of the shell page's default ones.
        const own = [...document.head.querySelectorAll(`[${headMarker}]`)];
        const tags = own.length
          ? own.map((element) => doc.importNode(element, true))
          : fallback.tags.map(({ tag, attributes }) => {
              const element = doc.createElement(tag);
              for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
              return element;
            });
        if (!own.length) {
          const script = doc.createElement('script');
          script.type = 'application/ld+json';
          script.textContent = fallback.jsonLd;
          tags.push(script);
        }
        for (const element of tags) {
          if (!element.hasAttribute(headMarker)) element.setAttribute(headMarker, pathname);
          const key = ['name', 'property', 'rel'].find((attribute) => element.hasAttribute(attribute));
          if (key) doc.head.querySelector(`${element.tagName}[${key}="${element.getAttribute(key)}"]`)?.remove();
          doc.head.append(element);
        }
        const target = doc.getElementById(rootId);
        if (!target) throw new Error(`the shell page has no #${rootId} element`);
        target.setAttribute(marker, pathname);
        target.innerHTML = root.innerHTML;
        return `<!doctype html>${doc.documentElement.outerHTML}`;
      },
      {
        template,
        marker: PRERENDERED_ATTRIBUTE,
        rootId: ROOT_ID,
        revealed: REVEALED_ATTRIBUTE,
        styled: STYLED_ATTRIBUTE,
        pathname: new URL(url).pathname,
        fetched,
        called: [...called],
        headMarker: PAGE_HEAD_ATTRIBUTE,
        fallback: head.fallback,
        stylesheets,
        pageCodeId: PAGE_CODE_ID,
        pageCodeLoader: PAGE_CODE_LOADER,
        // A page that is only read waits for an interaction, unless it asked the API for data it did
        // not get (the pricing page without a catalogue snapshot): that it must fetch at once.
        wake: readOnly && (called.size === 0 || readCatalogue) ? ('interaction' as const) : undefined,
        check: readOnly && catalogue && readCatalogue ? { url: catalogue.url, version: catalogue.version } : undefined,
      },
    );
    // The page showed the snapshot's prices: the live page shows the same until the API answers.
    return readCatalogue && catalogue ? html.replace('</head>', `${catalogue.element}</head>`) : html;
  } finally {
    await page.close();
  }
}

function writePage(pathname: string, html: string): string {
  const file = path.join(shellDist, pathname === '/' ? 'index.html' : path.join(pathname, 'index.html'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  // The static server prefers these copies, so they must never be those of an older page.
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  return file;
}

function readTargetConfig(file: string): RuntimeConfig {
  const parsed = runtimeConfig.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid runtime config`);
  return parsed.data;
}

/** Prerenders every public page for the runtime config in `configFile`; returns the files written. */
export async function prerender(configFile = path.join(shellDist, 'config.json')): Promise<string[]> {
  const target = readTargetConfig(configFile);
  const remoteServers = new Map<RemoteName, Server>();
  for (const name of REMOTE_NAMES) remoteServers.set(name, await listen(name));

  // The shell is served with a config naming these local remotes; their URLs in the HTML are then
  // written back as the target config names them.
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'clean-prerender-'));
  const localRemote = (name: RemoteName) => origin(remoteServers.get(name)!);
  const localConfigFile = path.join(workDir, 'config.json');
  const localConfig: RuntimeConfig = {
    ...target,
    remotes: byRemote((name) => `${localRemote(name)}/${FEDERATION_MANIFEST}`),
  };
  writeFileSync(localConfigFile, JSON.stringify(localConfig));
  const shell = await listen('shell', localConfigFile);
  const toTarget = (html: string) =>
    REMOTE_NAMES.reduce(
      (result, name) => result.split(`${localRemote(name)}/`).join(new URL('.', target.remotes[name]).href),
      html,
    );

  const snapshot = await readCatalogueSnapshot(target.apiBaseUrl);
  const catalogue = snapshot && {
    url: `${target.apiBaseUrl.replace(/\/$/, '')}${cataloguePath}`,
    element: catalogueSnapshotElement(snapshot),
    version: snapshot.version,
  };

  // Only the pricing page gets it: the booking page's form stays in its loading state, as before.
  let servingCatalogue = false;

  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const local = [shell, ...remoteServers.values()].map(origin);
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (local.some((allowed) => url.startsWith(`${allowed}/`))) return route.continue();
      // The catalogue, when the API gave one, so the pricing page renders its prices (a cross-origin
      // read with credentials: the answer names the page's origin, as the API's CORS does).
      if (servingCatalogue && snapshot && url === catalogue?.url) {
        const requester = route.request().headers()['origin'] ?? '*';
        return route.fulfill({
          json: snapshot.body,
          headers: {
            etag: snapshot.version,
            'access-control-allow-origin': requester,
            'access-control-allow-credentials': 'true',
          },
        });
      }
      // API calls are never answered, so data pages stay in their loading state.
      if (url.startsWith(target.apiBaseUrl)) return undefined;
      // Nothing else leaves the machine.
      return route.abort();
    });
    const template = readFileSync(path.join(shellDist, SPA_FALLBACK), 'utf8');
    const description = templateDescription(template);
    const written: string[] = [];
    for (const route of prerenderedRoutes) {
      servingCatalogue = route.path === paths.pricing;
      const html = await renderPage(
        context,
        origin(shell) + route.path,
        template,
        local,
        {
          // The public remote's pages set their own head (usePageHead).
          own: route.remote === 'public',
          fallback: fallbackHead(target.publicSiteUrl, route, description),
        },
        servingCatalogue ? catalogue : undefined,
        'readOnly' in route && route.readOnly,
      );
      written.push(writePage(route.path, toTarget(html)));
    }
    return written;
  } finally {
    await browser?.close();
    for (const server of [shell, ...remoteServers.values()]) server.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { config: { type: 'string' } } });
  if (!existsSync(path.join(shellDist, SPA_FALLBACK))) {
    throw new Error(`shell/dist has no ${SPA_FALLBACK}: build the web apps first ("npm run build").`);
  }
  const configFile = values.config ? path.resolve(values.config) : path.join(shellDist, 'config.json');
  const siteFiles = writeSiteFiles(readTargetConfig(configFile).publicSiteUrl);
  console.log(`prerender: ${siteFiles.map((file) => path.basename(file)).join(' and ')} written to shell/dist`);
  if (!chromiumPath()) {
    console.warn(
      'prerender: no Chromium at /usr/bin/chromium or PLAYWRIGHT_CHROMIUM_PATH, so pages render in the browser only. ' +
        'Install Debian\'s "chromium" for faster first visits.',
    );
    return;
  }
  const started = Date.now();
  const written = await prerender(configFile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${written.length} pages written to shell/dist in ${seconds} s`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('prerender failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
