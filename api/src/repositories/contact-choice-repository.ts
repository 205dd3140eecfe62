import type { MessageChannel } from '@clean/shared/schemas';
import { and, asc, eq, gte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, channelOptOuts, plans } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { liveAppointment, notCancelled } from './appointment-scopes';

/** A customer's choice of channel as stored on a booking and its plan (docs/PRODUCT.md, "Messages on WhatsApp and SMS"). */
export interface ContactChoice {
  contactChannel: MessageChannel;
  contactNoticeVersion: string | null;
  contactChosenAt: Date;
}

/** A channel the customer's STOP turned off, and when. */
export interface StoppedChannel {
  channel: MessageChannel;
  at: Date;
}

/** The customer's choice of channel on their bookings, and the channels their phone turned off. */
export function createContactChoiceRepository(db: Database) {
  return {
    /** The channels the phone (E.164) turned off with STOP, oldest first; none for an empty phone. */
    async stopped(phone: string, reader: Database | Transaction = db): Promise<StoppedChannel[]> {
      if (phone === '') return [];
      return reader
        .select({ channel: channelOptOuts.channel, at: channelOptOuts.optedOutAt })
        .from(channelOptOuts)
        .where(eq(channelOptOuts.phone, phone))
        .orderBy(asc(channelOptOuts.optedOutAt), asc(channelOptOuts.channel));
    },

    /**
     * Records the choice on the booking `id`; with `plan`, also on the plan (the visits it makes later copy
     * it) and on its live visits not cancelled from `plan.from` (a Lagos date) on.
     */
    async record(
      tx: Transaction,
      id: string,
      choice: ContactChoice,
      plan: { id: string; from: string } | null,
    ): Promise<void> {
      const visitsToCome = plan
        ? and(eq(appointments.planId, plan.id), gte(appointments.date, plan.from), liveAppointment, notCancelled)
        : undefined;
      await tx
        .update(appointments)
        .set(choice)
        .where(visitsToCome ? or(eq(appointments.id, id), visitsToCome) : eq(appointments.id, id));
      if (plan) await tx.update(plans).set(choice).where(eq(plans.id, plan.id));
    },
  };
}

export type ContactChoiceRepository = ReturnType<typeof createContactChoiceRepository>;
