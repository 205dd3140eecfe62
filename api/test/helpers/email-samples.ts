/**
 * One outbox message of every kind, with facts as long as real ones get (a long address, a long
 * e-mail address, a contact message of several lines), composed as the delivery job composes them:
 * for the e-mails' layout check and screenshots (api/test/messages/email-layout.test.ts) and their
 * sizes (api/bench/mail.ts).
 */
import type { OutboxKind } from '../../src/db/schema';
import type { BookingFacts, OutboxPayloads } from '../../src/db/outbox-payloads';
import { composeMail, type ComposedMail } from '../../src/messages/compose';
import type { OutboxRowOf } from '../../src/repositories/outbox-repository';

export const SAMPLE_SITE_URL = 'https://www.sparkle.example';
const SAMPLE_SECRET = 'a manage-link secret of the samples only';

const booking: BookingFacts = {
  reference: 'SPK-7QX4M2',
  firstName: 'Oluwaseun',
  email: 'oluwaseun.adeyemi-okonkwo@example.ng',
  productName: 'Home Cleaning',
  serviceName: 'Deep Cleaning',
  frequencyName: 'One-off',
  amount: 45_000,
  location: 'Lagos',
  address: 'Flat 3B, Block 14, Plot 1415 Adetokunbo Ademola Street, Victoria Island Extension',
  date: '2030-01-08',
  time: '10:00 AM',
  holdExpiresAt: '2030-01-07T09:00:00.000Z',
  paidAt: '2030-01-07T08:45:00.000Z',
  createdAt: '2030-01-07T08:30:00.000Z',
  refundedAmount: 0,
};

/** The samples' booking, for a test that needs a message's facts. */
export const SAMPLE_BOOKING = booking;

const paid = { ...booking, holdExpiresAt: null };
/** A booking priced by its home's size, an extra and its area, with a landmark: the longest facts. */
const sized: BookingFacts = {
  ...booking,
  amount: 66_500,
  priceLines: [
    { kind: 'base', label: 'Deep Cleaning, One-off', amount: 45_000, minutes: 240 },
    { kind: 'parameter', label: '4 bedrooms', amount: 15_000, minutes: 90 },
    { kind: 'extra', label: 'Inside the oven', amount: 4_000, minutes: 30 },
    { kind: 'area', label: 'Area surcharge: Victoria Island', amount: 2_500, minutes: 0 },
  ],
  areaName: 'Victoria Island',
  landmark: 'Opposite the Shoprite on Adetokunbo Ademola Street, beside the blue gate',
};
const moved = {
  ...paid,
  date: '2030-01-09',
  time: '2:00 PM',
  change: { previousDate: '2030-01-08', previousTime: '10:00 AM' },
};

type Sample<K extends OutboxKind> = { recipient: string; appointmentId: string | null; payload: OutboxPayloads[K] };

