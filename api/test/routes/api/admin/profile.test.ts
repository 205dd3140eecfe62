import { NIGERIAN_PHONE_MESSAGE, profileResponse } from '@clean/shared/schemas';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { ADMIN, expectErrorEnvelope, fieldsOf, login, registerAdmin, snapshot } from '../../../helpers/fixtures';

describeEachDatabase("the admin's profile and password", (kind) => {
  const t = useTestApp(kind);
  let token: string;

  beforeAll(async () => {
    token = await registerAdmin(t);
  });

  it('GET /api/admin/profile answers the signed-in admin, phone and address empty at first, every alert on', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/profile', token });
    expect(response.statusCode).toBe(200);
    const body = profileResponse.parse(response.json());
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      adminData: {
        _id: expect.any(String),
        name: ADMIN.name,
        email: ADMIN.email,
        phone: null,
        address: null,
        image: null,
        alerts: { newBooking: 'at-once', paymentAttention: true, contactMessage: true },
      },
    });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it('PATCH /api/admin/update-profile changes name, phone and address', async () => {
    const update = {
      name: 'Ada O. Okafor',
      phone: '+234 809 000 1111',
      address: '3 Aminu Kano Crescent, Wuse 2, Abuja',
    };
    const response = await t.request({ method: 'PATCH', url: '/api/admin/update-profile', payload: update, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/updated/) });
    const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token });
    expect(profile.json().adminData).toMatchObject({ ...update, email: ADMIN.email });
  });

  it('update-profile answers 400 with the field list, changing nothing', async () => {
    const before = await snapshot(t.database.handle);
    const response = await t.request({
      method: 'PATCH',
      url: '/api/admin/update-profile',
      payload: { name: '', email: 'new@example.com' },
      token,
    });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response).sort()).toEqual(['address', 'email', 'name', 'phone']);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  const updateProfile = (phone: string) =>
    t.request({
      method: 'PATCH',
      url: '/api/admin/update-profile',
      payload: { name: 'Ada O. Okafor', phone, address: '3 Aminu Kano Crescent, Wuse 2, Abuja' },
      token,
    });

  it.each(['+44 20 7946 0958', '0603 123 4567', '0803 123 456', '0803 123 45678', '803 123 4567', 'call me'])(
    'update-profile refuses %s: not a Nigerian phone number (400, nothing changed)',
    async (phone) => {
      const before = await snapshot(t.database.handle);
      const response = await updateProfile(phone);
      expectErrorEnvelope(response, 400);
      expect(response.json()).toEqual({
        success: false,
        message: NIGERIAN_PHONE_MESSAGE,
        errors: [{ field: 'phone', message: NIGERIAN_PHONE_MESSAGE }],
      });
      expect(await snapshot(t.database.handle)).toEqual(before);
    },
  );

  it("update-profile says 'Phone is required' for an empty phone", async () => {
    const response = await updateProfile('  ');
    expectErrorEnvelope(response, 400);
    expect(response.json().errors).toEqual([{ field: 'phone', message: 'Phone is required' }]);
  });

  it.each(['0803 123 4567', '08031234567', '+234 803 123 4567', '234-909-876-5432', '(0705) 555 0101'])(
    'update-profile accepts the Nigerian number %s and keeps it as typed',
    async (phone) => {
      const response = await updateProfile(` ${phone} `);
      expect(response.statusCode).toBe(200);
      const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token });
      expect(profile.json().adminData.phone).toBe(phone);
    },
  );

  it.each([
    [
      'the confirmation differs',
      { newPassword: 'new password 1', confirmPassword: 'new password 2' },
      'confirmPassword',
    ],
    ['the new one is too short', { newPassword: 'short', confirmPassword: 'short' }, 'newPassword'],
    ['the old one is wrong', { password: 'not my password' }, 'password'],
  ])('change-password answers 400 when %s, changing nothing', async (_name, change, field) => {
    const before = await snapshot(t.database.handle);
    const response = await t.request({
      method: 'PATCH',
      url: '/api/admin/change-password',
      payload: {
        password: ADMIN.password,
        newPassword: 'new password 1',
        confirmPassword: 'new password 1',
        ...change,
      },
      token,
    });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response)).toEqual([field]);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('change-password answers 400 with the field list for a missing field', async () => {
    const response = await t.request({ method: 'PATCH', url: '/api/admin/change-password', payload: {}, token });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response).sort()).toEqual(['confirmPassword', 'newPassword', 'password']);
  });

  it('PATCH /api/admin/change-password changes it and revokes every session of the admin', async () => {
    const other = await login(t);
    const response = await t.request({
      method: 'PATCH',
      url: '/api/admin/change-password',
      payload: { password: ADMIN.password, newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/log in again/) });
    for (const session of [token, other]) {
      expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/profile', token: session }), 401);
    }
    expectErrorEnvelope(
      await t.request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
      }),
      401,
    );
    const fresh = await login(t, ADMIN.email, 'brand new secret');
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token: fresh })).statusCode).toBe(200);
  });
});
