import { formatNaira } from '@clean/shared/format';
import { longDate } from '@clean/shared/lagos-time';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { BookingFacts } from '../../db/outbox-payloads';
import { EmailLayout, Facts, paragraph, primaryButton } from './layout';
import { addressRows, PriceMadeUp } from './price-and-address';

/** The messages of a plan's visits (docs/PRODUCT.md, Recurring plans). */
export interface PlanVisitProps {
  booking: BookingFacts;
  /** The visit's manage link (its receipt page: see, pay, skip). */
  receiptUrl: string;
}

const when = (date: string, time: string) => `${longDate(date)}, ${time}`;

const visitFacts = (booking: BookingFacts) => (
  <Facts
    rows={[
      ['Service', `${booking.serviceName} (${booking.productName})`],
      ['When', when(booking.date, booking.time)],
      ...addressRows(booking),
      ['Price', formatNaira(booking.amount)],
      ['Reference', booking.reference],
    ]}
  />
);

export const planVisitMovedSubject = (booking: BookingFacts): string =>
  `Your next visit: ${longDate(booking.date)} at ${booking.time} (${booking.reference})`;

/** A visit of the plan placed at another time than its usual one: its usual slot was closed or full. */
export function PlanVisitMoved({ booking, receiptUrl }: PlanVisitProps) {
  const usual = booking.change?.previousDate && booking.change.previousTime;
  const text = usual
    ? `Your usual time, ${when(booking.change?.previousDate ?? '', booking.change?.previousTime ?? '')}, is not available, so we booked the nearest free time for this visit: ${when(booking.date, booking.time)}. Your other visits keep their usual time.`
    : `We booked this visit of your plan for ${when(booking.date, booking.time)}.`;
  return (
    <EmailLayout preview={text} title="Your next visit has another time">
      <Text style={paragraph}>Hello {booking.firstName},</Text>
      <Text style={paragraph}>{text}</Text>
      {visitFacts(booking)}
      <Button href={receiptUrl} style={primaryButton}>
        See or change this visit
      </Button>
    </EmailLayout>
  );
}

export const planPaymentNeededSubject = (booking: BookingFacts): string =>
  `Please pay for your visit on ${longDate(booking.date)} (${booking.reference})`;

/** The saved card was refused twice: the visit waits for the customer's payment until it starts. */
export function PlanPaymentNeeded({ booking, receiptUrl }: PlanVisitProps) {
  const reason = booking.change?.note;
  const text = `We could not charge your saved card for your visit on ${when(booking.date, booking.time)}${reason ? ` (the bank said: ${reason})` : ''}. Please pay online to keep your crew; an unpaid visit is released when it is due.`;
  return (
    <EmailLayout preview={text} title="Your visit is waiting for payment">
      <Text style={paragraph}>Hello {booking.firstName},</Text>
      <Text style={paragraph}>{text}</Text>
      {visitFacts(booking)}
      <PriceMadeUp booking={booking} />
      <Button href={receiptUrl} style={primaryButton}>
        Pay online
      </Button>
    </EmailLayout>
  );
}

export const planCardChangedSubject = (booking: BookingFacts): string =>
  `Your plan's card is changed (${booking.reference})`;

/** The customer paid a visit with a new card from the manage link: it is the card charged from now on. */
export function PlanCardChanged({ booking, receiptUrl }: PlanVisitProps) {
  const card = booking.change?.card;
  const text = `As you asked, we will charge ${card ? `the card ending ${card}` : 'your new card'} before each later visit of your ${booking.serviceName} plan. It paid your visit on ${when(booking.date, booking.time)}; the card you saved before will not be charged again.`;
  return (
    <EmailLayout preview={text} title="Your plan's card is changed">
      <Text style={paragraph}>Hello {booking.firstName},</Text>
      <Text style={paragraph}>{text}</Text>
      {visitFacts(booking)}
      <Button href={receiptUrl} style={primaryButton}>
        See your plan
      </Button>
    </EmailLayout>
  );
}

/** The plan changes from the manage link, or the staff's for the customer (services/plan-actions.ts). */
export type PlanChangeKind =
  'plan-visit-skipped' | 'plan-paused' | 'plan-cancelled' | 'plan-resumed' | 'plan-rescheduled';

const PLAN_CHANGE_TITLES: Record<PlanChangeKind, string> = {
  'plan-visit-skipped': 'Your visit is skipped',
  'plan-paused': 'Your plan is paused',
  'plan-cancelled': 'Your plan is cancelled',
  'plan-resumed': 'Your plan is running again',
  'plan-rescheduled': 'Your plan has new times',
};

export const planChangedSubject = (kind: PlanChangeKind, booking: BookingFacts): string =>
  `${PLAN_CHANGE_TITLES[kind]} (${booking.reference})`;

/** What the change means, after its opening ('As you asked, …' or 'Our team has changed your plan: …'). */
const PLAN_CHANGE_TEXTS: Record<PlanChangeKind, (booking: BookingFacts) => string> = {
  'plan-visit-skipped': (booking) =>
    `we skipped your visit on ${when(booking.date, booking.time)}. It will not be charged; your other visits stay as they are.`,
  'plan-paused': (booking) =>
    `your ${booking.serviceName} plan is paused until ${longDate(booking.change?.until ?? booking.date)}. No visit is made or charged before then; your visits start again from that day.`,
  'plan-cancelled': (booking) => `your ${booking.serviceName} plan is cancelled: no more visits are booked or charged.`,
  'plan-resumed': (booking) =>
    `your ${booking.serviceName} plan is running again. Your next visit is on ${when(booking.date, booking.time)}.`,
  'plan-rescheduled': (booking) =>
    `we moved the visits to come of your ${booking.serviceName} plan to their new times; the later ones keep the same rhythm from there. Your next visits:`,
};

/** A skip, a pause, a cancel or a resume: what it means, and the refund it started. */
export function PlanChanged({ booking, receiptUrl, kind }: PlanVisitProps & { kind: PlanChangeKind }) {
  const refunded = booking.change?.refunded;
  const text =
    (booking.change?.byStaff ? 'Our team has changed your plan: ' : 'As you asked, ') +
    PLAN_CHANGE_TEXTS[kind](booking) +
    (refunded ? ` We are sending back ${formatNaira(refunded)} for the paid visits it cancelled.` : '');
  return (
    <EmailLayout preview={text} title={PLAN_CHANGE_TITLES[kind]}>
      <Text style={paragraph}>Hello {booking.firstName},</Text>
      <Text style={paragraph}>{text}</Text>
      {booking.change?.visits?.map((visit) => (
        <Text key={`${visit.date} ${visit.time}`} style={paragraph}>
          {when(visit.date, visit.time)}
        </Text>
      ))}
      <Button href={receiptUrl} style={primaryButton}>
        See your plan
      </Button>
    </EmailLayout>
  );
}
