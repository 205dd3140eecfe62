/**
 * The admin accounts under simultaneous requests (PostgreSQL runs them on several connections at once):
 * one invitation lets exactly one sign-up through, and two admins disabling each other leave one enabled.
 */
import { adminAccountsResponse, createdInvitationResponse } from '@clean/shared/schemas';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { login, registerAdmin } from '../../../helpers/fixtures';

const SIGN_UPS = 4;
const person = (n: number) => ({ name: `Racer ${n}`, email: `racer${n}@sparkle.ng`, password: `password of ${n}` });

describeEachDatabase('admin accounts under simultaneous requests', (kind) => {
  const t = useTestApp(kind);

  it('lets one sign-up through per invitation, and never disables both of two admins at once', async () => {
    const token = await registerAdmin(t);
    const made = await t.request({ method: 'POST', url: '/api/admin/invitations', token });
    const { code } = createdInvitationResponse.parse(made.json());

    const answers = await Promise.all(
      Array.from({ length: SIGN_UPS }, (_, n) =>
        t.request({ method: 'POST', url: '/api/admin/register', payload: { ...person(n), signupCode: code } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403, 403]);
    const listed = await t.request({ method: 'GET', url: '/api/admin/admins', token });
    const admins = adminAccountsResponse.parse(listed.json()).admins;
    expect(admins).toHaveLength(2);

    const [first, second] = admins;
    const winner = answers.findIndex((answer) => answer.statusCode === 201);
    const secondToken = await login(t, person(winner).email, person(winner).password);
    const disabling = await Promise.all([
      t.request({ method: 'POST', url: `/api/admin/admins/${second!._id}/disable`, token }),
      t.request({ method: 'POST', url: `/api/admin/admins/${first!._id}/disable`, token: secondToken }),
    ]);
    // One succeeds; the other is refused: the last enabled admin (409), or its session already ended (401).
    const statuses = disabling.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = statuses.find((status) => status !== 200);
    expect([401, 409]).toContain(refused);
    const after = await t.request({
      method: 'GET',
      url: '/api/admin/admins',
      token: disabling[0]!.statusCode === 200 ? token : secondToken,
    });
    const enabled = adminAccountsResponse.parse(after.json()).admins.filter((admin) => admin.disabledAt === null);
    expect(enabled).toHaveLength(1);
  });
});

describeEachDatabase('an invitation used as its maker is disabled', (kind) => {
  const t = useTestApp(kind);

  it('a sign-up with an invitation as its maker is disabled: it comes first (the code used) or is refused', async () => {
    const token = await registerAdmin(t);
    const invite = async (as: string) => {
      const made = await t.request({ method: 'POST', url: '/api/admin/invitations', token: as });
      return createdInvitationResponse.parse(made.json()).code;
    };
    const makerSignUp = await t.request({
      method: 'POST',
      url: '/api/admin/register',
      payload: { ...person(20), signupCode: await invite(token) },
    });
    const makerToken = (makerSignUp.json() as { token: string }).token;
    const code = await invite(makerToken);
    const listed = await t.request({ method: 'GET', url: '/api/admin/admins', token });
    const makerId = adminAccountsResponse.parse(listed.json()).admins.find((a) => a.email === person(20).email)!._id;

    const [disabled, signedUp] = await Promise.all([
      t.request({ method: 'POST', url: `/api/admin/admins/${makerId}/disable`, token }),
      t.request({ method: 'POST', url: '/api/admin/register', payload: { ...person(21), signupCode: code } }),
    ]);
    expect(disabled.statusCode).toBe(200);
    expect([201, 403]).toContain(signedUp.statusCode);
    const pending = await t.request({ method: 'GET', url: '/api/admin/invitations', token });
    expect((pending.json() as { invitations: unknown[] }).invitations).toEqual([]);
    const audit = await t.request({ method: 'GET', url: '/api/admin/audit?subject=account&limit=200', token });
    const actions = (audit.json() as { events: { action: string; subjectId: string | null }[] }).events;
    const revoked = actions.filter((event) => event.action === 'invitation.revoked' && event.subjectId === makerId);
    // Used by the sign-up that came first, or revoked with the disabling: one of the two, never both.
    expect(revoked).toHaveLength(signedUp.statusCode === 201 ? 0 : 1);
  });
});
