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
import { constraintOf, sqlStateOf, UNIQUE_VIOLATION } from '../../../db/sql-state.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { parseAbsenceRow } from '../../uploads/reading/absence-columns.ts';
import {
  type DocumentRuntime,
  requireStoredDocument,
  signedDownload,
  storeGeneratedDocument,
} from '../documents/documents.service.ts';
import { currentConfigurationVersion } from '../tenant/tenant.service.ts';
import {
  knownEmployees,
  type StagedAbsence,
  stageAbsenceRows,
  UPLOAD_ROW_MESSAGES,
} from './absence-upload.processor.ts';
import { insertIssues } from './file-upload.runner.ts';
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
    if (sqlStateOf(error) === UNIQUE_VIOLATION && constraintOf(error) === 'file_uploads_one_processing_per_tenant') {
      throw new AppError('another-file-is-currently-being-processed', ANOTHER_FILE_PROCESSING_MESSAGE);
    }
    throw error;
  }
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

// ---- External data interface --------------------------------------------------------------------------------------

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

type ConnectAbsence = {
  employeeId: string;
  startDate: string;
  endDate: string;
  type: string;
  accidentType?: string | null;
  hours?: number | string | null;
  percentage?: number | string | null;
  comment?: string | null;
};

/** The tenant's grapeConnectDataUploadType (the configuration's default when it has none yet). */
async function dataUploadType(tx: Queryable, tenantId: string): Promise<string> {
  const current = await currentConfigurationVersion(tx, tenantId);
  return (
    (current?.configuration as { grapeConnectDataUploadType?: string } | undefined)?.grapeConnectDataUploadType ??
    'EMPLOYEE_AND_ABSENCE_DATA'
  );
}

/**
 * Absences from an external system (grapeConnect): the same row rules as a file (reading/absence-columns.ts), the
 * same replacement and events (the upload starts in its applying phase: the rows are staged in this request's
 * transaction and a worker applies them). A retried request with the same Idempotency-Key answers the first
 * upload and applies nothing again.
 */
export async function connectAbsences(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: { startDate: string; endDate: string; absences: ConnectAbsence[] },
  idempotencyKey: string | null,
) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  const replay = async (tx: Queryable) => {
    if (!idempotencyKey) return null;
    const [existing] = await tx
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.idempotencyKey, idempotencyKey), eq(fileUploads.kind, 'absence')));
    if (!existing) return null;
    return {
      absenceUploadId: existing.id,
      processingStatus: existing.status,
      replayed: true,
      rowsAccepted: existing.rowsAccepted,
      rowsRejected: existing.rowsRejected,
      rejected: [],
    };
  };
  try {
    return await inTenant(database, ctx, async (tx) => {
      const earlier = await replay(tx);
      if (earlier) return earlier;
      const allowed = await dataUploadType(tx, tenantId);
      if (allowed !== 'EMPLOYEE_AND_ABSENCE_DATA') {
        throw new AppError(
          'DATA_UPLOAD_TYPE_NOT_ALLOWED',
          `The company's interface accepts ${allowed === 'NONE' ? 'no data' : 'employee data only'}, not absences`,
          { grapeConnectDataUploadType: allowed },
        );
      }
      const checked = await checkConnectAbsences(tx, input);
      const [row] = await tx
        .insert(fileUploads)
        .values({
          tenantId,
          kind: 'absence',
          source: 'api',
          startDate: input.startDate,
          endDate: input.endDate,
          phase: 'applying',
          uploadedByName: actor.name,
          idempotencyKey,
          rowsRead: input.absences.length,
          rowsAccepted: checked.accepted.length,
          rowsRejected: input.absences.length - checked.accepted.length,
        })
        .returning();
      if (!row) throw new Error('upload insert returned nothing');
      await stageAbsenceRows(tx, row, checked.accepted);
      await insertIssues(
        tx,
        row,
        checked.rejected.map((item) => ({
          rowNumber: item.index,
          severity: 'error' as const,
          column: item.field,
          value: null,
          message: item.message,
        })),
      );
      await recordAudit(tx, ctx, {
        action: 'absence-upload.create',
        entityType: 'absence-upload',
        entityId: row.id,
        after: { source: 'api', startDate: row.startDate, endDate: row.endDate, items: input.absences.length },
      });
      if (jobs) await jobs.sendInTransaction(tx, QUEUES.fileUploads, { tenantId, uploadId: row.id });
      return {
        absenceUploadId: row.id,
        processingStatus: row.status,
        replayed: false,
        rowsAccepted: checked.accepted.length,
        rowsRejected: checked.rejected.length,
        rejected: checked.rejected,
      };
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      // A parallel retry with the same key won (whichever unique index refused this one): answer its upload.
      const earlier = await inTenant(database, ctx, replay);
      if (earlier) return earlier;
      if (constraintOf(error) === 'file_uploads_one_processing_per_tenant') {
        throw new AppError('another-file-is-currently-being-processed', ANOTHER_FILE_PROCESSING_MESSAGE);
      }
    }
    throw error;
  }
}

/** Items through the file's row rules (as text, like cells) and the employee check; index = position in the list. */
async function checkConnectAbsences(
  tx: Queryable,
  input: { startDate: string; endDate: string; absences: ConnectAbsence[] },
) {
  const accepted: StagedAbsence[] = [];
  const rejected: { index: number; field: string | null; message: string }[] = [];
  const text = (value: number | string | null | undefined) =>
    value === null || value === undefined ? undefined : String(value).trim() || undefined;
  input.absences.forEach((item, index) => {
    const parsed = parseAbsenceRow(
      {
        employeeId: item.employeeId,
        startDate: item.startDate,
        endDate: item.endDate,
        type: item.type,
        accidentType: text(item.accidentType),
        hours: text(item.hours),
        percentage: text(item.percentage),
        comment: text(item.comment),
      },
      index,
    );
    if (!parsed.ok) {
      for (const error of parsed.errors) rejected.push({ index, field: error.column, message: error.message });
      return;
    }
    const start = parsed.value.startDate < input.startDate ? input.startDate : parsed.value.startDate;
    const end = parsed.value.endDate > input.endDate ? input.endDate : parsed.value.endDate;
    if (start > end) {
      rejected.push({
        index,
        field: 'startDate',
        message: UPLOAD_ROW_MESSAGES.outsidePeriod(input.startDate, input.endDate),
      });
      return;
    }
    accepted.push({ rowNumber: index, value: parsed.value, start, end });
  });
  const known = await knownEmployees(
    tx,
    accepted.map((row) => row.value.employeeId),
  );
  const staged = accepted.filter((row) => {
    if (known.has(row.value.employeeId)) return true;
    rejected.push({ index: row.rowNumber, field: 'employeeId', message: UPLOAD_ROW_MESSAGES.unknownEmployee });
    return false;
  });
  rejected.sort((a, b) => a.index - b.index);
  return { accepted: staged, rejected };
}
