// The settlement statements of payouts (issue 15: "a PDF per payout, the daily-allowance statement the payee
// receives"; ../../documents/payout-statement.ts). The approval of a release enqueues the `payout-statements` job in
// its transaction (without a job queue the route writes them after the commit); the job writes the statement of every
// RELEASED payout of the release that has none yet to the document store, records it in
// payouts.statement_document_id and counts payout_releases.statements_written as it goes (the release detail shows
// the progress). Idempotent and resumable: a payout with a document is skipped, so a retry after a crash writes only
// the rest; two workers racing on one release keep the first document of a payout (coalesce).
// A statement of a DRAFT or PROPOSED payout is a preview on demand, marked as a draft: written on its first request
// and reused while the payout's content is the same (its fingerprint), never recorded as the payout's statement (the
// released one is written anew from the released row). Decision 0034.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { signedDownload } from '../../../contracts/documents.ts';
import { type Database, rowsOf } from '../../../db/client.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { AppError } from '../../app-error.ts';
import { type JobQueue, QUEUES } from '../../platform/job-queue.ts';
import { type RequestContext, requireTenantId } from '../../request-context.ts';
import {
  type DocumentRuntime,
  signedDownload as signedDownloadOf,
  storeGeneratedDocument,
} from '../documents/index.ts';
import type { PayoutStatementData } from './payout-parties.ts';
import { payoutStatementFileName, payoutStatementPdf, type StatementLanguage } from './payout-statement.ts';
import { PAYOUT_COLUMNS, type PayoutRow } from './payouts.repository.ts';
import { toPayout } from './payouts.service.ts';

export type PayoutStatementJob = { tenantId: string; releaseId: string };

type StatementRow = PayoutRow & {
  execution_date: string | null;
  fingerprint: string;
  preview_document_id: string | null;
  preview_fingerprint: string | null;
};

const STATEMENT_SOURCE = sql`select ${PAYOUT_COLUMNS}, r.requested_execution_date::text as execution_date,
    p.fingerprint, p.preview_document_id, p.preview_fingerprint
  from payouts p left join payout_releases r on r.tenant_id = p.tenant_id and r.id = p.release_id`;

/** How many statements are rendered and stored before their rows and the progress are written. */
const BATCH = 50;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The statement's file of a payout row: released ones dated at their release (the same bytes every time). */
async function statementFileOf(tenantId: string, row: StatementRow) {
  const payout = toPayout(tenantId, row);
  const language = ((row.statement as PayoutStatementData).language ?? 'DE') as StatementLanguage;
  const content = await payoutStatementPdf({
    payout,
    language,
    executionDate: row.status === 'RELEASED' ? row.execution_date : null,
    generatedAt: row.released_at === null ? new Date().toISOString() : iso(row.released_at),
  });
  return { name: payoutStatementFileName(payout, language), content };
}

/** The release's RELEASED payouts without a statement (by id: a rerun continues in the same order). */
async function missingStatements(database: Database, tenantId: string, releaseId: string): Promise<string[]> {
  const rows = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ id: string }>(
      tx,
      sql`select id from payouts where release_id = ${releaseId} and status = 'RELEASED'
          and statement_document_id is null order by id`,
    ),
  );
  return rows.map((row) => row.id);
}

/**
 * The job: writes the statement of every RELEASED payout of the release that has none, in batches, and updates the
 * release's statements_written after each batch. Answers how many it wrote (0 on a rerun of a finished release).
 */
export async function writeReleaseStatements(
  runtime: DocumentRuntime,
  database: Database,
  job: PayoutStatementJob,
  onProgress?: (written: number, total: number) => void,
): Promise<number> {
  const { tenantId, releaseId } = job;
  const missing = await missingStatements(database, tenantId, releaseId);
  let written = 0;
  for (let start = 0; start < missing.length; start += BATCH) {
    const ids = missing.slice(start, start + BATCH);
    const rows = await database.withTenant(tenantId, (tx) =>
      rowsOf<StatementRow>(
        tx,
        sql`${STATEMENT_SOURCE} where p.id = any(${uuidArray(ids)}) and p.status = 'RELEASED'
            and p.statement_document_id is null order by p.id`,
      ),
    );
    const stored: { payoutId: string; documentId: string }[] = [];
    for (const row of rows) {
      const file = await statementFileOf(tenantId, row);
      const document = await storeGeneratedDocument(runtime, database, {
        tenantId,
        name: file.name,
        content: file.content,
        createdByName: 'Absenza',
      });
      stored.push({ payoutId: row.id, documentId: document.id });
    }
    const progress = await database.withTenant(tenantId, async (tx) => {
      if (stored.length > 0) {
        await tx.execute(sql`update payouts p set statement_document_id = coalesce(p.statement_document_id, s.document_id)
            from (select unnest(${uuidArray(stored.map((item) => item.payoutId))}) as payout_id,
                         unnest(${uuidArray(stored.map((item) => item.documentId))}) as document_id) s
            where p.id = s.payout_id`);
      }
      const [counted] = await rowsOf<{ written: number; total: number }>(
        tx,
        sql`update payout_releases r set statements_written = c.written
            from (select count(*) filter (where statement_document_id is not null)::int as written,
                         count(*)::int as total
                  from payouts where release_id = ${releaseId} and status = 'RELEASED') c
            where r.id = ${releaseId} returning c.written, c.total`,
      );
      return counted ?? { written: 0, total: 0 };
    });
    written += stored.length;
    onProgress?.(progress.written, progress.total);
  }
  return written;
}

