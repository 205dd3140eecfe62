import { z } from 'zod';
import { hasControlCharacters } from '../format/control-characters';
import { CHECKLIST_LIMIT, priceLine } from './catalogue';
import {
  CONTROL_CHARACTERS_MESSAGE,
  id,
  isoDate,
  isoTimestamp,
  messageResponse,
  multiLineText,
  timeLabel,
} from './common';
import {
  COULD_NOT_WORK_REASONS,
  couldNotWorkNoteMissing,
  JOB_PHOTO_LIMITS,
  JOB_STEPS,
  NOTE_MAX,
  NOTE_NEEDED,
} from '../crew-day';

// The crew's words and limits, without zod (`@clean/shared/crew-day`: the phone's first visit has no zod).
export * from '../crew-day';

/**
 * The crew's day on a phone (docs/PRODUCT.md, "The crew's day"): a member signs one device in from a
 * link the office sends, sees the crew's jobs of today and tomorrow, and records what happens at each
 * (on my way, started, done, could not work). The office sees every step at once.
 */

// --- The office: links and devices ---

/** POST /api/admin/crews/{id}/sign-in-links: a link for one member (by their place in `members`). */
export const crewSignInLinkRequest = z.object({
  member: z.number({ error: 'Choose a member' }).int('Choose a member').min(0, 'Choose a member'),
});
export type CrewSignInLinkRequest = z.infer<typeof crewSignInLinkRequest>;

/**
 * A device a link was sent for: `link-sent` until the link is opened, then `signed-in` until it is
 * signed out, revoked by the office or its time runs out (`ended`).
 */
export const CREW_DEVICE_STATES = ['link-sent', 'signed-in', 'ended'] as const;
export const crewDeviceState = z.enum(CREW_DEVICE_STATES);
export type CrewDeviceState = z.infer<typeof crewDeviceState>;

export const crewDevice = z.object({
  _id: id,
  member: z.string(),
  phone: z.string(),
  state: crewDeviceState,
  linkSentAt: isoTimestamp,
  linkExpiresAt: isoTimestamp,
  signedInAt: isoTimestamp.nullable(),
  /** When the device's session ends by itself (null until signed in). */
  expiresAt: isoTimestamp.nullable(),
  lastSeenAt: isoTimestamp.nullable(),
  /** When the office revoked it or the member signed out. */
  endedAt: isoTimestamp.nullable(),
});
export type CrewDevice = z.infer<typeof crewDevice>;

/**
 * The answer of a link sent: where it went (SMS to the member's phone, e-mail when they have one). `link`
 * is the link itself only when no channel can deliver it (no SMS provider configured and no e-mail), so
 * the office can pass it on by hand; null otherwise.
 */
export const crewSignInLinkResponse = messageResponse.extend({ device: crewDevice, link: z.string().nullable() });
export type CrewSignInLinkResponse = z.infer<typeof crewSignInLinkResponse>;

/** GET /api/admin/crews/{id}/devices: the crew's devices, newest link first (the last 90 days). */
export const crewDevicesResponse = z.object({ success: z.literal(true), devices: z.array(crewDevice) });
export type CrewDevicesResponse = z.infer<typeof crewDevicesResponse>;

/** DELETE /api/admin/crews/{id}/devices/{deviceId}: signs the device out at once (its next call is 401). */
export const crewDeviceParams = z.object({ id, deviceId: id });

// --- The phone: sign in ---

/** POST /api/crew/sign-in: the token of the link (`/crew/sign-in#<token>`); a link signs in one device. */
export const crewSignInRequest = z.object({ token: z.string().trim().min(1, 'The link is incomplete').max(200) });
export type CrewSignInRequest = z.infer<typeof crewSignInRequest>;

export const crewIdentity = z.object({ crew: z.string(), location: z.string(), member: z.string() });
export type CrewIdentity = z.infer<typeof crewIdentity>;

export const crewSignInResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: isoTimestamp,
  identity: crewIdentity,
});
export type CrewSignInResponse = z.infer<typeof crewSignInResponse>;

// --- The phone: the day ---

export const jobStep = z.enum(JOB_STEPS);
export const couldNotWorkReason = z.enum(COULD_NOT_WORK_REASONS);

/**
 * A photo of the finished work, shown through a signed address that lasts an hour: `url` is a path on
 * the API ('/api/photos/…?expires=…&signature=…'), to put after the API's base address.
 */
export const jobPhoto = z.object({ _id: id, url: z.string() });
export type JobPhoto = z.infer<typeof jobPhoto>;

