import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@clean/shared';
import { expect, type APIRequestContext, type PlaywrightTestOptions } from '@playwright/test';
import { API } from './api-url';

/** The operator's invitation code the e2e API runs with (playwright.config.ts). */
export const SIGNUP_CODE = 'e2e-invitation-code';

export interface AdminAccount {
  name: string;
  email: string;
  password: string;
}

/** The first admin of the run: signed up through the page by the setup project (admin.setup.ts). */
export const FIRST_ADMIN: AdminAccount = {
  name: 'E2E Admin',
  email: 'e2e-admin@example.com',
  password: 'a-long-e2e-password-42',
};

/** Where the setup project leaves the first admin's signed-in browser storage. */
export const FIRST_ADMIN_STATE_FILE = path.join(__dirname, '..', '.auth', 'first-admin.json');

type StorageState = Exclude<PlaywrightTestOptions['storageState'], string | undefined>;

/**
 * The first admin's signed-in storage, with the last activity made now. The console logs out after
 * 10 minutes without activity, and a test can start longer than that after the setup project saved
 * the session (many tests before it, or a busy machine). For a second browser context in a test.
 */
export function firstAdminState(): StorageState {
  const saved = JSON.parse(readFileSync(FIRST_ADMIN_STATE_FILE, 'utf8')) as StorageState;
  const now = String(Date.now());
  return {
    ...saved,
    origins: saved.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) =>
        item.name === STORAGE_KEYS.lastActivity ? { ...item, value: now } : item,
      ),
    })),
  };
}

/** `test.use({ storageState: FIRST_ADMIN_STATE })`: {@link firstAdminState} as a fixture. */
export async function FIRST_ADMIN_STATE(
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  {}: object,
  provide: (state: StorageState) => Promise<void>,
): Promise<void> {
  await provide(firstAdminState());
}

/**
 * A session token for `account`, logging in through the API once per account and test worker: the
 * API rate-limits logins per client address (as it should), and the suite reads the admin list often.
 * A test that ends a session (logout, password change) does it with an account of its own.
 */
const tokens = new Map<string, Promise<string>>();

export function loginToken(request: APIRequestContext, account: AdminAccount): Promise<string> {
  const key = `${account.email}\n${account.password}`;
  let token = tokens.get(key);
  if (!token) {
    token = logIn(request, account);
    tokens.set(key, token);
    token.catch(() => tokens.delete(key));
  }
  return token;
}

async function logIn(request: APIRequestContext, account: AdminAccount): Promise<string> {
  const answer = await request.post(`${API}/api/admin/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}
