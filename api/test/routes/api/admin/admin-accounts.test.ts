/**
 * Admin accounts (docs/PRODUCT.md#admin-console, Admin accounts): single-use invitations that expire and
 * can be revoked, disabling and enabling admins (a disabled admin's token stops at once), and the audit
 * trail of every account event.
 */
import {
  adminAccountsResponse,
  adminInvitationsResponse,
  auditResponse,
  createdInvitationResponse,
  profileResponse,
  registrationStatusResponse,
  type AuditEvent,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { CANNOT_DISABLE_SELF, LAST_ENABLED_ADMIN } from '../../../../src/routes/api/admin/accounts';
import { ACCOUNT_DISABLED, INVITATION_NEEDED, INVITATION_SPENT } from '../../../../src/routes/api/admin/auth';
import { setAccountDisabled } from '../../../../src/services/admin-accounts';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { ADMIN, expectErrorEnvelope, login, queryRows, registerAdmin, snapshot } from '../../../helpers/fixtures';

const OPERATOR_CODE = 'Operator-code-2030-xyz';
const person = (n: number) => ({ name: `Admin ${n}`, email: `admin${n}@sparkle.ng`, password: `password number ${n}` });

describeEachDatabase('admin accounts and invitations', (kind) => {
  const t = useTestApp(kind, { env: { ADMIN_SIGNUP_CODE: OPERATOR_CODE, ADMIN_INVITATION_TTL_DAYS: '7' } });
  let token: string;
  let adminId: string;
  let people = 0;

  beforeAll(async () => {
    token = await registerAdmin(t);
    const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token });
    adminId = profileResponse.parse(profile.json()).adminData._id;
  });

  const register = (signupCode: string) => {
    people += 1;
    return t.request({ method: 'POST', url: '/api/admin/register', payload: { ...person(people), signupCode } });
  };

  async function invite() {
    const response = await t.request({ method: 'POST', url: '/api/admin/invitations', token });
    expect(response.statusCode).toBe(201);
    return createdInvitationResponse.parse(response.json());
  }

  async function pending() {
    const response = await t.request({ method: 'GET', url: '/api/admin/invitations', token });
    expect(response.statusCode).toBe(200);
    return adminInvitationsResponse.parse(response.json()).invitations;
  }

  async function accountEvents(): Promise<AuditEvent[]> {
    const response = await t.request({ method: 'GET', url: '/api/admin/audit?subject=account&limit=200', token });
    expect(response.statusCode).toBe(200);
    return auditResponse.parse(response.json()).events;
  }

  /** The newest account record of `action` (records of one step share their time, so order by action). */
  const latestOf = async (action: AuditEvent['action']) =>
    (await accountEvents()).find((event) => event.action === action);
  /** A minute passes: each step's records are newer than the last step's. */
  const tick = () => t.clock.advanceHours(1 / 60);

  beforeEach(tick);

  async function accountOf(email: string) {
    const response = await t.request({ method: 'GET', url: '/api/admin/admins', token });
    const found = adminAccountsResponse.parse(response.json()).admins.find((admin) => admin.email === email);
    if (!found) throw new Error(`no account ${email}`);
    return found;
  }

  const setDisabled = (id: string, disabled: boolean, as = token) =>
    t.request({ method: 'POST', url: `/api/admin/admins/${id}/${disabled ? 'disable' : 'enable'}`, token: as });

  it('records the first sign-up', async () => {
    expect(await latestOf('account.signed-up')).toMatchObject({
      subject: 'account',
      subjectId: adminId,
      admin: { _id: adminId, name: ADMIN.name, email: ADMIN.email },
      summary: 'Signed up as the first administrator',
    });
  });

  it('lets one sign-up through per invitation, stores only its hash, and records its making and use', async () => {
    const { code, invitation } = await invite();
    expect(code).toMatch(/^INV-[A-Z0-9]{24}$/);
    expect(new Date(invitation.expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    expect(await latestOf('invitation.created')).toMatchObject({ admin: { _id: adminId } });
    expect((await pending()).map((item) => item._id)).toEqual([invitation._id]);
    const stored = await queryRows<{ code_hash: string }>(t.database.handle, sql`SELECT * FROM admin_invitations`);
    expect(JSON.stringify(stored)).not.toContain(code);

    // Typed in lower case with spaces around, it still works once.
    const first = await register(` ${code.toLowerCase()} `);
    expect(first.statusCode).toBe(201);
    expect(await latestOf('account.signed-up')).toMatchObject({ summary: 'Signed up with an invitation' });
    expect(await latestOf('invitation.used')).toMatchObject({ admin: { email: person(people).email } });
    expect(await pending()).toEqual([]);

    const before = await snapshot(t.database.handle);
    const again = await register(code);
    expectErrorEnvelope(again, 403);
    expect(again.json().message).toBe(INVITATION_SPENT.used);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('refuses an expired invitation with its own message', async () => {
    const { code } = await invite();
    t.clock.advanceHours(7 * 24);
    token = await login(t); // the session expired meanwhile
    expect(await pending()).toEqual([]);
    const response = await register(code);
    expectErrorEnvelope(response, 403);
    expect(response.json().message).toBe(INVITATION_SPENT.expired);
  });

  it('revokes a pending invitation: its code is refused, a second revoke answers 409', async () => {
    const { code, invitation } = await invite();
    const revoked = await t.request({ method: 'DELETE', url: `/api/admin/invitations/${invitation._id}`, token });
    expect(revoked.statusCode).toBe(200);
    expect(await latestOf('invitation.revoked')).toMatchObject({ admin: { _id: adminId } });
    expect(await pending()).toEqual([]);
    const response = await register(code);
    expectErrorEnvelope(response, 403);
    expect(response.json().message).toBe(INVITATION_SPENT.revoked);
    const twice = await t.request({ method: 'DELETE', url: `/api/admin/invitations/${invitation._id}`, token });
    expectErrorEnvelope(twice, 409);
  });

  it("refuses an unknown code, and keeps the operator's code working as the bootstrap", async () => {
    const unknown = await register('INV-NOTACODEATALL');
    expectErrorEnvelope(unknown, 403);
    expect(unknown.json().message).toBe(INVITATION_NEEDED);
    const operator = await register(OPERATOR_CODE);
    expect(operator.statusCode).toBe(201);
    expect(await latestOf('account.signed-up')).toMatchObject({
      summary: "Signed up with the operator's code (ADMIN_SIGNUP_CODE)",
    });
  });

  it('shows sign-up as needing an invitation', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/registration' });
    expect(registrationStatusResponse.parse(response.json()).registration).toBe('invitation');
  });

  it('records logins and failed logins with the address, never the password', async () => {
    await login(t);
    expect(await latestOf('account.logged-in')).toMatchObject({
      subjectId: adminId,
      admin: { _id: adminId },
      summary: 'Logged in from 127.0.0.1',
    });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: ADMIN.email, password: 'a guessed password' },
    });
    expect(wrong.statusCode).toBe(401);
    const failed = await latestOf('account.login-failed');
    expect(failed).toMatchObject({
      subjectId: adminId,
      admin: { _id: '' },
      summary: `Failed login as ${ADMIN.email} from 127.0.0.1: wrong password`,
    });
    expect(JSON.stringify(failed)).not.toContain('a guessed password');
    tick();
    await t.request({ method: 'POST', url: '/api/admin/login', payload: { email: 'who@x.ng', password: 'whatever1' } });
    expect(await latestOf('account.login-failed')).toMatchObject({
      subjectId: null,
      summary: 'Failed login as who@x.ng from 127.0.0.1: no account has this email',
    });
  });

  it('records profile changes with what changed, and password changes', async () => {
    const profile = { name: 'Ada Okafor-Eze', phone: '08031234567', address: '1 Marina, Lagos' };
    const updated = await t.request({ method: 'PATCH', url: '/api/admin/update-profile', payload: profile, token });
    expect(updated.statusCode).toBe(200);
    expect(await latestOf('account.profile-updated')).toMatchObject({
      summary: `Updated their profile: name ${ADMIN.name} → Ada Okafor-Eze; phone none → 08031234567; address none → 1 Marina, Lagos`,
    });
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/admin/change-password',
      payload: { password: ADMIN.password, newPassword: 'a new password', confirmPassword: 'a new password' },
      token,
    });
    expect(changed.statusCode).toBe(200);
    tick();
    token = await login(t, ADMIN.email, 'a new password');
    expect(await latestOf('account.password-changed')).toMatchObject({ subjectId: adminId, admin: { _id: adminId } });
  });

  it('records alert choices with what changed, and nothing for a choice left as it was', async () => {
    const alerts = { newBooking: 'daily-digest', paymentAttention: true, contactMessage: false };
    const changed = await t.request({ method: 'PATCH', url: '/api/admin/alerts', payload: alerts, token });
    expect(changed.statusCode).toBe(200);
    const recorded = await latestOf('account.profile-updated');
    expect(recorded).toMatchObject({
      subjectId: adminId,
      admin: { _id: adminId },
      summary: 'Changed their e-mail alerts: new paid booking at once → daily digest; new contact message on → off',
    });
    tick();
    const again = await t.request({ method: 'PATCH', url: '/api/admin/alerts', payload: alerts, token });
    expect(again.statusCode).toBe(200);
    expect(await latestOf('account.profile-updated')).toEqual(recorded);
  });

  it('records CSV exports with their filters', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/appointments/export.csv?location=Lagos&payment=paid',
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(await latestOf('appointments.exported')).toMatchObject({
      admin: { _id: adminId },
      summary: 'Exported the appointments as CSV (payment paid, location Lagos; sorted by created desc)',
    });
  });

  it('disables another admin: its token answers 401 at once, its login a clear 403; enabled, it logs in', async () => {
    const other = person(1);
    const otherToken = await login(t, other.email, other.password);
    const { _id: otherId } = await accountOf(other.email);
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token: otherToken })).statusCode).toBe(200);

    const disabled = await setDisabled(otherId, true);
    expect(disabled.statusCode).toBe(200);
    expect((await accountOf(other.email)).disabledAt).toBe(t.clock.now().toISOString());
    expect(await latestOf('account.disabled')).toMatchObject({
      subjectId: otherId,
      admin: { _id: adminId },
      summary: `Disabled the account of ${other.name} (${other.email})`,
    });
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/profile', token: otherToken }), 401);
    const refused = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: other.email, password: other.password },
    });
    expectErrorEnvelope(refused, 403);
    expect(refused.json().message).toBe(ACCOUNT_DISABLED);
    expect(await latestOf('account.login-failed')).toMatchObject({
      subjectId: otherId,
      summary: `Failed login as ${other.email} from 127.0.0.1: the account is disabled`,
    });
    // A wrong password says nothing about the account being disabled.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: other.email, password: 'not the password' },
    });
    expectErrorEnvelope(wrong, 401);

    tick();
    expect((await setDisabled(otherId, false)).statusCode).toBe(200);
    expect(await latestOf('account.enabled')).toMatchObject({ subjectId: otherId });
    expect((await accountOf(other.email)).disabledAt).toBeNull();
    await login(t, other.email, other.password);
  });

  /** A new admin (signed up with the operator's code) and two invitations it made. */
  async function invitingAdmin() {
    const signedUp = await register(OPERATOR_CODE);
    expect(signedUp.statusCode).toBe(201);
    const maker = person(people);
    const makerToken = (signedUp.json() as { token: string }).token;
    const invitations = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await t.request({ method: 'POST', url: '/api/admin/invitations', token: makerToken });
      expect(response.statusCode).toBe(201);
      invitations.push(createdInvitationResponse.parse(response.json()));
    }
    return { maker, id: (await accountOf(maker.email))._id, invitations };
  }

  it('disabling an admin revokes its pending invitations, each recorded; enabling it brings none back', async () => {
    const { maker, id, invitations } = await invitingAdmin();
    const others = await pending();
    tick();
    expect((await setDisabled(id, true)).statusCode).toBe(200);

    for (const { code } of invitations) {
      const refused = await register(code);
      expectErrorEnvelope(refused, 403);
      expect(refused.json().message).toBe(INVITATION_SPENT.revoked);
    }
    const ids = invitations.map(({ invitation }) => invitation._id);
    expect((await pending()).map((item) => item._id)).toEqual(
      others.map((item) => item._id).filter((other) => !ids.includes(other)),
    );
    const records = (await accountEvents()).filter(
      (event) => event.action === 'invitation.revoked' && event.subjectId === id,
    );
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record).toMatchObject({ admin: { _id: adminId } });
      expect(record.summary).toMatch(
        new RegExp(
          `^Revoked an invitation created on .+ by ${maker.name} \\(${maker.email}\\), with the disabling of that account$`,
        ),
      );
    }

    tick();
    expect((await setDisabled(id, false)).statusCode).toBe(200);
    expectErrorEnvelope(await register(invitations[0]!.code), 403);
  });

  it('refuses at sign-up an invitation still pending from an admin who is disabled', async () => {
    const { id, invitations } = await invitingAdmin();
    // Disabled without its invitations revoked, as before that rule: they are still pending.
    await queryRows(t.database.handle, sql`UPDATE admins SET disabled_at = now() WHERE id = ${id}`);
    const before = await snapshot(t.database.handle);
    const refused = await register(invitations[0]!.code);
    expectErrorEnvelope(refused, 403);
    expect(refused.json().message).toBe(INVITATION_SPENT.revoked);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('refuses to disable yourself, and never leaves no admin enabled when two disable each other at once', async () => {
    const before = await snapshot(t.database.handle);
    const self = await setDisabled(adminId, true);
    expectErrorEnvelope(self, 409);
    expect(self.json().message).toBe(CANNOT_DISABLE_SELF);
    expect(await snapshot(t.database.handle)).toEqual(before);

    // Every other admin disabled: the last of them passed its sign-in check just before (as when two
    // admins disable each other at the same moment), and asks to disable this one, the last enabled.
    const response = await t.request({ method: 'GET', url: '/api/admin/admins', token });
    const others = adminAccountsResponse.parse(response.json()).admins.filter((admin) => admin._id !== adminId);
    for (const admin of others) expect((await setDisabled(admin._id, true)).statusCode).toBe(200);
    const last = others.at(-1)!;
    const actor = { id: last._id, name: last.name, email: last.email };
    const afterDisabling = await snapshot(t.database.handle);
    expect(await setAccountDisabled(t.app.deps, actor, adminId, true, t.clock.now())).toBe('last-enabled');
    expect(await snapshot(t.database.handle)).toEqual(afterDisabling);
    expect(LAST_ENABLED_ADMIN).toMatch(/last enabled administrator/);
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token })).statusCode).toBe(200);
  });
});
