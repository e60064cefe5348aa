// Uploads (issue 11): an absence file becomes a `file_uploads` row in status processing, and a background job turns
// it into daily absences (absence-upload.processor.ts). One file per tenant at a time: the database refuses a second
// processing upload (partial unique index), which answers the spec's 400 `another-file-is-currently-being-processed`
// even for two parallel requests. Lists, status, row report and templates are read here.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  AbsenceUploadItem,
  EmployeeUploadItem,
  RowIssue,
  RowIssueCode,
  RowIssueParams,
  UploadDerivationStatus,
} from '../../../contracts/uploads.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { documents } from '../../../db/schema/documents.ts';
import { fileUploadRowIssues, fileUploads } from '../../../db/schema/file-uploads.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { constraintOf, sqlStateOf, UNIQUE_VIOLATION } from '../../../db/sql-state.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { QUEUES } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import {
  type DocumentRuntime,
  requireStoredDocument,
  signedDownload,
  storeGeneratedDocument,
} from '../documents/index.ts';
import type { ReportLanguage } from './row-issues.ts';
import { csvReport, reportLines, xlsxReport } from './row-report.ts';
import { derivationStatuses } from './upload-derivation.ts';

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

type NewUpload =
  | {
      kind: 'absence';
      startDate: string;
      endDate: string;
      documentId: string;
      fileUploadKey?: string | null | undefined;
    }
  | { kind: 'employee'; documentId: string; fileUploadKey?: string | null | undefined };

/** Registers a stored file as an upload in status processing and enqueues its processing, in one transaction. */
async function createFileUpload(database: Database, jobs: JobQueue | null, ctx: RequestContext, input: NewUpload) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  try {
    return await inTenant(database, ctx, async (tx) => {
      const document = await requireStoredDocument(tx, input.documentId);
      const configuration = await fileUploadConfiguration(tx, tenantId, input.fileUploadKey);
      const period = input.kind === 'absence' ? { startDate: input.startDate, endDate: input.endDate } : {};
      const [row] = await tx
        .insert(fileUploads)
        .values({
          tenantId,
          kind: input.kind,
          source: 'file',
          documentId: document.id,
          fileUploadKey: configuration?.key ?? null,
          fileUploadName: configuration?.name ?? null,
          // An employee file names its employees by id; an absence file's header tells (set when it is read).
          employeeKey: input.kind === 'employee' ? 'employeeId' : null,
          ...period,
          uploadedByUserId: actor.kind === 'user' ? actor.userId : null,
          uploadedByName: actor.name,
        })
        .returning();
      if (!row) throw new Error('upload insert returned nothing');
      await recordAudit(tx, ctx, {
        action: `${input.kind}-upload.create`,
        entityType: `${input.kind}-upload`,
        entityId: row.id,
        after: { fileName: document.name, ...period, fileUploadKey: row.fileUploadKey, sha256: document.sha256 },
      });
      if (jobs) await jobs.sendInTransaction(tx, QUEUES.fileUploads, { tenantId, uploadId: row.id });
      return { row, document };
    });
  } catch (error) {
    // The partial unique index on (tenant) where processing: also the loser of two parallel uploads lands here.
    throw anotherFileProcessingOr(error);
  }
}

/** The spec's 400 for a second file while one processes (the partial unique index refused the insert). */
export function anotherFileProcessingOr(error: unknown): unknown {
  if (sqlStateOf(error) === UNIQUE_VIOLATION && constraintOf(error) === 'file_uploads_one_processing_per_tenant') {
    return new AppError('another-file-is-currently-being-processed', ANOTHER_FILE_PROCESSING_MESSAGE);
  }
  return error;
}

export async function createAbsenceUpload(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: { startDate: string; endDate: string; documentId: string; fileUploadKey?: string | null },
) {
  const { row, document } = await createFileUpload(database, jobs, ctx, { kind: 'absence', ...input });
  return {
    absenceUploadId: row.id,
    startDate: input.startDate,
    endDate: input.endDate,
    documentId: document.id,
    processingStatus: row.status,
  };
}

export async function createEmployeeUpload(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: { documentId: string; fileUploadKey?: string | null },
) {
  const { row, document } = await createFileUpload(database, jobs, ctx, { kind: 'employee', ...input });
  return { employeeUploadId: row.id, documentId: document.id, processingStatus: row.status };
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

type DocumentRow = typeof documents.$inferSelect;

/** The facts of an upload item that come from other rows: its row report's length and its derivation. */
type UploadExtras = { issueCount: number; derivationStatus: UploadDerivationStatus };

/** The fields every upload item has (spec section 3 "Uploads": list items plus status and breakdowns). */
function uploadBaseOf(runtime: DocumentRuntime, row: UploadRow, document: DocumentRow | null, extras: UploadExtras) {
  return {
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
    issueCount: extras.issueCount,
    employeeKey: row.employeeKey,
    derivedAt: row.derivedAt,
    derivationStatus: extras.derivationStatus,
  };
}

function toAbsenceUploadItem(
  runtime: DocumentRuntime,
  row: UploadRow,
  document: DocumentRow | null,
  extras: UploadExtras,
): AbsenceUploadItem {
  return {
    absenceUploadId: row.id,
    startDate: row.startDate ?? '',
    endDate: row.endDate ?? '',
    ...uploadBaseOf(runtime, row, document, extras),
  };
}

function toEmployeeUploadItem(
  runtime: DocumentRuntime,
  row: UploadRow,
  document: DocumentRow | null,
  extras: UploadExtras,
): EmployeeUploadItem {
  return { employeeUploadId: row.id, ...uploadBaseOf(runtime, row, document, extras) };
}

/**
 * Which uploads the caller may read: a person with the data hub's permission every upload of the company, an API
 * token the ones it delivered (decision 0040). A condition on `file_uploads`, or none.
 */
function readableBy(ctx: RequestContext): SQL | undefined {
  return ctx.actor?.kind === 'api-token' ? eq(fileUploads.apiTokenId, ctx.actor.tokenId) : undefined;
}

/** The row report lengths and derivation statuses of uploads. */
async function extrasOf(tx: Queryable, rows: readonly UploadRow[]): Promise<Map<string, UploadExtras>> {
  const counts = await issueCounts(
    tx,
    rows.map((row) => row.id),
  );
  const statuses = await derivationStatuses(tx, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      { issueCount: counts.get(row.id) ?? 0, derivationStatus: statuses.get(row.id) ?? 'pending' },
    ]),
  );
}

