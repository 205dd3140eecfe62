import { registrationStatusResponse, type RegistrationState } from '@clean/shared/schemas';
import { INVITATION_NEEDED, REGISTRATION_CLOSED, REGISTRATION_MESSAGES } from '../../../../src/routes/api/admin/auth';
import { useTestApp, type TestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { expectErrorEnvelope, registerAdmin, snapshot } from '../../../helpers/fixtures';

const CODE = 'welcome-2030';
const SECOND = { name: 'Bola Ade', email: 'bola@sparkle.ng', password: 'another password' };

/** GET /api/admin/registration without a token, checked against the shared schema. */
async function registrationOf(t: TestApp) {
  const response = await t.request({ method: 'GET', url: '/api/admin/registration' });
  expect(response.statusCode).toBe(200);
  return registrationStatusResponse.parse(response.json());
}

const expected = (registration: RegistrationState) => ({
  success: true,
  message: REGISTRATION_MESSAGES[registration],
  registration,
});

describeEachDatabase('sign-up status without an invitation code', (kind) => {
  const t = useTestApp(kind);

  it('is open on an empty database: the first sign-up needs no code', async () => {
    expect(await registrationOf(t)).toEqual({
      success: true,
      message: 'Create the first administrator account.',
      registration: 'open',
    });
  });

  it('is closed once an admin exists, and a second sign-up is refused with 403', async () => {
    await registerAdmin(t);
    expect(await registrationOf(t)).toEqual({ success: true, message: REGISTRATION_CLOSED, registration: 'closed' });
    const before = await snapshot(t.database.handle);
    const refused = await t.request({ method: 'POST', url: '/api/admin/register', payload: SECOND });
    expectErrorEnvelope(refused, 403);
    expect(refused.json().message).toBe(REGISTRATION_CLOSED);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });
});

describeEachDatabase('sign-up status with an invitation code', (kind) => {
  const t = useTestApp(kind, { env: { ADMIN_SIGNUP_CODE: CODE } });

  it('is open while no admin exists, even with a code configured', async () => {
    expect(await registrationOf(t)).toEqual(expected('open'));
  });

  it('needs the invitation once an admin exists: without the code a sign-up answers 403', async () => {
    await registerAdmin(t);
    const status = await registrationOf(t);
    expect(status).toEqual(expected('invitation'));
    expect(status.message).toMatch(/invitation code/);
    const refused = await t.request({ method: 'POST', url: '/api/admin/register', payload: SECOND });
    expectErrorEnvelope(refused, 403);
    expect(refused.json().message).toBe(INVITATION_NEEDED);
  });

  it('lets an invited admin sign up with the code; sign-up still needs one after', async () => {
    await registerAdmin(t, { ...SECOND, signupCode: CODE });
    expect(await registrationOf(t)).toEqual(expected('invitation'));
  });

  it('is documented as a public call of the auth group', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { tags?: string[]; summary?: string; security?: unknown } }>;
    };
    const route = document.paths['/api/admin/registration']?.get;
    expect(route?.tags).toEqual(['auth']);
    expect(route?.summary).toEqual(expect.any(String));
    expect(route?.security).toBeUndefined();
  });
});

describeEachDatabase('sign-up status rate limit', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_LOOKUP: '2' } });

  it('answers 429 after RATE_LIMIT_LOOKUP reads from one client', async () => {
    const read = (remoteAddress: string) => t.request({ method: 'GET', url: '/api/admin/registration', remoteAddress });
    for (let i = 0; i < 2; i += 1) expect((await read('10.2.0.1')).statusCode).toBe(200);
    expectErrorEnvelope(await read('10.2.0.1'), 429);
    expect((await read('10.2.0.2')).statusCode).toBe(200);
  });
});

describeEachDatabase('sign-up in production', (kind) => {
  const t = useTestApp(kind, { env: { NODE_ENV: 'production', ADMIN_SIGNUP_CODE: CODE } });

  it('needs the invitation code even for the first admin: the first visitor cannot take the console', async () => {
    expect(await registrationOf(t)).toEqual(expected('invitation'));
    const before = await snapshot(t.database.handle);
    for (const signupCode of [undefined, 'wrong-code']) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/admin/register',
        payload: { ...SECOND, signupCode },
      });
      expectErrorEnvelope(refused, 403);
      expect(refused.json().message).toBe(INVITATION_NEEDED);
    }
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('lets someone with the code create the first admin', async () => {
    await registerAdmin(t, { ...SECOND, signupCode: CODE });
    expect(await registrationOf(t)).toEqual(expected('invitation'));
  });
});

describeEachDatabase('sign-up in production without an invitation code', (kind) => {
  const t = useTestApp(kind, { env: { NODE_ENV: 'production' } });

  it('is closed on an empty database (the API refuses to start so, but the rule holds anyway)', async () => {
    expect(await registrationOf(t)).toEqual({ success: true, message: REGISTRATION_CLOSED, registration: 'closed' });
    expectErrorEnvelope(await t.request({ method: 'POST', url: '/api/admin/register', payload: SECOND }), 403);
  });
});
