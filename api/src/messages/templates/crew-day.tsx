import { longDate } from '@clean/shared/lagos-time';
import { COULD_NOT_WORK_LABELS, type CouldNotWorkReason } from '@clean/shared/schemas';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts, CrewLinkFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';

/** What the crew's steps tell the customer (docs/PRODUCT.md, "The crew's day"). */
export interface CrewStepProps {
  booking: BookingFacts;
  /** The manage link. */
  receiptUrl: string;
}

const crewOf = (booking: BookingFacts) => booking.change?.crew ?? 'Our crew';

export const onMyWaySubject = (booking: BookingFacts): string =>
  `${crewOf(booking)} is on the way (${booking.reference})`;

/** Sent when the crew taps 'On my way'. */
export function OnMyWay({ booking, receiptUrl }: CrewStepProps) {
  return (
    <EmailLayout preview={`${crewOf(booking)} is on the way to you.`} title="Your crew is on the way">
      <Text style={paragraph}>
        Hello {booking.firstName}, {crewOf(booking)} is on the way for your {booking.serviceName} today at{' '}
        {booking.time}. Please keep water and power on and let the estate gate know we are coming.
      </Text>
      <Facts
        rows={[
          ['Crew', crewOf(booking)],
          ['Where', `${booking.address}, ${booking.location}`],
          ['Reference', booking.reference],
        ]}
      />
      <Button href={receiptUrl} style={primaryButton}>
        See your booking
      </Button>
    </EmailLayout>
  );
}

const reasonOf = (booking: BookingFacts): string => {
  const reason = booking.change?.reason as CouldNotWorkReason | undefined;
  return reason ? COULD_NOT_WORK_LABELS[reason] : 'The crew could not work';
};

export const couldNotWorkSubject = (booking: BookingFacts): string =>
  `We could not do your visit today: we will call you (${booking.reference})`;

/** Sent when the crew taps 'Could not work': what happens next. */
export function CouldNotWork({ booking, receiptUrl }: CrewStepProps) {
  return (
    <EmailLayout preview="We will call you to find another time." title="We could not do your visit">
      <Text style={paragraph}>
        Hello {booking.firstName}, our crew could not do your {booking.serviceName} on {longDate(booking.date)}. We will
        call you to find another time, at no extra cost. What you paid stays with this booking.
      </Text>
      <Facts
        rows={[
          ['Why', reasonOf(booking)],
          ['Reference', booking.reference],
        ]}
      />
      <Button href={receiptUrl} style={primaryButton}>
        See your booking
      </Button>
    </EmailLayout>
  );
}

export const crewLinkSubject = (facts: CrewLinkFacts): string => `Your sign-in link for ${facts.crew}'s jobs`;

/** A crew member's sign-in link by e-mail (the SMS carries the same link). */
export function CrewSignInLink({ facts, link }: { facts: CrewLinkFacts; link: string | null }) {
  return (
    <EmailLayout preview="Open your day's jobs on your phone." title="Your jobs on your phone">
      <Text style={paragraph}>
        Hello {facts.member}, open this link on the phone you work with to see {facts.crew}&apos;s jobs. It works once,
        for 24 hours, and keeps that phone signed in for 14 days.
      </Text>
      {link ? (
        <Button href={link} style={primaryButton}>
          Open my jobs
        </Button>
      ) : (
        <Text style={paragraph}>This link was used or has run out. Ask the office for a new one.</Text>
      )}
    </EmailLayout>
  );
}
