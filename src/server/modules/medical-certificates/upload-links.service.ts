// Certificate upload links, the HR side (issue 30 section 2, decision 0053): send one to an employee (a random token,
// stored only as its SHA-256; the mail in the employee's language through the outbox), list an employee's links,
// revoke an open one. Who: employee.certificates (edit to send and revoke, view to list), in the caller's scope.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CertificateUploadLink,
  createCertificateUploadLinkBody,
} from '../../../contracts/medical-certificates.ts';
import type { Database } from '../../../db/client.ts';
import { certificateUploadLinks } from '../../../db/schema/case-management.ts';
import { toIsoTimestamp } from '../../../db/schema/columns.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { assertInScope, inScope } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { randomSecret, sha256Hex } from '../../auth/secrets.ts';
import { mailRuntime } from '../../platform/mail/mail-runtime.ts';
import { queueMailToAddress } from '../../platform/mail/outbox.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { certificateScope, certificateSettingsOf, employeeFactsOf } from './certificate-rows.ts';
import { composeUploadLinkMail } from './upload-link-mail.ts';

export const UPLOAD_TOKEN_PREFIX = 'cup_';
const DAY_MS = 86_400_000;

type LinkRow = typeof certificateUploadLinks.$inferSelect;

const iso = toIsoTimestamp;

export function linkStatusOf(row: LinkRow, now: Date): CertificateUploadLink['status'] {
  if (row.usedAt) return 'USED';
  if (row.revokedAt) return 'REVOKED';
  return new Date(row.expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
}

export function toUploadLink(row: LinkRow, now: Date): CertificateUploadLink {
  return {
    uploadLinkId: row.id,
    employeeId: row.employeeId,
    from: row.fromDate,
    to: row.toDate,
    sentTo: row.sentTo,
    status: linkStatusOf(row, now),
    expiresAt: iso(row.expiresAt),
    usedAt: row.usedAt ? iso(row.usedAt) : null,
    certificateId: row.certificateId,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
  };
}

/** The address the employee opens: the web's upload page with the token (like the care mails' deep links). */
export function uploadPageUrl(token: string): string {
  return `${mailRuntime().settings.publicUrl}/certificate-upload/${token}`;
}

export function createUploadLink(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof createCertificateUploadLinkBody>,
  now: Date,
) {
  return inTenant(database, ctx, async (tx) => {
    const tenantId = requireTenantId(ctx);
    assertInScope(await certificateScope(tx, ctx, 'edit', swissCivilDate(now)), body.employeeId);
    const employee = await employeeFactsOf(tx, body.employeeId);
    if (!employee) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId: body.employeeId });
    const sentTo = body.email ?? employee.preferredEmail;
    if (!sentTo) {
      throw new AppError(
        'EMPLOYEE_HAS_NO_EMAIL',
        'The employee has no e-mail address on record: enter the address to send the link to',
        { employeeId: body.employeeId },
      );
    }
    const validDays = body.validDays ?? (await certificateSettingsOf(tx, tenantId)).uploadLinkValidDays;
    const expiresAt = new Date(now.getTime() + validDays * DAY_MS);
    const token = randomSecret(UPLOAD_TOKEN_PREFIX);
    const actor = actorOf(ctx);
    const [row] = await tx
      .insert(certificateUploadLinks)
      .values({
        tenantId,
        employeeId: body.employeeId,
        hashedToken: sha256Hex(token),
        absenceType: body.absenceType,
        fromDate: body.from,
        toDate: body.to,
        sentTo,
        language: employee.language,
        expiresAt: expiresAt.toISOString(),
        createdByUserId: actor.actorType === 'user' ? actor.actorId : null,
        createdBy: actor.actorName ?? 'system',
        createdAt: now.toISOString(),
      })
      .returning();
    if (!row) throw new Error('upload link insert returned nothing');
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    const mail = composeUploadLinkMail({
      language: employee.language,
      companyName: tenant?.name ?? '',
      firstName: employee.firstName,
      from: body.from,
      to: body.to,
      expiresOn: swissCivilDate(expiresAt),
      url: uploadPageUrl(token),
    });
    await queueMailToAddress(tx, {
      tenantId,
      toAddress: sentTo,
      language: employee.language,
      event: 'CERTIFICATE_UPLOAD_LINK',
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      // The outbox keeps no copy of the credential in its link column (the body carries it to the employee).
      link: null,
      dedupeKey: `CERTIFICATE_UPLOAD_LINK:${row.id}`,
    });
    await recordAudit(tx, ctx, {
      action: 'certificate-upload-link.create',
      entityType: 'certificate-upload-link',
      entityId: row.id,
      after: { employeeId: row.employeeId, from: row.fromDate, to: row.toDate, sentTo, expiresAt: row.expiresAt },
    });
    return toUploadLink(row, now);
  });
}

export function listUploadLinks(database: Database, ctx: RequestContext, employeeId: string, now: Date) {
  return inTenant(database, ctx, async (tx) => {
    assertInScope(await certificateScope(tx, ctx, 'view', swissCivilDate(now)), employeeId);
    const rows = await tx
      .select()
      .from(certificateUploadLinks)
      .where(eq(certificateUploadLinks.employeeId, employeeId))
      .orderBy(desc(certificateUploadLinks.createdAt), desc(certificateUploadLinks.id));
    return { items: rows.map((row) => toUploadLink(row, now)) };
  });
}

export function revokeUploadLink(database: Database, ctx: RequestContext, id: string, now: Date) {
  return inTenant(database, ctx, async (tx) => {
    const [row] = await tx.select().from(certificateUploadLinks).where(eq(certificateUploadLinks.id, id)).for('update');
    const scope = await certificateScope(tx, ctx, 'edit', swissCivilDate(now));
    if (!row || !inScope(scope, row.employeeId)) {
      throw new AppError('CERTIFICATE_UPLOAD_LINK_NOT_FOUND', 'Upload link not found', { uploadLinkId: id });
    }
    const status = linkStatusOf(row, now);
    if (status !== 'OPEN') {
      throw new AppError('CERTIFICATE_UPLOAD_LINK_NOT_OPEN', `This upload link is ${status.toLowerCase()} already`, {
        uploadLinkId: id,
        status,
      });
    }
    const [after] = await tx
      .update(certificateUploadLinks)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(certificateUploadLinks.id, id), sql`${certificateUploadLinks.usedAt} is null`))
      .returning();
    if (!after) throw new Error('upload link update returned nothing');
    await recordAudit(tx, ctx, {
      action: 'certificate-upload-link.revoke',
      entityType: 'certificate-upload-link',
      entityId: id,
    });
    return toUploadLink(after, now);
  });
}
