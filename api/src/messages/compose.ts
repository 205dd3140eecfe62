import { CALENDAR_CONTENT_TYPE, calendarFileName, visitCalendarFile } from '@clean/shared/calendar';
import { company } from '@clean/shared/content';
import { singleLine } from '@clean/shared/format';
import { appointmentPath, messagePath, paths, receiptPath } from '@clean/shared/paths';
import { DOWNLOAD_PARAMS, ERASE_PARAMS, MANAGE_TOKEN_PARAM } from '@clean/shared/schemas';
import { render, toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import {
  BOOKING_MESSAGE_KINDS,
  isErased,
  type BookingFacts,
  type BookingMessageKind,
  type CrewLinkFacts,
  type OutboxPayloads,
} from '../db/outbox-payloads';
import { SMS_TEXTS } from './sms-texts';
import type { WhatsAppTemplate } from './whatsapp';
import { WHATSAPP_TEMPLATES } from './whatsapp-templates';
import type { OutboxKind } from '../db/schema';
import { manageTokenFor } from '../domain/manage-token';
import type { OutboxRow, OutboxRowOf } from '../repositories/outbox-repository';
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
  type PlanChangeKind,
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
  CouldNotWork,
  couldNotWorkSubject,
  CrewSignInLink,
  crewLinkSubject,
  OnMyWay,
  onMyWaySubject,
} from './templates/crew-day';
import {
  ErasureConfirmation,
  erasureConfirmationSubject,
  type ErasureConfirmationFacts,
} from './templates/erasure-confirmation';
import { InboxReply, inboxReplySubject } from './templates/inbox-reply';
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
  /**
   * `<outbox id@site host>`: every attempt at one outbox message carries the same Message-ID, so a copy
   * that went out twice (a process stopped between the send and its record) shows once in the inbox.
   */
  messageId: string;
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
export interface Links {
  siteUrl: string;
  manageLinkSecret: string;
}

/**
 * The button of a customer's message: the manage link, valid until a week after the visit it names;
 * the plain receipt page for a message with no booking.
 */
export function customerLink(links: Links, booking: BookingFacts, appointmentId: string | null): string {
  if (!appointmentId) return receiptUrl(links.siteUrl, booking.reference);
  const token = manageTokenFor(links.manageLinkSecret, { id: appointmentId, ...booking });
  return manageUrl(links.siteUrl, booking.reference, token);
}

/** What a message's template is given besides its payload. */
interface Context {
  links: Links;
  appointmentId: string | null;
}

/** How one kind of message is written: its subject, its React e-mail and the files that go with it. */
interface MailTemplate<Payload> {
  subject: (payload: Payload) => string;
  element: (payload: Payload, context: Context) => ReactElement;
  /** The visit's .ics, where its time is news. */
  attachments?: (payload: Payload) => ComposedMail['attachments'];
}

/** The visit as the .ics file the receipt page offers too (@clean/shared/calendar). */
const calendarAttachment = (booking: BookingFacts) => ({
  filename: calendarFileName(booking.reference),
  content: visitCalendarFile({ ...booking, service: booking.serviceName, product: booking.productName }),
  contentType: CALENDAR_CONTENT_TYPE,
});

interface CustomerProps {
  booking: BookingFacts;
  receiptUrl: string;
}

/** A message to a booking's customer: its template gets the booking and the button's link. */
function customerMail(
  subject: (booking: BookingFacts) => string,
  template: (props: CustomerProps) => ReactElement,
  withCalendar = false,
): MailTemplate<BookingFacts> {
  return {
    subject,
    element: (booking, { links, appointmentId }) =>
      template({ booking, receiptUrl: customerLink(links, booking, appointmentId) }),
    ...(withCalendar ? { attachments: (booking: BookingFacts) => [calendarAttachment(booking)] } : {}),
  };
}

const bookingChanged = (kind: BookingChangeKind) =>
  customerMail(
    (booking) => bookingChangedSubject(kind, booking),
    (props) => createElement(BookingChanged, { ...props, kind }),
    // A new time goes into the calendar again.
    kind === 'booking-rebooked',
  );

const planChanged = (kind: PlanChangeKind) =>
  customerMail(
    (booking) => planChangedSubject(kind, booking),
    (props) => createElement(PlanChanged, { ...props, kind }),
  );

