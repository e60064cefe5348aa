import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FILE_MAX_BYTES, CERTIFICATE_FILE_TYPES } from '../../../../src/contracts/medical-certificates.ts';
import {
  certificateFieldsOf,
  checkCertificateFile,
  daysOverdue,
  draftProblems,
  megabytes,
  newCertificateDraft,
  requiredFromDayOf,
} from './certificate-display.ts';

const MiB = 1024 * 1024;
const check = (name: string, type: string, size: number) =>
  checkCertificateFile({ name, type, size }, CERTIFICATE_FILE_TYPES, CERTIFICATE_FILE_MAX_BYTES);

describe('the file check before an upload (PDF, JPEG, PNG, at most 10 MiB = 10 485 760 bytes)', () => {
  it('accepts the three types up to and including the limit', () => {
    expect(check('zeugnis.pdf', 'application/pdf', 250_000)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(check('IMG_2041.JPG', 'image/jpeg', 3 * MiB)).toEqual({ ok: true, contentType: 'image/jpeg' });
    // exactly 10 × 1 048 576 = 10 485 760 bytes is still allowed
    expect(check('scan.png', 'image/png', 10 * MiB)).toEqual({ ok: true, contentType: 'image/png' });
  });

  it('refuses one byte over the limit, other types and empty files', () => {
    expect(check('scan.pdf', 'application/pdf', 10 * MiB + 1)).toEqual({ ok: false, problem: 'size' });
    expect(check('photo.heic', 'image/heic', 2 * MiB)).toEqual({ ok: false, problem: 'type' });
    expect(check('letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10)).toEqual(
      { ok: false, problem: 'type' },
    );
    expect(check('empty.pdf', 'application/pdf', 0)).toEqual({ ok: false, problem: 'empty' });
  });

  it('reads the type from the extension when the phone gives none', () => {
    expect(check('Zeugnis.PDF', '', 1000)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(check('foto.jpeg', '', 1000)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(check('ohne-endung', '', 1000)).toEqual({ ok: false, problem: 'type' });
  });

  it('says the limit in MB: 10 485 760 bytes = 10 MB', () => {
    expect(megabytes(CERTIFICATE_FILE_MAX_BYTES)).toBe(10);
    expect(megabytes(5 * MiB + MiB / 2)).toBe(5.5);
  });
});

describe('missing certificates', () => {
  it('counts the days overdue from the first uncovered day to today', () => {
    // First uncovered Thu 05.03.2026, today Mon 09.03.2026: 4 days overdue; on the day itself 0; before it 0.
    expect(daysOverdue('2026-03-05', '2026-03-09')).toBe(4);
    expect(daysOverdue('2026-03-05', '2026-03-05')).toBe(0);
    expect(daysOverdue('2026-03-05', '2026-03-01')).toBe(0);
    // across a month end: 27.02.2026 → 02.03.2026 = 3 days (2026 is no leap year)
    expect(daysOverdue('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('reads the day N of the rule from a row: 05.03 − 02.03 + 1 = day 4', () => {
    expect(requiredFromDayOf({ periodStart: '2026-03-02', requiredFrom: '2026-03-05' })).toBe(4);
    expect(requiredFromDayOf({ periodStart: '2026-03-02', requiredFrom: '2026-03-02' })).toBe(1);
  });
});

describe('the certificate form', () => {
  it('names each missing or wrong field', () => {
    const draft = { ...newCertificateDraft('2026-03-10'), incapacityPercentage: '' as const };
    expect(draftProblems(draft)).toEqual({
      from: 'required',
      incapacityPercentage: 'required',
      issuerName: 'required',
    });
    expect(
      draftProblems({
        ...newCertificateDraft('2026-03-10', { from: '2026-03-05', to: '2026-03-04' }),
        issuerName: 'Dr. Keller',
        incapacityPercentage: 120,
      }),
    ).toEqual({ to: 'endBeforeStart', incapacityPercentage: 'range' });
  });

  it('turns a draft into the contract body: trimmed issuer, blank practice = null, open end kept', () => {
    const draft = {
      ...newCertificateDraft('2026-03-10', { absenceType: 'ACCIDENT', from: '2026-03-05', to: null }),
      issuerName: '  Dr. med. A. Keller ',
      issuerPractice: '  ',
      incapacityPercentage: 50,
    };
    expect(draftProblems(draft)).toEqual({});
    expect(certificateFieldsOf(draft)).toEqual({
      absenceType: 'ACCIDENT',
      kind: 'FIRST',
      from: '2026-03-05',
      to: null,
      incapacityPercentage: 50,
      issuerName: 'Dr. med. A. Keller',
      issuerPractice: null,
      receivedOn: '2026-03-10',
      documentId: null,
    });
  });
});
