import { z } from 'zod';

/**
 * Checks `value` with a shared request schema inside a form schema's transform and reports its
 * messages at the same paths, so the shared schema stays the one source of the rules.
 */
export function checkWith<T>(rules: z.ZodType<T>, value: unknown, context: z.RefinementCtx): T {
  const result = rules.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
}
