import { z } from 'zod';
import { LOCATIONS } from '../constants';
import { TRAVEL_MINUTES } from '../format/job-length';
import { id, isoDate, isoTimestamp, timeLabel } from './common';

export const location = z.enum(LOCATIONS, { error: `Location must be one of ${LOCATIONS.join(', ')}` });

/** Crews a location can send to one slot (0 stops bookings there without closing the days). */
export const MAX_CREWS_PER_SLOT = 1000;
const crews = z
  .number({ error: 'Crews must be a whole number' })
  .int('Crews must be a whole number')
  .min(0, 'Crews cannot be negative')
  .max(MAX_CREWS_PER_SLOT, `Crews must be at most ${MAX_CREWS_PER_SLOT}`);

/** An hour of the day (Africa/Lagos) at which a crew can start: 6 is '6:00 AM'. */
const slotHour = z
  .number({ error: 'A slot hour must be a whole number from 0 to 23' })
  .int('A slot hour must be a whole number from 0 to 23')
  .min(0, 'A slot hour must be a whole number from 0 to 23')
  .max(23, 'A slot hour must be a whole number from 0 to 23');

/** 0 is Sunday … 6 is Saturday (Africa/Lagos). */
const weekdayNumber = z
  .number({ error: 'A weekday must be a whole number from 0 (Sunday) to 6 (Saturday)' })
  .int('A weekday must be a whole number from 0 (Sunday) to 6 (Saturday)')
  .min(0, 'A weekday must be a whole number from 0 (Sunday) to 6 (Saturday)')
  .max(6, 'A weekday must be a whole number from 0 (Sunday) to 6 (Saturday)');

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** Minutes a crew needs between two jobs at a location: quarter hours up to four hours. */
const travelMinutes = z
  .number({ error: 'Give the travel time in minutes' })
  .int('Give the travel time in whole minutes')
  .min(TRAVEL_MINUTES.min, 'The travel time cannot be negative')
  .max(TRAVEL_MINUTES.max, `The travel time must be at most ${TRAVEL_MINUTES.max} minutes`)
  .multipleOf(TRAVEL_MINUTES.step, `Give the travel time in steps of ${TRAVEL_MINUTES.step} minutes`);

/** A location's crews and the travel time between two of their jobs (docs/PRODUCT.md, Jobs of real length). */
export const locationCrews = z.object({ location, crewsPerSlot: crews, travelMinutes });
export type LocationCrews = z.infer<typeof locationCrews>;

/** A date without bookings, at one location or (location null) at all of them. */
export const closedDate = z.object({
  _id: id,
  date: isoDate,
  location: location.nullable(),
  /** Why: 'Independence Day', 'Staff training'. */
  label: z.string(),
});
export type ClosedDate = z.infer<typeof closedDate>;

/**
 * The rules the availability and booking calls follow, stored in the database and edited by admins
 * (the environment's SLOT_HOURS, CREWS_PER_SLOT, CLOSED_WEEKDAYS and CLOSED_DATES are only the first
 * values). Saturdays keep their short list (6, 7 and 8 AM) within `slotHours`.
 */
export const availabilitySettings = z.object({
  /** Sorted, distinct. */
  slotHours: z.array(slotHour),
  /** The same labels as the booking form ('6:00 AM'), in the order of `slotHours`. */
  slotTimes: z.array(timeLabel),
  closedWeekdays: z.array(weekdayNumber),
  /** One entry per location of LOCATIONS, in that order. */
  crews: z.array(locationCrews),
  /** From today on, by date. */
  closedDates: z.array(closedDate),
  /** Days ahead a booking can be made (BOOKING_HORIZON_DAYS; not edited here). */
  horizonDays: z.number().int().positive(),
  updatedAt: isoTimestamp.nullable(),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettings>;

/** GET /api/admin/availability-settings */
export const availabilitySettingsResponse = z.object({ success: z.literal(true), settings: availabilitySettings });
export type AvailabilitySettingsResponse = z.infer<typeof availabilitySettingsResponse>;

/** A change's answer (PUT /availability-settings, POST and DELETE /closed-dates): what was done, and the new settings. */
export const availabilityChangeResponse = availabilitySettingsResponse.extend({ message: z.string() });
export type AvailabilityChangeResponse = z.infer<typeof availabilityChangeResponse>;

/** PUT /api/admin/availability-settings: the weekly rules (closed dates have their own calls). */
export const updateAvailabilityRequest = z.object({
  slotHours: z
    .array(slotHour)
    .min(1, 'Keep at least one slot hour')
    .max(24)
    .refine(distinct, 'Each slot hour may appear once'),
  closedWeekdays: z
    .array(weekdayNumber)
    .max(6, 'At least one weekday must stay open')
    .refine(distinct, 'Each weekday may appear once'),
  // A console from before travel times sends none: the stored ones stay.
  crews: z
    .array(locationCrews.extend({ travelMinutes: travelMinutes.optional() }))
    .length(LOCATIONS.length, `Give the crews of every location: ${LOCATIONS.join(', ')}`)
    .refine((rows) => distinct(rows.map((row) => row.location)), 'Each location may appear once'),
});
export type UpdateAvailabilityRequest = z.infer<typeof updateAvailabilityRequest>;

/** POST /api/admin/closed-dates */
export const addClosedDateRequest = z.object({
  date: isoDate,
  /** null: every location. */
  location: location.nullable(),
  label: z.string().trim().max(100, 'Must be at most 100 characters').default(''),
});
export type AddClosedDateRequest = z.input<typeof addClosedDateRequest>;

/** A paid booking a refused change would have left without a crew. */
export const strandedBooking = z.object({
  _id: id,
  reference: z.string(),
  customerName: z.string(),
  location: z.string(),
  date: isoDate,
  time: timeLabel,
});
export type StrandedBooking = z.infer<typeof strandedBooking>;

/**
 * 409 from PUT /availability-settings and POST /closed-dates: the change would leave paid bookings
 * without a crew (their hour removed, their weekday or date closed, or more paid bookings in a slot
 * than its new crews). Nothing was changed; `bookings` lists them, by date and time.
 */
export const availabilityConflictResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  bookings: z.array(strandedBooking),
});
export type AvailabilityConflictResponse = z.infer<typeof availabilityConflictResponse>;
