import { receiptPath } from '@clean/shared/paths';
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { OutboxRow } from '../repositories/outbox-repository';
import type { BookingFacts } from './booking-facts';
import { bookingCalendarFile } from './calendar-event';
import { BookingReceived, bookingReceivedSubject } from './templates/booking-received';
import { PaymentConfirmed, paymentConfirmedSubject } from './templates/payment-confirmed';
import { Reminder, reminderSubject } from './templates/reminder';

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

/** An outbox message as the e-mail to send: HTML from its React template, a plain-text part, attachments. */
export async function composeMail(message: OutboxRow, siteUrl: string): Promise<ComposedMail> {
  const booking = message.payload as unknown as BookingFacts;
  const props = { booking, receiptUrl: receiptUrl(siteUrl, booking.reference) };
  const built =
    message.kind === 'booking-received'
      ? { subject: bookingReceivedSubject(booking), element: createElement(BookingReceived, props), attachments: [] }
      : message.kind === 'reminder'
        ? { subject: reminderSubject(booking), element: createElement(Reminder, props), attachments: [] }
        : {
            subject: paymentConfirmedSubject(booking),
            element: createElement(PaymentConfirmed, props),
            attachments: [
              {
                filename: `booking-${booking.reference.replace(/[^\w-]/g, '_')}.ics`,
                content: bookingCalendarFile(booking),
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ],
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
