import { LIVE_ROOT_SELECTOR, PRERENDERED_ATTRIBUTE, ROOT_ID } from '@clean/shared/prerender';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the live site runs: public pages arrive prerendered (tooling/src/prerender.ts) and the
 * shell then replaces them, dropping the root's prerendered marker; other paths start bare. A page a
 * visitor only reads runs its code at their first interaction: a key press, as a visitor's, wakes it.
 */
export async function waitForLiveSite(page: Page): Promise<void> {
  if (await page.locator(`#${ROOT_ID}[${PRERENDERED_ATTRIBUTE}]`).count()) await page.keyboard.press('Shift');
  await page.locator(LIVE_ROOT_SELECTOR).waitFor({ state: 'attached' });
}

/**
 * Moves the running site to `url` as its own links do (the router's history, no new document), so a
 * walk through many pages starts the site once. The router follows the browser's history event.
 */
export async function navigateInSite(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await expect(page).toHaveURL(url);
}

/** The shell's frame as a visitor sees it: top bar, menu, content, footer. */
export class Site {
  readonly header: Locator;
  readonly nav: Locator;
  readonly menuButton: Locator;
  readonly main: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: /open menu|close menu/i });
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await waitForLiveSite(this.page);
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** Header and footer present and working, whatever the content area shows. */
  async expectFrame(): Promise<void> {
    await expect(this.header.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await expect(this.footer.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  }

  /**
   * A page from a remote has rendered (no spinner, no failure panel). After an in-site link, name the
   * page's `h1`: the address changes at once, while the page before stays on screen until the new
   * one's code has arrived, and any heading would match it.
   */
  async expectRemotePage(h1?: string | RegExp): Promise<void> {
    const heading = this.main.getByRole('heading', {
      level: 1,
      ...(h1 === undefined ? {} : { name: h1, exact: true }),
    });
    await expect(heading.first()).toBeVisible();
    await expect(this.main.getByRole('status')).toHaveCount(0);
    await expect(this.main.getByRole('alert')).toHaveCount(0);
  }
}
