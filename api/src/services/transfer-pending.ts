/**
 * A bank transfer reported pending by the popup (`onBankTransferConfirmationPending`): the money is on
 * its way, so the crew stays held for TRANSFER_HOLD_MINUTES: once, and never past
 * TRANSFER_HOLD_CEILING_MINUTES after the booking's own hold (domain/hold-caps.ts). The provider's
 * signed `charge.success` webhook then records the payment. The provider is asked first: only a pending transaction of this
 * booking's reference, amount and currency extends the hold (a transfer that already arrived is
 * recorded at once).
 */
import type { TransferPendingRequest, TransferPendingResponse } from '@clean/shared/schemas';
import type { HoldSettings } from '../config';
import { conflict, HttpError, notFound } from '../http/http-errors';
import { recordedAnswer, recordVerifiedPayment, type SettleDeps } from './settle-payment';
import { verifyAppointmentPayment } from '../payments/verify-payment';
import { transferHoldEnd } from '../domain/hold-caps';
import { transact, type Transaction } from '../db/transaction';

export const BOOKING_NOT_FOUND = 'We could not find this booking. Please check the payment reference.';
export const TRANSFER_HELD = "We're confirming your transfer. Your slot is held while it arrives.";
export const TRANSFER_CANCELLED =
  'This booking was cancelled. If you sent money, it is safe: we will record it and call you about a refund or another time.';
export const TRANSFER_SLOT_TAKEN =
  'Sorry, this time was booked by someone else after your slot hold ran out. If your transfer arrives, your ' +
  'money is safe: we will record it and call you to arrange another time or a refund.';
export const TRANSFER_HOLD_OVER =
  'The time we could hold this slot for your transfer is over, and it may be booked by someone else. If your ' +
  'transfer arrives, your money is safe: we will record it and call you to arrange a time or a refund.';
export const TRANSFER_UNREACHABLE =
  'We could not reach the payment provider to check your transfer. Your money is safe: once it arrives we ' +
  'record it. Please try again in a moment.';

type Answer = Omit<TransferPendingResponse, 'success' | 'serverTime'>;

export async function reportTransferPending(
  deps: SettleDeps & { holds: HoldSettings },
  input: TransferPendingRequest,
): Promise<Answer> {
  const appointment = await deps.appointments.findById(input.appointmentId);
  if (!appointment || appointment.reference !== input.reference) throw notFound(BOOKING_NOT_FOUND);
  if (appointment.payment) return { ...recordedAnswer(appointment), holdExpiresAt: null };
  if (appointment.cancelled) throw conflict(TRANSFER_CANCELLED);

  const verification = await verifyAppointmentPayment(deps.verifier, appointment);
  if (verification.status === 'paid') {
    return { ...(await recordVerifiedPayment(deps, appointment.id)), holdExpiresAt: null };
  }
  if (verification.status === 'pending') throw new HttpError(502, TRANSFER_UNREACHABLE);
  if (verification.providerStatus !== 'pending') {
    throw conflict(
      `We could not find a pending bank transfer for this booking. ${verification.reason} If you sent money, ` +
        'it is safe: we will reconcile it with the provider. Please contact us with your payment reference.',
    );
  }

  // A longer hold moves the moment its crew comes free (and a hold that ran out takes it again).
  const held = await transact(
    deps,
    'availability',
    (result) => result.outcome === 'extended',
    (tx: Transaction) =>
      deps.appointments.extendHold(tx, appointment.id, deps.now, (row) => transferHoldEnd(row, deps.now, deps.holds)),
  );
  switch (held.outcome) {
    case 'not-found':
      throw notFound(BOOKING_NOT_FOUND);
    case 'slot-taken':
      throw conflict(TRANSFER_SLOT_TAKEN);
    case 'cancelled':
      throw conflict(TRANSFER_CANCELLED);
    case 'paid':
      return { ...recordedAnswer(held.row), holdExpiresAt: null };
    case 'used':
    case 'too-late':
      // Reported again (a reload of the page): the hold it was given stands, and is not extended.
      if (held.outcome === 'used' && held.row.holdExpiresAt > deps.now) return holding(held.row.holdExpiresAt);
      throw conflict(TRANSFER_HOLD_OVER);
    case 'extended':
      return holding(held.row.holdExpiresAt);
  }
}

const holding = (until: Date): Answer => ({
  status: 'awaiting-payment',
  message: TRANSFER_HELD,
  holdExpiresAt: until.toISOString(),
});
