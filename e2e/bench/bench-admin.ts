import { STORAGE_KEYS } from '@clean/shared';
import { paths } from '@clean/shared/paths';
import type { Page } from '@playwright/test';
import { API } from '../support/api-url';

/** The admin console's first screen after login, as the benches measure it. */
export const CONSOLE_PAGE = paths.admin.dashboard;

let token: Promise<string> | undefined;

/**
 * A session token of the bench API's own admin, signed up once per run (open while the API has no
 * admin, as a fresh embedded database has none).
 */
export function benchAdminToken(): Promise<string> {
  token ??= (async () => {
    const answer = await fetch(`${API}/api/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Admin', email: 'bench-admin@example.com', password: 'a-bench-password-42' }),
    });
    if (answer.status !== 201) throw new Error(`signing up the bench's admin: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { token: string }).token;
  })();
  return token;
}

/**
 * Leaves an admin session in `page`'s storage for `site`, as the login page does. It opens a file of
 * the shell's origin that the console does not load, so nothing the console needs is cached.
 */
export async function storeAdminSession(page: Page, site: string): Promise<void> {
  const session = await benchAdminToken();
  await page.goto(`${site}/favicon.svg`);
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.adminToken, value);
      localStorage.setItem(keys.lastActivity, String(Date.now()));
    },
    [STORAGE_KEYS, session] as const,
  );
}
