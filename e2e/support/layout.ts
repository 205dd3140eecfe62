import { expect, type Page } from '@playwright/test';

/** Waits until the page has drawn a frame: what the browser shows now is what a visitor sees. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until nothing is moving: every transition and finite animation (a reveal, a toast sliding
 * in) has finished; endless ones (a spinner) are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** How far the page scrolls sideways: 0 when it fits the screen's width. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The parts of the page's main area that scroll sideways (a table or grid in its own region), each named
 * by its caption or heading, with how far: where a screen shows every column, the list is empty.
 */
export function scrollingSideways(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth &&
            ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
        )
        .map(
          (element) =>
            `${(element.querySelector('caption') ?? element.querySelector('h2, h3'))?.textContent ?? element.tagName}: ${element.scrollWidth - element.clientWidth} px`,
        ),
    );
}

/**
 * The visible elements that a screen edge cuts through: part on screen, part off it, as a visitor
 * would see a button or a line of text cut off at the side. What an ancestor clips (a carousel's
 * other slides, a table in its own scroll area) counts only as far as it shows, and what is wholly
 * off screen (a skip link waiting for focus, a closed drawer) is not seen at all.
 */
export async function elementsCutAtTheEdge(page: Page): Promise<string[]> {
  await animationsFinished(page);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/)[0] : '';
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}…"` : ''}> ${label}`.trim();
    };
    const cut: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let left = rect.left;
      let right = rect.right;
      // What the ancestors' overflow clips away is not seen (the page itself is the edge being tested).
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'visible') continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (right - left < 1) continue;
      const crossesLeft = left < -1 && right > 1;
      const crossesRight = left < width - 1 && right > width + 1;
      if (crossesLeft || crossesRight) cut.push(describe(element));
    }
    return cut;
  });
}

/**
 * What a visitor on any screen would notice at once: the page does not scroll sideways, nothing is cut
 * off at the screen's edge, and the site's header and footer are there.
 */
export async function expectFitsTheScreen(page: Page, where: string): Promise<void> {
  expect(await sidewaysScroll(page), `${where}: sideways scroll`).toBeLessThanOrEqual(0);
  expect(await elementsCutAtTheEdge(page), `${where}: cut off at the screen's edge`).toEqual([]);
  await expect(page.getByRole('banner'), `${where}: header`).toBeVisible();
  await expect(page.getByRole('contentinfo'), `${where}: footer`).toBeVisible();
}
