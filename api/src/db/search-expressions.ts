/**
 * The SQL expressions the admin search and the appointment list's orders are made of, in one place:
 * the indexes of schema.ts are built on exactly these expressions, and PostgreSQL uses an expression
 * index only for a query that spells the same expression (docs/DECISIONS.md, "Search on trigram
 * indexes"). Every function here is IMMUTABLE, as an index expression must be.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A text value lower-cased, as the search compares it (the search text is lower-cased too). */
export const lowered = (value: AnyColumn | SQL): SQL => sql`lower(${value})`;

/** "First Last", lower-cased: the name the search matches a booking by. */
export const loweredFullName = (firstName: AnyColumn, lastName: AnyColumn): SQL =>
  sql`lower(${firstName} || ' ' || ${lastName})`;

/** A phone column's digits in national form: +234 803… and 0803… are both '0803…' (domain/phone-number.ts). */
export function nationalPhone(column: AnyColumn): SQL {
  const digits = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
  return sql`(CASE WHEN length(${digits}) = 13 AND left(${digits}, 3) = '234' THEN '0' || substr(${digits}, 4) ELSE ${digits} END)`;
}

/**
 * Minutes after midnight of a time label ('6:00 AM' → 360, '12:00 PM' → 720), so slots sort by the
 * time of day rather than as text ('10:00 AM' before '6:00 AM').
 */
export const minutesOfDay = (time: AnyColumn): SQL<number> =>
  sql<number>`((split_part(${time}, ':', 1)::int % 12) * 60 + CASE WHEN ${time} LIKE '%PM' THEN 720 ELSE 0 END)`;
