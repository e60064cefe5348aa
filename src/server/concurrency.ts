// Concurrency control: the one mechanism every read-modify-write uses (docs/architecture.md "Concurrency").
// 1. Pessimistic, always: a write transaction first locks what it will change, then reads it, then writes. Rows
//    that exist are locked with SELECT … FOR UPDATE; an aggregate of several rows, or one that may not exist yet
//    (an employee's temporal records, a new employee id), is locked with a transaction-scoped advisory lock on its
//    key. Parallel writers queue; each sees the previous one's result, so no acknowledged change is lost.
// 2. Optimistic, for edits made from a screen: the client sends the revision it edited; after taking the lock the
//    service compares it with the current one and answers 409 REVISION_CONFLICT when someone else changed the
//    object in between, so a user never silently overwrites a change they did not see.
// 3. Whatever a constraint still refuses (unique or exclusion violations) answers 409, never 500
//    (plugins/error-handler.ts, with `sqlStateOf` from src/db/sql-state.ts).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { textArray } from '../db/sql-arrays.ts';
import { AppError } from './app-error.ts';

/** The separator of key parts: a character no id contains (ids are refused with control characters anyway). */
const KEY_SEPARATOR = '\u001f';

/**
 * Takes the transaction-scoped advisory lock of an aggregate (released at commit or rollback). Keys are namespaced
 * by tenant and kind, so 'employee' E-1 of tenant A never waits for E-1 of tenant B. A 64-bit hash of the key
 * (hashtextextended) makes unrelated collisions practically impossible; a collision would only serialise two
 * writes, never lose one.
 */
export async function lockAggregate(tx: Queryable, tenantId: string, kind: string, id: string): Promise<void> {
  const key = [tenantId, kind, id].join(KEY_SEPARATOR);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Locks several aggregates of one kind in a fixed (sorted) order, so two transactions locking overlapping sets
 * cannot deadlock.
 */
export async function lockAggregates(
  tx: Queryable,
  tenantId: string,
  kind: string,
  ids: Iterable<string>,
): Promise<void> {
  const keys = [...new Set(ids)].sort().map((id) => [tenantId, kind, id].join(KEY_SEPARATOR));
  if (keys.length === 0) return;
  if (keys.length === 1) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${keys[0]}, 0))`);
    return;
  }
  // One round trip for a batch (an upload locks hundreds of employees); the ordered subquery keeps the sorted order.
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(hashtextextended(key, 0))) from (select key from unnest(${textArray(keys)}) with ordinality as k(key, n) order by n) ordered`,
  );
}

/**
 * A tenant-wide gate in front of a kind of aggregate lock: writers of single aggregates take it shared (they run side
 * by side), a writer that must see all of them still (an accounting month lock) takes it exclusive. Take it before
 * the aggregates' locks, always, so the order stays gate -> aggregates and two transactions cannot deadlock on it.
 */
export async function lockGate(tx: Queryable, tenantId: string, gate: string, mode: 'shared' | 'exclusive') {
  const key = [tenantId, 'gate', gate].join(KEY_SEPARATOR);
  if (mode === 'shared') await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`);
  else await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The optimistic check of screen edits: `expected` is the revision the client edited (undefined: the caller did
 * not send one, e.g. an integration applying a partial change), `current` the revision read under the lock.
 */
export function assertRevision(
  what: string,
  expected: number | undefined,
  current: number,
  details: Record<string, unknown> = {},
): void {
  if (expected === undefined || expected === current) return;
  throw new AppError(
    'REVISION_CONFLICT',
    `This ${what} was changed by someone else since you opened it (you edited revision ${expected}, it is now ` +
      `at revision ${current}). Reload it to see the current version, then make your change again.`,
    { ...details, currentRevision: current },
  );
}
