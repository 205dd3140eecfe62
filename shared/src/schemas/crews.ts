import { z } from 'zod';
import { location, strandedBooking } from './availability-settings';
import { email, id, isoDate, messageResponse, nigerianPhone, requiredText } from './common';

/**
 * A crew as the console names it (docs/PRODUCT.md, "Crews by name"): the location it works from, and
 * whether it still takes jobs (a crew a booking points to is deactivated, never deleted).
 */
export const crewSummary = z.object({
  _id: id,
  name: z.string(),
  location: z.string(),
  active: z.boolean(),
});
export type CrewSummary = z.infer<typeof crewSummary>;

/** A time of day a crew starts or stops, on the hour or the half hour, Lagos time: '07:00', '17:30'. */
const TIME_OF_DAY_MESSAGE = 'Give a time on the hour or half hour, such as 07:00';
export const timeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[03]0$|^24:00$/, TIME_OF_DAY_MESSAGE);

/** Minutes after midnight of a time of day: '07:30' is 450. */
export const minutesOfTimeOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time of day from minutes after midnight: 450 is '07:30'. */
export const timeOfDayOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const WEEKDAY_MESSAGE = 'A working day must be a whole number from 0 (Sunday) to 6 (Saturday)';

export const crewMember = z.object({
  name: requiredText("Give each member's name", 100),
  phone: requiredText("Give each member's phone", 30).pipe(nigerianPhone()),
  /** Where their sign-in link also goes (docs/PRODUCT.md, "The crew's day"); the phone gets it by SMS. */
  email: z.union([z.literal(''), email()]).optional(),
});
export type CrewMember = z.infer<typeof crewMember>;

/** POST /api/admin/crews and PUT /api/admin/crews/{id}: what the office says of a crew. */
export const crewRequest = z
  .object({
    name: requiredText('Name is required', 60),
    location,
    members: z.array(crewMember).max(20, 'A crew has at most 20 members'),
    workingDays: z
      .array(z.number({ error: WEEKDAY_MESSAGE }).int(WEEKDAY_MESSAGE).min(0, WEEKDAY_MESSAGE).max(6, WEEKDAY_MESSAGE))
      .min(1, 'Choose at least one working day')
      .refine((days) => new Set(days).size === days.length, 'Give each working day once'),
    dayStarts: timeOfDay,
    dayEnds: timeOfDay,
    /** The areas of its location it goes to (ids); none: every area. */
    areas: z
      .array(id)
      .max(200, 'A crew covers at most 200 areas')
      .refine((ids) => new Set(ids).size === ids.length, 'Give each area once')
      .default([]),
  })
  .refine((crew) => minutesOfTimeOfDay(crew.dayEnds) > minutesOfTimeOfDay(crew.dayStarts), {
    path: ['dayEnds'],
    message: 'The day must end after it starts',
  });
export type CrewRequest = z.input<typeof crewRequest>;
export type CrewPayload = z.output<typeof crewRequest>;

/** Dates a crew does not work, from `firstDate` to `lastDate` (docs/PRODUCT.md, Jobs of real length). */
export const crewTimeOff = z.object({ _id: id, firstDate: isoDate, lastDate: isoDate, note: z.string() });
export type CrewTimeOff = z.infer<typeof crewTimeOff>;

/** POST /api/admin/crews/{id}/time-off: from today on, at most a year. */
export const crewTimeOffRequest = z
  .object({
    firstDate: isoDate,
    lastDate: isoDate,
    note: z.string().trim().max(200, 'At most 200 characters').optional(),
  })
  .refine((range) => range.lastDate >= range.firstDate, {
    path: ['lastDate'],
    message: 'The last day must be on or after the first',
  });
export type CrewTimeOffRequest = z.infer<typeof crewTimeOffRequest>;

/** A crew with everything the office says of it, and its time off from today on. */
export const crew = crewSummary.extend({
  members: z.array(crewMember),
  workingDays: z.array(z.number().int()),
  dayStarts: timeOfDay,
  dayEnds: timeOfDay,
  timeOff: z.array(crewTimeOff),
  /** The areas it is limited to (ids, docs/PRODUCT.md "Areas and landmarks"); empty: every area. */
  areas: z.array(id).optional(),
});
export type Crew = z.infer<typeof crew>;

/** GET /api/admin/crews: every crew, the active ones first, by location and name. */
export const crewsResponse = z.object({ success: z.literal(true), crews: z.array(crew) });
export type CrewsResponse = z.infer<typeof crewsResponse>;

/** GET /api/admin/crews/{id}. */
export const crewResponse = z.object({ success: z.literal(true), crew });
export type CrewResponse = z.infer<typeof crewResponse>;

/** The answer of a change of a crew: what was done, and the crew now. */
export const crewChangeResponse = crewResponse.extend({ message: z.string() });
export type CrewChangeResponse = z.infer<typeof crewChangeResponse>;

/**
 * 409 of a deactivation (paid jobs from today no other crew of the location is free for) or of time
 * off (the crew's jobs on those dates); nothing changed. Send crews to them, or move them, first.
 */
export const crewConflictResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  bookings: z.array(strandedBooking),
});
export type CrewConflictResponse = z.infer<typeof crewConflictResponse>;

/** PUT /api/admin/appointments/{id}/crew: sends another crew of its location to a booking. */
export const assignCrewRequest = z.object({ crewId: id });
export type AssignCrewRequest = z.infer<typeof assignCrewRequest>;

export const assignCrewResponse = messageResponse.extend({ crew: crewSummary });
export type AssignCrewResponse = z.infer<typeof assignCrewResponse>;
