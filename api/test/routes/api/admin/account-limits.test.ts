import { useTestApp, type TestApp } from '../../../helpers/build-app';
import { sleep, until } from '../../../helpers/until';
import { describeEachDatabase } from '../../../helpers/database';
import { ADMIN, expectErrorEnvelope, registerAdmin } from '../../../helpers/fixtures';

const CODE = 'welcome-2030';
const LOCKED = /^Too many failed logins for this account\. Please wait (15 minutes|14 minutes) and try again\.$/;
const DEVICE_COOKIE = 'clean_admin_device';

/** A login from a client address (a new one each time unless given), with a device cookie when given. */
let address = 0;
function login(t: TestApp, email: string, password: string, from?: { remoteAddress?: string; device?: string }) {
  address += 1;
  return t.request({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: from?.remoteAddress ?? `10.9.${Math.floor(address / 250)}.${address % 250}`,
    ...(from?.device ? { cookies: { [DEVICE_COOKIE]: from.device } } : {}),
  });
}

describeEachDatabase('failed logins', (kind) => {
  const t = useTestApp(kind, {
    env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH: '1000', ADMIN_SIGNUP_CODE: CODE },
  });
  const BOLA = { name: 'Bola Ade', email: 'bola@sparkle.ng', password: 'another password', signupCode: CODE };
  const CHIDI = { name: 'Chidi Eze', email: 'chidi@sparkle.ng', password: 'a third password', signupCode: CODE };

  beforeAll(async () => {
    await registerAdmin(t);
    await registerAdmin(t, BOLA);
    await registerAdmin(t, CHIDI);
  });

  it('an attacker guessing from 20 addresses cannot keep the owner out of their own device', async () => {
    const home = '10.50.0.1';
    const signedIn = await login(t, ADMIN.email, ADMIN.password, { remoteAddress: home });
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((item) => item.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });

    // Each address gets 5 guesses, then 429 until its window ends; the account's backoff grows meanwhile.
    for (let attacker = 0; attacker < 20; attacker += 1) {
      const remoteAddress = `203.0.113.${attacker + 1}`;
      for (let guess = 0; guess < 6; guess += 1) {
        const answer = await login(t, ADMIN.email, `guess ${attacker}-${guess}`, { remoteAddress });
        // 401, or 429 while the account's backoff runs; always 429 once the address used its 5.
        expect([401, 429]).toContain(answer.statusCode);
        if (guess === 5) expectErrorEnvelope(answer, 429);
      }
    }

    // The owner's browser, which signed in before, gets in at once.
    expect(
      (await login(t, ADMIN.email, ADMIN.password, { remoteAddress: home, device: cookie!.value })).statusCode,
    ).toBe(200);
  });

  it('past the limit, a browser that never signed in waits a growing delay (at most a minute), not a wall', async () => {
    for (let i = 0; i < 5; i += 1) expectErrorEnvelope(await login(t, BOLA.email, `guess ${i}`), 401);
    // Past the limit each failure doubles the wait: 1, 2, 4, 8, then 16 seconds (each guess is let
    // through once the wait before it is over; here they come faster, so some are refused).
    let last = 0;
    for (let i = 5; i < 10; i += 1) last = (await login(t, BOLA.email, `guess ${i}`)).statusCode;
    expect([401, 429]).toContain(last);
    const waiting = await login(t, BOLA.email.toUpperCase(), BOLA.password);
    expectErrorEnvelope(waiting, 429);
    expect(waiting.json().message).toMatch(
      /^Too many failed logins for this account\. Please wait \d+ seconds? and try again\.$/,
    );
    const retryAfter = Number(waiting.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another admin's device cookie says nothing about this account.
    const chidi = await login(t, CHIDI.email, CHIDI.password);
    const chidiCookie = chidi.cookies.find((item) => item.name === DEVICE_COOKIE)!.value;
    expectErrorEnvelope(await login(t, BOLA.email, BOLA.password, { device: chidiCookie }), 429);
    expectErrorEnvelope(await login(t, BOLA.email, BOLA.password, { device: 'forged.AAAA' }), 429);
    // Other accounts are not affected.
    expect((await login(t, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('one address gets 5 failures per account, then 429 with Retry-After even to the right password', async () => {
    const remoteAddress = '10.60.0.1';
    for (let i = 0; i < 5; i += 1) {
      expectErrorEnvelope(await login(t, CHIDI.email, `guess ${i}`, { remoteAddress }), 401);
    }
    const locked = await login(t, CHIDI.email, CHIDI.password, { remoteAddress });
    expectErrorEnvelope(locked, 429);
    expect(locked.json().message).toMatch(LOCKED);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an e-mail without an account the same way (no hint which e-mails exist)', async () => {
    const remoteAddress = '10.60.0.2';
    for (let i = 0; i < 5; i += 1) {
      expectErrorEnvelope(await login(t, 'nobody@sparkle.ng', 'guess', { remoteAddress }), 401);
    }
    expect((await login(t, 'nobody@sparkle.ng', 'guess', { remoteAddress })).json().message).toMatch(LOCKED);
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

/** Until the account's backoff is over, as the store tells (no fixed sleep). */
function backoffOver(t: TestApp, email: string): Promise<void> {
  return until('the backoff is over', async () => (await t.app.loginFailures!.waitMs(email)) === 0, {
    timeoutMs: 10_000,
    between: () => sleep(50),
  });
}

describeEachDatabase('failed logins past the limit, sent at once', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_AUTH: '1000', ADMIN_SIGNUP_CODE: CODE } });

  it('once the wait is over, twelve guesses at once from twelve addresses are one guess: the rest wait', async () => {
    await registerAdmin(t);
    // The limit (5 failures), then one more: a one-second wait.
    for (let i = 0; i < 6; i += 1) {
      expectErrorEnvelope(await login(t, ADMIN.email, `guess ${i}`, { remoteAddress: `198.51.100.${i + 1}` }), 401);
    }
    await backoffOver(t, ADMIN.email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(t, ADMIN.email, `parallel guess ${i}`, { remoteAddress: `198.51.101.${i + 1}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, ...Array<number>(11).fill(429)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expectErrorEnvelope(refused, 429);
      expect(refused.json().message).toMatch(
        /^Too many failed logins for this account\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

const MEMORY_KEYS = 5_000;

describeEachDatabase('counters in memory under a flood of junk keys', (kind) => {
  const t = useTestApp(kind, {
    env: {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_AUTH: '1000',
      RATE_LIMIT_PUBLIC_WRITE: '3',
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      LOGIN_BACKOFF_MAX_SECONDS: '3600',
      ADMIN_SIGNUP_CODE: CODE,
      // The cap a flood must overrun; the unit test of the counters floods the default 50,000.
      RATE_LIMIT_MEMORY_KEYS: String(MEMORY_KEYS),
    },
  });

  it(
    "requests with distinct junk keys, twice as many as the memory holds, do not flush an account's failures nor an address at its limit",
    async () => {
      await registerAdmin(t);
      // The attacker: 5 failures from one address, then more from others until the backoff is long.
      const attacker = '203.0.113.200';
      for (let i = 0; i < 5; i += 1) {
        expectErrorEnvelope(await login(t, ADMIN.email, `guess ${i}`, { remoteAddress: attacker }), 401);
      }
      for (let i = 0; i < 12; i += 1) {
        expect([401, 429]).toContain((await login(t, ADMIN.email, `more ${i}`)).statusCode);
      }
      // A client at its limit of public writes.
      const writer = '203.0.113.201';
      const contact = () =>
        t.request({ method: 'POST', url: '/api/user/contact-us', payload: {}, remoteAddress: writer });
      for (let i = 0; i < 3; i += 1) expect((await contact()).statusCode).toBe(400);
      expectErrorEnvelope(await contact(), 429);

      // The flood: one request from each of twice as many addresses as the memory holds (a bad body:
      // no password is hashed). Sent 500 at a time: the keys are what counts, not their order.
      for (let batch = 0; batch < 2 * MEMORY_KEYS; batch += 500) {
        const answers = await Promise.all(
          Array.from({ length: 500 }, (_, j) => {
            const i = batch + j;
            const remoteAddress = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
            return t.request({ method: 'POST', url: '/api/admin/login', payload: {}, remoteAddress });
          }),
        );
        expect(answers.filter((junk) => junk.statusCode !== 400)).toEqual([]);
      }

      // Still limited: the attacker's address, even with the right password; any new address; the writer.
      const again = await login(t, ADMIN.email, ADMIN.password, { remoteAddress: attacker });
      expectErrorEnvelope(again, 429);
      expect(again.json().message).toMatch(/^Too many failed logins for this account\./);
      expectErrorEnvelope(await login(t, ADMIN.email, ADMIN.password, { remoteAddress: '198.51.100.250' }), 429);
      expectErrorEnvelope(await contact(), 429);
    },
    10 * 60_000,
  );
});
