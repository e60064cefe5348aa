// The external data interface (grapeConnect, issue 11): payroll and HR systems send employees, absences and the
// organisation as JSON with a tenant API token. Which kinds a company accepts is its grapeConnectDataUploadType
// (EMPLOYEE_DATA: employees and organisation; EMPLOYEE_AND_ABSENCE_DATA: also absences; NONE: nothing, 403
// DATA_UPLOAD_TYPE_NOT_ALLOWED). Employees and absences take the same rules, processing and events as files: the
// items are checked and staged in the request's transaction, and the upload starts in its applying phase (a
// worker applies it). A retried request with the same Idempotency-Key answers the first upload, applied once.
import { and, desc, eq } from 'drizzle-orm';
import type { OrganizationUnit } from '../../../contracts/tenant.ts';
import type { ConnectEmployeeItem } from '../../../contracts/uploads.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { apiTokens, auditLog } from '../../../db/schema/identity.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../../db/sql-state.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { QUEUES } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { replaceOrganization } from '../tenant/index.ts';
import { DayClaims } from './absence-upload.claims.ts';
import { acceptRows, type Candidate } from './absence-upload.reading.ts';
import { stageAbsenceRows } from './absence-upload.staging.ts';
import { parseAbsenceRow } from './columns/absence-columns.ts';
import { stageEmployeeRows } from './employee-upload.reading.ts';
import { insertIssues } from './file-upload.runner.ts';
import { englishRowMessage, type RowIssueCode, type RowIssueParams } from './row-issues.ts';
import type { Issue } from './upload-phases.ts';
import { anotherFileProcessingOr, type UploadRow } from './uploads.service.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

type DataKind = 'employees' | 'absences' | 'organization';

/** Which data kinds each grapeConnectDataUploadType accepts. */
export const ACCEPTED_DATA_KINDS: Record<string, readonly DataKind[]> = {
  EMPLOYEE_DATA: ['employees', 'organization'],
  EMPLOYEE_AND_ABSENCE_DATA: ['employees', 'absences', 'organization'],
  NONE: [],
};

export async function assertDataKindAllowed(tx: Queryable, tenantId: string, kind: DataKind): Promise<void> {
  const allowed = await dataUploadType(tx, tenantId);
  if (ACCEPTED_DATA_KINDS[allowed]?.includes(kind)) return;
  throw new AppError(
    'DATA_UPLOAD_TYPE_NOT_ALLOWED',
    `The company's interface accepts ${allowed === 'NONE' ? 'no data' : 'employee and organisation data only'}, not ${kind}`,
    { grapeConnectDataUploadType: allowed },
  );
}

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
export async function dataUploadType(tx: Queryable, tenantId: string): Promise<string> {
  const current = await currentConfigurationVersion(tx, tenantId);
  return (
    (current?.configuration as { grapeConnectDataUploadType?: string } | undefined)?.grapeConnectDataUploadType ??
    'EMPLOYEE_AND_ABSENCE_DATA'
  );
}

/**
 * One interface delivery, applied once per Idempotency-Key: a key seen before answers its first delivery
 * (`replayed`, nothing applied again), also when a parallel retry with the same key won the race (the unique index
 * refused this one); a second file while one processes answers the spec's 400.
 */
async function deliverOnce<T>(
  database: Database,
  ctx: RequestContext,
  kind: 'absence' | 'employee',
  idempotencyKey: string | null,
  replayed: (existing: UploadRow) => T,
  deliver: (tx: AppTransaction) => Promise<T>,
): Promise<T> {
  const replay = async (tx: Queryable) => {
    if (!idempotencyKey) return null;
    const [existing] = await tx
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.idempotencyKey, idempotencyKey), eq(fileUploads.kind, kind)));
    return existing ? replayed(existing) : null;
  };
  try {
    return await inTenant(database, ctx, async (tx) => (await replay(tx)) ?? deliver(tx));
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      const earlier = await inTenant(database, ctx, replay);
      if (earlier) return earlier;
    }
    throw anotherFileProcessingOr(error);
  }
}

/** An interface item not applied: its index, the field, what is wrong (code, parameters) and the English message. */
type ConnectRefusal = {
  index: number;
  field: string | null;
  code: RowIssueCode;
  params: RowIssueParams;
  message: string;
};

function refusalOf(index: number, field: string | null, code: RowIssueCode, params: RowIssueParams = {}) {
  return { index, field, code, params, message: englishRowMessage(code, params) } satisfies ConnectRefusal;
}

/** The refusals of a delivery as row report lines (the row is the item's index). */
function refusalIssues(refusals: readonly ConnectRefusal[]): Issue[] {
  return refusals.map((item) => ({
    rowNumber: item.index,
    severity: 'error' as const,
    column: item.field,
    value: null,
    code: item.code,
    params: item.params,
  }));
}

