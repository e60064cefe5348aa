// Medical certificates recorded by HR (issue 30 section 2, decision 0053): list, create, correct (revision 409),
// delete (soft). Who: employee.certificates — HR roles the whole tenant, a Superior the own team (view only). A
// certificate out of the caller's scope answers 404 MEDICAL_CERTIFICATE_NOT_FOUND (not told apart from an unknown
// one); creating one for an employee out of scope 403 EMPLOYEE_ACCESS_FORBIDDEN. Every write locks the row (or the
// employee's certificates), checks, writes, audits and records an `employee-data-modified` event in one transaction:
// the worker derives the employee again, whose data issues compare the certificates with the recorded absences
// (ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createMedicalCertificateBody,
  medicalCertificatesQuery,
  updateMedicalCertificateBody,
} from '../../../contracts/medical-certificates.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { medicalCertificates } from '../../../db/schema/case-management.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { assertInScope, inScope } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { assertRevision, lockAggregate } from '../../concurrency.ts';
import { recordDomainEvent } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { requireStoredDocument } from '../documents/index.ts';
import {
  certificateById,
  certificateScope,
  employeeFactsOf,
  scopeCondition,
  selectCertificates,
} from './certificate-rows.ts';

type CreateBody = z.infer<typeof createMedicalCertificateBody>;
type UpdateBody = z.infer<typeof updateMedicalCertificateBody>;

/** The lock of an employee's certificates (creating one, an upload through a link). */
export const CERTIFICATES_LOCK = 'medical-certificates';

export function listCertificates(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof medicalCertificatesQuery>,
  now: Date,
) {
  return inTenant(database, ctx, async (tx) => {
    const scope = await certificateScope(tx, ctx, 'view', swissCivilDate(now));
    if (query.employeeId !== undefined) assertInScope(scope, query.employeeId);
    const conditions = [scopeCondition(scope, sql`c.employee_id`)];
    if (query.employeeId !== undefined) conditions.push(sql`c.employee_id = ${query.employeeId}`);
    // Overlapping [from, to]: starts on or before `to`, ends (or runs open) on or after `from`.
    if (query.to !== undefined) conditions.push(sql`c.from_date <= ${query.to}::date`);
    if (query.from !== undefined) conditions.push(sql`(c.to_date is null or c.to_date >= ${query.from}::date)`);
    return selectCertificates(tx, sql.join(conditions, sql` and `), query);
  });
}

/**
 * The employee's certificates changed: an `employee-data-modified` event in the write's transaction, so the worker
 * derives the employee again (the certificate-% data issue; as an absence edit does).
 */
export async function recordCertificatesChanged(
  tx: AppTransaction,
  jobs: JobQueue | null,
  tenantId: string,
  employeeId: string,
  payload: { cause: string; certificateId: string },
) {
  await recordDomainEvent(tx, jobs, { tenantId, type: 'employee-data-modified', employeeId, payload });
}

/** A document of the tenant, stored (404 DOCUMENT_NOT_FOUND for another tenant's or an unknown id). */
async function assertDocument(tx: AppTransaction, documentId: string | null) {
  if (documentId !== null) await requireStoredDocument(tx, documentId);
}

function auditedFields(row: typeof medicalCertificates.$inferSelect) {
  return {
    employeeId: row.employeeId,
    absenceType: row.absenceType,
    kind: row.kind,
    from: row.fromDate,
    to: row.toDate,
    incapacityPercentage: row.incapacityPercentage,
    issuerName: row.issuerName,
    receivedOn: row.receivedOn,
    source: row.source,
    documentId: row.documentId,
  };
}

