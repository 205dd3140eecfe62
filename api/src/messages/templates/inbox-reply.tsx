import { company } from '@clean/shared/content';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { WhatsAppReplyFacts } from '../../db/outbox-payloads';
import { EmailLayout, paragraph, primaryButton } from './layout';

export const inboxReplySubject = (): string => `A message from ${company.name}`;

/**
 * An admin's answer from the inbox, when it is resent by e-mail (it goes on WhatsApp first:
 * docs/PRODUCT.md, "Messages on WhatsApp and SMS").
 */
export function InboxReply({ facts }: { facts: WhatsAppReplyFacts }) {
  return (
    <EmailLayout preview={facts.text.slice(0, 90)} title={`A message from ${company.name}`}>
      <Text style={{ ...paragraph, whiteSpace: 'pre-line' }}>{facts.text}</Text>
      <Button href={`https://wa.me/${company.phone.replace(/\D/g, '')}`} style={primaryButton}>
        Answer on WhatsApp
      </Button>
    </EmailLayout>
  );
}
