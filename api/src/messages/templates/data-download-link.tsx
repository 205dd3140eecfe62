import { DATA_REQUEST_SCOPE } from '@clean/shared/schemas';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { DataRequestLinkFacts } from '../../db/outbox-payloads';
import { EmailLayout, paragraph, primaryButton } from './layout';

/** The facts a download link is written with (nothing of the data it opens). */
export type DataDownloadFacts = DataRequestLinkFacts;

export const dataDownloadSubject = (facts: DataDownloadFacts): string =>
  `Download your personal data (booking ${facts.reference})`;

/** Sent when someone asks, from a booking's receipt page, for a copy of the data of its e-mail address. */
export function DataDownloadLink({ facts, downloadUrl }: { facts: DataDownloadFacts; downloadUrl: string }) {
  return (
    <EmailLayout preview="Your link to download your personal data." title="Download your personal data">
      <Text style={paragraph}>
        We were asked for a copy of the personal data we hold about this e-mail address, from booking {facts.reference}.
        The link opens a page where you can download it; it works for 7 days. If you did not ask for this, ignore this
        e-mail: nobody else can open the link.
      </Text>
      <Text style={paragraph}>{DATA_REQUEST_SCOPE}</Text>
      <Button href={downloadUrl} style={primaryButton}>
        Open my download
      </Button>
    </EmailLayout>
  );
}
