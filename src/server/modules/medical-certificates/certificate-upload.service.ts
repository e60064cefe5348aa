// The public side of a certificate upload link (issue 30 section 2, decision 0053): what the employee sees behind
// the link and the upload itself. The address carries no tenant: the owner connection finds the link by the SHA-256
// of its token (like calendar feeds), then everything runs in the link's tenant. An unknown, used, expired or revoked
// link — or one whose employee is gone — answers the same 404 CERTIFICATE_UPLOAD_LINK_INVALID, so a link cannot be
// probed. The upload is single use: the link is marked used by one conditional UPDATE, so a replay or two parallel
// uploads make exactly one certificate.
import type { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CERTIFICATE_FILE_MAX_BYTES,
  CERTIFICATE_FILE_TYPES,
  type certificateUploadQuery,
} from '../../../contracts/medical-certificates.ts';
import { type Database, rowsOf } from '../../../db/client.ts';
import { certificateUploadLinks, medicalCertificates } from '../../../db/schema/case-management.ts';
import { toIsoTimestamp } from '../../../db/schema/columns.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { fromEpochDay, swissCivilDate, toEpochDay } from '../../../domain/dates.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { sha256Hex } from '../../auth/secrets.ts';
import { lockAggregate } from '../../concurrency.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import type { RequestContext } from '../../request-context.ts';
import {
  type DocumentRuntime,
  deleteDocumentRows,
  parseFileNameHeader,
  removeBlobs,
  storeGeneratedDocument,
} from '../documents/index.ts';
import { employeeFactsOf } from './certificate-rows.ts';
import { CERTIFICATES_LOCK, recordCertificatesChanged } from './certificates.service.ts';

type FileType = (typeof CERTIFICATE_FILE_TYPES)[number];

/** The first bytes each accepted type starts with. */
const SIGNATURES: Record<FileType, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** What the issuer reads when the employee did not type it: HR checks the certificate (source UPLOAD_LINK). */
export const ISSUER_TO_CHECK = '—';

function invalidLink(): never {
  throw new AppError(
    'CERTIFICATE_UPLOAD_LINK_INVALID',
    'This upload link is not valid (any more). Ask your employer for a new one.',
  );
}

/** The open link of a token and its employee, or 404 for every other state. */
async function openLinkOf(database: Database, token: string, now: Date) {
  const [link] = await database.db
    .select()
    .from(certificateUploadLinks)
    .where(eq(certificateUploadLinks.hashedToken, sha256Hex(token)));
  if (!link || link.usedAt || link.revokedAt || new Date(link.expiresAt).getTime() <= now.getTime()) invalidLink();
  const facts = await database.withTenant(link.tenantId, async (tx) => {
    const employee = await employeeFactsOf(tx, link.employeeId);
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, link.tenantId));
    return { employee, companyName: tenant?.name ?? '' };
  });
  // An employee no longer in the tenant, or one who left before the span asked for: nothing to certify.
  const employee = facts.employee;
  if (!employee || (employee.leavingDate !== null && employee.leavingDate < link.fromDate)) invalidLink();
  return { link, employee, companyName: facts.companyName };
}

export async function uploadInfo(database: Database, token: string, now: Date) {
  const { link, employee, companyName } = await openLinkOf(database, token, now);
  return {
    companyName,
    firstName: employee.firstName,
    from: link.fromDate,
    to: link.toDate,
    expiresAt: toIsoTimestamp(link.expiresAt),
    language: employee.language,
    acceptedTypes: [...CERTIFICATE_FILE_TYPES],
    maxBytes: CERTIFICATE_FILE_MAX_BYTES,
  };
}

function typeRefused(message: string): never {
  throw new AppError('CERTIFICATE_FILE_TYPE_REFUSED', message, { acceptedTypes: [...CERTIFICATE_FILE_TYPES] });
}

function tooLarge(): never {
  throw new AppError('CERTIFICATE_FILE_TOO_LARGE', `The file is larger than ${CERTIFICATE_FILE_MAX_BYTES} bytes`, {
    maxBytes: CERTIFICATE_FILE_MAX_BYTES,
  });
}

/** The declared type, one of the accepted ones (415 otherwise). */
export function acceptedTypeOf(header: string | undefined): FileType {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(CERTIFICATE_FILE_TYPES as readonly string[]).includes(type)) {
    typeRefused('Send a PDF, JPEG or PNG file');
  }
  return type as FileType;
}

/** The body, at most the limit (413 beyond, 400 when empty). */
async function readLimited(body: Readable | AsyncIterable<Buffer>, contentLength: number | undefined) {
  if (contentLength !== undefined && contentLength > CERTIFICATE_FILE_MAX_BYTES) tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > CERTIFICATE_FILE_MAX_BYTES) tooLarge();
    chunks.push(buffer);
  }
  if (size === 0) throw new AppError('CERTIFICATE_FILE_EMPTY', 'The file is empty');
  return Buffer.concat(chunks, size);
}

