import { cityPath, LOCATIONS } from '@clean/shared';
import { expect, type Page } from '@playwright/test';
import { animationsFinished } from './layout';
import { waitForLiveSite } from './site';

/** A public page of remote-public: its route, a short name for files, and its one h1. */
export interface PublicPage {
  path: string;
  name: string;
  h1: string | RegExp;
}

export const publicPages: readonly PublicPage[] = [
  { path: '/', name: 'home', h1: 'Professional Cleaning & Laundry Services at Your Fingertips' },
  { path: '/services', name: 'services', h1: 'Our Services' },
  { path: '/services/cleaning-services', name: 'cleaning-services', h1: 'Cleaning Services' },
  { path: '/services/laundry-services', name: 'laundry-services', h1: 'Coming Soon!' },
  { path: '/about', name: 'about', h1: 'About Us' },
  { path: '/contact', name: 'contact', h1: 'Contact Us' },
  { path: '/pricing', name: 'pricing', h1: 'Pricing' },
  { path: '/terms-and-condition', name: 'terms', h1: 'Terms and Conditions' },
  { path: '/ceo', name: 'ceo', h1: 'A Letter from Our CEO' },
  { path: '/clients', name: 'clients', h1: 'Our Clients' },
  { path: '/privacy-policy', name: 'privacy', h1: 'Privacy Notice' },
  ...LOCATIONS.map((location) => ({
    path: cityPath(location),
    name: `city-${location.toLowerCase().replace(/\s+/g, '-')}`,
    h1: `Cleaning Services in ${location}`,
  })),
];

/** The public page at `path` (one of `publicPages`). */
export function byPath(path: string): PublicPage {
  const found = publicPages.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no public page at ${path}`);
  return found;
}

export const SERVICE_TITLES = [
  'Laundry & Dry Cleaning',
  'Regular Home Cleaning',
  'Deep Cleaning',
  'Professional Janitorial Services',
  'Hotel Housekeeping',
  'Post-Construction Cleaning',
  'Fumigation',
] as const;

/** Opens a public page and waits until its content (not a spinner or skeleton) is on screen. */
export async function openPublicPage(page: Page, target: PublicPage): Promise<void> {
  await page.goto(target.path);
  await waitForLiveSite(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: target.h1, exact: true })).toBeVisible();
  await expect(main.getByRole('status')).toHaveCount(0);
}

/**
 * Scrolls down the page the way a visitor would, so every scroll reveal plays and every lazy image
 * loads, then waits until the images have loaded and the reveals have finished playing, and returns
 * to the top. Each step waits for a drawn frame, so the reveal's observer sees every position. The
 * steps run inside the page, in one call: two round trips to the browser per step cost more than the
 * frames themselves on a busy machine.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
  await page.evaluate(async (by) => {
    const drawn = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y <= height; y += by) {
      window.scrollTo(0, y);
      await drawn();
    }
  }, step);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  await animationsFinished(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The gzip-insensitive text of a Naira amount as the page shows it (no-break spaces as spaces). */
export const asShown = (text: string): string => text.replace(/\s/g, ' ');

/** What a page's head says to search engines and share cards (read in the page). */
export interface PageHeadSeen {
  title: string;
  description: string | null;
  canonical: string | null;
  ogUrl: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  /** The text of each JSON-LD script. */
  jsonLd: string[];
  /** How many of each: one of every kind, or a page left the tags of another. */
  counts: { descriptions: number; canonicals: number };
}

/**
 * Reads the head of the page open in `page`, or of an HTML text parsed in it (a prerendered page as
 * a crawler gets it).
 */
export function readPageHead(page: Page, html?: string): Promise<PageHeadSeen> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const attribute = (selector: string, name: string) => doc.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: doc.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      ogUrl: attribute('meta[property="og:url"]', 'content'),
      ogImage: attribute('meta[property="og:image"]', 'content'),
      twitterCard: attribute('meta[name="twitter:card"]', 'content'),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      counts: {
        descriptions: doc.head.querySelectorAll('meta[name="description"]').length,
        canonicals: doc.head.querySelectorAll('link[rel="canonical"]').length,
      },
    };
  }, html);
}
