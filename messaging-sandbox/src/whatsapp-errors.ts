/**
 * The WhatsApp error codes the sandbox produces, with Meta's titles and details
 * (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes). In a failed status webhook
 * they are `errors[]` items: `{code, title, message, error_data: {details}, href}`.
 */
import type { MessageError } from './phones';

const ERROR_CODES_URL = 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/';

/** A session (free-form) message outside the 24-hour customer service window. */
export const RE_ENGAGEMENT: MessageError = {
  code: 131047,
  title: 'Re-engagement message',
  details:
    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
};

/** What the sandbox's "fail" control makes of the next message. */
export const UNDELIVERABLE: MessageError = {
  code: 131026,
  title: 'Message undeliverable',
  details: 'Message Undeliverable.',
};

/** What the sandbox's "refuse" control answers to the next send: too many messages, try later. */
export const RATE_LIMIT: MessageError = {
  code: 130429,
  title: 'Rate limit hit',
  details:
    'Message failed to send because there were too many messages sent from this phone number in a short period of time',
};

/** An `errors[]` item of a failed status webhook. */
export const webhookError = (error: MessageError) => ({
  code: error.code,
  title: error.title,
  message: error.title,
  error_data: { details: error.details },
  href: ERROR_CODES_URL,
});
