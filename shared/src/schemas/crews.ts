import { z } from 'zod';
import { id, messageResponse } from './common';

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

/** GET /api/admin/crews: every crew, by location and name, the active ones first. */
export const crewsResponse = z.object({ success: z.literal(true), crews: z.array(crewSummary) });
export type CrewsResponse = z.infer<typeof crewsResponse>;

/** PUT /api/admin/appointments/{id}/crew: sends another crew of its location to a booking. */
export const assignCrewRequest = z.object({ crewId: id });
export type AssignCrewRequest = z.infer<typeof assignCrewRequest>;

export const assignCrewResponse = messageResponse.extend({ crew: crewSummary });
export type AssignCrewResponse = z.infer<typeof assignCrewResponse>;
