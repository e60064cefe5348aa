// One absence per employee and day within an upload (decision 0012: one day holds one live absence; decision 0040):
// the days each accepted row of a file claims, in file order, so that a later row that repeats an earlier one
// (same employee, same days, same absence) is refused as a duplicate and one that shares a day with an earlier one
// otherwise is refused as overlapping it — reported per row, never stored twice. Used by the reading phase
// (absence-upload.reading.ts) and the interface (connect.service.ts).
//
// Per employee the claimed ranges are kept sorted and disjoint: a row claims at most 366 days, an employee at most the
// upload period's 366 days, so an employee holds at most 366 ranges and a check is a binary search. A file of 350 000
// identical rows keeps one range. A resumed reading rebuilds the claims of the rows it committed (loadClaims).
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import type { RowIssueParams } from './row-issues.ts';
import type { UploadRow } from './uploads.service.ts';

/**
 * What an absence is, apart from its employee and days: a row with the same signature on the same days repeats it.
 * Hours and percentage as the row rules normalise them ('8.5', '100'; loadClaims normalises stored numerics alike).
 */
export function absenceSignature(row: {
  type: string;
  accidentType: string | null;
  hours: string | null;
  percentage: string | null;
}): string {
  return `${row.type}|${row.accidentType ?? ''}|${row.hours ?? ''}|${row.percentage ?? ''}`;
}

export type ClaimRefusal =
  | { code: 'duplicateRow'; params: RowIssueParams }
  | { code: 'overlapsRow'; params: RowIssueParams };

/** A claim's four numbers in an employee's flat array: first day, last day (days since 1970), row, signature. */
const STRIDE = 4;
const MS_PER_DAY = 86_400_000;

/**
 * The days each employee's accepted rows claimed. Compact, as a million-row file holds a million claims: per employee
 * one flat array of numbers (four per claim: 16 bytes), dates as day numbers and signatures as small integers (a file
 * has few distinct absences).
 */
export class DayClaims {
  readonly #byEmployee = new Map<string, number[]>();
  readonly #signatures = new Map<string, number>();
  readonly #days = new Map<string, number>();

  #day(iso: string): number {
    let day = this.#days.get(iso);
    if (day === undefined) {
      day = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / MS_PER_DAY;
      if (this.#days.size > 10_000) this.#days.clear();
      this.#days.set(iso, day);
    }
    return day;
  }

  #signature(text: string): number {
    let id = this.#signatures.get(text);
    if (id === undefined) {
      id = this.#signatures.size;
      this.#signatures.set(text, id);
    }
    return id;
  }

  /**
   * Claims the days `start`..`end` (YYYY-MM-DD, inclusive) of an employee for a row, or answers why the row cannot
   * have them: it repeats an earlier row (duplicateRow, `row`) or shares days with one (overlapsRow: `row` and the
   * shared days `from`, `to`). Claiming a row again (a batch whose transaction ran again) finds its own claim: fine.
   */
  claim(employeeId: string, rowNumber: number, start: string, end: string, signature: string): ClaimRefusal | null {
    let claims = this.#byEmployee.get(employeeId);
    if (!claims) {
      claims = [];
      this.#byEmployee.set(employeeId, claims);
    }
    const first = this.#day(start);
    const last = this.#day(end);
    const kind = this.#signature(signature);
    // The first claim that ends on or after `first` (claims are disjoint and sorted, so their ends are sorted too).
    let low = 0;
    let high = claims.length / STRIDE;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((claims[middle * STRIDE + 1] as number) < first) low = middle + 1;
      else high = middle;
    }
    const at = low * STRIDE;
    if (at < claims.length && (claims[at] as number) <= last) {
      const [claimedFirst, claimedLast, row, claimedKind] = claims.slice(at, at + STRIDE) as [
        number,
        number,
        number,
        number,
      ];
      if (row === rowNumber) return null;
      if (claimedFirst === first && claimedLast === last && claimedKind === kind) {
        return { code: 'duplicateRow', params: { row } };
      }
      const iso = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
      return {
        code: 'overlapsRow',
        params: { row, from: iso(Math.max(first, claimedFirst)), to: iso(Math.min(last, claimedLast)) },
      };
    }
    // Files list an employee's days mostly in order: the claim goes at the end.
    if (at === claims.length) claims.push(first, last, rowNumber, kind);
    else claims.splice(at, 0, first, last, rowNumber, kind);
    return null;
  }
}

/**
 * The claims of the rows an earlier attempt of this upload committed (a reading resumed after its checkpoint): the
 * staged rows, and the days the reading inserted directly, per row (the absence ids end with row × 512 + day, see
 * dayId in absence-upload.days.ts).
 */
export async function loadClaims(tx: Queryable, upload: UploadRow): Promise<DayClaims> {
  const rows = await rowsOf<{
    employee_id: string;
    row_number: number;
    start_date: string;
    end_date: string;
    type: string;
    accident_type: string | null;
    hours: string | null;
    percentage: string | null;
  }>(
    tx,
    sql`
    select s.employee_id, r.row_number, r.start_date::text as start_date, r.end_date::text as end_date, r.type,
      r.accident_type, r.hours::text as hours, r.percentage::text as percentage
    from absence_upload_rows s
    cross join lateral unnest(s.row_numbers, s.start_dates, s.end_dates, s.types, s.accident_types, s.hours,
      s.percentages) as r(row_number, start_date, end_date, type, accident_type, hours, percentage)
    where s.tenant_id = ${upload.tenantId} and s.upload_id = ${upload.id} and not s.applied
    union all
    select a.employee_id, (('x' || right(a.id::text, 12))::bit(48)::bigint / 512)::int as row_number,
      min(a.date)::text, max(a.date)::text, a.type, a.accident_type, a.hours::text, a.percentage::text
    from absences a
    where a.tenant_id = ${upload.tenantId} and a.upload_id = ${upload.id} and not a.deleted
    group by a.employee_id, 2, a.type, a.accident_type, a.hours, a.percentage
    order by 2`,
  );
  const claims = new DayClaims();
  for (const row of rows) {
    claims.claim(
      row.employee_id,
      Number(row.row_number),
      row.start_date,
      row.end_date,
      absenceSignature({
        type: row.type,
        accidentType: row.accident_type,
        // Stored as numeric(5,2) ('8.50'): as the row rules write them ('8.5').
        hours: row.hours === null ? null : String(Number(row.hours)),
        percentage: row.percentage === null ? null : String(Number(row.percentage)),
      }),
    );
  }
  return claims;
}