/** One step as recorded: when it happened on the phone, and when the office heard of it. */
export const jobEvent = z.object({
  _id: id,
  kind: jobStep.exclude(['assigned']),
  at: isoTimestamp,
  receivedAt: isoTimestamp,
  member: z.string(),
  crew: z.string(),
  reason: couldNotWorkReason.nullable(),
  note: z.string().nullable(),
  /** The checklist items ticked (done). */
  checklist: z.array(z.string()),
  photos: z.array(jobPhoto),
});
export type JobEvent = z.infer<typeof jobEvent>;

export const crewJob = z.object({
  _id: id,
  reference: z.string(),
  date: isoDate,
  time: timeLabel,
  durationMinutes: z.number().int().positive(),
  product: z.string(),
  service: z.string(),
  priceLines: z.array(priceLine),
  address: z.string(),
  area: z.string().nullable(),
  landmark: z.string().nullable(),
  /** A map search for the address, area, city and landmark. */
  mapUrl: z.string(),
  customer: z.object({
    firstName: z.string(),
    /** +234… for the call button; the WhatsApp address of the same number. */
    phone: z.string(),
    whatsappUrl: z.string().nullable(),
  }),
  notes: z.string(),
  /** What the service's checklist asks, ticked on 'Done'. */
  checklist: z.array(z.string()),
  step: jobStep,
  events: z.array(jobEvent),
});
export type CrewJob = z.infer<typeof crewJob>;

/** GET /api/crew/day: today's jobs (Lagos) in order, then tomorrow's. */
export const crewDayResponse = z.object({
  success: z.literal(true),
  identity: crewIdentity,
  today: isoDate,
  serverTime: isoTimestamp,
  jobs: z.array(crewJob),
});
export type CrewDayResponse = z.infer<typeof crewDayResponse>;

const eventBase = {
  /** The phone's own id for this action (a UUID): sent again, it is recorded once. */
  key: z.uuid('The action key must be a UUID'),
  /** When it happened on the phone (an action taken offline is sent later). */
  at: isoTimestamp,
};

const note = multiLineText(NOTE_MAX);

/** POST /api/crew/jobs/{id}/events: one step of a job. */
export const jobEventRequest = z.discriminatedUnion('kind', [
  z.object({ ...eventBase, kind: z.literal('on-my-way') }),
  z.object({ ...eventBase, kind: z.literal('started') }),
  z.object({
    ...eventBase,
    kind: z.literal('done'),
    checklist: z
      .array(
        z
          .string()
          .max(120)
          .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE),
      )
      .max(CHECKLIST_LIMIT)
      .default([]),
    /** Photos already uploaded for this job (PUT …/photos/{photoId}). */
    photos: z
      .array(z.uuid('A photo id must be a UUID'))
      .max(JOB_PHOTO_LIMITS.perJob, `At most ${JOB_PHOTO_LIMITS.perJob} photos`)
      .default([]),
  }),
  z
    .object({
      ...eventBase,
      kind: z.literal('could-not-work'),
      reason: couldNotWorkReason,
      note: note.optional(),
    })
    .refine((event) => !couldNotWorkNoteMissing(event.reason, event.note), {
      path: ['note'],
      message: NOTE_NEEDED,
    }),
]);
export type JobEventRequest = z.input<typeof jobEventRequest>;
export type JobEventPayload = z.output<typeof jobEventRequest>;

/**
 * The answer of a step: the job as it now stands. `recorded` is false when the same key was recorded
 * before (an action sent twice). 409 when the job is already done or could not be worked; 400 when
 * `at` is in the future or more than 7 days ago.
 */
export const jobEventResponse = messageResponse.extend({ job: crewJob, recorded: z.boolean() });
export type JobEventResponse = z.infer<typeof jobEventResponse>;

/** PUT /api/crew/jobs/{id}/photos/{photoId} (body: the image, one of JOB_PHOTO_LIMITS.types). */
export const jobPhotoParams = z.object({ id, photoId: z.uuid('A photo id must be a UUID') });
export const jobPhotoResponse = z.object({ success: z.literal(true), photo: jobPhoto });
export type JobPhotoResponse = z.infer<typeof jobPhotoResponse>;

/** The office's view of a job (appointment details, the board): its step and its timeline, oldest first. */
export const jobTimeline = z.object({ step: jobStep, events: z.array(jobEvent) });
export type JobTimeline = z.infer<typeof jobTimeline>;
