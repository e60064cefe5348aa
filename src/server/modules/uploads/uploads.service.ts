// Uploads (issue 11): an absence file becomes a `file_uploads` row in status processing, and a background job turns
// it into daily absences (absence-upload.processor.ts). One file per tenant at a time: the database refuses a second
// processing upload (partial unique index), which answers the spec's 400 `another-file-is-currently-being-processed`
// even for two parallel requests. Lists, status, row report and templates are read here.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AbsenceUploadItem } from '../../../contracts/uploads.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { documents } from '../../../db/schema/documents.ts';
import { fileUploadRowIssues, fileUploads } from '../../../db/schema/file-uploads.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { sqlStateOf } from '../../../db/sql-state.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import {
  type DocumentRuntime,
  requireStoredDocument,
  signedDownload,
  storeGeneratedDocument,
} from '../documents/documents.service.ts';
import { currentConfigurationVersion } from '../tenant/tenant.service.ts';
import { csvReport, type ReportLanguage, reportLines, xlsxReport } from './row-report.ts';

export type UploadRow = typeof fileUploads.$inferSelect;
export type FileUploadJob = { tenantId: string; uploadId: string };

export const ANOTHER_FILE_PROCESSING_MESSAGE = 'Another file is currently being processed; try again when it is done';

/** Whether a file of the tenant is processing (absence edits are blocked meanwhile: FILES_PROCESSING). */
export async function isFileProcessing(tx: Queryable): Promise<boolean> {
  const [row] = await tx
    .select({ id: fileUploads.id })
    .from(fileUploads)
    .where(eq(fileUploads.status, 'processing'))
    .limit(1);
  return row !== undefined;
}

/** Throws FILES_PROCESSING while a file is processing; every absence write calls it in its transaction. */
export async function assertNoFileProcessing(tx: Queryable): Promise<void> {
  if (await isFileProcessing(tx)) {
    throw new AppError('FILES_PROCESSING', 'Absences cannot be changed while a file is being processed');
  }
}

export async function absenceEditingBlocked(database: Database, ctx: RequestContext): Promise<boolean> {
  return inTenant(database, ctx, (tx) => isFileProcessing(tx));
}

type FileUploadConfigurationEntry = { key: string; name: string };

async function fileUploadConfiguration(tx: Queryable, tenantId: string, key: string | null | undefined) {
  if (!key) return null;
  const current = await currentConfigurationVersion(tx, tenantId);
  const entries =
    ((current?.configuration as { fileUploadConfiguration?: FileUploadConfigurationEntry[] } | undefined)
      ?.fileUploadConfiguration as FileUploadConfigurationEntry[] | undefined) ?? [];
  const entry = entries.find((candidate) => candidate.key === key);
  if (!entry) {
    throw new AppError('FILE_UPLOAD_CONFIGURATION_NOT_FOUND', `The company has no upload configuration "${key}"`, {
      fileUploadKey: key,
    });
  }
  return entry;
}

export async function createAbsenceUpload(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: { startDate: string; endDate: string; documentId: string; fileUploadKey?: string | null },
  options: { source?: 'file' | 'api'; idempotencyKey?: string | null } = {},
) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  try {
    return await inTenant(database, ctx, async (tx) => {
      const document = await requireStoredDocument(tx, input.documentId);
      const configuration = await fileUploadConfiguration(tx, tenantId, input.fileUploadKey);
      const [row] = await tx
        .insert(fileUploads)
        .values({
          tenantId,
          kind: 'absence',
          source: options.source ?? 'file',
          documentId: document.id,
          fileUploadKey: configuration?.key ?? null,
          fileUploadName: configuration?.name ?? null,
          startDate: input.startDate,
          endDate: input.endDate,
          uploadedByUserId: actor.kind === 'user' ? actor.userId : null,
          uploadedByName: actor.name,
          idempotencyKey: options.idempotencyKey ?? null,
        })
        .returning();
      if (!row) throw new Error('upload insert returned nothing');
      await recordAudit(tx, ctx, {
        action: 'absence-upload.create',
        entityType: 'absence-upload',
        entityId: row.id,
        after: {
          fileName: document.name,
          startDate: row.startDate,
          endDate: row.endDate,
          fileUploadKey: row.fileUploadKey,
          sha256: document.sha256,
        },
      });
      if (jobs) await jobs.sendInTransaction(tx, QUEUES.fileUploads, { tenantId, uploadId: row.id });
      return {
        absenceUploadId: row.id,
        startDate: input.startDate,
        endDate: input.endDate,
        documentId: document.id,
        processingStatus: row.status,
      };
    });
  } catch (error) {
    // The partial unique index on (tenant) where processing: also the loser of two parallel uploads lands here.
    if (sqlStateOf(error) === '23505' && constraintOf(error) === 'file_uploads_one_processing_per_tenant') {
      throw new AppError('another-file-is-currently-being-processed', ANOTHER_FILE_PROCESSING_MESSAGE);
    }
    throw error;
  }
}