/** Every kind, so that a new kind without a sample does not compile. */
const SAMPLES: { [K in OutboxKind]: Sample<K> } = {
  'booking-received': { recipient: booking.email, appointmentId: 'a1', payload: { ...sized, paidAt: null } },
  'payment-confirmed': { recipient: booking.email, appointmentId: 'a1', payload: { ...sized, holdExpiresAt: null } },
  reminder: { recipient: booking.email, appointmentId: 'a1', payload: { ...paid } },
  'reminder-sms': { recipient: '+2348031234567', appointmentId: 'a1', payload: { ...paid } },
  'booking-rebooked': { recipient: booking.email, appointmentId: 'a1', payload: { ...moved } },
  'booking-refunded': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, refundedAmount: paid.amount, change: { note: 'No crew is free in Lekki that week.' } },
  },
  'booking-cancelled': { recipient: booking.email, appointmentId: 'a1', payload: { ...paid } },
  'booking-completed': { recipient: booking.email, appointmentId: 'a1', payload: { ...paid } },
  rescheduled: { recipient: booking.email, appointmentId: 'a1', payload: { ...moved } },
  cancelled: { recipient: booking.email, appointmentId: 'a1', payload: { ...paid, refundedAmount: paid.amount } },
  refunded: { recipient: booking.email, appointmentId: 'a1', payload: { ...paid, refundedAmount: paid.amount } },
  'plan-visit-moved': { recipient: booking.email, appointmentId: 'a1', payload: { ...moved, frequencyName: 'Weekly' } },
  'plan-payment-needed': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...sized, frequencyName: 'Weekly', paidAt: null, change: { note: 'Insufficient funds' } },
  },
  'plan-visit-skipped': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, frequencyName: 'Weekly' },
  },
  'plan-paused': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, frequencyName: 'Weekly', change: { until: '2030-02-05', refunded: 45_000 } },
  },
  'plan-cancelled': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, frequencyName: 'Weekly', change: { refunded: 90_000 } },
  },
  'plan-resumed': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, frequencyName: 'Weekly', change: { byStaff: true } },
  },
  'plan-price-offered': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, frequencyName: 'Weekly', change: { price: { offered: 95_000, current: 90_000 } } },
  },
  'plan-card-changed': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, frequencyName: 'Weekly', change: { card: '4081' } },
  },
  'plan-rescheduled': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: {
      ...paid,
      frequencyName: 'Weekly',
      change: {
        visits: [
          { date: '2030-01-16', time: '10:00 AM' },
          { date: '2030-01-23', time: '10:00 AM' },
          { date: '2030-01-24', time: '11:00 AM' },
        ],
      },
    },
  },
  'admin-new-booking': { recipient: 'ada@sparkle.ng', appointmentId: 'a1', payload: { ...paid } },
  'admin-booking-digest': {
    recipient: 'ada@sparkle.ng',
    appointmentId: null,
    payload: {
      day: '2030-01-07',
      bookings: [
        paid,
        {
          ...paid,
          reference: 'SPK-8RT5N3',
          firstName: 'Ngozi',
          email: 'ngozi.eze@example.ng',
          serviceName: 'Regular Cleaning',
          amount: 25_000,
        },
        {
          ...paid,
          reference: 'SPK-9SV6P4',
          firstName: 'Ibrahim',
          email: 'ibrahim.musa@example.ng',
          location: 'Abuja',
          address: '7 Aminu Kano Crescent, Wuse 2',
          time: '1:00 PM',
        },
      ],
    },
  },
  'admin-payment-attention': {
    recipient: 'ada@sparkle.ng',
    appointmentId: 'a1',
    payload: { ...paid, reason: 'It was paid after it had been cancelled: refund it or book it again.' },
  },
  'admin-contact-message': {
    recipient: 'ada@sparkle.ng',
    appointmentId: null,
    payload: {
      id: 'm1',
      name: 'Chiamaka Nwosu-Balogun',
      email: 'chiamaka.nwosu-balogun.facilities@lekki-gardens-estate.example.ng',
      subject: 'Quote for an office of 40 desks, weekly, from February',
      message:
        'Good afternoon,\nWe manage a two-storey office in Lekki Phase 1 (about 40 desks, two kitchens).\n' +
        'Could you send a quote for a weekly clean on Saturday mornings?\nThank you.',
    },
  },
  'erasure-confirmation': {
    recipient: booking.email,
    appointmentId: null,
    payload: { requestId: 'r1', reference: booking.reference, code: 'K3Q9-TR2W' },
  },
  'data-download-link': {
    recipient: booking.email,
    appointmentId: null,
    payload: { requestId: 'r2', reference: booking.reference, code: 'M7P2-XW4D' },
  },
  'on-my-way': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...sized, holdExpiresAt: null, change: { crew: 'Victoria Island crew 2 (Adaeze and Chukwuemeka)' } },
  },
  'could-not-work': {
    recipient: booking.email,
    appointmentId: 'a1',
    payload: { ...paid, change: { crew: 'Lagos crew 1', reason: 'no-access' } },
  },
  'crew-sign-in-link': {
    recipient: 'chukwuemeka.okonkwo-adeyemi@example.ng',
    appointmentId: null,
    payload: { crew: 'Victoria Island crew 2', member: 'Chukwuemeka Okonkwo-Adeyemi', code: 'b'.repeat(43) },
  },
  'crew-sign-in-link-sms': {
    recipient: '+2348031234567',
    appointmentId: null,
    payload: { crew: 'Lagos crew 1', member: 'Ada', code: 'c'.repeat(43) },
  },
  'whatsapp-reply': {
    recipient: '+2348031234567',
    appointmentId: null,
    payload: { text: 'Hello Ada, yes: the crew can bring a ladder.\nSee you on Friday.' },
  },
};

/** The e-mail kinds (every kind but the SMS), in the order of OUTBOX_KINDS. */
export const EMAIL_KINDS = (Object.keys(SAMPLES) as OutboxKind[]).filter((kind) => kind !== 'reminder-sms');

/** The sample of `kind` composed as the delivery job sends it. */
export function composeSample<K extends OutboxKind>(kind: K): Promise<ComposedMail> {
  const sample: Sample<K> = SAMPLES[kind];
  const row: OutboxRowOf<K> = {
    id: `sample-${kind}`,
    kind,
    ...sample,
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
  };
  return composeMail(row, { siteUrl: SAMPLE_SITE_URL, manageLinkSecret: SAMPLE_SECRET });
}
