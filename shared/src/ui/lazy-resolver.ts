/** A form resolver: react-hook-form's `Resolver`, written without its package (the kit does not need it). */
type AnyResolver<TArgs extends unknown[], TResult> = (...args: TArgs) => TResult | Promise<TResult>;

export interface LazyResolver<TArgs extends unknown[], TResult> {
  /** Give this to `useForm`: it validates with the loaded resolver, loading it first if need be. */
  resolver: (...args: TArgs) => Promise<TResult>;
  /** Starts loading now (on the first touch of the form), so submitting does not wait for it. */
  preload: () => void;
}

/**
 * A form resolver whose code (zod, the shared schemas and their resolver: about 25-29 KB gzip, most
 * of a form page's code) loads when it is first needed instead of with the page: the page is usable
 * first, and the visitor's first touch of the form starts the load (`preload`). A failed load (a lost
 * request on a weak connection) is forgotten, so the next validation tries again.
 *
 *   export const loginValidation = lazyResolver(() =>
 *     Promise.all([import('@hookform/resolvers/zod'), import('@clean/shared/schemas')])
 *       .then(([{ zodResolver }, { loginRequest }]) => zodResolver(loginRequest)));
 */
export function lazyResolver<TArgs extends unknown[], TResult>(
  load: () => Promise<AnyResolver<TArgs, TResult>>,
): LazyResolver<TArgs, TResult> {
  let loading: Promise<AnyResolver<TArgs, TResult>> | undefined;
  const loaded = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    resolver: async (...args) => (await loaded())(...args),
    preload: () => void loaded().catch(() => undefined),
  };
}