function startsWith(content: Buffer, signature: readonly number[]) {
  return content.length >= signature.length && signature.every((byte, index) => content[index] === byte);
}

export async function receiveUpload(
  runtime: DocumentRuntime,
  database: Database,
  jobs: JobQueue | null,
  input: {
    token: string;
    query: z.infer<typeof certificateUploadQuery>;
    contentType: string | undefined;
    fileNameHeader: string | string[] | undefined;
    contentLength: number | undefined;
    body: Readable | AsyncIterable<Buffer>;
    requestId: string;
  },
  now: Date,
) {
  const { link } = await openLinkOf(database, input.token, now);
  const type = acceptedTypeOf(input.contentType);
  const name = parseFileNameHeader(input.fileNameHeader);
  const from = input.query.from ?? link.fromDate;
  const to = input.query.to ?? (input.query.from === undefined ? link.toDate : null);
  if (to !== null && to < from) {
    throw new AppError('INVALID_PARAMETERS', 'The end of the incapacity is before its start', { from, to });
  }
  const content = await readLimited(input.body, input.contentLength);
  if (!startsWith(content, SIGNATURES[type])) typeRefused(`The file is not a ${type} file`);

  // The bytes go to the store first (no transaction open while they are written); a lost race removes them again.
  const document = await storeGeneratedDocument(runtime, database, {
    tenantId: link.tenantId,
    name,
    content,
    contentType: type,
    createdByName: 'Upload link',
  });
  try {
    return await database.withTenant(link.tenantId, async (tx) => {
      const nowIso = now.toISOString();
      // Single use: exactly one upload turns the open link into a used one; every other attempt finds nothing.
      const [used] = await tx
        .update(certificateUploadLinks)
        .set({ usedAt: nowIso })
        .where(
          and(
            eq(certificateUploadLinks.id, link.id),
            isNull(certificateUploadLinks.usedAt),
            isNull(certificateUploadLinks.revokedAt),
            sql`${certificateUploadLinks.expiresAt} > ${nowIso}::timestamptz`,
          ),
        )
        .returning();
      if (!used) invalidLink();
      await lockAggregate(tx, link.tenantId, CERTIFICATES_LOCK, link.employeeId);
      const dayBefore = fromEpochDay(toEpochDay(from) - 1);
      // FIRST unless a certificate of the employee (same absence type) already covers the day before.
      const [previous] = await rowsOf<{ id: string }>(
        tx,
        sql`select id from medical_certificates
            where employee_id = ${link.employeeId} and absence_type = ${link.absenceType} and deleted_at is null
              and from_date <= ${dayBefore}::date and (to_date is null or to_date >= ${dayBefore}::date)
            limit 1`,
      );
      const [certificate] = await tx
        .insert(medicalCertificates)
        .values({
          tenantId: link.tenantId,
          employeeId: link.employeeId,
          absenceType: link.absenceType,
          kind: previous ? 'FOLLOW_UP' : 'FIRST',
          fromDate: from,
          toDate: to,
          incapacityPercentage: input.query.incapacityPercentage ?? 100,
          issuerName: input.query.issuerName || ISSUER_TO_CHECK,
          issuerPractice: null,
          receivedOn: swissCivilDate(now),
          source: 'UPLOAD_LINK',
          documentId: document.id,
          uploadLinkId: link.id,
          createdBy: 'Upload link',
        })
        .returning();
      if (!certificate) throw new Error('certificate insert returned nothing');
      await tx
        .update(certificateUploadLinks)
        .set({ certificateId: certificate.id })
        .where(eq(certificateUploadLinks.id, link.id));
      // The public actor: no user acts; the entry names the link it came through.
      const publicActor: RequestContext = {
        actor: null,
        authMethod: 'none',
        tenantId: link.tenantId,
        permissions: null,
        session: null,
        requestId: input.requestId,
      };
      await recordAudit(tx, publicActor, {
        action: 'medical-certificate.upload',
        entityType: 'medical-certificate',
        entityId: certificate.id,
        after: {
          via: 'certificate-upload-link',
          uploadLinkId: link.id,
          employeeId: link.employeeId,
          from,
          to,
          documentId: document.id,
          sizeBytes: content.length,
        },
      });
      await recordCertificatesChanged(tx, jobs, link.tenantId, link.employeeId, {
        cause: 'medical-certificate.upload',
        certificateId: certificate.id,
      });
      return { receivedAt: toIsoTimestamp(used.usedAt ?? nowIso), fileName: name };
    });
  } catch (error) {
    const keys = await database
      .withTenant(link.tenantId, (tx) => deleteDocumentRows(tx, [document.id]))
      .catch(() => [] as string[]);
    await removeBlobs(runtime, keys);
    throw error;
  }
}
