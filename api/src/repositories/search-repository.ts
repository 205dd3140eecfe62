import { SEARCH_LIMIT } from '@clean/shared/schemas';
import { and, desc, eq, exists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, contactMessages, customers } from '../db/schema';
import { lowered, loweredFullName, nationalPhone } from '../db/search-expressions';
import { RANK, type Rank, type SearchTerms } from '../domain/search-terms';
import type { AppointmentRow } from './appointment-repository';
import { liveAppointment } from './appointment-scopes';
import type { ContactMessageRow } from './contact-repository';

/** A stored customer (repositories/customer-summaries.ts keeps them), as the search finds them. */
export type CustomerRow = typeof customers.$inferSelect;

// Every condition is on an expression of db/search-expressions.ts, the very ones the search indexes
// of schema.ts are built on, so each one is an index scan (docs/DECISIONS.md, "Search on trigram
// indexes"); the text is lower-cased already (domain/search-terms.ts).
const equals = (value: SQL, terms: SearchTerms): SQL => sql`${value} = ${terms.text}`;
const startsWith = (value: SQL, terms: SearchTerms): SQL => sql`${value} LIKE ${`${terms.like}%`}`;
const contains = (value: SQL, terms: SearchTerms): SQL => sql`${value} LIKE ${`%${terms.like}%`}`;

/**
 * The rows of the tiers of RANK (each a condition; undefined: none for this search), best
 * tier first and newest first within one, SEARCH_LIMIT at most. A row counts in the best tier it
 * matches. Each tier is one query, newest first with a LIMIT, and the next tier is read only while
 * fewer than SEARCH_LIMIT rows were found: a common text ('ade') is answered by its first tiers from
 * the indexes, never by sorting its thousands of weaker matches.
 *
 * Why this equals one query ordered by (best tier, newest): a tier is read only when every earlier
 * tier returned fewer than SEARCH_LIMIT rows, that is all of its rows; so the rows of a tier not seen
 * before are exactly those whose best tier it is, newest first, and its SEARCH_LIMIT newest rows hold
 * at least as many of them as are still wanted.
 */
async function bestFirst<Row extends { id: string }>(
  tiers: Record<Rank, SQL | undefined>,
  read: (condition: SQL, limit: number, rank: Rank) => Promise<Row[]>,
): Promise<Row[]> {
  const found = new Map<string, Row>();
  for (const rank of [RANK.reference, RANK.exact, RANK.prefix, RANK.contains]) {
    const condition = tiers[rank];
    if (found.size >= SEARCH_LIMIT) break;
    if (!condition) continue;
    for (const row of await read(condition, SEARCH_LIMIT, rank)) if (!found.has(row.id)) found.set(row.id, row);
  }
  return [...found.values()].slice(0, SEARCH_LIMIT);
}

/**
 * Whether a tier's matches are all read first, then sorted, rather than found by walking the
 * newest-first index. A phone number inside others (the contains tier of a phone
 * search) is one such: the planner cannot know that the national form of each phone costs a
 * regexp_replace, and, expecting a few matches, walks the index computing it for every row until it
 * has five; for a number nobody has, that was every row (3.5 s on 100,000 appointments on PGlite). Its
 * trigram index gives the matches at once, and a part of four digits or more is inside few numbers.
 * The other tiers' expressions are cheap, so the planner's choice holds.
 */
const readsAllMatches = (rank: Rank, terms: SearchTerms): boolean => rank === RANK.contains && terms.phone !== null;

/**
 * Newest first by `createdAt`; for a tier that `readsAllMatches`, as an expression no index is on
 * (the same order), so the planner cannot walk the newest-first index and takes the trigram index.
 */
const newestFirst = (createdAt: AnyColumn, rank: Rank, terms: SearchTerms): SQL =>
  readsAllMatches(rank, terms) ? sql`(${createdAt} + interval '0 s') DESC` : desc(createdAt);