/** The API token a delivery came with (a token reads its own uploads), or null for a person's session. */
function apiTokenIdOf(ctx: RequestContext): string | null {
  return ctx.actor?.kind === 'api-token' ? ctx.actor.tokenId : null;
}

/**
 * Absences from an external system (grapeConnect): the same row rules as a file (columns/absence-columns.ts), the
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
  const replayed = (existing: UploadRow) => ({
    absenceUploadId: existing.id,
    processingStatus: existing.status,
    replayed: true,
    rowsAccepted: existing.rowsAccepted,
    rowsRejected: existing.rowsRejected,
    rejected: [] as ConnectRefusal[],
  });
  return deliverOnce(database, ctx, 'absence', idempotencyKey, replayed, async (tx) => {
    await assertDataKindAllowed(tx, tenantId, 'absences');
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
        apiTokenId: apiTokenIdOf(ctx),
        employeeKey: 'employeeId',
        idempotencyKey,
        rowsRead: input.absences.length,
        rowsAccepted: checked.accepted.length,
        rowsRejected: input.absences.length - checked.accepted.length,
      })
      .returning();
    if (!row) throw new Error('upload insert returned nothing');
    await stageAbsenceRows(tx, row, checked.accepted);
    await insertIssues(tx, row, refusalIssues(checked.rejected));
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
}

/**
 * Items through the file's row rules (as text, like cells), the employee check and the claims of their days (a
 * duplicate or overlapping item is refused, as a row of a file); index = position in the list.
 */
async function checkConnectAbsences(
  tx: AppTransaction,
  input: { startDate: string; endDate: string; absences: ConnectAbsence[] },
) {
  const candidates: Candidate[] = [];
  const issues: Issue[] = [];
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
      for (const error of parsed.errors) {
        issues.push({ rowNumber: index, severity: 'error', column: error.column, value: null, code: error.code });
      }
      return;
    }
    const start = parsed.value.startDate < input.startDate ? input.startDate : parsed.value.startDate;
    const end = parsed.value.endDate > input.endDate ? input.endDate : parsed.value.endDate;
    if (start > end) {
      issues.push({
        rowNumber: index,
        severity: 'error',
        column: 'startDate',
        value: null,
        code: 'outsidePeriod',
        params: { from: input.startDate, to: input.endDate },
      });
      return;
    }
    candidates.push({ rowNumber: index, value: parsed.value, start, end });
  });
  const claims = new DayClaims();
  const accepted = await acceptRows(
    tx,
    { from: input.startDate, to: input.endDate },
    'employeeId',
    candidates,
    issues,
    async () => claims,
    (field) => ({ column: field, value: null }),
  );
  const rejected = issues
    .map((issue) => refusalOf(issue.rowNumber, issue.column, issue.code, issue.params))
    .sort((a, b) => a.index - b.index);
  return { accepted, rejected };
}

/**
 * Employee records from an external system: checked like rows of an employee file (the contract already applied
 * the routes' field rules; here the organisation), staged in this transaction and applied by the worker (the upload
 * starts in its applying phase). Idempotent with the Idempotency-Key like connectAbsences.
 */
export async function connectEmployees(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: { employees: ConnectEmployeeItem[] },
  idempotencyKey: string | null,
) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  const replayed = (existing: UploadRow) => ({
    employeeUploadId: existing.id,
    processingStatus: existing.status,
    replayed: true,
    rowsAccepted: existing.rowsAccepted,
    rowsRejected: existing.rowsRejected,
    rejected: [] as ConnectRefusal[],
  });
  return deliverOnce(database, ctx, 'employee', idempotencyKey, replayed, async (tx) => {
    await assertDataKindAllowed(tx, tenantId, 'employees');
    const configuration = (await currentConfigurationVersion(tx, tenantId))?.configuration as
      | { companySubunits?: { companySubunitId: string }[]; processingGroups?: { processingGroupId: string }[] }
      | undefined;
    const subunits = configuration ? new Set(configuration.companySubunits?.map((u) => u.companySubunitId)) : null;
    const groups = configuration ? new Set(configuration.processingGroups?.map((g) => g.processingGroupId)) : null;
    const rejected: ConnectRefusal[] = [];
    const accepted = input.employees.flatMap((item, index) => {
      const problems: ConnectRefusal[] = [];
      const { companySubunitId, processingGroupId } = item.data;
      if (companySubunitId && subunits && !subunits.has(companySubunitId)) {
        problems.push(refusalOf(index, 'data.companySubunitId', 'unknownSubunit'));
      }
      if (processingGroupId && groups && !groups.has(processingGroupId)) {
        problems.push(refusalOf(index, 'data.processingGroupId', 'unknownProcessingGroup'));
      }
      if (problems.length > 0) {
        rejected.push(...problems);
        return [];
      }
      return [
        {
          rowNumber: index,
          value: { employeeId: item.employeeId, validFrom: item.validFrom, validTo: item.validTo, fields: item.data },
        },
      ];
    });
    const [row] = await tx
      .insert(fileUploads)
      .values({
        tenantId,
        kind: 'employee',
        source: 'api',
        phase: 'applying',
        uploadedByName: actor.name,
        apiTokenId: apiTokenIdOf(ctx),
        employeeKey: 'employeeId',
        idempotencyKey,
        rowsRead: input.employees.length,
        rowsAccepted: accepted.length,
        rowsRejected: rejected.length,
      })
      .returning();
    if (!row) throw new Error('upload insert returned nothing');
    await stageEmployeeRows(tx, row, accepted);
    await insertIssues(tx, row, refusalIssues(rejected));
    await recordAudit(tx, ctx, {
      action: 'employee-upload.create',
      entityType: 'employee-upload',
      entityId: row.id,
      after: { source: 'api', items: input.employees.length },
    });
    if (jobs) await jobs.sendInTransaction(tx, QUEUES.fileUploads, { tenantId, uploadId: row.id });
    return {
      employeeUploadId: row.id,
      processingStatus: row.status,
      replayed: false,
      rowsAccepted: accepted.length,
      rowsRejected: rejected.length,
      rejected,
    };
  });
}

