// When an upload's derived state is written (decision 0040): an upload says `completed` once its absences or
// employee records are in, but the cases, claims, absence periods and data issues they cause are derived afterwards by
// the domain-event worker (src/server/jobs/domain-events.ts), from the events the upload recorded (payload
// `uploadId`). `derived_at` is set once the upload has ended and none of its events is left unprocessed.
//
// Marking runs after a commit that may finish an upload's derivation — after each event batch of the worker, after an
// event's replay, after an upload ends — in a transaction of its own that starts after that commit, so whichever of
// the two commits last (the upload's end or its last event) sees the other one: no upload stays unmarked for a race.
// The worker's start marks what a crash between a commit and its marking left.
import { sql } from 'drizzle-orm';
import type { UploadDerivationStatus } from '../../../contracts/uploads.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';

/** Marks the tenant's ended uploads whose events are all processed as derived; answers how many it marked. */
export async function markUploadsDerived(database: Database, tenantId: string): Promise<number> {
  return database.withTenant(tenantId, async (tx) => {
    const rows = await rowsOf<{ id: string }>(
      tx,
      sql`
      update file_uploads u set derived_at = now()
      where u.tenant_id = ${tenantId} and u.derived_at is null and u.status <> 'processing'
        and not exists (
          select 1 from domain_events e
          where e.tenant_id = ${tenantId} and e.status <> 'processed' and (e.payload->>'uploadId') = u.id::text
        )
      returning u.id`,
    );
    return rows.length;
  });
}

/** markUploadsDerived for every tenant with an ended upload not marked yet (the worker's start). */
export async function markUploadsDerivedAcrossTenants(database: Database): Promise<number> {
  const tenants = await rowsOf<{ tenant_id: string }>(
    database.db,
    sql`select distinct tenant_id from file_uploads where derived_at is null and status <> 'processing'`,
  );
  let marked = 0;
  for (const tenant of tenants) marked += await markUploadsDerived(database, tenant.tenant_id);
  return marked;
}

/**
 * The derivation status of uploads (the list and detail items): derived once marked; failed while an event of the
 * upload failed (it is retried); else pending. One query over the unprocessed events (a partial index: few rows).
 */
export async function derivationStatuses(
  tx: Queryable,
  uploads: readonly { id: string; derivedAt: string | null }[],
): Promise<Map<string, UploadDerivationStatus>> {
  const statuses = new Map<string, UploadDerivationStatus>();
  const open = uploads.filter((upload) => upload.derivedAt === null).map((upload) => upload.id);
  const failed =
    open.length === 0
      ? new Set<string>()
      : new Set(
          (
            await rowsOf<{ upload_id: string }>(
              tx,
              sql`
              select e.payload->>'uploadId' as upload_id from domain_events e
              where e.status <> 'processed' and (e.payload->>'uploadId') = any(${textArray(open)})
              group by 1 having bool_or(e.status = 'failed')`,
            )
          ).map((row) => row.upload_id),
        );
  for (const upload of uploads) {
    statuses.set(upload.id, upload.derivedAt !== null ? 'derived' : failed.has(upload.id) ? 'failed' : 'pending');
  }
  return statuses;
}
