/**
 * The writers of line-based formats never emit a line break that stored text carries (a lone CR above
 * all), even from data stored before the shared schemas refused control characters: the e-mail's
 * subject and its calendar attachment, the message nodemailer writes, the appointments CSV.
 */
import nodemailer from 'nodemailer';
import { composeMail } from '../../src/messages/compose';
import type { BookingFacts } from '../../src/db/outbox-payloads';
import type { OutboxRow } from '../../src/repositories/outbox-repository';
import type { ExportRow } from '../../src/repositories/appointment-repository';
import { appointmentsCsv } from '../../src/services/appointments-csv';

/** Text a booking stored before the schemas refused it could hold. */
const EVIL = {
  name: 'Ada\rBcc: evil@example.com',
  service: 'Deep Cleaning\rBcc: evil@example.com',
  address: '12 Marina\rATTENDEE:mailto:evil@example.com\u2028Lagos\u0007',
  notes: 'Gate code 4411\rBlue door\r\nDog\u0000',
};

/** Any CR that is not a line end of the format's own (CR LF), any LF alone where CRLF is the rule. */
const LONE_CR = /\r(?!\n)/;

const outboxRow = (payload: BookingFacts): OutboxRow => ({
  id: 'm1',
  kind: 'payment-confirmed',
  recipient: 'ada@example.ng',
  appointmentId: 'a1',
  payload,
  dedupeKey: null,
  status: 'queued',
  attempts: 0,
  lastError: null,
  createdAt: new Date('2030-01-07T08:30:00Z'),
  updatedAt: new Date('2030-01-07T08:30:00Z'),
  sentAt: null,
  channel: 'email',
  providerMessageId: null,
  deliveryState: null,
  deliveryReason: null,
  deliveryAt: null,
  fallbackOf: null,
  sentBy: null,
});

const facts: BookingFacts = {
  reference: 'SPK-7QX4M2',
  firstName: EVIL.name,
  email: 'ada@example.ng',
  productName: 'Home Cleaning',
  serviceName: EVIL.service,
  frequencyName: 'One-off',
  amount: 45_000,
  location: 'Lagos',
  address: EVIL.address,
  date: '2030-01-08',
  time: '10:00 AM',
  holdExpiresAt: null,
  paidAt: '2030-01-07T08:45:00.000Z',
  createdAt: '2030-01-07T08:30:00.000Z',
  refundedAmount: 0,
};

describe('writers given stored text with control characters', () => {
  it("keep the e-mail's subject and its calendar file to their own lines", async () => {
    const mail = await composeMail(outboxRow(facts), {
      siteUrl: 'https://www.example.ng',
      manageLinkSecret: 'secret',
    });
    expect(mail.subject).not.toMatch(/[\r\n\p{Cc}\u2028\u2029]/u);
    expect(mail.subject).toContain('Deep Cleaning Bcc: evil@example.com');
    const [calendar] = mail.attachments;
    expect(calendar?.content).not.toMatch(LONE_CR);
    expect(calendar?.content.replace(/\r\n[ \t]?/g, '')).not.toMatch(/[\r\n\p{Cc}\u2028\u2029]/u);
  });

  it('nodemailer writes no header a subject with a lone CR would start', async () => {
    // The second guard: even a subject that reached the transport unguarded stays one header.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const sent = await transport.sendMail({
      from: 'site@example.ng',
      to: 'ada@example.ng',
      subject: EVIL.service,
      text: 'Hello',
    });
    const raw = (sent.message as Buffer).toString('utf8');
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).not.toMatch(LONE_CR);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(sent.envelope.to).toEqual(['ada@example.ng']);
  });

  it('write a CSV with no lone CR: one-line cells, notes with their line breaks', async () => {
    const row = {
      id: 'a1',
      reference: 'SPK-7QX4M2',
      createdAt: new Date('2030-01-07T08:30:00Z'),
      date: '2030-01-08',
      time: '10:00 AM',
      location: 'Lagos',
      firstName: EVIL.name,
      lastName: 'Obi\r=HYPERLINK("x")',
      email: 'ada@example.ng',
      phone: '+234 803 123 4567\r',
      address: EVIL.address,
      productName: 'Home Cleaning',
      serviceName: EVIL.service,
      frequencyName: 'One-off',
      amount: 45_000,
      payment: true,
      cancelled: false,
      isCompleted: false,
      deletedAt: null,
      needsAttention: false,
      holdExpiresAt: new Date('2030-01-07T09:00:00Z'),
      paidAt: new Date('2030-01-07T08:45:00Z'),
      notes: EVIL.notes,
      crewName: 'Lagos crew\r1',
      landmark: 'Opposite\rShoprite',
      priceLines: [
        { kind: 'base', label: 'Deep\rCleaning', amount: 41_000, minutes: 240 },
        { kind: 'extra', label: 'Inside the oven', amount: 4000, minutes: 30 },
      ],
    } as unknown as ExportRow; // the columns the CSV reads; the rest do not matter here
    async function* batches() {
      yield [row];
    }
    let csv = '';
    for await (const chunk of appointmentsCsv(batches(), new Date('2030-01-07T10:00:00Z'))) csv += String(chunk);
    expect(csv).not.toMatch(LONE_CR);
    const [, record] = csv.split(/\n(?=")/);
    expect(record).toContain('"Ada Bcc: evil@example.com Obi =HYPERLINK(""x"")"');
    expect(record).toContain('"12 Marina ATTENDEE:mailto:evil@example.com Lagos "');
    expect(record).toContain('"Lagos crew 1"');
    expect(record).toContain('"Deep Cleaning: 41000; Inside the oven: 4000","","Opposite Shoprite"');
    expect(record).toContain('"Gate code 4411\nBlue door\r\nDog "');
  });
});
