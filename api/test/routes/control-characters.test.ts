/**
 * A lone carriage return (or any control character) in a name, an address or notes would reach the
 * calendar file (`Ada\rATTENDEE:…` starts a property in some readers), an e-mail's subject or a CSV
 * row. The shared schemas refuse it at input with the field's message, so nothing is stored; notes and
 * messages keep their line breaks (docs/PRODUCT.md, Booking).
 */
import { CONTROL_CHARACTERS_MESSAGE, LINE_CONTROL_CHARACTERS_MESSAGE } from '@clean/shared/schemas';
import { useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { booking, CONSENT, firstChoice, queryRows, registerAdmin, snapshot } from '../helpers/fixtures';
import { sql } from 'drizzle-orm';

describeEachDatabase('control characters in names, addresses and notes', (kind) => {
  const t = useTestApp(kind);
  let admin: string;

  beforeAll(async () => {
    admin = await registerAdmin(t);
  });

  const errorsOf = (body: string) => (JSON.parse(body) as { errors?: { field: string; message: string }[] }).errors;

  it.each([
    ['firstName', 'Ada\rATTENDEE:mailto:evil@example.com', CONTROL_CHARACTERS_MESSAGE],
    ['lastName', 'Eze\r\nBcc: evil@example.com', CONTROL_CHARACTERS_MESSAGE],
    ['address', '12 Admiralty Way\rATTENDEE:evil', CONTROL_CHARACTERS_MESSAGE],
    ['address', '12 Admiralty Way\u001b[2J\u0008', CONTROL_CHARACTERS_MESSAGE],
    ['address', '12 Admiralty Way\u2028Lekki', CONTROL_CHARACTERS_MESSAGE],
    ['notes', 'Gate code\rATTENDEE:evil', LINE_CONTROL_CHARACTERS_MESSAGE],
    ['notes', 'Gate code\u0007 4411', LINE_CONTROL_CHARACTERS_MESSAGE],
  ])('refuses a booking whose %s is %j: 400 with the field message, nothing stored', async (field, value, message) => {
    const choice = await firstChoice(t);
    const before = await snapshot(t.database.handle);
    const response = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { [field]: value, email: 'control.chars@example.ng' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response.body)).toContainEqual({ field, message });
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('keeps the line breaks of notes, a Windows line break stored as one', async () => {
    const choice = await firstChoice(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, {
        notes: 'Gate code 4411\r\nBlue door\nDog is friendly',
        email: 'notes.lines@example.ng',
      }),
    });
    expect(response.statusCode).toBe(201);
    const [row] = await queryRows<{ notes: string }>(
      t.database.handle,
      sql`SELECT notes FROM appointments WHERE email = 'notes.lines@example.ng'`,
    );
    expect(row?.notes).toBe('Gate code 4411\nBlue door\nDog is friendly');
  });

  it.each([
    ['name', 'Ada\rBcc: evil@example.com', CONTROL_CHARACTERS_MESSAGE],
    ['subject', 'Hello\r\nBcc: evil@example.com', CONTROL_CHARACTERS_MESSAGE],
    ['message', 'Hello\rthere', LINE_CONTROL_CHARACTERS_MESSAGE],
  ])('refuses a contact message whose %s is %j, nothing stored', async (field, value, message) => {
    const before = await snapshot(t.database.handle);
    const response = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: {
        name: 'Ada Obi',
        email: 'ada@example.ng',
        subject: 'A question',
        message: 'Do you clean offices?',
        privacyNoticeVersion: CONSENT.privacyNoticeVersion,
        [field]: value,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response.body)).toContainEqual({ field, message });
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it("refuses an admin's profile name or address with a control character, nothing changed", async () => {
    const before = await snapshot(t.database.handle);
    for (const [field, value] of [
      ['name', 'Ngozi\rOkafor'],
      ['address', '1 Marina\r\nLagos'],
    ] as const) {
      const response = await t.request({
        method: 'PATCH',
        url: '/api/admin/update-profile',
        token: admin,
        payload: { name: 'Ngozi Okafor', phone: '0803 123 4567', address: '1 Marina, Lagos', [field]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response.body)).toContainEqual({ field, message: CONTROL_CHARACTERS_MESSAGE });
    }
    expect(await snapshot(t.database.handle)).toEqual(before);
  });
});
