import { CUSTOMER, startSandbox, TEMPLATE_BODY } from './helpers';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('the inbox page', () => {
  it("lists each phone's conversation with every message's state", async () => {
    const sandbox = await startSandbox();
    try {
      await sandbox.sendWhatsApp(TEMPLATE_BODY);
      await sandbox.sendSms({ to: CUSTOMER, sms: 'Your crew arrives at 10:00 & brings <gloves>' });
      await sandbox.sandbox.idle();
      const page = await (await fetch(`${sandbox.url}/`)).text();
      expect(page).toContain(`+${CUSTOMER}`);
      expect(page).toContain('visit_reminder (en): Ada · Tuesday 10:00');
      expect(page).toContain('Your crew arrives at 10:00 &#38; brings &#60;gloves&#62;');
      expect(page).toMatch(/>read · accepted \d\d:\d\d:\d\d → sent/);
      expect(page).toContain('Delivered · Message Sent');
      expect(page).toContain('name="viewport"');
    } finally {
      await sandbox.close();
    }
  });

  it("sends the reply typed in the page as the customer's inbound WhatsApp message, and saves the controls", async () => {
    const sandbox = await startSandbox();
    try {
      const added = await fetch(`${sandbox.url}/phones`, form({ phone: '+234 803 123 4567' }));
      expect(added.status).toBe(303);
      expect(added.headers.get('location')).toBe(`/#phone-${CUSTOMER}`);

      const replied = await fetch(`${sandbox.url}/phones/${CUSTOMER}/reply`, form({ text: 'Thank you!' }));
      expect(replied.status).toBe(303);
      await sandbox.sandbox.idle();
      expect(sandbox.received.map((hit) => hit.body.entry[0].changes[0].value.messages[0].text.body)).toEqual([
        'Thank you!',
      ]);

      await fetch(`${sandbox.url}/phones/${CUSTOMER}/controls`, form({ next: 'delay', seconds: '7', dnd: 'on' }));
      const page = await (await fetch(`${sandbox.url}/`)).text();
      expect(page).toContain('Thank you!');
      expect(page).toContain('next message delayed 7 s');
      expect(page).toContain('DND');
      expect(page).toContain('WhatsApp session open until');

      const empty = await fetch(`${sandbox.url}/phones/${CUSTOMER}/reply`, form({ text: ' ' }));
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain('The reply is required.');
    } finally {
      await sandbox.close();
    }
  });
});
