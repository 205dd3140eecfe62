import { z } from 'zod';
import { id, isoTimestamp, messageResponse } from './common';

/**
 * Admin accounts as other admins see them (docs/PRODUCT.md#admin-console, Admin accounts): an account
 * can be disabled by another admin (it cannot log in, its sessions end) and enabled again.
 */
export const adminAccount = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  createdAt: isoTimestamp,
  /** When it was disabled; null while enabled. */
  disabledAt: isoTimestamp.nullable(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

/** GET /api/admin/admins: every account, oldest first. */
export const adminAccountsResponse = z.object({ success: z.literal(true), admins: z.array(adminAccount) });
export type AdminAccountsResponse = z.infer<typeof adminAccountsResponse>;

/** A pending invitation to sign up: single use, until `expiresAt`. The code itself is shown only once. */
export const adminInvitation = z.object({
  _id: id,
  createdAt: isoTimestamp,
  expiresAt: isoTimestamp,
  /** The name of the admin who made it. */
  createdBy: z.string(),
});
export type AdminInvitation = z.infer<typeof adminInvitation>;

/** GET /api/admin/invitations: the pending ones (not used, revoked or expired), newest first. */
export const adminInvitationsResponse = z.object({
  success: z.literal(true),
  invitations: z.array(adminInvitation),
});
export type AdminInvitationsResponse = z.infer<typeof adminInvitationsResponse>;

/** POST /api/admin/invitations: the new invitation and its code, which is never shown again. */
export const createdInvitationResponse = messageResponse.extend({ invitation: adminInvitation, code: z.string() });
export type CreatedInvitationResponse = z.infer<typeof createdInvitationResponse>;
