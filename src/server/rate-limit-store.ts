// Rate-limit counters in PostgreSQL, shared by every API process (docs/decisions/0007-shared-rate-limits.md).
// @fastify/rate-limit's default store counts in process memory, so N processes behind a load balancer allow N times
// the limit. This store keeps one row per route and client in the platform table `rate_limit_hits` and counts each
// hit with one atomic upsert on the owner connection (like `sessions`), so concurrent hits from any number of
// processes see one counter. It works the same on PGlite (one process).
//
// The store interface is @fastify/rate-limit's (11.x, store/LocalStore.js): the plugin constructs the store with
// its global settings, calls `child(settings)` once per rate-limited route (`settings.routeInfo` is the route), and
// `incr(key, callback, timeWindow, max)` per request; `read` is the non-mutating peek used by `{ increment: false }`.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, rowsOf } from '../db/client.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What the plugin passes to the constructor and to `child`: its settings, plus the route for a child. */
type StoreSettings = FastifyRateLimitOptions & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/** A route's store: the plugin's interface plus `read`, which its typings leave out. */
export type SharedRateLimitStore = FastifyRateLimitStore & { read(key: string, callback: Callback): void };

export type RateLimitStoreOptions = {
  /**
   * Expired counters are deleted at most this often per process (on a hit, without the request waiting for it).
   * A counter whose window ended is simply restarted by the next hit, so deleting it only saves space.
   */
  cleanupEveryMs?: number;
};

/** How long an expired counter is kept before the cleanup deletes it (an active client would only recreate it). */
const KEEP_EXPIRED = '1 minute';

/** The counter's current value and the milliseconds until its window ends, by the database's clock. */
const TTL_MS = sql.raw(`greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int`);

/**
 * One hit on the counter `key`, atomically: a new counter, the next hit of a running window, or the first hit of a
 * new window. Answers the count in the window and the milliseconds left. Used by the route store below and by the
 * count of failed authentications per client (src/server/auth/auth-failures.ts).
 */
export async function countHit(database: Database, key: string, timeWindowMs: number): Promise<Result> {
  const [row] = await rowsOf<{ hits: number; ttl_ms: number }>(
    database.db,
    sql`insert into rate_limit_hits as counter (key, hits, reset_at)
        values (${key}, 1, now() + ${timeWindowMs}::double precision * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when counter.reset_at <= now() then 1 else least(counter.hits, 2147483646) + 1 end,
          reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
        -- A counter another process started a moment later (its now() later than ours) ends a few microseconds
        -- after our window would: never answer more than the window.
        returning hits, least(${TTL_MS}, ${timeWindowMs}::int) as ttl_ms`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: Number(row.hits), ttl: Number(row.ttl_ms) };
}

/** The counter `key` without counting: its hits in the running window (0 when none runs) and the time left. */
export async function readCounter(database: Database, key: string): Promise<Result> {
  const [row] = await rowsOf<{ hits: number; ttl_ms: number }>(
    database.db,
    sql`select hits, ${TTL_MS} as ttl_ms from rate_limit_hits where key = ${key} and reset_at > now()`,
  );
  return row ? { current: Number(row.hits), ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 };
}

/**
 * A store class for `@fastify/rate-limit` bound to this database. `log` receives the store's failures: the plugin
 * is registered with `skipOnError`, so a failing counter lets the request through (fail open) and only the log
 * tells.
 */
export function postgresRateLimitStore(
  database: Database,
  log: FastifyBaseLogger,
  options: RateLimitStoreOptions = {},
): FastifyRateLimitStoreCtor {
  const cleanupEveryMs = options.cleanupEveryMs ?? 60_000;
  let lastCleanupAt = 0;

  function cleanUpNowAndThen(): void {
    const now = Date.now();
    if (now - lastCleanupAt < cleanupEveryMs) return;
    lastCleanupAt = now;
    database.db
      .execute(sql`delete from rate_limit_hits where reset_at < now() - ${sql.raw(`interval '${KEEP_EXPIRED}'`)}`)
      .catch((error) => log.warn({ err: error }, 'rate limit: deleting expired counters failed'));
  }

  async function hit(key: string, timeWindowMs: number): Promise<Result> {
    const result = await countHit(database, key, timeWindowMs);
    cleanUpNowAndThen();
    return result;
  }

  class PostgresRateLimitStore implements SharedRateLimitStore {
    /** Keys are namespaced by route, so each route has its own counter per client. */
    private readonly namespace: string;

    constructor(settings: StoreSettings) {
      // Neither is used by this product; refuse rather than silently count differently from what was asked.
      if (settings.continueExceeding || settings.exponentialBackoff) {
        throw new Error('The shared rate-limit store supports neither continueExceeding nor exponentialBackoff');
      }
      const route = settings.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      this.namespace = route?.url ? `${method ?? '*'} ${route.url}` : '*';
    }

    private report(error: unknown, callback: Callback): void {
      log.error({ err: error, route: this.namespace }, 'rate limit counter unavailable; request allowed (fail open)');
      callback(error instanceof Error ? error : new Error(String(error)));
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(`${this.namespace}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error) => this.report(error, callback),
      );
    }

    read(key: string, callback: Callback): void {
      readCounter(database, `${this.namespace}|${key}`).then(
        (result) => callback(null, result),
        (error) => this.report(error, callback),
      );
    }

    child(settings: unknown): SharedRateLimitStore {
      return new PostgresRateLimitStore(settings as StoreSettings);
    }
  }

  return PostgresRateLimitStore;
}
