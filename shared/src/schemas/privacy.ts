import { z } from 'zod';
import { PRIVACY_NOTICE_VERSIONS } from '../content/privacy-notice';
import { pagingShape } from './admin';
import { id, isoDate, isoTimestamp, nairaAmount } from './common';

/**
 * Consent at collection (docs/DECISIONS.md, "Consent at collection"): the booking and contact forms send
 * the edition of the privacy notice they showed beside their button; the API stores it with the time.
 * Any published edition is taken (a form loaded before a new one showed the old one); anything else is
 * refused, since nobody could have read it. A request without one (a page loaded before forms sent it,
 * still open in a browser during a deploy) is taken and stored as 'not recorded' (docs/DECISIONS.md,
 * "A missing notice version during a rolling deploy").
 */
export const privacyNoticeVersion = z
  .enum(PRIVACY_NOTICE_VERSIONS, {
    error: 'This page showed a privacy notice we do not know. Please reload the page and send again.',
  })
  .optional();

/** What the admins see of a booking's or message's consent: null when none was recorded. */
export const privacyConsent = z
  .object({
    /** The edition of the notice the form showed. */
    version: z.string(),
    agreedAt: isoTimestamp,
  })
  .nullable();
export type PrivacyConsent = z.infer<typeof privacyConsent>;

/**
 * Data requests (docs/PRODUCT.md, "Your data"; docs/DECISIONS.md, "A data request covers only the proved
 * contact"): from the receipt page, with the manage link's token or the email-or-phone of the lookup, a
 * customer asks for a download or an erasure; either is done only through a link e-mailed to the booking's
 * address, and covers only that e-mail (the one address the click proves).
 */
const proofShape = {
  token: z.string().trim().min(1).max(200).optional(),
  contact: z.string().trim().min(1).max(200).optional(),
};
const PROOF_MISSING = 'Open this page again from your manage link, or look the booking up with your email or phone';
const hasProof = (value: { token?: string; contact?: string }) => Boolean(value.token || value.contact);
export const dataRequestProof = z.object(proofShape).refine(hasProof, { message: PROOF_MISSING });
export type DataRequestProof = z.infer<typeof dataRequestProof>;

/**
 * What a request covers, said in every answer about it (the download, the pages, the e-mails): the same
 * words whether or not such bookings exist, so nothing tells one way or the other.
 */
export const DATA_REQUEST_SCOPE =
  'This covers the bookings and messages made with this e-mail address only. Bookings made with the same ' +
  'phone number under another e-mail address are not included: if they are yours, write to us from the ' +
  'contact page, and we will include them once we have checked that the number is yours.';

/** POST /api/user/bookings/{reference}/my-data: a link to download goes to the booking's e-mail. */
export const dataDownloadRequest = dataRequestProof;
export type DataDownloadRequest = z.infer<typeof dataDownloadRequest>;

/** The receipt page's query parameters of the e-mailed link that opens a download. */
export const DOWNLOAD_PARAMS = { request: 'download', code: 'code' } as const;

const LINK_NOT_COMPLETE = 'The link is not complete: open it again from your e-mail';
const linkCode = z.string({ error: LINK_NOT_COMPLETE }).trim().min(1, LINK_NOT_COMPLETE).max(200, LINK_NOT_COMPLETE);

export const DATA_EXPORT_FORMATS = ['json', 'html'] as const;
/** GET /api/user/data-requests/{id}/my-data?code=…&format=json|html (an attachment). */
export const dataExportQuery = z.object({
  code: linkCode,
  format: z.enum(DATA_EXPORT_FORMATS, { error: 'Format must be json or html' }).default('json'),
});
export type DataExportQuery = z.input<typeof dataExportQuery>;

const exportedPayment = z.object({
  reference: z.string(),
  amount: nairaAmount,
  paidAt: isoTimestamp.nullable(),
  refundedAmount: nairaAmount,
});

/**
 * What the crew recorded at a booking's visit (docs/PRODUCT.md, "The crew's day"), in the words the phone
 * shows: each step with its time ('On my way', 'Started', 'Done', 'Could not work' with its reason and
 * note), and the photos of the home at signed addresses of the API that work for an hour.
 */
