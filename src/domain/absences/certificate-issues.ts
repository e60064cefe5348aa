// ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH (issue 30 section 2, decision 0053; docs/domain/issues.md): on the days a
// medical certificate covers, the recorded absence percentage differs from the certificate's incapacity %.
//
// - Only recorded days count. A certificate's day without a recorded absence of its type is no mismatch (it may run
//   ahead, be open-ended, cover a weekend); a recorded day without a certificate is not this issue either (that is
//   the missing-certificates worklist).
// - Per absence type: SICK days against SICK certificates, ACCIDENT days against ACCIDENT ones; never mixed.
// - The recorded % of a day is the sum of the day's records of the type (percentage-based ones; a day with a record
//   in hours has no percentage to compare and is skipped).
// - Certificates overlapping on a day: the one starting latest wins (a follow-up replaces what came before from its
//   first day), then the one received latest, then the greater id (deterministic).
// - One issue per run a payroll clerk fixes in one go: consecutive mismatching recorded days of the type under the
//   same certificate with the same recorded %. Saturdays and Sundays without a record in between do not break a run;
//   any other day does (a matching or uncovered recorded day, a weekday without a record, another recorded %).
// Pure; nothing to do for an employee without certificates (the common case costs nothing).
import { type EpochDay, isoDateOf, isWeekend, toEpochDay } from '../dates.ts';
import {
  CALENDAR_DAY_ABSENCE_TYPES,
  type CalendarDayType,
  type DetectedIssue,
  type IssueCertificate,
  issue,
} from './issue-model.ts';
import { type AbsenceRecord, toHundredths } from './periods.ts';

const OPEN_END = Number.MAX_SAFE_INTEGER;

type SpanCertificate = { certificate: IssueCertificate; from: EpochDay; to: EpochDay };

/** A recorded day of one type: the summed percentage in hundredths, null when a record of the day is in hours. */
type RecordedDay = { day: EpochDay; hundredths: number | null; absenceIds: string[] };

type Run = {
  certificate: IssueCertificate;
  hundredths: number;
  first: EpochDay;
  last: EpochDay;
  days: number;
  absenceIds: string[];
};

function recordedDaysOf(live: readonly AbsenceRecord[], absenceType: CalendarDayType): RecordedDay[] {
  const byDay = new Map<EpochDay, RecordedDay>();
  for (const record of live) {
    if (record.type !== absenceType) continue;
    const day = toEpochDay(record.date);
    const entry = byDay.get(day) ?? { day, hundredths: 0, absenceIds: [] };
    byDay.set(day, entry);
    entry.absenceIds.push(record.absenceId);
    if (record.percentage === null || entry.hundredths === null) entry.hundredths = null;
    else entry.hundredths += toHundredths(record.percentage);
  }
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

/** Latest start first, then latest received, then the greater id: the first that covers a day applies to it. */
function byPrecedence(a: SpanCertificate, b: SpanCertificate): number {
  return (
    b.from - a.from ||
    b.certificate.receivedOn.localeCompare(a.certificate.receivedOn) ||
    (a.certificate.certificateId < b.certificate.certificateId ? 1 : -1)
  );
}

/** Only Saturdays and Sundays lie strictly between the two days. */
function onlyWeekendBetween(before: EpochDay, after: EpochDay): boolean {
  for (let day = before + 1; day < after; day++) if (!isWeekend(day)) return false;
  return true;
}

export function certificateMismatchIssues(
  employeeId: string,
  certificates: readonly IssueCertificate[],
  live: readonly AbsenceRecord[],
): DetectedIssue[] {
  if (certificates.length === 0) return [];
  const found: DetectedIssue[] = [];
  for (const absenceType of CALENDAR_DAY_ABSENCE_TYPES) {
    const spans = certificates
      .filter((certificate) => certificate.absenceType === absenceType)
      .map((certificate) => ({
        certificate,
        from: toEpochDay(certificate.from),
        to: certificate.to === null ? OPEN_END : toEpochDay(certificate.to),
      }))
      .sort(byPrecedence);
    if (spans.length === 0) continue;
    const runs: Run[] = [];
    let current: Run | null = null;
    let previousDay: EpochDay | null = null;
    for (const recorded of recordedDaysOf(live, absenceType)) {
      const applying = spans.find((span) => span.from <= recorded.day && recorded.day <= span.to)?.certificate;
      const mismatch =
        applying !== undefined &&
        recorded.hundredths !== null &&
        recorded.hundredths !== applying.incapacityPercentage * 100;
      const continues =
        current !== null &&
        mismatch &&
        previousDay !== null &&
        onlyWeekendBetween(previousDay, recorded.day) &&
        current.certificate === applying &&
        current.hundredths === recorded.hundredths;
      if (continues && current) {
        current.last = recorded.day;
        current.days += 1;
        current.absenceIds.push(...recorded.absenceIds);
      } else if (mismatch && applying && recorded.hundredths !== null) {
        current = {
          certificate: applying,
          hundredths: recorded.hundredths,
          first: recorded.day,
          last: recorded.day,
          days: 1,
          absenceIds: [...recorded.absenceIds],
        };
        runs.push(current);
      } else {
        current = null;
      }
      previousDay = recorded.day;
    }
    for (const run of runs) {
      const { certificate } = run;
      found.push(
        issue(employeeId, 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH', isoDateOf(run.first), certificate.certificateId, {
          absenceType,
          certificateId: certificate.certificateId,
          certificateFrom: certificate.from,
          certificateTo: certificate.to,
          certificatePercentage: certificate.incapacityPercentage,
          recordedPercentage: run.hundredths / 100,
          from: isoDateOf(run.first),
          to: isoDateOf(run.last),
          days: run.days,
          absenceIds: run.absenceIds.sort(),
        }),
      );
    }
  }
  return found;
}
