import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsFinished } from './layout';

/**
 * axe with the WCAG 2 A and AA rules; only serious and critical findings fail a test. In the
 * library's legacy mode: axe runs in the page itself (injected into every frame, as the default mode
 * does), with the same rules and results, without the blank page the default mode opens and loads axe
 * into again for every check just to merge the frames' results (a third of the check's time).
 */
export async function seriousViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  // A button fades its colours over 0.2 s after a state change: measured halfway, its contrast is
  // one nobody sees once it settles.
  await animationsFinished(page);
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
