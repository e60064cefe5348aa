// Two years of realistic absences for the demo employees (issue 11), written as the absence files a payroll system
// would send — one per year — and loaded through the real upload processing (src/server/demo-absences.ts).
// Deterministic (seeded): sickness spells of a few days (most as working days only, as many payroll systems export
// them: the weekends are missing and need the tenant's weekend fill), long sickness cases with partial incapacity
// and relapses, occupational and non-occupational accidents (some in hours), vacation, military service, maternity.
import { fromEpochDay, toEpochDay } from '../domain/dates.ts';
import { prng } from './demo-employees.ts';

export type DemoEmployee = {
  employeeId: string;
  sex: 'MALE' | 'FEMALE' | null;
  dateOfEmployment: string | null;
  leavingDate: string | null;
};

type Row = {
  employeeId: string;
  start: string;
  end: string;
  type: string;
  accidentType?: string;
  hours?: string;
  percentage?: string;
  comment?: string;
};

export const DEMO_ABSENCE_HEADER =
  'Mitarbeitenden-ID;Startdatum;Enddatum;Absenzart;Unfallart;Stunden;Prozent;Kommentar';

const isWeekday = (epochDay: number) => {
  const weekday = (epochDay + 4) % 7; // 1970-01-01 was a Thursday: 0 = Sunday
  return weekday >= 1 && weekday <= 5;
};

/**
 * The demo absences within [from, to] (inclusive), as rows of a CSV file with the German headers. With `ongoing`,
 * some incapacities are still running on `ongoing.today` — a doctor's certificate until a week or so later, so the
 * rows reach up to `ongoing.until` — and the demo has open cases in every stage: in the waiting period, paid
 * (sickness and accident), long.
 */
export function demoAbsenceCsv(
  employees: readonly DemoEmployee[],
  from: string,
  to: string,
  seed: number,
  ongoing?: { today: string; until: string },
): string {
  const random = prng(seed);
  const first = toEpochDay(from);
  const last = toEpochDay(to);
  const rows: Row[] = [];
  const add = (row: Row) => rows.push(row);
  const dayIn = (lo: number, hi: number) => lo + Math.floor(random() * Math.max(1, hi - lo + 1));

  employees.forEach((employee, index) => {
    const start = Math.max(first, employee.dateOfEmployment ? toEpochDay(employee.dateOfEmployment) : first);
    const end = Math.min(last, employee.leavingDate ? toEpochDay(employee.leavingDate) : last);
    if (end - start < 30) return;
    const taken = new Set<number>();
    const free = (a: number, b: number) => {
      for (let day = a; day <= b; day++) if (taken.has(day)) return false;
      return true;
    };
    const take = (a: number, b: number) => {
      for (let day = a; day <= b; day++) taken.add(day);
    };
    const span = (
      a: number,
      b: number,
      row: Omit<Row, 'start' | 'end' | 'employeeId'>,
      weekdaysOnly: boolean,
      last = end,
    ) => {
      if (b < a || a < start || b > last || !free(a, b)) return false;
      take(a, b);
      if (!weekdaysOnly) {
        add({ employeeId: employee.employeeId, start: fromEpochDay(a), end: fromEpochDay(b), ...row });
        return true;
      }
      for (let day = a; day <= b; day++) {
        if (isWeekday(day))
          add({ employeeId: employee.employeeId, start: fromEpochDay(day), end: fromEpochDay(day), ...row });
      }
      return true;
    };

    // Running today (first, so nothing else takes their days): every 40th a sickness of 8 to 150 days so far (26 days: its 30-day deadlines fall in the coming week) with a
    // certificate for another week, every 60th a leisure accident 12 days ago with a certificate for 10 more days.
    if (ongoing) {
      const today = toEpochDay(ongoing.today);
      const until = toEpochDay(ongoing.until);
      const leaving = employee.leavingDate ? toEpochDay(employee.leavingDate) : null;
      if (leaving === null || leaving > until) {
        if (index % 40 === 17) {
          const sofar = [8, 26, 45, 80, 150][Math.floor(index / 40) % 5] as number;
          const comment = 'Arztzeugnis bis auf Weiteres';
          span(
            today - sofar + 1,
            Math.min(until, today + 7),
            { type: 'SICK', percentage: '100', comment },
            false,
            until,
          );
        }
        if (index % 60 === 37) {
          const row = { type: 'ACCIDENT', accidentType: 'NBU', percentage: '100', comment: 'Velounfall' };
          span(today - 11, Math.min(until, today + 10), row, false, until);
        }
      }
    }
    // Every 25th: a long sickness case, full then partial incapacity, with a relapse for some.
    if (index % 25 === 3) {
      const a = dayIn(start, end - 150);
      const full = 20 + Math.floor(random() * 60);
      if (span(a, a + full - 1, { type: 'SICK', percentage: '100', comment: 'Arztzeugnis liegt vor' }, false)) {
        span(a + full, a + full + 40, { type: 'SICK', percentage: '50', comment: 'Teilarbeitsfähig 50 %' }, false);
        if (index % 50 === 3) {
          const relapse = a + full + 41 + 10 + Math.floor(random() * 15);
          span(relapse, relapse + 13, { type: 'SICK', percentage: '100', comment: 'Rückfall' }, false);
        }
      }
    }
    // Every 30th: an accident; every 60th at work (BU), the others in leisure time (NBU); some reported in hours.
    if (index % 30 === 7) {
      const a = dayIn(start, end - 40);
      const occupational = index % 60 === 7;
      const inHours = random() < 0.4;
      span(
        a,
        a + 3 + Math.floor(random() * 30),
        {
          type: 'ACCIDENT',
          accidentType: occupational ? 'BU' : 'NBU',
          ...(inHours ? { hours: '4.2' } : { percentage: '100' }),
          comment: occupational ? 'Sturz im Lager' : 'Skiunfall',
        },
        false,
      );
    }
    // Every 20th man: military service (Wiederholungskurs), three weeks.
    if (employee.sex === 'MALE' && index % 20 === 11) {
      const a = dayIn(start, end - 21);
      span(a, a + 20, { type: 'MILITARY', percentage: '100', comment: 'WK' }, false);
    }
    // Every 20th employee if a woman: maternity leave, 16 weeks.
    if (employee.sex === 'FEMALE' && index % 20 === 13) {
      const a = dayIn(start, end - 112);
      span(a, a + 111, { type: 'MATERNITY', percentage: '100' }, false);
    }
    // The long absences first, then what fits around them.
    // Vacation: four to five weeks a year in two or three blocks, as ranges.
    for (let block = 0; block < 3; block++) {
      const length = block === 0 ? 14 : 7 + Math.floor(random() * 7);
      const a = dayIn(start, end - length);
      span(a, a + length - 1, { type: 'VACATION', percentage: '100' }, false);
    }
    // Short sickness: up to three spells of 1-5 days, exported as working days only.
    const spells = Math.floor(random() * 4);
    for (let spell = 0; spell < spells; spell++) {
      const a = dayIn(start, end - 7);
      span(a, a + Math.floor(random() * 5), { type: 'SICK', percentage: '100' }, random() < 0.7);
    }
  });

  const cell = (value: string | undefined) => (value === undefined ? '' : value.includes(';') ? `"${value}"` : value);
  const lines = rows.map((row) =>
    [row.employeeId, row.start, row.end, row.type, row.accidentType, row.hours, row.percentage, row.comment]
      .map(cell)
      .join(';'),
  );
  return `\ufeff${DEMO_ABSENCE_HEADER}\r\n${lines.join('\r\n')}\r\n`;
}
