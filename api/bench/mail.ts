/**
 * E-mail figures (docs/BENCHMARKS.md, E-mail): the time from the payment call's answer to the
 * confirmation at the SMTP server, on the embedded PGlite and real time (the queue's own polling),
 * and the size of each e-mail as sent. Writes each e-mail's HTML to /tmp/clean-mail-<kind>.html.
 *   npm run bench:mail -w api          (DATABASE_URL set: on PostgreSQL)
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { PaymentVerifier } from '../src/payments/verify-payment';

const RUNS = 5;

interface Arrival {
  at: number;
  bytes: number;
  subject: string;
  html: string;
}

async function main(): Promise<void> {
  const arrivals: Arrival[] = [];
  let wake: (() => void) | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const at = performance.now();
        simpleParser(raw)
          .then((mail) => {
            arrivals.push({ at, bytes: raw.length, subject: mail.subject ?? '', html: mail.html || '' });
            wake?.();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;

  const url = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase({ url, pgliteDir: 'memory://', poolSize: 10 });
  const paid: PaymentVerifier = { verify: async () => ({ status: 'paid' }) };
  const app = await buildApp({
    config: loadConfig({
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      UNPAID_HOLDS_PER_CONTACT: '1000000',
      UNPAID_HOLDS_PER_ADDRESS: '1000000',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ...(url ? { DATABASE_URL: url } : {}),
    }),
    database: handle,
    paymentVerifier: paid,
  });
  await app.ready();

  const until = async (count: number) => {
    while (arrivals.length < count) await new Promise<void>((resolve) => (wake = resolve));
  };
  const catalogue = (await app.inject({ method: 'GET', url: '/api/admin/products' })).json() as {
    products: { _id: string; services: { _id: string; frequency: { _id: string; amount: number }[] }[] }[];
  };
  const [product] = catalogue.products;
  const service = product?.services[0];
  const frequency = service?.frequency[0];
  if (!product || !service || !frequency) throw new Error('The seeded catalogue is empty');
  // Two days ahead or later, a weekday (Saturdays and Sundays have other hours).
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);

  const latencies: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const time = ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM'][run] ?? '2:00 PM';
    const booking = {
      location: 'Lagos',
      firstName: 'Ngozi',
      lastName: 'Bench',
      email: `bench-${run}@example.ng`,
      phone: `+234 803 000 00${10 + run}`,
      address: '12 Admiralty Way, Lekki Phase 1',
      notes: '',
      date,
      time,
      product: product._id,
      service: service._id,
      frequency: frequency._id,
      amount: frequency.amount,
    };
    const booked = await app.inject({ method: 'POST', url: '/api/user/book-appointment', payload: booking });
    if (booked.statusCode !== 201) throw new Error(`booking answered ${booked.statusCode}: ${booked.body}`);
    const answer = booked.json() as { appointmentId: string; reference: string };
    await until(arrivals.length + 1);
    const before = arrivals.length;
    const recorded = await app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        date,
        time,
        service: service._id,
        frequency: frequency._id,
      },
    });
    if (recorded.statusCode !== 200) throw new Error(`payment answered ${recorded.statusCode}: ${recorded.body}`);
    const answered = performance.now();
    await until(before + 1);
    latencies.push((arrivals[before]?.at ?? answered) - answered);
  }

  const sizes = new Map<string, number>();
  for (const arrival of arrivals) {
    const kind = arrival.subject.startsWith('Payment') ? 'payment-confirmed' : 'booking-received';
    sizes.set(kind, arrival.bytes);
    writeFileSync(`/tmp/clean-mail-${kind}.html`, arrival.html);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`database: ${handle.description}`);
  console.log(
    `payment answered -> confirmation at the SMTP server (ms, ${RUNS} runs): ` +
      `median ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)}, min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}`,
  );
  for (const [kind, bytes] of sizes) console.log(`${kind}: ${(bytes / 1024).toFixed(1)} KB as sent (MIME, all parts)`);
  await app.close();
  await handle.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
