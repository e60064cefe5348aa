// Medical certificates (issue 30 section 2): an employee's certificates of incapacity, each with its own span and
// incapacity %, first or follow-up, issuer and received date, attached by HR or sent in by the employee through a
// one-time upload link (no account). They belong to the employee and a span, not to a derived absence period (a
// period's id changes when the absences are derived again): a period is "covered" by the certificates that overlap
// it. The tenant's rule "certificate required from day N" (Swiss practice: day 4) makes the worklist of absences
// missing a certificate. Decision: docs/decisions/0053-medical-certificates.md.
import { z } from 'zod';
import { isoDate, nonEmptyString, page, pagingQuery, timestamp, uuid } from './common.ts';
import { ID_MAX } from './employee-data.ts';

export const CERTIFICATE_KINDS = ['FIRST', 'FOLLOW_UP'] as const;
export const CERTIFICATE_SOURCES = ['HR', 'UPLOAD_LINK'] as const;
export const CERTIFICATE_ABSENCE_TYPES = ['SICK', 'ACCIDENT'] as const;
export const UPLOAD_LINK_STATUSES = ['OPEN', 'USED', 'EXPIRED', 'REVOKED'] as const;
/** What an upload link accepts (content types of the file as sent; checked against the file's first bytes). */
export const CERTIFICATE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** 10 MiB: a phone photo of a certificate or a scanned PDF. */
export const CERTIFICATE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_LINK_VALID_DAYS_DEFAULT = 7;