/** The appointments and contact messages matching a search, best first, SEARCH_LIMIT of each. */
export function createSearchRepository(db: Database) {
  return {
    /** Appointments (not deleted) by customer name (first, last, full), email, phone or reference. */
    async appointments(terms: SearchTerms): Promise<AppointmentRow[]> {
      const fullName = loweredFullName(appointments.firstName, appointments.lastName);
      const email = lowered(appointments.email);
      const reference = lowered(appointments.reference);
      const phone = nationalPhone(appointments.phone);
      const phoneParts = terms.phone?.parts ?? [];
      return bestFirst(
        {
          [RANK.reference]: equals(reference, terms),
          [RANK.exact]: or(equals(email, terms), terms.phone ? sql`${phone} = ${terms.phone.national}` : undefined),
          // A first name starting with the text is a full name starting with it.
          [RANK.prefix]: or(
            ...[fullName, lowered(appointments.lastName), email, reference].map((value) => startsWith(value, terms)),
            ...phoneParts.map((part) => sql`${phone} LIKE ${`${part}%`}`),
          ),
          [RANK.contains]: or(
            ...(terms.contains ? [fullName, email, reference].map((value) => contains(value, terms)) : []),
            ...phoneParts.map((part) => sql`${phone} LIKE ${`%${part}%`}`),
          ),
        },
        (condition, limit, rank) =>
          db
            .select()
            .from(appointments)
            .where(and(liveAppointment, condition))
            .orderBy(newestFirst(appointments.createdAt, rank, terms), desc(appointments.id))
            .limit(limit),
      );
    },

    /**
     * Customers by the names, emails and phone numbers of their live bookings: a customer counts in
     * the best tier any of their bookings matches (a name equal to the text is only a prefix match, and
     * a reference does not find customers); newest booking first among equals.
     */
    async customers(terms: SearchTerms): Promise<CustomerRow[]> {
      const fullName = loweredFullName(appointments.firstName, appointments.lastName);
      const email = lowered(appointments.email);
      const phone = nationalPhone(appointments.phone);
      const phoneParts = terms.phone?.parts ?? [];
      const bookingWhere = (condition: SQL) =>
        db
          .select({ one: sql`1` })
          .from(appointments)
          .where(and(eq(appointments.customerId, customers.id), liveAppointment, condition));
      return bestFirst(
        {
          // A reference does not find customers.
          [RANK.reference]: undefined,
          [RANK.exact]: or(equals(email, terms), terms.phone ? sql`${phone} = ${terms.phone.national}` : undefined),
          // A first name starting with the text is a full name starting with it.
          [RANK.prefix]: or(
            ...[fullName, lowered(appointments.lastName), email].map((value) => startsWith(value, terms)),
            ...phoneParts.map((part) => sql`${phone} LIKE ${`${part}%`}`),
          ),
          // A first or last name containing the text is a full name containing it.
          [RANK.contains]: or(
            ...(terms.contains ? [fullName, email].map((value) => contains(value, terms)) : []),
            ...phoneParts.map((part) => sql`${phone} LIKE ${`%${part}%`}`),
          ),
        },
        (condition, limit, rank) =>
          db
            .select()
            .from(customers)
            .where(exists(bookingWhere(condition)))
            .orderBy(newestFirst(customers.newestCreatedAt, rank, terms), desc(customers.newestBookingId))
            .limit(limit),
      );
    },

    /** Contact messages by name, email or subject. */
    async messages(terms: SearchTerms): Promise<ContactMessageRow[]> {
      const fields = [contactMessages.name, contactMessages.email, contactMessages.subject].map(lowered);
      return bestFirst(
        {
          [RANK.reference]: undefined,
          [RANK.exact]: equals(lowered(contactMessages.email), terms),
          [RANK.prefix]: or(...fields.map((value) => startsWith(value, terms))),
          [RANK.contains]: terms.contains ? or(...fields.map((value) => contains(value, terms))) : undefined,
        },
        (condition, limit) =>
          db
            .select()
            .from(contactMessages)
            .where(condition)
            .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
            .limit(limit),
      );
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
