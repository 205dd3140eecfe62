import { receiptPath } from '@clean/shared/paths';
import { MANAGE_TOKEN_PARAM } from '@clean/shared/schemas';
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { OutboxRow } from '../repositories/outbox-repository';
import type { BookingFacts } from './booking-facts';
import { bookingCalendarFile } from './calendar-event';
import { BookingReceived, bookingReceivedSubject } from './templates/booking-received';
import { PaymentConfirmed, paymentConfirmedSubject } from './templates/payment-confirmed';
import { Reminder, reminderSubject } from './templates/reminder';
import {
  Cancelled,
  cancelledSubject,
  Refunded,
  refundedSubject,
  Rescheduled,
  rescheduledSubject,
} from './templates/manage-changes';
import { manageTokenFor } from '../domain/manage-token';

export interface ComposedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

/** The receipt page of a booking on the site (SITE_URL). */
export const receiptUrl = (siteUrl: string, reference: string): string =>
  new URL(receiptPath(reference), siteUrl).toString();

/** The booking's manage link: its receipt page with the signed token (docs/PRODUCT.md, Manage my booking). */
export function manageUrl(siteUrl: string, reference: string, token: string): string {
  const url = new URL(receiptPath(reference), siteUrl);
  url.searchParams.set(MANAGE_TOKEN_PARAM, token);
  return url.toString();
}

/** Which template a kind of message is written with. */
function templateOf(
  kind: OutboxRow['kind'],
  booking: BookingFacts,
  props: { booking: BookingFacts; receiptUrl: string },
) {
  switch (kind) {
    case 'booking-received':
      return { subject: bookingReceivedSubject(booking), element: createElement(BookingReceived, props) };
    case 'reminder':
      return { subject: reminderSubject(booking), element: createElement(Reminder, props) };
    case 'rescheduled':
      return { subject: rescheduledSubject(booking), element: createElement(Rescheduled, props) };
    case 'cancelled':
      return { subject: cancelledSubject(booking), element: createElement(Cancelled, props) };
    case 'refunded':
      return { subject: refundedSubject(booking), element: createElement(Refunded, props) };
    case 'payment-confirmed':
      return { subject: paymentConfirmedSubject(booking), element: createElement(PaymentConfirmed, props) };
  }
}

/** An outbox message as the e-mail to send: HTML from its React template, a plain-text part, attachments. */
export async function composeMail(
  message: OutboxRow,
  siteUrl: string,
  manageLinkSecret: string,
): Promise<ComposedMail> {
  const booking = message.payload as unknown as BookingFacts;
  // The button of every message is the manage link, valid until a week after the visit it names.
  const link = message.appointmentId
    ? manageUrl(siteUrl, booking.reference, manageTokenFor(manageLinkSecret, { id: message.appointmentId, ...booking }))
    : receiptUrl(siteUrl, booking.reference);
  const props = { booking, receiptUrl: link };
  const template = templateOf(message.kind, booking, props);
  // A booking paid or moved: its calendar file (a moved visit keeps its UID, so calendars update it).
  const withCalendar = message.kind === 'payment-confirmed' || message.kind === 'rescheduled';
  const built = {
    ...template,
    attachments: withCalendar
      ? [
          {
            filename: `booking-${booking.reference.replace(/[^\w-]/g, '_')}.ics`,
            content: bookingCalendarFile(booking),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
        ]
      : [],
  };
  const html = await render(built.element);
  return {
    to: message.recipient,
    subject: built.subject,
    html,
    text: toPlainText(html),
    attachments: built.attachments,
  };
}
