import { sql } from 'drizzle-orm';
import { INVITATION_NEEDED, REGISTRATION_CLOSED } from '../../../../src/routes/api/admin/auth';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  ADMIN,
  ADMIN_ROUTES,
  expectErrorEnvelope,
  fieldsOf,
  login,
  registerAdmin,
  snapshot,
} from '../../../helpers/fixtures';

describeEachDatabase('admin sign-up, login and logout', (kind) => {
  const t = useTestApp(kind);
  let token: string;

  it('lets the first admin sign up without a code and answers a working token', async () => {
    const response = await t.request({ method: 'POST', url: '/api/admin/register', payload: ADMIN });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.any(String), token: expect.any(String) });
    token = response.json().token;
    const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().adminData.email).toBe(ADMIN.email);
  });

  it('stores only a scrypt hash of the password and a hash of the token', async () => {
    const rows = JSON.stringify(await snapshot(t.database.handle));
    expect(rows).not.toContain(ADMIN.password);
    expect(rows).not.toContain(token);
    // At the tests' cost (TEST_PASSWORD_HASH_COST); the production cost is checked in security/passwords.test.ts.
    expect(rows).toMatch(/scrypt\$1024\$8\$1\$/);
  });

  it('closes sign-up once an admin exists when no invitation code is configured', async () => {
    const before = await snapshot(t.database.handle);
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/register',
      payload: { name: 'Mallory', email: 'mallory@example.com', password: 'password123', signupCode: 'guess' },
    });
    expectErrorEnvelope(response, 403);
    expect(response.json().message).toBe(REGISTRATION_CLOSED);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('answers 400 with the field list for a bad sign-up or login', async () => {
    const register = await t.request({ method: 'POST', url: '/api/admin/register', payload: { email: 'x' } });
    expectErrorEnvelope(register, 400);
    expect(fieldsOf(register).sort()).toEqual(['email', 'name', 'password']);
    const short = await t.request({
      method: 'POST',
      url: '/api/admin/register',
      payload: { ...ADMIN, email: 'other@example.com', password: 'short' },
    });
    expectErrorEnvelope(short, 400);
    expect(short.json().errors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters' }]);
    const loginResponse = await t.request({ method: 'POST', url: '/api/admin/login', payload: { password: '' } });
    expectErrorEnvelope(loginResponse, 400);
    expect(fieldsOf(loginResponse).sort()).toEqual(['email', 'password']);
  });

  it('logs in with the right password (any e-mail case) and refuses a wrong one or an unknown e-mail', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String), token: expect.any(String) });
    expect(response.json().token).not.toBe(token);

    for (const payload of [
      { email: ADMIN.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: ADMIN.password },
    ]) {
      const refused = await t.request({ method: 'POST', url: '/api/admin/login', payload });
      expectErrorEnvelope(refused, 401);
      expect(refused.json().message).toBe('Invalid email or password.');
    }
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 401 without a valid token',
    async (_name, route) => {
      const before = await snapshot(t.database.handle);
      for (const header of [undefined, '', 'not-a-token', 'x'.repeat(500)]) {
        const response = await t.request({ ...route, token: header });
        expectErrorEnvelope(response, 401);
      }
      expect(await snapshot(t.database.handle)).toEqual(before);
    },
  );

  it('revokes the token on logout', async () => {
    const session = await login(t);
    const out = await t.request({ method: 'POST', url: '/api/admin/logout', token: session });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: expect.any(String) });
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/profile', token: session }), 401);
    expectErrorEnvelope(await t.request({ method: 'POST', url: '/api/admin/logout', token: session }), 401);
    // Other sessions of the admin live on.
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token })).statusCode).toBe(200);
  });

  it('expires a token after ADMIN_TOKEN_TTL_HOURS (12 by default)', async () => {
    const session = await login(t);
    t.clock.advanceHours(11.9);
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token: session })).statusCode).toBe(200);
    t.clock.advanceHours(0.2);
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/profile', token: session }), 401);
  });

  it('answers a JSON 404 for an unknown admin route', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/no-such-call', token }), 404);
  });
});

describeEachDatabase('admin sign-up with an invitation code', (kind) => {
  const t = useTestApp(kind, { env: { ADMIN_SIGNUP_CODE: 'welcome-2030' } });

  it('needs the code once an admin exists', async () => {
    await registerAdmin(t);
    const second = { name: 'Bola Ade', email: 'bola@sparkle.ng', password: 'another password' };
    for (const signupCode of [undefined, 'wrong-code']) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/admin/register',
        payload: { ...second, signupCode },
      });
      expectErrorEnvelope(refused, 403);
      expect(refused.json().message).toBe(INVITATION_NEEDED);
    }
    const token = await registerAdmin(t, { ...second, signupCode: 'welcome-2030' });
    const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token });
    expect(profile.json().adminData.name).toBe('Bola Ade');
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/register',
      payload: { ...ADMIN, email: ADMIN.email.toUpperCase(), signupCode: 'welcome-2030' },
    });
    expectErrorEnvelope(response, 409);
    const result = await t.database.handle.db.execute(sql`SELECT count(*)::int AS n FROM admins`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });
});

describeEachDatabase('rate limits of login and sign-up', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH: '3' } });

  it('answers 429 with a clear message after too many attempts from one client', async () => {
    const attempt = (remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: ADMIN.email, password: 'guess' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('10.1.0.1')).statusCode).toBe(401);
    const limited = await attempt('10.1.0.1');
    expectErrorEnvelope(limited, 429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt('10.1.0.2')).statusCode).toBe(401);
  });

  it('limits sign-up too', async () => {
    const attempt = () =>
      t.request({ method: 'POST', url: '/api/admin/register', payload: {}, remoteAddress: '10.1.0.3' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    expectErrorEnvelope(await attempt(), 429);
  });
});
