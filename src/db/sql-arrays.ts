// Array parameters for raw SQL. Drizzle's `sql` template spreads a JS array into a list of parameters ($1, $2, …),
// which `= any(…)` cannot take and which grows with the array; these helpers send one parameter instead: the
// PostgreSQL array literal, cast to its type (identical on node-postgres and PGlite).
import { type SQL, sql } from 'drizzle-orm';

const NEEDS_ESCAPE = /["\\]/;

/** An element in quotes, backslashes and quotes escaped (most elements have neither: no replacing then). */
const quoted = (value: string) =>
  NEEDS_ESCAPE.test(value) ? `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : `"${value}"`;

/** `{"a","b\"c"}`: every element quoted, backslashes and quotes escaped. */
export function pgArrayLiteral(values: readonly string[]): string {
  return `{${values.map(quoted).join(',')}}`;
}

/** Like pgArrayLiteral, with NULL elements for null. */
export function pgArrayLiteralOf(values: readonly (string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : quoted(value))).join(',')}}`;
}

export function textArray(values: readonly string[]): SQL {
  return sql`${pgArrayLiteral(values)}::text[]`;
}

export function uuidArray(values: readonly string[]): SQL {
  return sql`${pgArrayLiteral(values)}::uuid[]`;
}
