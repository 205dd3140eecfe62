import { lazyResolver } from '@clean/shared/ui';

/**
 * The booking form's resolver, validating with the shared schema. zod is about 29 KB gzip, the
 * largest part of this page's code, and only validation needs it: it arrives after the page is
 * usable, when the visitor first touches the form (`preload`), not on the way to the first render
 * (Lighthouse mobile, docs/BENCHMARKS.md#budgets).
 */
export const bookingValidation = lazyResolver(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@clean/shared/schemas')]).then(
    ([{ zodResolver }, { bookingRequest }]) => zodResolver(bookingRequest),
  ),
);
