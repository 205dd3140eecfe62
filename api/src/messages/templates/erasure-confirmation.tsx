import { DATA_REQUEST_SCOPE } from '@clean/shared/schemas';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { DataRequestLinkFacts } from '../../db/outbox-payloads';
import { EmailLayout, paragraph, primaryButton } from './layout';

/** The facts an erasure confirmation is written with (nothing of the data it will erase). */
export type ErasureConfirmationFacts = DataRequestLinkFacts;

export const erasureConfirmationSubject = (facts: ErasureConfirmationFacts): string =>
  `Confirm: erase your personal data (booking ${facts.reference})`;

/** Sent when someone asks, from a booking's receipt page, to erase the data of its e-mail address. */
export function ErasureConfirmation({ facts, confirmUrl }: { facts: ErasureConfirmationFacts; confirmUrl: string }) {
  return (
    <EmailLayout preview="Confirm that we should erase your personal data." title="Erase your personal data?">
      <Text style={paragraph}>
        We were asked, from booking {facts.reference}, to erase the personal data of every booking and message made with
        this e-mail address. The link opens a page where you confirm it; nothing is erased before you do. Amounts and
        dates stay in our accounts, without your name or contact. If you did not ask for this, ignore this e-mail and
        nothing changes.
      </Text>
      <Text style={paragraph}>{DATA_REQUEST_SCOPE}</Text>
      <Button href={confirmUrl} style={primaryButton}>
        Open the confirmation page
      </Button>
    </EmailLayout>
  );
}