/** The constraint a database error names (node-postgres and PGlite both carry it), searched through causes. */
function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function issueCounts(tx: Queryable, uploadIds: string[]): Promise<Map<string, number>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await tx
    .select({ uploadId: fileUploadRowIssues.uploadId, count: count() })
    .from(fileUploadRowIssues)
    .where(sql`${fileUploadRowIssues.uploadId} = any(${uuidArray(uploadIds)})`)
    .groupBy(fileUploadRowIssues.uploadId);
  return new Map(rows.map((row) => [row.uploadId, Number(row.count)]));
}

function toAbsenceUploadItem(
  runtime: DocumentRuntime,
  row: UploadRow,
  document: typeof documents.$inferSelect | null,
  issueCount: number,
): AbsenceUploadItem {
  return {
    absenceUploadId: row.id,
    startDate: row.startDate ?? '',
    endDate: row.endDate ?? '',
    documentId: row.documentId,
    name: document?.name ?? null,
    uri: document && document.status === 'stored' ? signedDownload(runtime, document).uri : null,
    fileUploadName: row.fileUploadName,
    fileUploadKey: row.fileUploadKey,
    uploadedAt: row.uploadedAt,
    uploadedBy: row.uploadedByName,
    source: row.source,
    processingStatus: row.status,
    phase: row.phase,
    finishedAt: row.finishedAt,
    errorMessage: row.errorMessage,
    breakdowns: {
      rowsRead: row.rowsRead,
      rowsAccepted: row.rowsAccepted,
      rowsRejected: row.rowsRejected,
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      removed: row.removed,
      employeesAffected: row.employeesAffected,
    },
    issueCount,
  };
}

export async function listAbsenceUploads(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  query: { startDate?: string; endDate?: string },
) {
  return inTenant(database, ctx, async (tx) => {
    // Uploads are listed by the Swiss day they were made on.
    const conditions: SQL[] = [eq(fileUploads.kind, 'absence')];
    if (query.startDate) {
      conditions.push(
        sql`${fileUploads.uploadedAt} >= (${query.startDate}::date::timestamp at time zone 'Europe/Zurich')`,
      );
    }
    if (query.endDate) {
      conditions.push(
        sql`${fileUploads.uploadedAt} < ((${query.endDate}::date + 1)::timestamp at time zone 'Europe/Zurich')`,
      );
    }
    const rows = await tx
      .select({ upload: fileUploads, document: documents })
      .from(fileUploads)
      .leftJoin(documents, and(eq(documents.tenantId, fileUploads.tenantId), eq(documents.id, fileUploads.documentId)))
      .where(and(...conditions))
      .orderBy(desc(fileUploads.uploadedAt), desc(fileUploads.id))
      .limit(500);
    const counts = await issueCounts(
      tx,
      rows.map((row) => row.upload.id),
    );
    return {
      items: rows.map((row) => toAbsenceUploadItem(runtime, row.upload, row.document, counts.get(row.upload.id) ?? 0)),
    };
  });
}

export async function findUpload(tx: AppTransaction, uploadId: string, kind: 'absence' | 'employee') {
  const [row] = await tx
    .select({ upload: fileUploads, document: documents })
    .from(fileUploads)
    .leftJoin(documents, and(eq(documents.tenantId, fileUploads.tenantId), eq(documents.id, fileUploads.documentId)))
    .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.kind, kind)));
  if (!row) throw new AppError('UPLOAD_NOT_FOUND', 'Upload not found');
  return row;
}

export async function getAbsenceUpload(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  uploadId: string,
) {
  return inTenant(database, ctx, async (tx) => {
    const row = await findUpload(tx, uploadId, 'absence');
    const counts = await issueCounts(tx, [uploadId]);
    return toAbsenceUploadItem(runtime, row.upload, row.document, counts.get(uploadId) ?? 0);
  });
}

const REPORT_TITLES = {
  de: 'Zeilenbericht',
  fr: 'Rapport par ligne',
  it: 'Rapporto per riga',
  en: 'Row report',
} as const;

/**
 * The row report of an absence upload as a generated document (XLSX or CSV in the caller's language), answered as a
 * signed download address. Generated on each request: while the upload processes, the report grows.
 */
export async function absenceUploadRowReport(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  uploadId: string,
  format: 'xlsx' | 'csv',
  language: ReportLanguage,
) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  const { upload, document } = await inTenant(database, ctx, (tx) => findUpload(tx, uploadId, 'absence'));
  const lines = reportLines(database, tenantId, upload.id);
  const baseName = (document?.name ?? 'upload').replace(/\.[^.]+$/, '');
  const name = `${baseName} – ${REPORT_TITLES[language]}.${format}`;
  const content = format === 'csv' ? csvReport(lines, language) : xlsxReport(lines, language, REPORT_TITLES[language]);
  const row = await storeGeneratedDocument(runtime, database, {
    tenantId,
    name,
    content,
    createdByName: actor.name,
    createdByUserId: actor.kind === 'user' ? actor.userId : null,
  });
  return signedDownload(runtime, row);
}
