// One page of a table's rows and the count of all rows that match, the shape of every paged list (`items`,
// `totalCount`). The two queries run one after the other: on a transaction they share one connection, which runs one
// query at a time anyway (docs/architecture.md: no Promise.all on one client).
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

export async function pageOfRows<T extends PgTable>(
  db: Queryable,
  table: T,
  where: SQL | undefined,
  orderBy: (PgColumn | SQL)[],
  paging: { skip: number; take: number },
): Promise<{ rows: T['$inferSelect'][]; totalCount: number }> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .offset(paging.skip)
    .limit(paging.take)) as T['$inferSelect'][];
  const [total] = await db
    .select({ value: count() })
    .from(table as PgTable)
    .where(where);
  return { rows, totalCount: Number(total?.value ?? 0) };
}