export function createCertificate(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  body: CreateBody,
  now: Date,
) {
  return inTenant(database, ctx, async (tx) => {
    const tenantId = requireTenantId(ctx);
    assertInScope(await certificateScope(tx, ctx, 'edit', swissCivilDate(now)), body.employeeId);
    if (!(await employeeFactsOf(tx, body.employeeId))) {
      throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId: body.employeeId });
    }
    await assertDocument(tx, body.documentId);
    await lockAggregate(tx, tenantId, CERTIFICATES_LOCK, body.employeeId);
    const actor = actorOf(ctx);
    const [row] = await tx
      .insert(medicalCertificates)
      .values({
        tenantId,
        employeeId: body.employeeId,
        absenceType: body.absenceType,
        kind: body.kind,
        fromDate: body.from,
        toDate: body.to,
        incapacityPercentage: body.incapacityPercentage,
        issuerName: body.issuerName,
        issuerPractice: body.issuerPractice || null,
        receivedOn: body.receivedOn,
        source: 'HR',
        documentId: body.documentId,
        createdByUserId: actor.actorType === 'user' ? actor.actorId : null,
        createdBy: actor.actorName ?? 'system',
      })
      .returning();
    if (!row) throw new Error('certificate insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'medical-certificate.create',
      entityType: 'medical-certificate',
      entityId: row.id,
      after: auditedFields(row),
    });
    await recordCertificatesChanged(tx, jobs, tenantId, row.employeeId, {
      cause: 'medical-certificate.create',
      certificateId: row.id,
    });
    return (await certificateById(tx, row.id)) as NonNullable<Awaited<ReturnType<typeof certificateById>>>;
  });
}

/** The certificate row locked, when the caller may edit its employee; else 404. */
async function lockedCertificate(tx: AppTransaction, ctx: RequestContext, id: string, now: Date) {
  const [row] = await tx
    .select()
    .from(medicalCertificates)
    .where(and(eq(medicalCertificates.id, id), isNull(medicalCertificates.deletedAt)))
    .for('update');
  const scope = await certificateScope(tx, ctx, 'edit', swissCivilDate(now));
  if (!row || !inScope(scope, row.employeeId)) {
    throw new AppError('MEDICAL_CERTIFICATE_NOT_FOUND', 'Medical certificate not found', { certificateId: id });
  }
  return row;
}

export function updateCertificate(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  id: string,
  body: UpdateBody,
  now: Date,
) {
  return inTenant(database, ctx, async (tx) => {
    const before = await lockedCertificate(tx, ctx, id, now);
    assertRevision('medical certificate', body.revision, before.revision, { certificateId: id });
    if (body.documentId !== before.documentId) await assertDocument(tx, body.documentId);
    const [after] = await tx
      .update(medicalCertificates)
      .set({
        absenceType: body.absenceType,
        kind: body.kind,
        fromDate: body.from,
        toDate: body.to,
        incapacityPercentage: body.incapacityPercentage,
        issuerName: body.issuerName,
        issuerPractice: body.issuerPractice || null,
        receivedOn: body.receivedOn,
        documentId: body.documentId,
        revision: sql`${medicalCertificates.revision} + 1`,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(medicalCertificates.id, id))
      .returning();
    if (!after) throw new Error('certificate update returned nothing');
    await recordAudit(tx, ctx, {
      action: 'medical-certificate.update',
      entityType: 'medical-certificate',
      entityId: id,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    await recordCertificatesChanged(tx, jobs, requireTenantId(ctx), after.employeeId, {
      cause: 'medical-certificate.update',
      certificateId: id,
    });
    return (await certificateById(tx, id)) as NonNullable<Awaited<ReturnType<typeof certificateById>>>;
  });
}

export function deleteCertificate(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  id: string,
  now: Date,
) {
  return inTenant(database, ctx, async (tx) => {
    const before = await lockedCertificate(tx, ctx, id, now);
    const shown = await certificateById(tx, id);
    await tx
      .update(medicalCertificates)
      .set({ deletedAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
      .where(eq(medicalCertificates.id, id));
    await recordAudit(tx, ctx, {
      action: 'medical-certificate.delete',
      entityType: 'medical-certificate',
      entityId: id,
      before: auditedFields(before),
    });
    await recordCertificatesChanged(tx, jobs, requireTenantId(ctx), before.employeeId, {
      cause: 'medical-certificate.delete',
      certificateId: id,
    });
    return shown as NonNullable<typeof shown>;
  });
}
