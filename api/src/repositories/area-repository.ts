import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AreaLeadPayload, AreaPayload } from '@clean/shared/schemas';
import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';
import { appointments, areaLeads, areas, crewAreas, plans } from '../db/schema';
import { consentColumns } from '../domain/consent';
import type { Reader } from './availability-repository';

export type AreaRow = typeof areas.$inferSelect;
export type AreaLeadRow = typeof areaLeads.$inferSelect;

/** An area with how many leads wait for it and how many crews are limited to it. */
export interface AreaWithCounts extends AreaRow {
  leads: number;
  crews: number;
}

/** A lead with the area it waits for. */
export interface LeadWithArea extends AreaLeadRow {
  areaName: string;
  location: string;
}

/** A change of an area: done, or why not. */
export type AreaChange =
  | { outcome: 'done'; row: AreaWithCounts }
  | { outcome: 'not-found' | 'name-taken' }
  | { outcome: 'in-use'; bookings: number };

/** The newest leads the console lists at once. */
export const LEADS_LISTED = 200;

const byName = [asc(areas.location), asc(sql`lower(${areas.name})`)];

/** A city's areas (docs/PRODUCT.md, "Areas and landmarks"), their leads and the crews limited to them. */
export function createAreaRepository(db: Database) {
  // Named in full: a query of one table renders its columns unqualified, and "id" would be the lead's.
  const leadCount = sql<number>`(SELECT count(*) FROM "area_leads" l WHERE l."area_id" = "areas"."id")`.mapWith(Number);
  const crewCount = sql<number>`(SELECT count(*) FROM "crew_areas" c WHERE c."area_id" = "areas"."id")`.mapWith(Number);
  const withCounts = (reader: Reader, where?: SQL) =>
    reader
      .select({
        id: areas.id,
        location: areas.location,
        name: areas.name,
        served: areas.served,
        surcharge: areas.surcharge,
        createdAt: areas.createdAt,
        leads: leadCount,
        crews: crewCount,
      })
      .from(areas)
      .where(where)
      .orderBy(...byName);

  /** Whether another area of the location has this name, in any case. */
  async function nameTaken(tx: Transaction, input: AreaPayload, except?: string): Promise<boolean> {
    const [clash] = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(
        and(
          eq(areas.location, input.location),
          sql`lower(${areas.name}) = lower(${input.name})`,
          except === undefined ? undefined : ne(areas.id, except),
        ),
      );
    return clash !== undefined;
  }

  async function counted(tx: Transaction, id: string): Promise<AreaWithCounts> {
    const [row] = await withCounts(tx, eq(areas.id, id));
    if (!row) throw new Error('The area vanished inside its own transaction');
    return row;
  }

  return {
    /** A location's areas (every location's without one), by name. */
    list(location?: string): Promise<AreaRow[]> {
      return db
        .select()
        .from(areas)
        .where(location === undefined ? undefined : eq(areas.location, location))
        .orderBy(...byName);
    },

    /** The console's list: with the leads and crews of each area. */
    listWithCounts(location?: string): Promise<AreaWithCounts[]> {
      return withCounts(db, location === undefined ? undefined : eq(areas.location, location));
    },

    /** One area, or null. */
    async find(id: string, reader: Reader = db): Promise<AreaRow | null> {
      const [row] = await reader.select().from(areas).where(eq(areas.id, id));
      return row ?? null;
    },

    /** The ids among `ids` that are areas of `location`. */
    async idsAt(reader: Reader, location: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await reader
        .select({ id: areas.id })
        .from(areas)
        .where(and(eq(areas.location, location), inArray(areas.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    async create(tx: Transaction, input: AreaPayload): Promise<AreaChange> {
      if (await nameTaken(tx, input)) return { outcome: 'name-taken' };
      const id = randomUUID();
      await tx.insert(areas).values({ id, ...input });
      return { outcome: 'done', row: await counted(tx, id) };
    },

    /** Another city only while no booking or crew names it (a booking's area is of its city). */
    async update(tx: Transaction, id: string, input: AreaPayload): Promise<AreaChange> {
      const [before] = await tx.select().from(areas).where(eq(areas.id, id)).for('update');
      if (!before) return { outcome: 'not-found' };
      if (await nameTaken(tx, input, id)) return { outcome: 'name-taken' };
      if (input.location !== before.location) {
        const bookings = await bookingsNaming(tx, id);
        if (bookings > 0) return { outcome: 'in-use', bookings };
        await tx.delete(crewAreas).where(eq(crewAreas.areaId, id));
      }
      await tx.update(areas).set(input).where(eq(areas.id, id));
      return { outcome: 'done', row: await counted(tx, id) };
    },

    /** Removes an area no booking or plan names (else: mark it not served); its leads and crew limits go. */
    async remove(tx: Transaction, id: string): Promise<AreaChange> {
      const [row] = await tx.select().from(areas).where(eq(areas.id, id)).for('update');
      if (!row) return { outcome: 'not-found' };
      const bookings = await bookingsNaming(tx, id);
      if (bookings > 0) return { outcome: 'in-use', bookings };
      const gone = await counted(tx, id);
      await tx.delete(areas).where(eq(areas.id, id));
      return { outcome: 'done', row: gone };
    },

    /** Stores a lead with the consent it was given. */
    async addLead(input: AreaLeadPayload, agreedAt: Date): Promise<string> {
      const id = randomUUID();
      await db.insert(areaLeads).values({
        id,
        areaId: input.area,
        name: input.name,
        email: input.email || null,
        phone: input.phone || null,
        ...consentColumns(input.privacyNoticeVersion, agreedAt),
      });
      return id;
    },

    /** The newest `LEADS_LISTED` leads (of an area, or of a location's areas) and how many there are. */
    async leads(filter: { area?: string; location?: string }): Promise<{ rows: LeadWithArea[]; total: number }> {
      const where = and(
        filter.area === undefined ? undefined : eq(areaLeads.areaId, filter.area),
        filter.location === undefined ? undefined : eq(areas.location, filter.location),
      );
      const rows = await db
        .select({ lead: areaLeads, areaName: areas.name, location: areas.location })
        .from(areaLeads)
        .innerJoin(areas, eq(areas.id, areaLeads.areaId))
        .where(where)
        .orderBy(desc(areaLeads.createdAt), desc(areaLeads.id))
        .limit(LEADS_LISTED);
      const [total] = await db
        .select({ total: count() })
        .from(areaLeads)
        .innerJoin(areas, eq(areas.id, areaLeads.areaId))
        .where(where);
      return {
        rows: rows.map((row) => ({ ...row.lead, areaName: row.areaName, location: row.location })),
        total: total?.total ?? 0,
      };
    },

    /** The areas each crew of `crewIds` is limited to. */
    async ofCrews(crewIds: readonly string[], reader: Reader = db): Promise<Map<string, string[]>> {
      const byCrew = new Map<string, string[]>();
      if (crewIds.length === 0) return byCrew;
      const rows = await reader
        .select()
        .from(crewAreas)
        .where(inArray(crewAreas.crewId, [...crewIds]));
      for (const row of rows) byCrew.set(row.crewId, [...(byCrew.get(row.crewId) ?? []), row.areaId]);
      return byCrew;
    },
  };
}

/** Bookings and plans that name an area. */
async function bookingsNaming(tx: Transaction, id: string): Promise<number> {
  const [booked] = await tx.select({ n: count() }).from(appointments).where(eq(appointments.areaId, id));
  const [planned] = await tx.select({ n: count() }).from(plans).where(eq(plans.areaId, id));
  return (booked?.n ?? 0) + (planned?.n ?? 0);
}

/** Limits a crew to `areaIds` (none: every area of its location). */
export async function setCrewAreas(tx: Transaction, crewId: string, areaIds: readonly string[]): Promise<void> {
  await tx.delete(crewAreas).where(eq(crewAreas.crewId, crewId));
  if (areaIds.length > 0) await tx.insert(crewAreas).values(areaIds.map((areaId) => ({ crewId, areaId })));
}

export type AreaRepository = ReturnType<typeof createAreaRepository>;
