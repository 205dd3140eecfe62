import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading now (on the first touch of the form), so submitting does not wait for it. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose code (zod and the shared schemas, about 25 KB gzip) loads when it
 * is first needed instead of with the page: the login page is the admin console's first visit on a
 * phone. A failed load (a lost request) is forgotten, so the next validation tries again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const loaded = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
