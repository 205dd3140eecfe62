import { CALENDAR_CONTENT_TYPE, calendarFileName, visitCalendarFile } from '@clean/shared/calendar';
import { company } from '@clean/shared/content';
import { singleLine } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import { appointmentPath, messagePath, paths, receiptPath } from '@clean/shared/paths';
import { DOWNLOAD_PARAMS, ERASE_PARAMS, MANAGE_TOKEN_PARAM } from '@clean/shared/schemas';
import { render, toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { OutboxKind } from '../db/schema';
import { manageTokenFor } from '../domain/manage-token';
import type { OutboxRow } from '../repositories/outbox-repository';
import type { ContactAlertFacts } from './admin-alerts';
import type { BookingFacts } from './booking-facts';
import {
  BookingDigest,
  bookingDigestSubject,
  ContactMessageAlert,
  contactMessageSubject,
  NewBookingAlert,
  newBookingSubject,
  PaymentAttentionAlert,
  paymentAttentionSubject,
} from './templates/admin-alert';
import { BookingChanged, bookingChangedSubject, type BookingChangeKind } from './templates/booking-changed';
import { BookingReceived, bookingReceivedSubject } from './templates/booking-received';
import { PaymentConfirmed, paymentConfirmedSubject } from './templates/payment-confirmed';
import {
  Cancelled,
  cancelledSubject,
  Refunded,
  refundedSubject,
  Rescheduled,
  rescheduledSubject,
} from './templates/manage-changes';
import {
  PlanChanged,
  planChangedSubject,
  PlanCardChanged,
  planCardChangedSubject,
  PlanPaymentNeeded,
  planPaymentNeededSubject,
  PlanVisitMoved,
  planVisitMovedSubject,
} from './templates/plan-visits';
import { PlanPriceOffered, planPriceOfferedSubject } from './templates/plan-price';
import { Reminder, reminderSubject } from './templates/reminder';
import {
  ErasureConfirmation,
  erasureConfirmationSubject,
  type ErasureConfirmationFacts,
} from './templates/erasure-confirmation';
import { DataDownloadLink, dataDownloadSubject, type DataDownloadFacts } from './templates/data-download-link';

/**
 * The link of a data request's e-mail: the booking's receipt page with the request and its code, where
 * a button confirms the erasure or downloads the data. A payload without its code (dropped once sent)
 * makes no link: the customer asks again from the booking page.
 */
function dataRequestUrl(
  siteUrl: string,
  facts: ErasureConfirmationFacts | DataDownloadFacts,
  params: typeof ERASE_PARAMS | typeof DOWNLOAD_PARAMS,
): string {
  if (!facts.code) throw new Error('This link is not kept once sent: the customer asks again from the booking page');
  const url = new URL(receiptPath(facts.reference), siteUrl);
  url.searchParams.set(params.request, facts.requestId);
  url.searchParams.set(params.code, facts.code);
  return url.toString();
}

/** The link of an erasure confirmation e-mail: the booking's receipt page, where a button confirms it. */
export const erasureConfirmUrl = (siteUrl: string, facts: ErasureConfirmationFacts): string =>
  dataRequestUrl(siteUrl, facts, ERASE_PARAMS);

/** The link of a download e-mail: the booking's receipt page, where buttons download the data. */
export const dataDownloadUrl = (siteUrl: string, facts: DataDownloadFacts): string =>
  dataRequestUrl(siteUrl, facts, DOWNLOAD_PARAMS);

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

const siteLink = (siteUrl: string, path: string): string => new URL(path, siteUrl).toString();

/** The booking's manage link: its receipt page with the signed token (docs/PRODUCT.md, Manage my booking). */
export function manageUrl(siteUrl: string, reference: string, token: string): string {
  const url = new URL(receiptPath(reference), siteUrl);
  url.searchParams.set(MANAGE_TOKEN_PARAM, token);
  return url.toString();
}

/** Where a customer's message leads, from the message's settings. */
interface Links {
  siteUrl: string;
  manageLinkSecret: string;
}

/**
 * The button of a customer's message: the manage link, valid until a week after the visit it names;
 * the plain receipt page for a message with no booking.
 */
function customerLink(links: Links, booking: BookingFacts, appointmentId: string | null): string {
  if (!appointmentId) return receiptUrl(links.siteUrl, booking.reference);
  const token = manageTokenFor(links.manageLinkSecret, { id: appointmentId, ...booking });
  return manageUrl(links.siteUrl, booking.reference, token);
}

interface Built {
  subject: string;
  element: ReactElement;
  attachments?: ComposedMail['attachments'];
}

/** The visit as the .ics file the receipt page offers too (@clean/shared/calendar). */
const calendarAttachment = (booking: BookingFacts) => ({
  filename: calendarFileName(booking.reference),
  content: visitCalendarFile({ ...booking, service: booking.serviceName, product: booking.productName }),
  contentType: CALENDAR_CONTENT_TYPE,
});

/** The subject and React element of each kind, from the message's stored payload. */
function build(kind: OutboxKind, payload: Record<string, unknown>, links: Links, appointmentId: string | null): Built {
  const { siteUrl } = links;
  const booking = payload as unknown as BookingFacts;
  const props = () => ({ booking, receiptUrl: customerLink(links, booking, appointmentId) });
  const bookingInConsole = siteLink(siteUrl, appointmentId ? appointmentPath(appointmentId) : paths.admin.appointments);
  switch (kind) {
    case 'booking-received':
      return { subject: bookingReceivedSubject(booking), element: createElement(BookingReceived, props()) };
    case 'payment-confirmed':
      return {
        subject: paymentConfirmedSubject(booking),
        element: createElement(PaymentConfirmed, props()),
        attachments: [calendarAttachment(booking)],
      };
    // 'reminder-sms' is sent by composeSms; an e-mail of it (a resend to an address) reads as the reminder.
    case 'reminder':
    case 'reminder-sms':
      return { subject: reminderSubject(booking), element: createElement(Reminder, props()) };
    case 'booking-rebooked':
    case 'booking-refunded':
    case 'booking-cancelled':
    case 'booking-completed': {
      const change: BookingChangeKind = kind;
      return {
        subject: bookingChangedSubject(change, booking),
        element: createElement(BookingChanged, { ...props(), kind: change }),
        // A new time goes into the calendar again.
        ...(kind === 'booking-rebooked' ? { attachments: [calendarAttachment(booking)] } : {}),
      };
    }
    // Changes the customer made from their manage link, and a refund the provider processed.
    case 'rescheduled':
      return {
        subject: rescheduledSubject(booking),
        element: createElement(Rescheduled, props()),
        // A moved visit keeps its UID, so calendars update it.
        attachments: [calendarAttachment(booking)],
      };
    case 'cancelled':
      return { subject: cancelledSubject(booking), element: createElement(Cancelled, props()) };
    case 'refunded':
      return { subject: refundedSubject(booking), element: createElement(Refunded, props()) };
    case 'plan-visit-moved':
      return {
        subject: planVisitMovedSubject(booking),
        element: createElement(PlanVisitMoved, props()),
        attachments: [calendarAttachment(booking)],
      };
    case 'plan-payment-needed':
      return { subject: planPaymentNeededSubject(booking), element: createElement(PlanPaymentNeeded, props()) };
    case 'plan-card-changed':
      return { subject: planCardChangedSubject(booking), element: createElement(PlanCardChanged, props()) };
    case 'plan-visit-skipped':
    case 'plan-paused':
    case 'plan-cancelled':
    case 'plan-resumed':
    case 'plan-rescheduled':
      return {
        subject: planChangedSubject(kind, booking),
        element: createElement(PlanChanged, { ...props(), kind }),
      };
    case 'plan-price-offered':
      return { subject: planPriceOfferedSubject(booking), element: createElement(PlanPriceOffered, props()) };
    case 'admin-new-booking':
      return {
        subject: newBookingSubject(booking),
        element: createElement(NewBookingAlert, { booking, consoleUrl: bookingInConsole }),
      };
    case 'admin-payment-attention':
      return {
        subject: paymentAttentionSubject(booking),
        element: createElement(PaymentAttentionAlert, {
          booking,
          reason: String(payload.reason ?? ''),
          consoleUrl: siteLink(siteUrl, paths.admin.needsAttention),
        }),
      };
    case 'admin-contact-message': {
      const message = payload as unknown as ContactAlertFacts;
      return {
        subject: contactMessageSubject(message),
        element: createElement(ContactMessageAlert, {
          message,
          consoleUrl: siteLink(siteUrl, messagePath(message.id)),
        }),
      };
    }
    case 'erasure-confirmation': {
      const facts = payload as unknown as ErasureConfirmationFacts;
      return {
        subject: erasureConfirmationSubject(facts),
        element: createElement(ErasureConfirmation, { facts, confirmUrl: erasureConfirmUrl(siteUrl, facts) }),
      };
    }
    case 'data-download-link': {
      const facts = payload as unknown as DataDownloadFacts;
      return {
        subject: dataDownloadSubject(facts),
        element: createElement(DataDownloadLink, { facts, downloadUrl: dataDownloadUrl(siteUrl, facts) }),
      };
    }
    case 'admin-booking-digest': {
      const { day, bookings } = payload as unknown as { day: string; bookings: BookingFacts[] };
      return {
        subject: bookingDigestSubject(day, bookings.length),
        element: createElement(BookingDigest, {
          day,
          bookings,
          consoleUrl: siteLink(siteUrl, paths.admin.appointments),
        }),
      };
    }
  }
}

/** The text of an SMS message (one or two SMS pages): the visit, its time and the receipt link. */
export function composeSms(message: OutboxRow, siteUrl: string): string {
  const booking = message.payload as unknown as BookingFacts;
  return (
    `${company.name}: reminder, our crew comes ${longDate(booking.date)} at ${booking.time} to ` +
    `${booking.address}. Please clear surfaces, keep water and power on. ${receiptUrl(siteUrl, booking.reference)}`
  );
}

/** An outbox message as the e-mail to send: HTML from its React template, a plain-text part, attachments. */
export async function composeMail(message: OutboxRow, links: Links): Promise<ComposedMail> {
  const built = build(message.kind, message.payload, links, message.appointmentId);
  const html = await render(built.element);
  return {
    to: message.recipient,
    // One line whatever a stored name or service holds (nodemailer folds headers, but a subject is ours
    // to keep to one line: format/control-characters.ts).
    subject: singleLine(built.subject),
    html,
    text: toPlainText(html),
    attachments: built.attachments ?? [],
  };
}