export const medicalCertificate = z
  .object({
    certificateId: uuid(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    absenceType: z.enum(CERTIFICATE_ABSENCE_TYPES),
    kind: z.enum(CERTIFICATE_KINDS),
    from: isoDate(),
    /** null: "until further notice". */
    to: isoDate().nullable(),
    incapacityPercentage: z.int().min(0).max(100),
    issuerName: z.string().meta({ description: 'The doctor' }),
    issuerPractice: z.string().nullable(),
    receivedOn: isoDate(),
    source: z.enum(CERTIFICATE_SOURCES),
    /** The certificate file (PDF or image) in the document store, when there is one. */
    documentId: uuid().nullable(),
    fileName: z.string().nullable(),
    createdBy: z.string(),
    createdAt: timestamp(),
    revision: z.int().min(1),
  })
  .meta({ id: 'MedicalCertificate' });

export const certificateIdParams = z.strictObject({ certificateId: uuid() });

export const medicalCertificatesQuery = z.strictObject({
  ...pagingQuery(),
  employeeId: nonEmptyString().max(ID_MAX).optional(),
  /** Certificates overlapping [from, to]. */
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export const medicalCertificatesPage = page(medicalCertificate).meta({ id: 'MedicalCertificatesPage' });

const certificateFields = {
  absenceType: z.enum(CERTIFICATE_ABSENCE_TYPES).default('SICK'),
  kind: z.enum(CERTIFICATE_KINDS),
  from: isoDate(),
  to: isoDate().nullable(),
  incapacityPercentage: z.int().min(0).max(100),
  issuerName: nonEmptyString().max(200),
  issuerPractice: z.string().trim().max(200).nullable().default(null),
  receivedOn: isoDate(),
  /** A stored document (POST /documents first). */
  documentId: uuid().nullable().default(null),
};
const spanInOrder = (body: { from: string; to: string | null }) => body.to === null || body.to >= body.from;
const spanMessage = { error: 'The end is before the start', path: ['to'] };

export const createMedicalCertificateBody = z
  .strictObject({ employeeId: nonEmptyString().max(ID_MAX), ...certificateFields })
  .refine(spanInOrder, spanMessage);
export const updateMedicalCertificateBody = z
  .strictObject({ revision: z.int().min(1).optional(), ...certificateFields })
  .refine(spanInOrder, spanMessage);

/** An absence period (sick or accident) that lasts to or past the tenant's "certificate required from day N" and
 * whose required days no certificate covers. */
export const missingCertificate = z
  .object({
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    absenceType: z.enum(CERTIFICATE_ABSENCE_TYPES),
    periodStart: isoDate(),
    periodEnd: isoDate(),
    /** The first day a certificate is required for (periodStart + N - 1). */
    requiredFrom: isoDate(),
    /** Days from requiredFrom to periodEnd that no certificate covers. */
    uncoveredDays: z.int().min(1),
    /** The first uncovered day. */
    firstUncoveredDay: isoDate(),
    /** An upload link sent for this period and still open. */
    openUploadLinkId: uuid().nullable(),
  })
  .meta({ id: 'MissingCertificate' });

export const missingCertificatesQuery = z.strictObject({
  ...pagingQuery(),
  employeeId: nonEmptyString().max(ID_MAX).optional(),
  absenceType: z.enum(CERTIFICATE_ABSENCE_TYPES).optional(),
  search: z.string().trim().max(200).optional(),
});
export const missingCertificatesPage = page(missingCertificate).meta({ id: 'MissingCertificatesPage' });

// --- Upload links --------------------------------------------------------------------------------------------------

export const certificateUploadLink = z
  .object({
    uploadLinkId: uuid(),
    employeeId: z.string(),
    /** The span the certificate is asked for. */
    from: isoDate(),
    to: isoDate().nullable(),
    sentTo: z.string(),
    status: z.enum(UPLOAD_LINK_STATUSES),
    expiresAt: timestamp(),
    usedAt: timestamp().nullable(),
    /** The certificate that arrived through the link. */
    certificateId: uuid().nullable(),
    createdBy: z.string(),
    createdAt: timestamp(),
  })
  .meta({ id: 'CertificateUploadLink' });
export const uploadLinkIdParams = z.strictObject({ uploadLinkId: uuid() });
export const certificateUploadLinks = z
  .object({ items: z.array(certificateUploadLink) })
  .meta({ id: 'CertificateUploadLinks' });
export const certificateUploadLinksQuery = z.strictObject({ employeeId: nonEmptyString().max(ID_MAX) });

export const createCertificateUploadLinkBody = z
  .strictObject({
    employeeId: nonEmptyString().max(ID_MAX),
    from: isoDate(),
    to: isoDate().nullable(),
    absenceType: z.enum(CERTIFICATE_ABSENCE_TYPES).default('SICK'),
    /** Default: the employee's preferred e-mail address. */
    email: z.email().max(320).optional(),
    /** Default: the tenant's uploadLinkValidDays (7). */
    validDays: z.int().min(1).max(30).optional(),
  })
  .refine(spanInOrder, spanMessage);

/** An upload link's token: `cup_` and 43 base64url characters (32 random bytes). */
const UPLOAD_TOKEN = 'cup_[A-Za-z0-9_-]{43}';

/** Every upload token in a text (a mail's body), to take it out once the mail is sent (decision 0053). */
export const uploadTokensInText = () => new RegExp(`${UPLOAD_TOKEN}(?![A-Za-z0-9_-])`, 'g');

/** The link's token travels in the path; it is the credential (long, random, stored as a hash). */
export const uploadTokenParams = z.strictObject({
  uploadToken: z.string().regex(new RegExp(`^${UPLOAD_TOKEN}$`), { error: 'Not an upload link' }),
});

/** What the employee sees behind the link: the company, a first name, the span, nothing else of the employee. */
export const certificateUploadInfo = z
  .object({
    companyName: z.string(),
    firstName: z.string().nullable(),
    from: isoDate(),
    to: isoDate().nullable(),
    expiresAt: timestamp(),
    language: z.enum(['de', 'fr', 'it', 'en']),
    acceptedTypes: z.array(z.enum(CERTIFICATE_FILE_TYPES)),
    maxBytes: z.int(),
  })
  .meta({ id: 'CertificateUploadInfo' });

/**
 * The upload through the link is a PUT of the file as it is (like documentsPutContent): the body is the file, the
 * Content-Type header one of CERTIFICATE_FILE_TYPES (checked against the file's first bytes), the x-file-name
 * header its name, at most CERTIFICATE_FILE_MAX_BYTES. What the employee can read from the certificate comes in the
 * query; HR checks it.
 */
export const certificateUploadQuery = z.strictObject({
  from: isoDate().optional(),
  to: isoDate().optional(),
  incapacityPercentage: z.coerce.number().int().min(0).max(100).optional(),
  issuerName: z.string().trim().max(200).optional(),
});
export const certificateUploadReceipt = z
  .object({ receivedAt: timestamp(), fileName: z.string() })
  .meta({ id: 'CertificateUploadReceipt' });

export type MedicalCertificate = z.infer<typeof medicalCertificate>;
export type MissingCertificate = z.infer<typeof missingCertificate>;
export type CertificateUploadLink = z.infer<typeof certificateUploadLink>;
