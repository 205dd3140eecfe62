/**
 * The customer's choice of channel (docs/PRODUCT.md, "Messages on WhatsApp and SMS"): what is stored
 * with a booking, what WhatsApp needs, and how the manage page and the console read it.
 */
import type { ContactPreference, MessageChannel } from '@clean/shared/schemas';
import { isMobileNumber } from './phone-number';

/** The stored choice: the channel, the privacy notice shown beside it and when; all null when none was made. */
export interface ContactColumns {
  contactChannel: MessageChannel | null;
  contactNoticeVersion: string | null;
  contactChosenAt: Date | null;
}

/** A booking's columns for the choice the form sent; absent (a caller of the first contract): not recorded. */
export const contactColumns = (
  channel: MessageChannel | undefined,
  noticeVersion: string | undefined,
  at: Date,
): ContactColumns =>
  channel
    ? { contactChannel: channel, contactNoticeVersion: noticeVersion ?? null, contactChosenAt: at }
    : { contactChannel: null, contactNoticeVersion: null, contactChosenAt: null };

export const WHATSAPP_NEEDS_MOBILE =
  'WhatsApp needs a mobile number, and this phone number is not one. Please choose SMS or e-mail.';

/** Why `channel` cannot be chosen for `phone`, or null: WhatsApp reaches mobile numbers only. */
export const channelProblem = (channel: MessageChannel, phone: string): string | null =>
  channel === 'whatsapp' && !isMobileNumber(phone) ? WHATSAPP_NEEDS_MOBILE : null;

/**
 * The choice as the manage page and the console read it, with the channels the phone's STOP turned off.
 * None recorded (booked before the choice): 'email', with `noticeVersion` and `chosenAt` null.
 */
export const toContactPreference = (
  row: ContactColumns,
  stopped: readonly { channel: MessageChannel; at: Date }[],
): ContactPreference => ({
  channel: row.contactChannel ?? 'email',
  noticeVersion: row.contactChannel ? row.contactNoticeVersion : null,
  chosenAt: row.contactChannel ? (row.contactChosenAt?.toISOString() ?? null) : null,
  stopped: stopped.map((each) => ({ channel: each.channel, at: each.at.toISOString() })),
});
