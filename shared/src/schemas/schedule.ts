import { z } from 'zod';
import { attentionReason, bookingStatus } from './appointment';
import { location } from './availability-settings';
import { jobStep } from './crew-day';
import { id, isoDate, isoTimestamp, nairaAmount, timeLabel } from './common';

export const SCHEDULE_VIEWS = ['day', 'week'] as const;
export const scheduleView = z.enum(SCHEDULE_VIEWS);
export type ScheduleView = z.infer<typeof scheduleView>;

/** GET /api/admin/schedule?date=&view=&location=: `date` (default today, Lagos) and the 6 days after for a week. */
export const scheduleQuery = z.object({
  date: isoDate.optional(),
  view: scheduleView.default('day'),
  /** Absent: every location. */
  location: location.optional(),
});
export type ScheduleQuery = z.input<typeof scheduleQuery>;

/** A booking on the board (not deleted; cancelled and expired ones too, so staff see what happened). */
export const scheduleBooking = z.object({
  _id: id,
  reference: z.string(),
  customerName: z.string(),
  phone: z.string(),
  product: z.string(),
  service: z.string(),
  frequency: z.string(),
  /** A visit of a recurring plan (docs/PRODUCT.md, Recurring plans): the board marks it 'Plan · Weekly'. */
  plan: z.boolean(),
  amount: nairaAmount,
  payment: z.boolean(),
  status: bookingStatus,
  /** Until when an unpaid booking holds its crew; null once paid. */
  holdExpiresAt: isoTimestamp.nullable(),
  attentionReason: attentionReason.nullable(),
  /** The crew it names (docs/PRODUCT.md, "Crews by name"); null: none. */
  crew: z.string().nullable(),
  /** How far its crew got on the day (on my way, started, done, could not work); absent from an older API. */
  jobStep: jobStep.optional(),
});
export type ScheduleBooking = z.infer<typeof scheduleBooking>;

/**
 * One location's slot: `crews` available, and the bookings in it (the board counts the crews used).
 * Week answers (`view=week`) leave `bookings` empty (`[]`) and give `usage` instead: the week only
 * draws crews used of available per slot, and a busy week is thousands of bookings (docs/PRODUCT.md,
 * Admin console). Day answers list the bookings and have no `usage`.
 */
export const scheduleSlot = z.object({
  location: z.string(),
  time: timeLabel,
  crews: z.number().int().nonnegative(),
  bookings: z.array(scheduleBooking),
  /**
   * What the slot's bookings hold, counted by the server: `taken`, the bookings that hold a crew for
   * good (paid, needs attention, completed); `holdsUntil`, the hold ends of the unpaid ones still within
   * their hold at `serverTime`, oldest end first, each holding a crew until then.
   */
  usage: z
    .object({
      taken: z.number().int().nonnegative(),
      holdsUntil: z.array(isoTimestamp),
    })
    .optional(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlot>;

export const scheduleDay = z.object({
  date: isoDate,
  /** The locations asked that are closed that day (closed weekday or date), with why. */
  closed: z.array(z.object({ location: z.string(), reason: z.string() })),
  /** Every slot hour of the day for each location asked (Saturday's short list on Saturdays), plus any hour a booking sits at. */
  slots: z.array(scheduleSlot),
});
export type ScheduleDay = z.infer<typeof scheduleDay>;

export const scheduleResponse = z.object({
  success: z.literal(true),
  /** The server's clock, so hold time left is counted from it. */
  serverTime: isoTimestamp,
  today: isoDate,
  days: z.array(scheduleDay),
});
export type ScheduleResponse = z.infer<typeof scheduleResponse>;

/** GET /api/admin/schedule/crews?date=&location=: one location's day, crew by crew (default today, Lagos). */
export const crewBoardQuery = z.object({ date: isoDate.optional(), location });
export type CrewBoardQuery = z.input<typeof crewBoardQuery>;

/** A job on the crew board: where it starts and how long it lasts, in minutes after midnight (Lagos). */
export const crewBoardJob = z.object({
  _id: id,
  reference: z.string(),
  customerName: z.string(),
  service: z.string(),
  time: timeLabel,
  startMinute: z.number().int().nonnegative(),
  minutes: z.number().int().positive(),
  status: bookingStatus,
});
export type CrewBoardJob = z.infer<typeof crewBoardJob>;

/**
 * One lane of the crew board (docs/PRODUCT.md, Jobs of real length): a crew with its hours that day
 * (`hours` null: it does not work, `off` says why) and its jobs by start; the lane without a crew
 * (`crew` null) holds the jobs no crew was named for.
 */
export const crewBoardLane = z.object({
  crew: z.object({ _id: id, name: z.string() }).nullable(),
  hours: z.object({ starts: z.number().int(), ends: z.number().int() }).nullable(),
  off: z.string().nullable(),
  jobs: z.array(crewBoardJob),
});
export type CrewBoardLane = z.infer<typeof crewBoardLane>;

export const crewBoardResponse = z.object({
  success: z.literal(true),
  date: isoDate,
  location: z.string(),
  /** Minutes after midnight the board's axis spans: from the earliest crew's start to the latest end. */
  starts: z.number().int(),
  ends: z.number().int(),
  travelMinutes: z.number().int().nonnegative(),
  lanes: z.array(crewBoardLane),
});
export type CrewBoardResponse = z.infer<typeof crewBoardResponse>;
