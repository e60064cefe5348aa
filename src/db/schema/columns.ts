import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's text form of a timestamptz ('2026-11-22 15:51:50.957+00', '… 16:51:50+01', '… +05:30') as the ISO
 * 8601 instant the API promises ('2026-11-22T15:51:50.957Z'). Values already ISO pass through unchanged.
 */
export function toIsoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new Error(`not a timestamp: ${value}`);
  return instant.toISOString();
}

/**
 * `timestamp with time zone`, read as an ISO 8601 string (UTC, milliseconds, 'Z') on both drivers, so every
 * timestamp the API answers has the one format its contract documents. Same SQL type as drizzle's `timestamp(…,
 * { withTimezone: true })`, so the schema change needs no migration.
 */
export const timestamptz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: toIsoTimestamp,
});
