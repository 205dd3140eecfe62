import { crewRoutes, siteRoutes } from '@clean/shared';
import {
  EARLY_PRESSES_KEY,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_STYLE_SELECTOR,
  type EarlyPress,
} from '@clean/shared/prerender';
import { matchPath } from 'react-router-dom';
import { markPreloadFailed, preloadRemotePage } from '../lib/remotes';
import { loadStoreProvider } from '../lib/store-gate';

/** Whether the root holds a page prerendered at build time (tooling/src/prerender.ts). */
export const isPrerendered = (container: HTMLElement): boolean => container.hasAttribute(PRERENDERED_ATTRIBUTE);

/**
 * Loads the code of the page at `pathname` (and the store, if the page reads it) before the site first
 * renders, so the prerendered HTML is replaced by the same page in one step instead of by a loading state. A page that cannot be loaded
 * is left to the remote slot, which shows its Retry message; as the page's files were preloaded by
 * the prerendered HTML, that Retry reloads the page.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const route = [...siteRoutes, ...crewRoutes].find((candidate) =>
    matchPath({ path: candidate.path, end: true }, pathname),
  );
  if (!route) return;
  const store =
    'withoutStore' in route
      ? Promise.resolve()
      : loadStoreProvider().then(
          () => undefined,
          // Left to the page's slot, which shows its Retry message.
          () => undefined,
        );
  await Promise.all([preloadRemotePage(route.remote, route.page).catch(() => markPreloadFailed(route.remote)), store]);
}

/** The live button at the place an early press was made, if it is still the same button. */
function liveButtonAt(container: HTMLElement, press: EarlyPress): HTMLButtonElement | undefined {
  let node: Element | undefined = container;
  for (const index of press.path) node = node?.children[index];
  if (!(node instanceof HTMLButtonElement) || node.disabled) return undefined;
  return (node.getAttribute('aria-label') ?? node.textContent ?? '') === press.label ? node : undefined;
}

/**
 * Called once the live site has replaced the prerendered page. The page carried the styles its remotes
 * inject at run time; the remotes have injected them again, so the copies are dropped. The root loses
 * its marker, which also tells tests and tools that the page is now live. A button pressed before
 * (PAGE_CODE_LOADER kept it; on a page that is only read, that press started the code) is pressed
 * again, so the visitor's first tap on the menu or the carousel is not lost.
 */
export function finishPrerenderedStart(container: HTMLElement): void {
  document.head.querySelectorAll(PRERENDERED_STYLE_SELECTOR).forEach((style) => style.remove());
  const wasPrerendered = isPrerendered(container);
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  const presses = (window as unknown as Record<string, EarlyPress[] | undefined>)[EARLY_PRESSES_KEY];
  if (!wasPrerendered || !presses) return;
  for (const press of presses.splice(0)) liveButtonAt(container, press)?.click();
}
