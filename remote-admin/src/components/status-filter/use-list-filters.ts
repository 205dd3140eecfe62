import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

/**
 * A paged list's filters as the URL holds them (`?status=failed`): `value` reads one with its schema
 * (anything else is no filter), `choose` sets it (or with '' removes it) and goes back to the first page.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  return {
    value<T>(name: string, schema: z.ZodType<T>): T | undefined {
      const parsed = schema.safeParse(params.get(name));
      return parsed.success ? parsed.data : undefined;
    },
    text(name: string): string | undefined {
      return params.get(name)?.trim() || undefined;
    },
    choose(name: string, next: string) {
      const changed = new URLSearchParams(params);
      changed.delete('page');
      if (next) changed.set(name, next);
      else changed.delete(name);
      setParams(changed);
    },
  };
}