/** Enqueues the statements job of every released release with payouts still without a statement (a worker's start). */
export async function enqueueMissingStatements(database: Database, jobs: JobQueue): Promise<number> {
  const missing = await rowsOf<{ tenant_id: string; release_id: string }>(
    database.db,
    sql`select distinct tenant_id, release_id from payouts
        where status = 'RELEASED' and release_id is not null and statement_document_id is null`,
  );
  for (const row of missing) {
    await jobs.boss.send(QUEUES.payoutStatements, {
      tenantId: row.tenant_id,
      releaseId: row.release_id,
    } satisfies PayoutStatementJob);
  }
  return missing.length;
}

export async function startPayoutStatementWorker(database: Database, jobs: JobQueue, runtime: DocumentRuntime) {
  await enqueueMissingStatements(database, jobs);
  await jobs.work<PayoutStatementJob>(
    QUEUES.payoutStatements,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async (batch) => {
      for (const job of batch) await writeReleaseStatements(runtime, database, job.data);
    },
  );
}

/** A stored document's signed download, or null when the document is gone (not stored). */
async function storedDownload(runtime: DocumentRuntime, database: Database, tenantId: string, documentId: string) {
  const document = await database.withTenant(tenantId, async (tx) => {
    const [found] = await rowsOf<{ id: string; name: string; status: string }>(
      tx,
      sql`select id, name, status from documents where id = ${documentId}`,
    );
    return found;
  });
  if (document?.status !== 'stored') return null;
  const address = runtime.signer.sign('GET', tenantId, document.id);
  return { uri: address.uri, filename: document.name, expiresAt: address.expiresAt };
}

/**
 * GET …/payout/{payoutId}/statement: the signed download address of the statement. A released payout's statement is
 * written now when the job has not yet (and recorded); a DRAFT or PROPOSED payout gets a preview marked as a draft,
 * written on the first request and reused while the payout's fingerprint is unchanged (a regenerated draft with other
 * content is another payout, with another id).
 */
export async function statementDownload(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  payoutId: string,
): Promise<z.infer<typeof signedDownload>> {
  const tenantId = requireTenantId(ctx);
  const [row] = await database.withTenant(tenantId, (tx) =>
    rowsOf<StatementRow>(tx, sql`${STATEMENT_SOURCE} where p.id = ${payoutId}`),
  );
  if (!row) throw new AppError('PAYOUT_NOT_FOUND', 'There is no such payout', { payoutId });
  const released = row.status === 'RELEASED';
  const existing = released
    ? row.statement_document_id
    : row.preview_fingerprint === row.fingerprint
      ? row.preview_document_id
      : null;
  if (existing) {
    const download = await storedDownload(runtime, database, tenantId, existing);
    if (download) return download;
  }
  const file = await statementFileOf(tenantId, row);
  const document = await storeGeneratedDocument(runtime, database, {
    tenantId,
    name: file.name,
    content: file.content,
    createdByName: 'Absenza',
  });
  await database.withTenant(tenantId, async (tx) => {
    if (!released) {
      // Two first requests at once: each answers its own document, the later one is kept for the next requests.
      await tx.execute(sql`update payouts set preview_document_id = ${document.id}, preview_fingerprint = fingerprint
          where id = ${payoutId} and status <> 'RELEASED' and fingerprint = ${row.fingerprint}`);
      return;
    }
    await tx.execute(sql`update payouts set statement_document_id = ${document.id}
        where id = ${payoutId} and status = 'RELEASED'
          and (statement_document_id is null or statement_document_id = ${row.statement_document_id})`);
    if (row.release_id) {
      await tx.execute(sql`update payout_releases set statements_written = (select count(*) from payouts
          where release_id = ${row.release_id} and status = 'RELEASED' and statement_document_id is not null)
          where id = ${row.release_id}`);
    }
  });
  return signedDownloadOf(runtime, document);
}
