import { useTestApp, type TestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { ADMIN, expectErrorEnvelope, registerAdmin } from '../../../helpers/fixtures';

const CODE = 'welcome-2030';
const LOCKED = /^Too many failed logins for this account\. Please wait (15 minutes|14 minutes) and try again\.$/;

/** A login from its own client address each time: the per-address limit never applies. */
let address = 0;
function login(t: TestApp, email: string, password: string) {
  address += 1;
  return t.request({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
  });
}

describeEachDatabase('failed logins per account', (kind) => {
  const t = useTestApp(kind, {
    env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH: '1000', ADMIN_SIGNUP_CODE: CODE },
  });
  const BOLA = { name: 'Bola Ade', email: 'bola@sparkle.ng', password: 'another password', signupCode: CODE };

  beforeAll(async () => {
    await registerAdmin(t);
    await registerAdmin(t, BOLA);
  });

  it('after 5 failures from any addresses the account answers 429 with Retry-After, even to the right password', async () => {
    for (let i = 0; i < 5; i += 1) expectErrorEnvelope(await login(t, ADMIN.email, `guess ${i}`), 401);
    const locked = await login(t, ADMIN.email.toUpperCase(), ADMIN.password);
    expectErrorEnvelope(locked, 429);
    expect(locked.json().message).toMatch(LOCKED);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    expect((await login(t, BOLA.email, BOLA.password)).statusCode).toBe(200);
  });

  it('counts an e-mail without an account the same way (no hint which e-mails exist)', async () => {
    for (let i = 0; i < 5; i += 1) expectErrorEnvelope(await login(t, 'nobody@sparkle.ng', 'guess'), 401);
    expect((await login(t, 'nobody@sparkle.ng', 'guess')).json().message).toMatch(LOCKED);
  });

  it('clears the count on a successful login', async () => {
    for (let i = 0; i < 4; i += 1) expectErrorEnvelope(await login(t, BOLA.email, 'guess'), 401);
    expect((await login(t, BOLA.email, BOLA.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expectErrorEnvelope(await login(t, BOLA.email, 'guess'), 401);
    expectErrorEnvelope(await login(t, BOLA.email, BOLA.password), 429);
  });
});

describeEachDatabase('change-password rate limit', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH: '3', ADMIN_SIGNUP_CODE: CODE } });

  it('answers 429 after RATE_LIMIT_AUTH tries per admin, from whatever address', async () => {
    const token = await registerAdmin(t);
    const other = await registerAdmin(t, {
      name: 'Bola Ade',
      email: 'bola@sparkle.ng',
      password: 'another password',
      signupCode: CODE,
    });
    const change = (session: string, remoteAddress: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/admin/change-password',
        payload: { password: 'a wrong guess', newPassword: 'new password 1', confirmPassword: 'new password 1' },
        token: session,
        remoteAddress,
      });
    for (const remoteAddress of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      expectErrorEnvelope(await change(token, remoteAddress), 400);
    }
    const limited = await change(token, '10.3.0.4');
    expectErrorEnvelope(limited, 429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
    // The other admin's tries are counted apart.
    expectErrorEnvelope(await change(other, '10.3.0.4'), 400);
  });
});
