import { SEARCH_LIMIT } from '@clean/shared/schemas';
import { and, desc, eq, exists, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
/** An email equal to the text, when the text may be one (none: the tier is not asked). */
const equalsEmail = (value: SQL, terms: SearchTerms): SQL | undefined =>
  terms.mayBe.email ? equals(value, terms) : undefined;
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
 * Matches of the "contains" tier counted before choosing how to read them: up to this many, they are
 * read from the trigram index and sorted; more, and the newest-first index is walked.
 */
const FEW_MATCHES = 1000;

/**
 * A tier read one of two ways, each bounded (the appointments' "contains" tier, every tier of the
 * customers). The planner cannot guess how many values contain a text (nor that the national form of
 * a phone costs a regexp_replace per row): on 1,000,000 appointments it walked the newest-first index for 'qzx', which nobody's name holds, through every row
 * (5 s); reading every match of 'gmail' from the trigram index and sorting them would be as wrong the
 * other way. So the matches are first counted up to FEW_MATCHES (from the trigram index when they
 * are rare, stopping early when they are not): at most that many are then read by id and sorted;
 * more, and they are common enough that walking the newest-first index finds SEARCH_LIMIT of them in
 * a few thousand rows.
 */
async function fewOrWalk<Row>(
  matchingIds: () => Promise<{ id: string | null }[]>,
  readAmong: (ids: string[]) => Promise<Row[]>,
  walk: () => Promise<Row[]>,
): Promise<Row[]> {
  const ids = await matchingIds();
  if (ids.length >= FEW_MATCHES) return walk();
  const found = ids.map((row) => row.id).filter((id): id is string => id !== null);
  return found.length === 0 ? [] : readAmong([...new Set(found)]);
}

/** A row's place in a newest-first order: its time, then a unique tie-breaker, both descending. */
interface NewestKey {
  id: string;
  /** The time as sortable text, to the microsecond (a Date keeps milliseconds only). */
  at: string;
  tie: string;
}

/** A timestamp as text that sorts as the time does, to the microsecond. */
const sortableTime = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

/**
 * The ids of the `limit` newest keys. The ids of a tier's matches are ordered here rather than in SQL:
 * asked `WHERE id IN (…) ORDER BY created_at DESC LIMIT n`, the planner walked the newest-first index
 * filtering by the ids (21,000 rows for 297 ids, 180 ms with 1,000,000 appointments) instead of
 * reading the 297 rows by their key.
 */
function newestIds(keys: NewestKey[], limit: number): string[] {
  const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  const later = (a: NewestKey, b: NewestKey) => descending(a.at, b.at) || descending(a.tie, b.tie);
  return keys
    .sort(later)
    .slice(0, limit)
    .map((key) => key.id);
}

/** `rows` in the order of `ids`. */
function inOrderOf<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A live appointment in the "contains" tier, and whether its person (name, email, phone) matched. */
interface ContainsMatch {
  id: string;
  customerId: string | null;
  person: boolean;
}

/** The appointments and contact messages matching a search, best first, SEARCH_LIMIT of each. */
export function createSearchRepository(db: Database) {
  /**
   * The "contains" tier's matches of one search (FEW_MATCHES at most), read once for both the
   * appointments and the customers (the same `terms` object, services/search.ts): on trigram indexes a
   * long text (an email, a reference) costs tens of milliseconds with a million rows, so the customers'
   * tier reuses the appointments' reading, whose condition holds theirs (a reference finds no customer).
   */
  const containsReads = new WeakMap<SearchTerms, Promise<ContainsMatch[]>>();
  const containsMatches = (terms: SearchTerms): Promise<ContainsMatch[]> => {
    const known = containsReads.get(terms);
    if (known) return known;
    const fullName = loweredFullName(appointments.firstName, appointments.lastName);
    const phone = nationalPhone(appointments.phone);
    const person = or(
      ...(terms.contains ? [fullName, lowered(appointments.email)].map((value) => contains(value, terms)) : []),
      ...(terms.phone?.parts ?? []).map((part) => sql`${phone} LIKE ${`%${part}%`}`),
    );
    const reference = terms.contains ? contains(lowered(appointments.reference), terms) : undefined;
    const read =
      person === undefined && reference === undefined
        ? Promise.resolve([])
        : db
            .select({
              id: appointments.id,
              customerId: appointments.customerId,
              person: person === undefined ? sql<boolean>`false` : sql<boolean>`coalesce(${person}, false)`,
            })
            .from(appointments)
            .where(and(liveAppointment, or(person, reference)))
            .limit(FEW_MATCHES);
    containsReads.set(terms, read);
    return read;
  };

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
          [RANK.reference]: terms.mayBe.reference ? equals(reference, terms) : undefined,
          [RANK.exact]: or(
            equalsEmail(email, terms),
            terms.phone ? sql`${phone} = ${terms.phone.national}` : undefined,
          ),
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
        (condition, limit, rank) => {
          const newest = (where: SQL | undefined) =>
            db
              .select()
              .from(appointments)
              .where(and(liveAppointment, where))
              .orderBy(desc(appointments.createdAt), desc(appointments.id))
              .limit(limit);
          // An equal value is rare and its estimate right; a prefix's is not: the planner counted
          // 10,000 full names starting with 'bolanle bassey' among 1,000,000 (297 do) and walked the
          // newest-first index through 21,000 rows.
          if (rank === RANK.reference || rank === RANK.exact) return newest(condition);
          return fewOrWalk(
            rank === RANK.contains
              ? () => containsMatches(terms)
              : () =>
                  db
                    .select({ id: appointments.id })
                    .from(appointments)
                    .where(and(liveAppointment, condition))
                    .limit(FEW_MATCHES),
            async (ids) => {
              const keys = await db
                .select({ id: appointments.id, at: sortableTime(appointments.createdAt), tie: appointments.id })
                .from(appointments)
                .where(and(liveAppointment, inArray(appointments.id, ids)));
              const top = newestIds(keys, limit);
              if (top.length === 0) return [];
              return inOrderOf(top, await db.select().from(appointments).where(inArray(appointments.id, top)));
            },
            () => newest(condition),
          );
        },
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
          [RANK.exact]: or(
            equalsEmail(email, terms),
            terms.phone ? sql`${phone} = ${terms.phone.national}` : undefined,
          ),
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
        (condition, limit, rank) => {
          const newest = (where: SQL) =>
            db
              .select()
              .from(customers)
              .where(where)
              .orderBy(desc(customers.newestCreatedAt), desc(customers.newestBookingId))
              .limit(limit);
          // Every tier as the "contains" one: the planner cannot tell how many customers' bookings
          // match, and for a rare full name it walked all 200,000 customers newest first, probing each
          // one's bookings (2 s with 1,000,000 appointments); the matching bookings are few and on indexes.
          const matchingCustomers =
            rank === RANK.contains
              ? async () => {
                  const matches = await containsMatches(terms);
                  // Capped: the customers' own matches may be fewer, but walking finds them as well.
                  if (matches.length >= FEW_MATCHES) return matches;
                  return matches.filter((match) => match.person).map((match) => ({ id: match.customerId }));
                }
              : () =>
                  db
                    .select({ id: appointments.customerId })
                    .from(appointments)
                    .where(and(liveAppointment, condition))
                    .limit(FEW_MATCHES);
          return fewOrWalk(
            matchingCustomers,
            async (ids) => {
              const keys = await db
                .select({
                  id: customers.id,
                  at: sortableTime(customers.newestCreatedAt),
                  tie: customers.newestBookingId,
                })
                .from(customers)
                .where(inArray(customers.id, ids));
              const top = newestIds(keys, limit);
              if (top.length === 0) return [];
              return inOrderOf(top, await db.select().from(customers).where(inArray(customers.id, top)));
            },
            () => newest(exists(bookingWhere(condition))),
          );
        },
      );
    },

    /** Contact messages by name, email or subject. */
    async messages(terms: SearchTerms): Promise<ContactMessageRow[]> {
      const fields = [contactMessages.name, contactMessages.email, contactMessages.subject].map(lowered);
      return bestFirst(
        {
          [RANK.reference]: undefined,
          [RANK.exact]: equalsEmail(lowered(contactMessages.email), terms),
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
