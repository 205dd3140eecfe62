/**
 * The customer's channel for messages, changed from the manage link (docs/PRODUCT.md, "Messages on
 * WhatsApp and SMS"): recorded with the privacy notice the page showed and the time, on the booking and,
 * for a plan, on the plan and its visits to come; with its audit record, in one transaction.
 */
import { CHANNEL_LABELS, type ContactChannelRequest, type ContactPreference } from '@clean/shared/schemas';
import { lagosDate } from '@clean/shared/lagos-time';
import { contactChannelSummary } from '../domain/audit-sentences';
import { channelProblem, toContactPreference, type ContactColumns } from '../domain/contact-choice';
import { invalidFields } from '../http/http-errors';
import type { ContactChoiceRepository } from '../repositories/contact-choice-repository';
import type { PlanRepository } from '../repositories/plan-repository';
import { transact } from '../db/transaction';
import { bookingOfToken, customerActor, type ManageDeps } from './manage-booking';

export interface ContactChannelDeps extends Pick<
  ManageDeps,
  'db' | 'changes' | 'appointments' | 'audit' | 'secret' | 'now'
> {
  contactChoices: ContactChoiceRepository;
  plans: Pick<PlanRepository, 'lock'>;
}

/** What the manage page says once the choice is saved. */
export const contactChannelSaved = (contact: ContactPreference): string =>
  `Saved: we will write to you by ${CHANNEL_LABELS[contact.channel]} first.`;

const label = (row: ContactColumns): string | null => (row.contactChannel ? CHANNEL_LABELS[row.contactChannel] : null);

/**
 * Records `request.channel` for the booking its token opens (404 for any other token); WhatsApp for a
 * phone that is not a mobile one is refused (400, nothing changes). Answers the choice as now stored.
 */
export async function changeContactChannel(
  deps: ContactChannelDeps,
  reference: string,
  request: ContactChannelRequest,
): Promise<ContactPreference> {
  const booking = await bookingOfToken(deps, reference, request.token);
  const problem = channelProblem(request.channel, booking.phone);
  if (problem) throw invalidFields([{ field: 'channel', message: problem }]);
  const choice = {
    contactChannel: request.channel,
    contactNoticeVersion: request.privacyNoticeVersion ?? null,
    contactChosenAt: deps.now,
  };
  await transact(
    deps,
    'availability',
    () => false,
    async (tx) => {
      // Under the plan's lock, a visit its horizon makes meanwhile copies the new choice, not the old.
      if (booking.planId) await deps.plans.lock(tx, booking.planId);
      const plan = booking.planId ? { id: booking.planId, from: lagosDate(deps.now) } : null;
      await deps.contactChoices.record(tx, booking.id, choice, plan);
      await deps.audit.record(
        {
          admin: customerActor(booking),
          action: 'appointment.contact-channel-changed',
          subject: 'appointment',
          subjectId: booking.id,
          summary: contactChannelSummary(booking, CHANNEL_LABELS[request.channel], label(booking), plan !== null),
          at: deps.now,
        },
        tx,
      );
    },
  );
  return toContactPreference(choice, await deps.contactChoices.stopped(booking.phone));
}
