import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';
import { crewDevices, crews } from '../db/schema';

export type CrewDeviceRow = typeof crewDevices.$inferSelect;

/** A signed-in device with its crew, as a crew call sees it. */
export interface CrewSessionRow {
  device: CrewDeviceRow;
  crew: { id: string; name: string; location: string; active: boolean };
}

/** The devices the console lists: links sent over the last 90 days. */
const LISTED_DAYS = 90;
/** A device's last call is written at most this often (a phone polls; each call need not write). */
const SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * The crews' devices (docs/PRODUCT.md, "The crew's day"): a link's token and a session's token are
 * random, and only their hashes are stored, so the table holds nothing that signs anyone in.
 */
export function createCrewDeviceRepository(db: Database) {
  return {
    async addLink(
      tx: Transaction,
      facts: {
        crewId: string;
        memberName: string;
        memberPhone: string;
        linkHash: string;
        linkExpiresAt: Date;
        createdBy: string;
        now: Date;
      },
    ): Promise<CrewDeviceRow> {
      const { now, ...rest } = facts;
      const [row] = await tx
        .insert(crewDevices)
        .values({ ...rest, id: randomUUID(), createdAt: now })
        .returning();
      if (!row) throw new Error('The device row was not written');
      return row;
    },

    /**
     * Opens the link `linkHash` once: the device gets the session `sessionHash` until `expiresAt`. Null
     * when no such link is open (used, ended, out of time, or its crew deactivated).
     */
    async signIn(linkHash: string, sessionHash: string, now: Date, expiresAt: Date): Promise<CrewSessionRow | null> {
      return db.transaction(async (tx) => {
        const [device] = await tx
          .update(crewDevices)
          .set({ sessionHash, signedInAt: now, sessionExpiresAt: expiresAt, lastSeenAt: now })
          .where(
            and(
              eq(crewDevices.linkHash, linkHash),
              isNull(crewDevices.sessionHash),
              isNull(crewDevices.endedAt),
              gt(crewDevices.linkExpiresAt, now),
            ),
          )
          .returning();
        if (!device) return null;
        const [crew] = await tx
          .select({ id: crews.id, name: crews.name, location: crews.location, active: crews.active })
          .from(crews)
          .where(eq(crews.id, device.crewId));
        if (!crew?.active) {
          // A deactivated crew has no day to see; the link is spent all the same.
          await tx.update(crewDevices).set({ endedAt: now }).where(eq(crewDevices.id, device.id));
          return null;
        }
        return { device, crew };
      });
    },

    /** The live session `sessionHash` (its crew active); its last call is noted now and then. */
    async findSession(sessionHash: string, now: Date): Promise<CrewSessionRow | null> {
      const [found] = await db
        .select({
          device: crewDevices,
          crew: { id: crews.id, name: crews.name, location: crews.location, active: crews.active },
        })
        .from(crewDevices)
        .innerJoin(crews, eq(crews.id, crewDevices.crewId))
        .where(
          and(
            eq(crewDevices.sessionHash, sessionHash),
            isNull(crewDevices.endedAt),
            gt(crewDevices.sessionExpiresAt, now),
            eq(crews.active, true),
          ),
        );
      if (!found) return null;
      const seen = found.device.lastSeenAt;
      if (!seen || now.getTime() - seen.getTime() >= SEEN_EVERY_MS) {
        await db.update(crewDevices).set({ lastSeenAt: now }).where(eq(crewDevices.id, found.device.id));
      }
      return found;
    },

    /** The crew's devices of the last LISTED_DAYS days, newest link first. */
    async listOf(crewId: string, now: Date): Promise<CrewDeviceRow[]> {
      const since = new Date(now.getTime() - LISTED_DAYS * 24 * 60 * 60 * 1000);
      return db
        .select()
        .from(crewDevices)
        .where(and(eq(crewDevices.crewId, crewId), gt(crewDevices.createdAt, since)))
        .orderBy(desc(crewDevices.createdAt), desc(crewDevices.id));
    },

    /** Ends a device of the crew (its link or its session); null when there is none, or it had ended. */
    async end(crewId: string, deviceId: string, now: Date): Promise<CrewDeviceRow | null> {
      const [row] = await db
        .update(crewDevices)
        .set({ endedAt: now })
        .where(
          and(
            eq(crewDevices.id, deviceId),
            eq(crewDevices.crewId, crewId),
            isNull(crewDevices.endedAt),
            or(isNull(crewDevices.sessionExpiresAt), gt(crewDevices.sessionExpiresAt, now)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Ends the device `id` whoever asks (its own sign-out). */
    async endSession(id: string, now: Date): Promise<void> {
      await db
        .update(crewDevices)
        .set({ endedAt: now })
        .where(and(eq(crewDevices.id, id), isNull(crewDevices.endedAt)));
    },
  };
}

export type CrewDeviceRepository = ReturnType<typeof createCrewDeviceRepository>;