const reminder = customerMail(reminderSubject, (props) => createElement(Reminder, props));

/** Each kind's subject and template, from the message's stored payload. */
const MAILS: { [Kind in OutboxKind]: MailTemplate<OutboxPayloads[Kind]> } = {
  'booking-received': customerMail(bookingReceivedSubject, (props) => createElement(BookingReceived, props)),
  'payment-confirmed': customerMail(paymentConfirmedSubject, (props) => createElement(PaymentConfirmed, props), true),
  reminder,
  // Old rows (the reminder goes through the channel order now); as an e-mail it reads as the reminder.
  'reminder-sms': reminder,
  'booking-rebooked': bookingChanged('booking-rebooked'),
  'booking-refunded': bookingChanged('booking-refunded'),
  'booking-cancelled': bookingChanged('booking-cancelled'),
  'booking-completed': bookingChanged('booking-completed'),
  // Changes the customer made from their manage link, and a refund the provider processed. A moved
  // visit keeps its UID, so calendars update it.
  rescheduled: customerMail(rescheduledSubject, (props) => createElement(Rescheduled, props), true),
  cancelled: customerMail(cancelledSubject, (props) => createElement(Cancelled, props)),
  refunded: customerMail(refundedSubject, (props) => createElement(Refunded, props)),
  'plan-visit-moved': customerMail(planVisitMovedSubject, (props) => createElement(PlanVisitMoved, props), true),
  'plan-payment-needed': customerMail(planPaymentNeededSubject, (props) => createElement(PlanPaymentNeeded, props)),
  'plan-card-changed': customerMail(planCardChangedSubject, (props) => createElement(PlanCardChanged, props)),
  'plan-visit-skipped': planChanged('plan-visit-skipped'),
  'plan-paused': planChanged('plan-paused'),
  'plan-cancelled': planChanged('plan-cancelled'),
  'plan-resumed': planChanged('plan-resumed'),
  'plan-rescheduled': planChanged('plan-rescheduled'),
  'plan-price-offered': customerMail(planPriceOfferedSubject, (props) => createElement(PlanPriceOffered, props)),
  'on-my-way': customerMail(onMyWaySubject, (props) => createElement(OnMyWay, props)),
  'could-not-work': customerMail(couldNotWorkSubject, (props) => createElement(CouldNotWork, props)),
  'crew-sign-in-link': {
    subject: crewLinkSubject,
    element: (facts, { links }) => createElement(CrewSignInLink, { facts, link: crewSignInUrl(links.siteUrl, facts) }),
  },
  // Sent by composeSms; as an e-mail it reads as the e-mail of the link.
  'crew-sign-in-link-sms': {
    subject: crewLinkSubject,
    element: (facts, { links }) => createElement(CrewSignInLink, { facts, link: crewSignInUrl(links.siteUrl, facts) }),
  },
  'whatsapp-reply': {
    subject: inboxReplySubject,
    element: (facts) => createElement(InboxReply, { facts }),
  },
  'admin-new-booking': {
    subject: newBookingSubject,
    element: (booking, { links, appointmentId }) =>
      createElement(NewBookingAlert, {
        booking,
        consoleUrl: siteLink(links.siteUrl, appointmentId ? appointmentPath(appointmentId) : paths.admin.appointments),
      }),
  },
  'admin-payment-attention': {
    subject: paymentAttentionSubject,
    element: (alert, { links }) =>
      createElement(PaymentAttentionAlert, {
        booking: alert,
        reason: alert.reason,
        consoleUrl: siteLink(links.siteUrl, paths.admin.needsAttention),
      }),
  },
  'admin-contact-message': {
    subject: contactMessageSubject,
    element: (message, { links }) =>
      createElement(ContactMessageAlert, { message, consoleUrl: siteLink(links.siteUrl, messagePath(message.id)) }),
  },
  'erasure-confirmation': {
    subject: erasureConfirmationSubject,
    element: (facts, { links }) =>
      createElement(ErasureConfirmation, { facts, confirmUrl: erasureConfirmUrl(links.siteUrl, facts) }),
  },
  'data-download-link': {
    subject: dataDownloadSubject,
    element: (facts, { links }) =>
      createElement(DataDownloadLink, { facts, downloadUrl: dataDownloadUrl(links.siteUrl, facts) }),
  },
  'admin-booking-digest': {
    subject: ({ day, bookings }) => bookingDigestSubject(day, bookings.length),
    element: ({ day, bookings }, { links }) =>
      createElement(BookingDigest, { day, bookings, consoleUrl: siteLink(links.siteUrl, paths.admin.appointments) }),
  },
};