const exportedVisit = z.object({
  reference: z.string(),
  steps: z.array(
    z.object({
      step: z.string(),
      at: isoTimestamp,
      crew: z.string(),
      reason: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  photos: z.array(z.object({ takenAt: isoTimestamp, url: z.string(), linkExpiresAt: isoTimestamp })),
});

/** The download: every booking, message and payment of the proved e-mail, as stored. */
export const dataExport = z.object({
  generatedAt: isoTimestamp,
  privacyNotice: z.string(),
  /** The e-mail the link was sent to: what the download covers. */
  matchedOn: z.object({ email: z.string() }),
  /** What is not included and how to ask for it ({@link DATA_REQUEST_SCOPE}). */
  notIncluded: z.string(),
  bookings: z.array(
    z.object({
      reference: z.string(),
      createdAt: isoTimestamp,
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      notes: z.string(),
      location: z.string(),
      service: z.string(),
      date: isoDate,
      time: z.string(),
      amount: nairaAmount,
      cancelled: z.boolean(),
      privacyNoticeVersion: z.string().nullable(),
      privacyAgreedAt: isoTimestamp.nullable(),
      /**
       * How they chose to hear from us ('whatsapp', 'sms', 'email'), the notice shown beside the choice
       * and when; null: not recorded (booked before the choice).
       */
      contactChannel: z.string().nullable(),
      contactNoticeVersion: z.string().nullable(),
      contactChosenAt: isoTimestamp.nullable(),
    }),
  ),
  payments: z.array(exportedPayment),
  /** The crew's visits of those bookings that have a step or a photo. */
  visits: z.array(exportedVisit),
  messages: z.array(
    z.object({
      createdAt: isoTimestamp,
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      privacyNoticeVersion: z.string().nullable(),
      privacyAgreedAt: isoTimestamp.nullable(),
    }),
  ),
  /** What they wrote to us on WhatsApp or by SMS about those bookings, oldest first. */
  phoneMessages: z.array(
    z.object({ receivedAt: isoTimestamp, channel: z.string(), phone: z.string(), text: z.string() }),
  ),
});
export type DataExport = z.infer<typeof dataExport>;

/** POST /api/user/bookings/{reference}/erasure: a link to confirm goes to the booking's e-mail. */
export const erasureRequest = dataRequestProof;
export type ErasureRequest = z.infer<typeof erasureRequest>;

/** The receipt page's query parameters of the e-mailed link that confirms an erasure. */
export const ERASE_PARAMS = { request: 'erase', code: 'code' } as const;

/** POST /api/user/data-requests/{id}/confirm with the code of the e-mailed link (a button on its page). */
export const erasureConfirmRequest = z.object({ code: linkCode });
export type ErasureConfirmRequest = z.infer<typeof erasureConfirmRequest>;

/**
 * Where a request stands: `awaiting-confirmation` (the e-mailed link not used yet), `awaiting-admin`
 * (confirmed, but a visit is still to come: an admin completes it), `completed`, `refused` (with why).
 */
export const DATA_REQUEST_STATUSES = ['awaiting-confirmation', 'awaiting-admin', 'completed', 'refused'] as const;
export const dataRequestStatus = z.enum(DATA_REQUEST_STATUSES, {
  error: 'Status must be awaiting-confirmation, awaiting-admin, completed or refused',
});
export type DataRequestStatus = z.infer<typeof dataRequestStatus>;

export const DATA_REQUEST_KINDS = ['access', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Answer of a download's or an erasure's request, and of the erasure's confirmation. */
export const erasureResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  status: dataRequestStatus,
});
export type ErasureResponse = z.infer<typeof erasureResponse>;
export const dataRequestResponse = erasureResponse;
export type DataRequestResponse = ErasureResponse;

/** One request as the console lists it (GET /api/admin/data-requests). */
export const dataRequest = z.object({
  _id: id,
  kind: z.enum(DATA_REQUEST_KINDS),
  status: dataRequestStatus,
  /** The booking it was asked from. */
  reference: z.string(),
  /** Who asked, while the data exists (empty once erased). */
  contact: z.string(),
  requestedAt: isoTimestamp,
  /** The legal deadline (docs/PRODUCT.md, "Your data"). */
  dueAt: isoTimestamp,
  closedAt: isoTimestamp.nullable(),
  closedBy: z.string().nullable(),
  /** What was erased, or why it was refused. */
  outcome: z.string(),
});
export type DataRequest = z.infer<typeof dataRequest>;

export const dataRequestsQuery = z.object({ ...pagingShape, status: dataRequestStatus.optional() });
export type DataRequestsQuery = z.input<typeof dataRequestsQuery>;

export const dataRequestsResponse = z.object({
  success: z.literal(true),
  requests: z.array(dataRequest),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type DataRequestsResponse = z.infer<typeof dataRequestsResponse>;

/** POST /api/admin/data-requests/{id}/complete | /refuse */
export const dataRequestRefusal = z.object({
  reason: z.string().trim().min(1, 'Say why the request is refused').max(500, 'Must be at most 500 characters'),
});
export type DataRequestRefusal = z.infer<typeof dataRequestRefusal>;

export const dataRequestActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request: dataRequest,
});
export type DataRequestActionResponse = z.infer<typeof dataRequestActionResponse>;