/** The organisation tree from an external system: the same replacement as PUT /organization, if the company allows. */
export async function connectOrganization(
  database: Database,
  ctx: RequestContext,
  input: { units: OrganizationUnit[]; revision?: number | undefined },
) {
  await inTenant(database, ctx, (tx) => assertDataKindAllowed(tx, requireTenantId(ctx), 'organization'));
  return replaceOrganization(database, ctx, input.units, input.revision);
}

/** The connect page: what the interface accepts, what arrived last per kind, recent deliveries and the tokens. */
export async function connectOverview(database: Database, ctx: RequestContext) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const type = (await dataUploadType(tx, tenantId)) as 'EMPLOYEE_DATA' | 'EMPLOYEE_AND_ABSENCE_DATA' | 'NONE';
    const recent = await tx
      .select()
      .from(fileUploads)
      .where(eq(fileUploads.source, 'api'))
      .orderBy(desc(fileUploads.uploadedAt), desc(fileUploads.id))
      .limit(20);
    const lastOf = async (kind: 'employee' | 'absence') => {
      const [last] = await tx
        .select({ uploadedAt: fileUploads.uploadedAt, status: fileUploads.status })
        .from(fileUploads)
        .where(and(eq(fileUploads.source, 'api'), eq(fileUploads.kind, kind)))
        .orderBy(desc(fileUploads.uploadedAt))
        .limit(1);
      return last;
    };
    const employees = await lastOf('employee');
    const absences = await lastOf('absence');
    const [organisation] = await tx
      .select({ createdAt: auditLog.occurredAt })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.replace'), eq(auditLog.actorType, 'api-token')))
      .orderBy(desc(auditLog.occurredAt))
      .limit(1);
    const tokenRows = await tx
      .select({ isRevoked: apiTokens.isRevoked, expiresAt: apiTokens.expiresAt, lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens);
    const now = new Date().toISOString();
    const lastUsed = tokenRows
      .map((token) => token.lastUsedAt)
      .filter((value): value is string => value !== null)
      .sort()
      .at(-1);
    const tokens = {
      active: tokenRows.filter((token) => !token.isRevoked && token.expiresAt > now).length,
      lastUsedAt: lastUsed ?? null,
    };
    const accepted = ACCEPTED_DATA_KINDS[type] ?? [];
    return {
      grapeConnectDataUploadType: type,
      dataKinds: [
        {
          kind: 'EMPLOYEES' as const,
          accepted: accepted.includes('employees'),
          lastReceivedAt: employees?.uploadedAt ?? null,
          lastStatus: employees?.status ?? null,
        },
        {
          kind: 'ABSENCES' as const,
          accepted: accepted.includes('absences'),
          lastReceivedAt: absences?.uploadedAt ?? null,
          lastStatus: absences?.status ?? null,
        },
        {
          kind: 'ORGANIZATION' as const,
          accepted: accepted.includes('organization'),
          lastReceivedAt: organisation?.createdAt ?? null,
          lastStatus: organisation ? ('completed' as const) : null,
        },
      ],
      recentUploads: recent.map((row) => ({
        uploadId: row.id,
        kind: row.kind === 'employee' ? ('EMPLOYEES' as const) : ('ABSENCES' as const),
        uploadedAt: row.uploadedAt,
        uploadedBy: row.uploadedByName,
        processingStatus: row.status,
        rowsAccepted: row.rowsAccepted,
        rowsRejected: row.rowsRejected,
        employeesAffected: row.employeesAffected,
        errorMessage: row.errorMessage,
      })),
      tokens,
    };
  });
}