type UploadKind = 'absence' | 'employee';

/** Uploads of a kind, newest first, by the Swiss day they were made on; at most 500. */
async function listUploads(
  tx: Queryable,
  ctx: RequestContext,
  kind: UploadKind,
  query: { startDate?: string | undefined; endDate?: string | undefined; source?: 'file' | 'api' },
  limit = 500,
) {
  const conditions: SQL[] = [eq(fileUploads.kind, kind)];
  const scope = readableBy(ctx);
  if (scope) conditions.push(scope);
  if (query.source) conditions.push(eq(fileUploads.source, query.source));
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
    .limit(limit);
  const extras = await extrasOf(
    tx,
    rows.map((row) => row.upload),
  );
  return rows.map((row) => ({ ...row, extras: extras.get(row.upload.id) as UploadExtras }));
}

export async function listAbsenceUploads(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  query: { startDate?: string; endDate?: string },
) {
  return inTenant(database, ctx, async (tx) => ({
    items: (await listUploads(tx, ctx, 'absence', query)).map((row) =>
      toAbsenceUploadItem(runtime, row.upload, row.document, row.extras),
    ),
  }));
}

export async function listEmployeeUploads(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  query: { startDate?: string; endDate?: string },
) {
  return inTenant(database, ctx, async (tx) => ({
    items: (await listUploads(tx, ctx, 'employee', query)).map((row) =>
      toEmployeeUploadItem(runtime, row.upload, row.document, row.extras),
    ),
  }));
}

/**
 * An upload of the caller's company, or 404; with the request's context, one the caller may read (an API token: one
 * it delivered).
 */
export async function findUpload(tx: Queryable, uploadId: string, kind: UploadKind, ctx?: RequestContext) {
  const [row] = await tx
    .select({ upload: fileUploads, document: documents })
    .from(fileUploads)
    .leftJoin(documents, and(eq(documents.tenantId, fileUploads.tenantId), eq(documents.id, fileUploads.documentId)))
    .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.kind, kind), ctx ? readableBy(ctx) : undefined));
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
    const row = await findUpload(tx, uploadId, 'absence', ctx);
    const extras = await extrasOf(tx, [row.upload]);
    return toAbsenceUploadItem(runtime, row.upload, row.document, extras.get(uploadId) as UploadExtras);
  });
}

export async function getEmployeeUpload(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  uploadId: string,
) {
  return inTenant(database, ctx, async (tx) => {
    const row = await findUpload(tx, uploadId, 'employee', ctx);
    const extras = await extrasOf(tx, [row.upload]);
    return toEmployeeUploadItem(runtime, row.upload, row.document, extras.get(uploadId) as UploadExtras);
  });
}

const REPORT_TITLES = {
  de: 'Zeilenbericht',
  fr: 'Rapport par ligne',
  it: 'Rapporto per riga',
  en: 'Row report',
} as const;

/**
 * The row report of an upload as a generated document (XLSX or CSV in the caller's language), answered as a signed
 * download address. Generated on each request: while the upload processes, the report grows.
 */
export async function uploadRowReport(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  kind: UploadKind,
  uploadId: string,
  format: 'xlsx' | 'csv',
  language: ReportLanguage,
) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  const { upload, document } = await inTenant(database, ctx, (tx) => findUpload(tx, uploadId, kind, ctx));
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

/**
 * A page of an upload's row report as data (decision 0040): each line with its code and parameters, which the web
 * says in the reader's language, the cell as the file has it and the English message; in file order.
 */
export async function listRowIssues(
  database: Database,
  ctx: RequestContext,
  kind: UploadKind,
  uploadId: string,
  query: { skip: number; take: number },
): Promise<{ items: RowIssue[]; totalCount: number }> {
  return inTenant(database, ctx, async (tx) => {
    await findUpload(tx, uploadId, kind, ctx);
    const [total] = await tx
      .select({ count: count() })
      .from(fileUploadRowIssues)
      .where(eq(fileUploadRowIssues.uploadId, uploadId));
    const rows = await tx
      .select()
      .from(fileUploadRowIssues)
      .where(eq(fileUploadRowIssues.uploadId, uploadId))
      .orderBy(asc(fileUploadRowIssues.rowNumber), asc(fileUploadRowIssues.seq))
      .offset(query.skip)
      .limit(query.take);
    return {
      totalCount: Number(total?.count ?? 0),
      items: rows.map((row) => ({
        rowNumber: row.rowNumber,
        severity: row.severity,
        column: row.column,
        value: row.value,
        code: (row.code as RowIssueCode | null) ?? null,
        params: (row.params as RowIssueParams | null) ?? {},
        message: row.message,
      })),
    };
  });
}
