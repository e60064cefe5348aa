// ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH (issue 30 section 2, decision 0053): a certificate's incapacity % against
// the recorded absence percentage on the days it covers. Calendar (March 2026):
//   Mo 02  Tu 03  We 04  Th 05  Fr 06  Sa 07  Su 08
//   Mo 09  Tu 10  We 11  Th 12  Fr 13  Sa 14  Su 15
//   Mo 16  Tu 17  We 18  Th 19  Fr 20  Sa 21  Su 22
import { describe, expect, it } from 'vitest';
import { absence, absences } from '../../testing/domain/absences.ts';
import type { IssueCertificate } from './issue-model.ts';
import { type DetectedIssue, detectIssues, ISSUE_DEFINITIONS, ISSUE_TYPES, type IssueType } from './issues.ts';
import type { AbsenceRecord } from './periods.ts';

const TYPE = 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH';

function certificate(overrides: Partial<IssueCertificate> = {}): IssueCertificate {
  return {
    certificateId: 'C-1',
    absenceType: 'SICK',
    from: '2026-03-02',
    to: '2026-03-15',
    incapacityPercentage: 50,
    receivedOn: '2026-03-05',
    ...overrides,
  };
}

const weekdays = (from: string, to: string, percentage: string, type: 'SICK' | 'ACCIDENT' = 'SICK') =>
  absences(from, to, type, { percentage }).filter((record) => {
    const day = new Date(`${record.date}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6;
  });

function detect(
  records: AbsenceRecord[],
  certificates: IssueCertificate[],
  enabledIssueTypes: readonly IssueType[] = [TYPE],
): DetectedIssue[] {
  return detectIssues({
    employeeId: 'E-1',
    records: [],
    absences: records,
    certificates,
    configuration: { enabledIssueTypes, absenceGapMaxDays: 10, weekendFill: null },
  }).filter((found) => found.type === TYPE);
}

const spans = (issues: DetectedIssue[]) =>
  issues.map((found) => {
    const details = found.details as { from: string; to: string; days: number };
    return `${details.from}..${details.to} ${details.days}`;
  });

describe(TYPE, () => {
  it('is one of the issue types, enabled by default, a warning on absence days', () => {
    expect(ISSUE_TYPES).toContain(TYPE);
    expect(ISSUE_DEFINITIONS[TYPE]).toEqual({ severity: 2, scope: 'ABSENCE' });
  });

  it('worked example: certificate 02.03.–15.03. at 50 %, 02.–06.03. recorded at 100 %, 09.–13.03. at 50 %', () => {
    const records = [...weekdays('2026-03-02', '2026-03-06', '100'), ...weekdays('2026-03-09', '2026-03-13', '50')];
    const found = detect(records, [certificate()], [...ISSUE_TYPES]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      type: TYPE,
      severity: 2,
      scope: 'ABSENCE',
      scopeDate: '2026-03-02',
      key: `${TYPE}|ABSENCE|2026-03-02|C-1`,
      details: {
        absenceType: 'SICK',
        certificateId: 'C-1',
        certificateFrom: '2026-03-02',
        certificateTo: '2026-03-15',
        certificatePercentage: 50,
        recordedPercentage: 100,
        from: '2026-03-02',
        to: '2026-03-06',
        days: 5,
      },
    });
    expect((found[0]?.details as { absenceIds: string[] } | undefined)?.absenceIds).toHaveLength(5);
  });

  it('matching days, days without a record and recorded days without a certificate are no mismatch', () => {
    // The certificate runs to 15.03. but only 02.–04.03. are recorded, at its 50 %.
    expect(detect(weekdays('2026-03-02', '2026-03-04', '50'), [certificate()])).toEqual([]);
    // Recorded at 100 % from 16.03. on, after the certificate: the missing-certificate worklist's business.
    expect(detect(weekdays('2026-03-16', '2026-03-20', '100'), [certificate()])).toEqual([]);
    // No certificate at all.
    expect(detect(weekdays('2026-03-02', '2026-03-06', '100'), [])).toEqual([]);
  });

  it('an open-ended certificate covers every later recorded day', () => {
    const open = certificate({ to: null });
    const found = detect(weekdays('2026-03-16', '2026-03-20', '100'), [open]);
    expect(spans(found)).toEqual(['2026-03-16..2026-03-20 5']);
    expect(found[0]?.details).toMatchObject({
      certificateTo: null,
      certificatePercentage: 50,
      recordedPercentage: 100,
    });
  });

  it('partial overlap: only the days both the certificate and the records hold', () => {
    // Recorded 02.–13.03. every day at 50 %, the certificate 05.–10.03. at 100 %.
    const records = absences('2026-03-02', '2026-03-13', 'SICK', { percentage: '50' });
    const found = detect(records, [certificate({ from: '2026-03-05', to: '2026-03-10', incapacityPercentage: 100 })]);
    expect(spans(found)).toEqual(['2026-03-05..2026-03-10 6']);
    expect(found[0]?.details).toMatchObject({ certificatePercentage: 100, recordedPercentage: 50 });
  });

  it('two certificates: each applies to its own days; where they overlap the later start wins', () => {
    const first = certificate({
      certificateId: 'C-1',
      from: '2026-03-02',
      to: '2026-03-08',
      incapacityPercentage: 100,
    });
    const followUp = certificate({ certificateId: 'C-2', from: '2026-03-09', to: null, incapacityPercentage: 50 });
    const records = weekdays('2026-03-02', '2026-03-13', '100');
    const found = detect(records, [followUp, first]);
    expect(spans(found)).toEqual(['2026-03-09..2026-03-13 5']);
    expect(found[0]?.details).toMatchObject({ certificateId: 'C-2', certificateFrom: '2026-03-09' });
    // The first certificate runs to 15.03. too: from 09.03. the follow-up still decides.
    const overlapping = detect(records, [{ ...first, to: '2026-03-15' }, followUp]);
    expect(spans(overlapping)).toEqual(['2026-03-09..2026-03-13 5']);
    // Same start: the one received later.
    const again = certificate({
      certificateId: 'C-3',
      from: '2026-03-09',
      incapacityPercentage: 100,
      receivedOn: '2026-03-11',
    });
    expect(detect(records, [first, followUp, again])).toEqual([]);
  });

  it('accident and sickness are not mixed', () => {
    const accident = certificate({ absenceType: 'ACCIDENT' });
    expect(detect(weekdays('2026-03-02', '2026-03-06', '100'), [accident])).toEqual([]);
    expect(detect(weekdays('2026-03-02', '2026-03-06', '100', 'ACCIDENT'), [certificate()])).toEqual([]);
    // An accident certificate against accident days; the sick days beside them are not compared with it.
    const found = detect(
      [...weekdays('2026-03-02', '2026-03-04', '100', 'ACCIDENT'), ...weekdays('2026-03-05', '2026-03-06', '100')],
      [accident],
    );
    expect(spans(found)).toEqual(['2026-03-02..2026-03-04 3']);
    expect(found[0]?.details).toMatchObject({ absenceType: 'ACCIDENT' });
  });

  it('a disabled type finds nothing', () => {
    const records = weekdays('2026-03-02', '2026-03-06', '100');
    const others = ISSUE_TYPES.filter((type) => type !== TYPE);
    expect(detect(records, [certificate()], others)).toEqual([]);
  });

  it('runs: an unrecorded weekend does not break one; a weekday without a record or another % does', () => {
    // Two weeks at 100 % against 50 %, the weekend between not recorded: one issue of 10 days.
    expect(spans(detect(weekdays('2026-03-02', '2026-03-13', '100'), [certificate()]))).toEqual([
      '2026-03-02..2026-03-13 10',
    ]);
    // Wednesday 04.03. not recorded: two issues.
    const holed = weekdays('2026-03-02', '2026-03-06', '100').filter((record) => record.date !== '2026-03-04');
    expect(spans(detect(holed, [certificate()]))).toEqual(['2026-03-02..2026-03-03 2', '2026-03-05..2026-03-06 2']);
    // 100 % then 80 %: two issues, each with its recorded %.
    const changing = [...weekdays('2026-03-02', '2026-03-04', '100'), ...weekdays('2026-03-05', '2026-03-06', '80')];
    const found = detect(changing, [certificate()]);
    expect(spans(found)).toEqual(['2026-03-02..2026-03-04 3', '2026-03-05..2026-03-06 2']);
    expect(found.map((one) => (one.details as { recordedPercentage: number }).recordedPercentage)).toEqual([100, 80]);
    // A matching day in between ends the run too.
    const interrupted = [
      ...weekdays('2026-03-02', '2026-03-03', '100'),
      ...weekdays('2026-03-04', '2026-03-04', '50'),
      ...weekdays('2026-03-05', '2026-03-05', '100'),
    ];
    expect(spans(detect(interrupted, [certificate()]))).toEqual([
      '2026-03-02..2026-03-03 2',
      '2026-03-05..2026-03-05 1',
    ]);
  });

  it("a day's records of the type are summed; days in hours and deleted records are not compared", () => {
    const halves = [
      absence('2026-03-02', 'SICK', { percentage: '25' }),
      absence('2026-03-02', 'SICK', { percentage: '25' }),
    ];
    expect(detect(halves, [certificate()])).toEqual([]);
    expect(detect([absence('2026-03-02', 'SICK', { hours: '4', percentage: null })], [certificate()])).toEqual([]);
    expect(detect([absence('2026-03-02', 'SICK', { percentage: '100', deleted: true })], [certificate()])).toEqual([]);
    // A fractional recorded % is compared exactly.
    const found = detect([absence('2026-03-02', 'SICK', { percentage: '50.5' })], [certificate()]);
    expect(found[0]?.details).toMatchObject({ recordedPercentage: 50.5 });
  });

  it('is the same in any input order', () => {
    const records = [...weekdays('2026-03-02', '2026-03-06', '100'), ...weekdays('2026-03-09', '2026-03-13', '80')];
    const certificates = [certificate({ to: '2026-03-06' }), certificate({ certificateId: 'C-2', from: '2026-03-09' })];
    expect(detect([...records].reverse(), [...certificates].reverse())).toEqual(detect(records, certificates));
  });
});