/** The subject, e-mail and files of a message of `kind` with its payload. */
function build<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], context: Context) {
  const mail: MailTemplate<OutboxPayloads[K]> = MAILS[kind];
  return {
    subject: mail.subject(payload),
    element: mail.element(payload, context),
    attachments: mail.attachments?.(payload) ?? [],
  };
}

/** A message whose personal data was erased has nothing left to send. */
function erasedError(message: { id: string }): Error {
  return new Error(`Message ${message.id}: its personal data was erased, there is nothing to send`);
}

/** The messages about a booking (its facts in the payload), which any channel can carry. */
export const isBookingMessage = (message: OutboxRow): message is OutboxRowOf<BookingMessageKind> =>
  (BOOKING_MESSAGE_KINDS as readonly OutboxKind[]).includes(message.kind);

/** A message about a booking, its facts still held (not erased). */
function bookingOf(message: OutboxRow): BookingFacts {
  if (!isBookingMessage(message)) throw new Error(`Message ${message.id} (${message.kind}) goes by e-mail only`);
  if (isErased(message.payload)) throw erasedError(message);
  return message.payload;
}

/**
 * The text of an SMS message (one or two SMS pages): a message about a booking as SMS_TEXTS writes it
 * with the booking's link; a crew member's sign-in link.
 */
export function composeSms(message: OutboxRow, links: Links): string {
  if (message.kind === 'crew-sign-in-link-sms') {
    const facts = message.payload;
    if (isErased(facts)) throw erasedError(message);
    const link = crewSignInUrl(links.siteUrl, facts);
    if (!link) throw new Error(`Message ${message.id}: the sign-in link is not kept once sent`);
    return `${company.name}: ${facts.member}, open ${facts.crew}'s jobs on this phone: ${link} (works once, for 24 hours)`;
  }
  const booking = bookingOf(message);
  const kind = message.kind as BookingMessageKind;
  return SMS_TEXTS[kind](booking, customerLink(links, booking, message.appointmentId));
}

/** What a WhatsApp message sends: an approved template of a message about a booking, or an admin's free text. */
export type WhatsAppContent = { template: WhatsAppTemplate } | { text: string };

export function composeWhatsApp(message: OutboxRow, links: Links): WhatsAppContent {
  if (message.kind === 'whatsapp-reply') {
    if (isErased(message.payload)) throw erasedError(message);
    return { text: message.payload.text };
  }
  const booking = bookingOf(message);
  const kind = message.kind as BookingMessageKind;
  return { template: WHATSAPP_TEMPLATES[kind](booking, customerLink(links, booking, message.appointmentId)) };
}

/** A crew member's sign-in link (`/crew/sign-in#<code>`); null once its code was dropped (sent). */
export const crewSignInUrl = (siteUrl: string, facts: CrewLinkFacts): string | null =>
  facts.code ? `${siteLink(siteUrl, paths.crew.signIn)}#${facts.code}` : null;

/** An outbox message as the e-mail to send: HTML from its React template, a plain-text part, attachments. */
export async function composeMail<K extends OutboxKind>(message: OutboxRowOf<K>, links: Links): Promise<ComposedMail> {
  const { payload } = message;
  if (isErased(payload)) throw erasedError(message);
  const built = build(message.kind, payload, { links, appointmentId: message.appointmentId });
  const html = await render(built.element);
  return {
    to: message.recipient,
    messageId: `<${message.id}@${new URL(links.siteUrl).hostname}>`,
    // One line whatever a stored name or service holds (nodemailer folds headers, but a subject is ours
    // to keep to one line: format/control-characters.ts).
    subject: singleLine(built.subject),
    html,
    text: toPlainText(html),
    attachments: built.attachments,
  };
}
