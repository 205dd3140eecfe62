import { paths } from '@clean/shared/paths';
import type { Page } from '@playwright/test';
import { signInWithToken } from '../support/admin';
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

/** Leaves the bench admin's session in `page`'s storage for `site`, as the login page does. */
export async function storeAdminSession(page: Page, site: string): Promise<void> {
  await signInWithToken(page, await benchAdminToken(), `${site}/favicon.svg`);
}
