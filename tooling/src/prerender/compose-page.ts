/**
 * Composes a prerendered page's HTML in the prerendering browser: the bare shell page (`template`)
 * filled with the rendered root, its styles and its head, parsed and written by the browser's own HTML
 * parser. `renderPage` passes `composePage` to `page.evaluate`, which sends its source to the page:
 * it must stay self-contained. It reads nothing from outside its body (constants arrive in `args`),
 * and defines no named functions in it: tsx would wrap them in a helper that does not exist in the page.
 */
import type { PageCode } from '@clean/shared/prerender';
import type { FallbackHead } from './page-head';

/**
 * Names the rule that carries what was an element's `style` attribute: the pages' policy allows no
 * style attributes (csp.ts), so they become rules of one `<style>`, hashed like any inline style.
 */
export const STYLED_ATTRIBUTE = 'data-prerendered-style';

export interface ComposeArgs {
  /** The bare shell page (shell/public/index.html as built). */
  template: string;
  // The markers of @clean/shared/prerender and @clean/shared/seo, which do not exist in the page:
  // PRERENDERED_ATTRIBUTE, ROOT_ID, REVEALED_ATTRIBUTE, STYLED_ATTRIBUTE, PAGE_HEAD_ATTRIBUTE,
  // PAGE_CODE_ID and PAGE_CODE_LOADER.
  marker: string;
  rootId: string;
  revealed: string;
  styled: string;
  headMarker: string;
  pageCodeId: string;
  pageCodeLoader: string;
  /** The page's path, which the root and the head tags are marked with. */
  pathname: string;
  /** The site's own files the page's code fetched, in order. */
  fetched: { url: string; as: 'script' | 'fetch' }[];
  /** Other origins the page called (the API): preconnected, never preloaded. */
  called: string[];
  /** The head of a page that sets none. */
  fallback: FallbackHead;
  /** The stylesheets written inline, by URL (`inlinedStylesheets`). */
  stylesheets: Record<string, string>;
  /** What the page-code data block says besides the files (PageCode). */
  wake: PageCode['wake'];
  check: PageCode['check'];
}

/** Runs in the page: returns the page's HTML, `<!doctype html>` and all. */
export function composePage({
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
}: ComposeArgs): string {
  const root = document.getElementById(rootId)!.cloneNode(true) as HTMLElement;
  // Sizes the carousel computed for this window would be wrong for any other; its CSS lays it out.
  root.querySelectorAll('.keen-slider, .keen-slider__slide').forEach((element) => element.removeAttribute('style'));
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
  // The page's largest picture (its one `fetchpriority="high"` image: the CEO's portrait) starts
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
  if (!own.length && fallback.jsonLd !== null) {
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
}
