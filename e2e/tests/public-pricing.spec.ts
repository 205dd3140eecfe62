import { formatNaira } from '@clean/shared';
import { CATALOGUE_SNAPSHOT_ID } from '@clean/shared/prerender';
import type { ProductsResponse } from '@clean/shared/schemas';
import { expect, test, type Page } from '@playwright/test';
import { asShown, openPublicPage, publicPages } from '../support/public-site';

const pricingPage = publicPages.find((candidate) => candidate.path === '/pricing')!;
const PRODUCTS_PATH = '/api/admin/products';

async function apiBaseUrl(page: Page): Promise<string> {
  const config = (await (await page.request.get('/config.json')).json()) as { apiBaseUrl: string };
  return config.apiBaseUrl.replace(/\/$/, '');
}

/**
 * Serves `/pricing` as prerendered with this catalogue snapshot (as tooling/src/prerender.ts writes
 * it), or with none (a build no API answered, as in CI): whichever the build on disk carries (`npm
 * start` and the bench prerender with an API answering) is taken out of the served page first.
 */
async function withCatalogueSnapshot(page: Page, snapshot?: unknown): Promise<void> {
  await page.addInitScript(
    ({ id, json }) =>
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById(id)?.remove();
        if (json === undefined) return;
        const element = Object.assign(document.createElement('script'), { type: 'application/json', id });
        element.textContent = json;
        document.head.append(element);
      }),
    { id: CATALOGUE_SNAPSHOT_ID, json: snapshot === undefined ? undefined : JSON.stringify(snapshot) },
  );
}

test.describe('the pricing page', () => {
  test('shows the seeded catalogue: every product, every service with its amount, description and Book Now; a prerendered snapshot only until the API answers', async ({
    page,
  }) => {
    const catalogue = (await (
      await page.request.get(`${await apiBaseUrl(page)}${PRODUCTS_PATH}`)
    ).json()) as ProductsResponse;
    expect(catalogue.products.length).toBeGreaterThan(0);

    // The page as prerendered against an API whose first price has changed since: its snapshot (as
    // tooling/src/prerender.ts writes it) is added to the served page, whose document stays the real one.
    const first = catalogue.products[0]!;
    const staleAmount =
      Math.max(...catalogue.products.flatMap((product) => product.services.map((s) => s.amount))) + 1000;
    const stale = { ...first, services: [{ ...first.services[0]!, amount: staleAmount }, ...first.services.slice(1)] };
    const snapshot = {
      version: '"prerendered"',
      body: { ...catalogue, products: [stale, ...catalogue.products.slice(1)] },
    };
    await withCatalogueSnapshot(page, snapshot);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PRODUCTS_PATH}`, async (route) => {
      await held;
      await route.continue();
    });

    await openPublicPage(page, pricingPage);
    const main = page.getByRole('main');
    const staleShown = asShown(formatNaira(staleAmount));
    await expect(main.getByRole('region', { name: first.name, exact: true })).toContainText(staleShown);
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(main).not.toContainText(staleShown);
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const product of catalogue.products) {
      const section = main.getByRole('region', { name: product.name, exact: true });
      await expect(section).toContainText(`Starts from ${asShown(formatNaira(product.price))}`);
      for (const service of product.services) {
        const card = section.getByRole('article').filter({
          has: page.getByRole('heading', { level: 3, name: service.name, exact: true }),
        });
        await expect(card).toContainText(asShown(formatNaira(service.amount)));
        await expect(card).toContainText(service.description);
        await expect(card.getByRole('link', { name: `Book Now for ${service.name}` })).toHaveAttribute(
          'href',
          '/services',
        );
      }
    }
    await main
      .getByRole('link', { name: /^Book Now for / })
      .first()
      .click();
    await expect(page).toHaveURL('/services');
  });

  test.describe('with the runtime config changed in the browser', () => {
    // The server derives each page's Content-Security-Policy from the config.json it serves, and this
    // test changes only the browser's copy: a new API address would be refused by connect-src. (A
    // fulfilled document cannot carry a changed policy either: Chromium then treats the page as
    // public and refuses it the loopback remotes.) csp.spec.ts checks the policy itself.
    test.use({ bypassCSP: true });

    test('asks the API named in /config.json: the remote reads the runtime config the shell wrote', async ({
      page,
    }) => {
      // Same API, another address: only the runtime config says so, nothing was rebuilt.
      const otherAddress = (await apiBaseUrl(page)).replace('localhost', '127.0.0.1');
      expect(otherAddress).not.toBe(await apiBaseUrl(page));
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), apiBaseUrl: otherAddress } });
      });
      const request = page.waitForRequest((candidate) => candidate.url().endsWith(PRODUCTS_PATH));
      await openPublicPage(page, pricingPage);
      expect((await request).url()).toBe(`${otherAddress}${PRODUCTS_PATH}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    });
  });

  test('shows a busy skeleton while the catalogue is on its way', async ({ page }) => {
    await withCatalogueSnapshot(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PRODUCTS_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(pricingPage.path);
    const skeleton = page.getByRole('main').getByRole('status');
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton).toContainText('Loading our prices');
    release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('says kindly when the prices cannot be loaded, and Retry brings them', async ({ page }) => {
    await page.route(`**${PRODUCTS_PATH}`, (route) => route.abort('internetdisconnected'));
    await page.goto(pricingPage.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'We could not load our prices' })).toBeVisible();
    await page.unroute(`**${PRODUCTS_PATH}`);
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(main.getByText('We could not load our prices')).toHaveCount(0);
  });
});
