/** What dispatching an RTK Query mutation's `initiate` gives back, as far as a caller without its hook uses it. */
interface MutationCall<Result> {
  unwrap(): Promise<Result>;
  reset(): void;
}

/**
 * The answer of a mutation dispatched without its hook (the endpoint's `initiate`, for code that loads
 * RTK Query on first use), or its `ApiError`. Its entry leaves the store's state once settled, as a
 * hook's does when its component goes.
 */
export async function runMutation<Result>(call: MutationCall<Result>): Promise<Result> {
  try {
    return await call.unwrap();
  } finally {
    call.reset();
  }
}
