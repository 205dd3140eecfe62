import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe with the WCAG 2 A and AA rules; only serious and critical findings fail a test. In the
 * library's legacy mode: axe runs in the page itself (injected into every frame, as the default mode
 * does), with the same rules and results, without the blank page the default mode opens and loads axe
 * into again for every check just to merge the frames' results (a third of the check's time).
 */
export async function seriousViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  // A part of the page that is not ours, such as the payment provider's checkout frame.
  if (exclude) builder.exclude(exclude);
  const results = await builder
    // Every violating element is still listed; of the passing, incomplete and inapplicable results
    // axe keeps one element per rule, which are not read here (a sixth less of the check's time).
    // Before withTags: `options` replaces the builder's options, tags included.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * Waits until every transition and animation of the page that ends has ended; those that repeat
 * forever (a skeleton's pulse) or stand paused are left as they are. A button that has just changed
 * state fades its colours over 0.2 s, and axe measuring it halfway reports a contrast nobody sees once
 * it settles.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState !== 'paused' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        // A cancelled animation rejects `finished`; it has ended all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
