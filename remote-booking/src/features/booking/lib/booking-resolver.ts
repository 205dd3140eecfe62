import type { BookingPayload, BookingRequest } from '@clean/shared/schemas';
import type { Resolver } from 'react-hook-form';

type BookingResolver = Resolver<BookingRequest, unknown, BookingPayload>;

let loading: Promise<BookingResolver> | undefined;

/**
 * Loads the shared zod schema with its resolver. zod is about 29 KB gzip, the largest part of this
 * page's code, and only validation needs it: it arrives after the page is usable, when the visitor
 * first touches the form, not on the way to the first render (Lighthouse mobile, docs/BENCHMARKS.md#budgets).
 */
export function loadBookingResolver(): Promise<BookingResolver> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@clean/shared/schemas')]).then(
    ([{ zodResolver }, { bookingRequest }]) => zodResolver(bookingRequest),
  );
  // Forgotten on failure (a lost request on a weak connection), so the next validation tries again.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** react-hook-form's resolver for the booking form, validating with the shared schema once loaded. */
export const bookingResolver: BookingResolver = async (values, context, options) =>
  (await loadBookingResolver())(values, context, options);
