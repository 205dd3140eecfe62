import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
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
export const FIRST_ADMIN_STATE = path.join(__dirname, '..', '.auth', 'first-admin.json');

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
