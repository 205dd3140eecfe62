import { and, asc, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { clientKey } from '../domain/client-key';
import type { HoldCounts } from '../domain/hold-caps';
import { nationalNumber } from '../domain/phone-number';
import { runningHold } from './appointment-scopes';
import { advisoryLock } from './locks';
import type { Transaction } from '../db/transaction';

/** Who asks for a hold: the booking's email and phone, and the client address it came from. */
export interface HoldOwner {
  email: string;
  phone: string;
  clientAddress: string;
}

/** An email compared as the customer means it: trimmed, any case. */
const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * A stored phone in national form ('08031234567'), as `nationalNumber` (domain/phone-number.ts) computes
 * it, in SQL: the digits, and 234 + ten digits written 0 + ten digits.
 */
const storedDigits = sql`regexp_replace(${appointments.phone}, '[^0-9]', '', 'g')`;
const storedPhone = sql`(CASE WHEN ${storedDigits} ~ '^234[0-9]{10}$' THEN '0' || substr(${storedDigits}, 4) ELSE ${storedDigits} END)`;
const storedEmail = sql`lower(trim(${appointments.email}))`;

/**
 * A hold the customer asked for: a booking, or a plan's first visit. A plan's later visits hold their
 * crew unpaid until they are charged, by the plan rather than by the customer, so they are not capped.
 */
const askedFor: SQL = sql`coalesce(${appointments.planVisit}, 1) = 1`;

const sameEmail = (owner: HoldOwner): SQL => sql`${storedEmail} = ${emailKey(owner.email)}`;
const samePhone = (owner: HoldOwner): SQL => sql`${storedPhone} = ${nationalNumber(owner.phone)}`;
const sameClient = (addresses: string[]): SQL => inArray(appointments.clientAddress, addresses);

/**
 * The stored addresses of running holds that count as the owner's client (domain/client-key.ts): the
 * owner's address, and for an IPv6 owner every address of its /64 that holds now. The /64 is worked
 * out here, by the same rule as the lock's key, rather than in SQL: a stored address is request.ip as
 * given, and text that is not an address would make a cast to inet fail the booking.
 */
async function clientAddresses(tx: Transaction, owner: HoldOwner, now: Date): Promise<string[]> {
  const key = clientKey(owner.clientAddress);
  if (key === owner.clientAddress) return [owner.clientAddress];
  const rows = await tx
    .selectDistinct({ address: appointments.clientAddress })
    .from(appointments)
    .where(and(runningHold(now), askedFor, like(appointments.clientAddress, '%:%')));
  const same = rows.flatMap((row) => (row.address && clientKey(row.address) === key ? [row.address] : []));
  return [...new Set([owner.clientAddress, ...same])];
}

/**
 * Unpaid holds per customer and client address: what the cap on holds reads (services/booking.ts,
 * docs/PRODUCT.md "Unpaid holds are capped"). Every function takes the booking's transaction.
 */
export function createUnpaidHoldsRepository() {
  return {
    /**
     * Takes the advisory locks of the owner's email, phone and client (its address; an IPv6 one's /64),
     * in that order (after the idempotency key, before the rules and the slot: see locks.ts), so two
     * bookings of one customer or client take turns between counting the holds and inserting, in every
     * API process.
     */
    async lockOwner(tx: Transaction, owner: HoldOwner): Promise<void> {
      await advisoryLock(tx, `holds-email|${emailKey(owner.email)}`);
      await advisoryLock(tx, `holds-phone|${nationalNumber(owner.phone)}`);
      await advisoryLock(tx, `holds-address|${clientKey(owner.clientAddress)}`);
    },

    /**
     * The live unpaid holds (unpaid, not cancelled, within their hold at `now`) of each key; a hold can
     * count under several. The address counts the holds of the owner's client: an IPv6 one's /64.
     */
    async count(tx: Transaction, owner: HoldOwner, now: Date): Promise<HoldCounts> {
      const sameAddress = sameClient(await clientAddresses(tx, owner, now));
      const [row] = await tx
        .select({
          email: sql<number>`count(*) FILTER (WHERE ${sameEmail(owner)})`.mapWith(Number),
          phone: sql<number>`count(*) FILTER (WHERE ${samePhone(owner)})`.mapWith(Number),
          address: sql<number>`count(*) FILTER (WHERE ${sameAddress})`.mapWith(Number),
        })
        .from(appointments)
        .where(and(runningHold(now), askedFor, or(sameEmail(owner), samePhone(owner), sameAddress)));
      return { email: row?.email ?? 0, phone: row?.phone ?? 0, address: row?.address ?? 0 };
    },

    /**
     * The reference of the owner's hold that ends first (the older of two that end together), made with this email and this phone both, or
     * null: only someone who knows both is shown a way to the booking (its receipt asks for one again).
     */
    async waitingReference(tx: Transaction, owner: HoldOwner, now: Date): Promise<string | null> {
      const [row] = await tx
        .select({ reference: appointments.reference })
        .from(appointments)
        .where(and(runningHold(now), askedFor, sameEmail(owner), samePhone(owner)))
        .orderBy(asc(appointments.holdExpiresAt), asc(appointments.createdAt), asc(appointments.id))
        .limit(1);
      return row?.reference ?? null;
    },
  };
}

export type UnpaidHoldsRepository = ReturnType<typeof createUnpaidHoldsRepository>;
