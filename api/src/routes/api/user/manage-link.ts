import type { Receipt } from '@clean/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../../domain/client-key';
import { tooMany } from '../../../http/http-errors';
import { tokenOpensBooking, type ManageDeps } from '../../../services/manage-booking';

/** What the manage link's calls need from the app, read per request (its clock). */
export const manageDeps = (app: FastifyInstance): ManageDeps => ({
  ...app.deps,
  refundProvider: app.refundProvider,
  planChargeHoursBefore: app.config.plans.chargeHoursBefore,
  secret: app.config.manageLinkSecret,
  now: app.now(),
});

export type ManageLimit = (request: FastifyRequest<{ Params: { reference: string } }>) => Promise<void>;

/** The options of the route plugins whose calls come from a manage link. */
export interface ManageLinkOptions {
  /** The manage link's rate limit (RATE_LIMIT_MANAGE), shared by its calls. */
  manageLimit: ManageLimit;
}

/**
 * Reschedules and cancels (docs/PRODUCT.md, Manage my booking), RATE_LIMIT_MANAGE per
 * RATE_LIMIT_MANAGE_WINDOW_MINUTES: every request counts per client address; a request with the
 * booking's valid token counts per booking too, so a leaked link cannot be hammered from many
 * addresses, while bad tokens, counted only per address, cannot use up the owner's changes: a
 * reference alone locks nobody out.
 */
export function manageLimit(app: FastifyInstance): ManageLimit {
  return async (request) => {
    const { enabled, manage, manageWindowMs } = app.config.rateLimit;
    if (!enabled) return;
    const { reference } = request.params;
    const counts = [await app.rateCounters.increment(`manage:address:${clientKey(request.ip)}`, manageWindowMs)];
    if (
      counts[0]!.current <= manage &&
      (await tokenOpensBooking(manageDeps(app), reference, (request.body as { token?: unknown } | undefined)?.token))
    ) {
      counts.push(await app.rateCounters.increment(`manage:booking:${reference}`, manageWindowMs));
    }
    const over = counts.filter((count) => count.current > manage);
    if (over.length === 0) return;
    const minutes = Math.ceil(Math.max(...over.map((count) => count.ttlMs)) / 60_000);
    throw tooMany(`Too many changes to this booking. Please wait ${minutes} minutes and try again.`);
  };
}

/** The answer of a manage call: the booking's receipt as it is now, and what happened. */
export const receiptAnswer = (app: FastifyInstance, booking: Receipt, message: string) => ({
  success: true as const,
  message,
  booking,
  serverTime: app.now().toISOString(),
});
