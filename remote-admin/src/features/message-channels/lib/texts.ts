import { CHANNEL_LABELS, type MessageChannel } from '@clean/shared/schemas';
import { pageTitle } from '../../../lib/route-titles';

/** Every text of the message channels page. */
export const messageChannelsTexts = {
  title: pageTitle('message-channels'),
  intro:
    'For each kind of message, the channels to try in order. A message goes on the first one the customer allows, and on the next one once if it fails.',
  loading: 'Loading the message channels',
  errorTitle: 'We could not load the message channels',
  orderLabel: (topic: string) => `${topic}: channels in order`,
  notConfigured: 'Not configured: skipped',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  /** Said after each button's verb by screen readers: ' WhatsApp for Reminder the day before'. */
  of: (channel: MessageChannel, topic: string) => ` ${CHANNEL_LABELS[channel]} for ${topic}`,
  add: (channel: MessageChannel) => `Add ${CHANNEL_LABELS[channel]}`,
  addOf: (topic: string) => ` to ${topic}`,
  save: 'Save message channels',
  saving: 'Saving…',
  saved: 'Message channels saved.',
  invalid: 'Nothing was saved: check the orders marked below.',
} as const;
