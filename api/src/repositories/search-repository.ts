import { SEARCH_LIMIT } from '@clean/shared/schemas';
import { and, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, contactMessages } from '../db/schema';
import { RANK, type SearchTerms } from '../domain/search-terms';
import type { AppointmentRow } from './appointment-repository';
import { liveAppointment } from './appointment-scopes';
import type { ContactMessageRow } from './contact-repository';

/** A phone column's digits in national form: +234 803… and 0803… are both '0803…' (lib/phone-number.ts). */
const nationalPhone = (column: AnyColumn): SQL => {
  const digits = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
  return sql`(CASE WHEN length(${digits}) = 13 AND left(${digits}, 3) = '234' THEN '0' || substr(${digits}, 4) ELSE ${digits} END)`;
};

const startsWith = (value: SQL | AnyColumn, terms: SearchTerms): SQL => sql`${value} ILIKE ${`${terms.like}%`}`;
const contains = (value: SQL | AnyColumn, terms: SearchTerms): SQL => sql`${value} ILIKE ${`%${terms.like}%`}`;
const equalsText = (value: SQL | AnyColumn, terms: SearchTerms): SQL => sql`lower(trim(${value})) = ${terms.text}`;

/** Tiers of RANK as one CASE: the first condition that holds gives the rank; none: no match. */
function rankOf(tiers: [number, (SQL | undefined)[]][]): { rank: SQL; matches: SQL } {
  const used = tiers
    .map(([rank, conditions]) => [rank, or(...conditions)] as const)
    .filter((tier): tier is readonly [number, SQL] => tier[1] !== undefined);
  const cases = sql.join(
    used.map(([rank, condition]) => sql`WHEN ${condition} THEN ${sql.raw(String(rank))}`),
    sql` `,
  );
  const matches = or(...used.map(([, condition]) => condition));
  if (!matches) throw new Error('A search has at least one condition');
  return { rank: sql`CASE ${cases} END`, matches };
}

/** The appointments and contact messages matching a search, best first, SEARCH_LIMIT of each. */
export function createSearchRepository(db: Database) {
  return {
    /** Appointments (not deleted) by customer name (first, last, full), email, phone or reference. */
    async appointments(terms: SearchTerms): Promise<AppointmentRow[]> {
      const fullName = sql`(${appointments.firstName} || ' ' || ${appointments.lastName})`;
      const phone = nationalPhone(appointments.phone);
      const phoneParts = terms.phone?.parts ?? [];
      const { rank, matches } = rankOf([
        [RANK.reference, [equalsText(appointments.reference, terms)]],
        [
          RANK.exact,
          [equalsText(appointments.email, terms), terms.phone ? sql`${phone} = ${terms.phone.national}` : undefined],
        ],
        [
          RANK.prefix,
          [
            ...[
              appointments.firstName,
              appointments.lastName,
              fullName,
              appointments.email,
              appointments.reference,
            ].map((value) => startsWith(value, terms)),
            ...phoneParts.map((part) => sql`${phone} LIKE ${`${part}%`}`),
          ],
        ],
        [
          RANK.contains,
          [
            ...[fullName, appointments.email, appointments.reference].map((value) => contains(value, terms)),
            ...phoneParts.map((part) => sql`${phone} LIKE ${`%${part}%`}`),
          ],
        ],
      ]);
      return db
        .select()
        .from(appointments)
        .where(and(liveAppointment, matches))
        .orderBy(rank, desc(appointments.createdAt), desc(appointments.id))
        .limit(SEARCH_LIMIT);
    },

    /** Contact messages by name, email or subject. */
    async messages(terms: SearchTerms): Promise<ContactMessageRow[]> {
      const fields = [contactMessages.name, contactMessages.email, contactMessages.subject];
      const { rank, matches } = rankOf([
        [RANK.exact, [equalsText(contactMessages.email, terms)]],
        [RANK.prefix, fields.map((value) => startsWith(value, terms))],
        [RANK.contains, fields.map((value) => contains(value, terms))],
      ]);
      return db
        .select()
        .from(contactMessages)
        .where(matches)
        .orderBy(rank, desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(SEARCH_LIMIT);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
