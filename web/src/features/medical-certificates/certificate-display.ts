// Pure helpers of the certificate screens (decision 0056): the browser's check of a file before it is sent through an
// upload link (type and size, the contract's limits: CERTIFICATE_FILE_TYPES, CERTIFICATE_FILE_MAX_BYTES), the days a
// missing certificate is overdue, the day N of the tenant's rule as a row shows it, and the certificate form's draft
// turned into the contract's body. No React, no clock: `today` is passed in.
import type { MedicalCertificate } from '../../../../src/contracts/medical-certificates.ts';
import { isIsoDate } from '../../lib/dates.ts';

export type CertificateFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** What the check needs of a File (a File is one). */
export type FileFacts = { name: string; type: string; size: number };

export type FileCheck =
  | { ok: true; contentType: CertificateFileType }
  | { ok: false; problem: 'empty' | 'type' | 'size' };

const BY_EXTENSION: Record<string, CertificateFileType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Whether the file may be sent: one of the accepted types and at most `maxBytes`. The type is the browser's; some
 * phones give none (an empty `type`), then the name's extension tells it. The server checks the first bytes again.
 */
export function checkCertificateFile(file: FileFacts, acceptedTypes: readonly string[], maxBytes: number): FileCheck {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  const declared = file.type.toLowerCase();
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const contentType = (declared === '' ? BY_EXTENSION[extension] : declared) as CertificateFileType | undefined;
  if (!contentType || !acceptedTypes.includes(contentType)) return { ok: false, problem: 'type' };
  if (file.size > maxBytes) return { ok: false, problem: 'size' };
  return { ok: true, contentType };
}

/** 10 485 760 bytes → 10 (MB as people say it; the limit is 10 MiB). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

const DAY_MS = 86_400_000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(utcDay(to) - utcDay(from));
}

/**
 * Days a certificate is overdue: from its first uncovered day (the day it was first needed and is missing) to
 * today; 0 on that day itself and before it.
 */
export function daysOverdue(firstUncoveredDay: string, today: string): number {
  return Math.max(0, daysBetween(firstUncoveredDay, today));
}

/** The tenant's day N as a row shows it: requiredFrom = periodStart + N − 1, so N = requiredFrom − periodStart + 1. */
export function requiredFromDayOf(row: { periodStart: string; requiredFrom: string }): number {
  return daysBetween(row.periodStart, row.requiredFrom) + 1;
}

// --- The certificate form -------------------------------------------------------------------------------------------

export type CertificateDraft = {
  absenceType: 'SICK' | 'ACCIDENT';
  kind: 'FIRST' | 'FOLLOW_UP';
  from: string | null;
  /** null: until further notice. */
  to: string | null;
  incapacityPercentage: number | '';
  issuerName: string;
  issuerPractice: string;
  receivedOn: string | null;
  documentId: string | null;
  fileName: string | null;
};

export type CertificateDraftField = 'from' | 'to' | 'incapacityPercentage' | 'issuerName' | 'receivedOn';
export type CertificateDraftProblems = Partial<Record<CertificateDraftField, 'required' | 'endBeforeStart' | 'range'>>;

export function newCertificateDraft(
  today: string,
  preset: { absenceType?: 'SICK' | 'ACCIDENT'; from?: string; to?: string | null } = {},
): CertificateDraft {
  return {
    absenceType: preset.absenceType ?? 'SICK',
    kind: 'FIRST',
    from: preset.from ?? null,
    to: preset.to ?? null,
    incapacityPercentage: 100,
    issuerName: '',
    issuerPractice: '',
    receivedOn: today,
    documentId: null,
    fileName: null,
  };
}

export function draftOf(certificate: MedicalCertificate): CertificateDraft {
  return {
    absenceType: certificate.absenceType,
    kind: certificate.kind,
    from: certificate.from,
    to: certificate.to,
    incapacityPercentage: certificate.incapacityPercentage,
    issuerName: certificate.issuerName,
    issuerPractice: certificate.issuerPractice ?? '',
    receivedOn: certificate.receivedOn,
    documentId: certificate.documentId,
    fileName: certificate.fileName,
  };
}

/** The contract's rules checked before sending, each under its field (the server checks them again). */
export function draftProblems(draft: CertificateDraft): CertificateDraftProblems {
  const problems: CertificateDraftProblems = {};
  if (!draft.from || !isIsoDate(draft.from)) problems.from = 'required';
  if (draft.from && draft.to && draft.to < draft.from) problems.to = 'endBeforeStart';
  const percentage = draft.incapacityPercentage;
  if (percentage === '') problems.incapacityPercentage = 'required';
  else if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) problems.incapacityPercentage = 'range';
  if (draft.issuerName.trim() === '') problems.issuerName = 'required';
  if (!draft.receivedOn || !isIsoDate(draft.receivedOn)) problems.receivedOn = 'required';
  return problems;
}

/** The body of POST /medical-certificate (with employeeId) and PUT (with revision), from a draft without problems. */
export function certificateFieldsOf(draft: CertificateDraft) {
  return {
    absenceType: draft.absenceType,
    kind: draft.kind,
    from: draft.from as string,
    to: draft.to,
    incapacityPercentage: Number(draft.incapacityPercentage),
    issuerName: draft.issuerName.trim(),
    issuerPractice: draft.issuerPractice.trim() === '' ? null : draft.issuerPractice.trim(),
    receivedOn: draft.receivedOn as string,
    documentId: draft.documentId,
  };
}
