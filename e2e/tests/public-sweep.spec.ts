/**
 * Every page a visitor can reach, visited once per screen width, with every check a page sweep makes
 * on that one visit: the page renders inside the site's frame with its title; scrolled through, it
 * has no serious or critical axe finding; its Content-Security-Policy refused nothing; its images are
 * real, sized, described and lazy below the fold; and it fits the screen (no sideways scroll, nothing
 * cut off at the edge, header and footer there). With SCREENSHOTS=1 each visit also saves a
 * full-page screenshot for a person to look at.
 */
import { cityPath, company, hasPathParameter, paths, siteRoutes } from '@clean/shared';
import { SHARE_IMAGE, structuredDataProblems } from '@clean/shared/seo';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { NOTHING_REFUSED, test } from '../support/csp';
import { FIRST_ADMIN_TAG } from '../support/first-admin';
import { expectFitsTheScreen } from '../support/layout';
import { openPublicPage, publicPages, readPageHead, scrollThrough, type PublicPage } from '../support/public-site';
import { reviewShot } from '../support/screenshots';
import { Site } from '../support/site';

/**
 * The public pages, each remote's other site routes (booking, admin login: listed from the route
 * table, so a page a remote adds is checked too) and the error page.
 */
const sweptPages: readonly PublicPage[] = [
  ...publicPages,
  ...siteRoutes
    // A route with a parameter (a booking's receipt) needs a real booking: its own test checks it.
    .filter((route) => !hasPathParameter(route) && !publicPages.some((known) => known.path === route.path))
    .map((route) => ({ path: route.path, name: route.page, h1: route.title })),
  { path: `${paths.services}/no-such-page`, name: 'not-found', h1: 'Not found!' },
];

/**
 * The document title the route table gives a page that sets no head of its own (the home page's is the
 * company's name alone); the public pages' own titles are checked with the rest of their head.
 */
function titleOf(path: string): RegExp | undefined {
  const route = siteRoutes.find((candidate) => candidate.path === path);
  if (!route) return undefined;
  return new RegExp(route.title === 'Home' ? company.name : route.title);
}

const isPublicPage = (target: PublicPage) => publicPages.includes(target);

const VIEWPORTS = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;

for (const { isMobile, ...viewport } of VIEWPORTS) {
  test.describe(`every page at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const target of sweptPages) {
      // The admin login page shows its Login heading once the first admin exists.
      const details = target.path === paths.admin.login ? { tag: FIRST_ADMIN_TAG } : {};
      test(`${target.path}: frame, axe, CSP, images and layout`, details, async ({ page, csp }) => {
        await openPublicPage(page, target);
        const site = new Site(page);
        await site.expectFrame();
        await expect(site.main.getByRole('alert')).toHaveCount(0);
        await expect(site.main.getByRole('heading', { level: 1 })).toHaveCount(1);
        if (isPublicPage(target)) await expectOwnHead(page, target.path);
        else {
          const title = titleOf(target.path);
          if (title) await expect(page).toHaveTitle(title);
        }

        await scrollThrough(page);
        // Before axe, whose own script adds a style element the policy refuses.
        expect(csp.all, 'refused by the Content-Security-Policy').toEqual(NOTHING_REFUSED);
        expect(await seriousViolations(page), 'axe').toEqual([]);
        if (isPublicPage(target)) await expectRealImages(page, target.path, { lazyBelowTheFold: !isMobile });
        await expectFitsTheScreen(page, target.path);
        await reviewShot(page, `${target.name}-${viewport.width}`);
        if (target.path === cityPath('Lagos') && !isMobile) await expectBookNowChoosesTheCity(page);
      });
    }
  });
}

/**
 * The live page's head, after the site took over from the prerendered HTML: its own title and
 * description, its canonical URL on the public site address of the runtime config, the share card,
 * and structured data search engines accept; one of each (nothing left of another page).
 */
async function expectOwnHead(page: Page, path: string): Promise<void> {
  const { publicSiteUrl } = (await (await page.request.get('/config.json')).json()) as { publicSiteUrl: string };
  const url = `${publicSiteUrl.replace(/\/$/, '')}${path}`;
  await expect.poll(async () => (await readPageHead(page)).canonical).toBe(url);
  const head = await readPageHead(page);
  expect(head.title).toMatch(new RegExp(`^.+ \\| ${company.name}$`));
  expect(head.description).toMatch(/^.{70,170}$/);
  expect(head).toMatchObject({
    ogUrl: url,
    ogImage: `${publicSiteUrl.replace(/\/$/, '')}${SHARE_IMAGE.path}`,
    twitterCard: 'summary_large_image',
    counts: { descriptions: 1, canonicals: 1 },
  });
  expect(head.jsonLd).toHaveLength(1);
  expect(structuredDataProblems(JSON.parse(head.jsonLd[0]!))).toEqual([]);
}

/** A city page's Book Now opens the booking form with that city chosen. */
async function expectBookNowChoosesTheCity(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(`${paths.booking}?location=lagos`);
  await expect(page.getByRole('main').getByLabel('Location')).toHaveValue('Lagos');
}

/**
 * Every image of the page's content is real, sized, described and ours; on a laptop, lazy below the
 * fold; every illustration is drawn, named and at its proportions. (Which images load at once is chosen for the laptop's first screen: on a phone the same
 * images stack further down.)
 */
async function expectRealImages(
  page: Page,
  where: string,
  { lazyBelowTheFold }: { lazyBelowTheFold: boolean },
): Promise<void> {
  const images = await page
    .getByRole('main')
    .locator('img')
    .evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc,
        alt: image.alt,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        natural: image.naturalWidth,
        loading: image.loading,
        top: image.getBoundingClientRect().top + window.scrollY,
      })),
    );
  const fold = page.viewportSize()!.height;
  for (const image of images) {
    const what = `${where} ${image.src}`;
    expect(image.alt, what).not.toBe('');
    expect(Number(image.width), what).toBeGreaterThan(0);
    expect(Number(image.height), what).toBeGreaterThan(0);
    expect(image.natural, what).toBeGreaterThan(0);
    expect(image.src, what).toMatch(/^http:\/\/localhost:3001\//);
    if (lazyBelowTheFold && image.top > fold * 1.5) expect(image.loading, what).toBe('lazy');
  }
  // Illustrations are drawn inline: each is named, drawn at its own proportions, and no id of one
  // (its shapes reuse parts by id) repeats in the page.
  const illustrations = await page
    .getByRole('main')
    .locator('span[role="img"]')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const svg = element.querySelector(':scope > svg');
        const box = svg?.getBoundingClientRect();
        const [, , width, height] = (svg?.getAttribute('viewBox') ?? '').split(' ').map(Number);
        return {
          name: element.getAttribute('aria-label'),
          drawn: box ? { width: box.width, ratio: box.width / box.height } : null,
          viewBoxRatio: width && height ? width / height : null,
        };
      }),
    );
  for (const illustration of illustrations) {
    const what = `${where} ${illustration.name}`;
    expect(illustration.name, what).toBeTruthy();
    expect(illustration.drawn?.width, what).toBeGreaterThan(0);
    expect(illustration.drawn?.ratio, what).toBeCloseTo(illustration.viewBoxRatio ?? 0, 1);
  }
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    where,
  ).toEqual([]);
}
