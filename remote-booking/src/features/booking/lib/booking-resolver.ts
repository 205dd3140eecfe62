import type { Area } from '@clean/shared/schemas';
import { lazyResolver } from '@clean/shared/ui';

/**
 * What the resolver is given beside the values (react-hook-form's `context`): a ref the form keeps
 * pointing at the chosen city's areas, undefined until they are read.
 */
export interface BookingContext {
  readonly current: { areas?: readonly Area[] };
}

/**
 * The booking form's resolver, validating with the shared schema, then the Area field's rule
 * (`area-rule.ts`). zod is about 29 KB gzip, the largest part of this page's code, and only validation
 * needs it: it arrives after the page is usable, when the visitor first touches the form (`preload`),
 * not on the way to the first render (Lighthouse mobile, docs/BENCHMARKS.md#budgets).
 */
export const bookingValidation = lazyResolver(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@clean/shared/schemas'), import('./area-rule')]).then(
    ([{ zodResolver }, { bookingRequest }, { withAreaRule }]) => withAreaRule(zodResolver(bookingRequest)),
  ),
);
