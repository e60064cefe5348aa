// Who an absence row names (decision 0040): the employee id as given, or the personnel number looked up in the
// employees' records. A personnel number names the employee whose record valid in the upload period carries it; when
// no record of the period does, any record of theirs (a number changed since, or an employee without a record in the
// period). Two employees with the number: ambiguous, the row is refused with their ids (the file then needs the
// employee id column). Used by the reading phase and the interface.
import { sql } from 'drizzle-orm';
import type { UploadEmployeeKey } from '../../../contracts/uploads.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { textArray } from '../../../db/sql-arrays.ts';

export type KeyResolution = { employeeId: string } | { unknown: true } | { ambiguous: string[] };

/** The ids among `ids` that are employees of the transaction's tenant. */
export async function knownEmployees(tx: Queryable, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const known = new Set<string>();
  if (unique.length === 0) return known;
  const found = await tx
    .selectDistinct({ employeeId: employeeRecords.employeeId })
    .from(employeeRecords)
    .where(sql`${employeeRecords.employeeId} = any(${textArray(unique)})`);
  for (const row of found) known.add(row.employeeId);
  return known;
}

/** What each of `keys` names, by the file's identifier; the period chooses among a personnel number's records. */
export async function resolveEmployeeKeys(
  tx: Queryable,
  key: UploadEmployeeKey,
  keys: readonly string[],
  period: { from: string; to: string },
): Promise<Map<string, KeyResolution>> {
  const unique = [...new Set(keys)];
  const resolved = new Map<string, KeyResolution>();
  if (unique.length === 0) return resolved;
  if (key === 'employeeId') {
    const known = await knownEmployees(tx, unique);
    for (const id of unique) resolved.set(id, known.has(id) ? { employeeId: id } : { unknown: true });
    return resolved;
  }
  const rows = await rowsOf<{ personnel_number: string; employee_id: string; in_period: boolean }>(
    tx,
    sql`
    select r.personnel_number, r.employee_id,
      bool_or(r.valid_from <= ${period.to}::date and (r.valid_to is null or r.valid_to >= ${period.from}::date))
        as in_period
    from employee_records r
    where r.personnel_number = any(${textArray(unique)})
    group by r.personnel_number, r.employee_id
    order by r.employee_id`,
  );
  const byNumber = new Map<string, { employeeId: string; inPeriod: boolean }[]>();
  for (const row of rows) {
    const entries = byNumber.get(row.personnel_number) ?? [];
    entries.push({ employeeId: row.employee_id, inPeriod: row.in_period === true || String(row.in_period) === 't' });
    byNumber.set(row.personnel_number, entries);
  }
  for (const number of unique) {
    const all = byNumber.get(number) ?? [];
    const inPeriod = all.filter((entry) => entry.inPeriod);
    const candidates = inPeriod.length > 0 ? inPeriod : all;
    if (candidates.length === 0) resolved.set(number, { unknown: true });
    else if (candidates.length === 1)
      resolved.set(number, { employeeId: (candidates[0] as { employeeId: string }).employeeId });
    else resolved.set(number, { ambiguous: candidates.map((entry) => entry.employeeId) });
  }
  return resolved;
}

/** The personnel numbers each of `employeeIds` has had (any record): the check of a file with both identifiers. */
export async function personnelNumbersOf(
  tx: Queryable,
  employeeIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const unique = [...new Set(employeeIds)];
  const numbers = new Map<string, Set<string>>();
  if (unique.length === 0) return numbers;
  const rows = await tx
    .selectDistinct({ employeeId: employeeRecords.employeeId, personnelNumber: employeeRecords.personnelNumber })
    .from(employeeRecords)
    .where(sql`${employeeRecords.employeeId} = any(${textArray(unique)})`);
  for (const row of rows) {
    const set = numbers.get(row.employeeId) ?? new Set<string>();
    set.add(row.personnelNumber);
    numbers.set(row.employeeId, set);
  }
  return numbers;
}
