// zod/mini: the shell validates this at start on every first visit, so it must stay a few KB.
import * as z from 'zod/mini';

const url = z.url({ protocol: /^https?$/ });

/**
 * `/config.json`, read by the shell at start. Written per environment, so moving a remote or the API
 * needs no rebuild of the shell.
 */
export const runtimeConfig = z.object({
  remotes: z.object({ public: url, booking: url, admin: url, popup: url }),
  apiBaseUrl: url,
  payment: z.object({
    publicKey: z.string().check(z.minLength(1)),
    apiHost: url,
    checkoutHost: url,
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

/** Readable list of what is wrong with a config, one line per problem. */
export function describeConfigProblems(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('\n');
}
