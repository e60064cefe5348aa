// The applying of an employee's staged rows to its temporal records, in memory (issue 11; employee-upload.applying.ts
// writes the outcome): each row's data holds from validFrom to validTo (open end when empty), records it overlaps are
// shortened, split or replaced; a row that repeats what the records say changes nothing. The whole record must pass
// the routes' rules (plausibility, KAV requirements); a row that does not is refused in the row report.
import { type EmployeeData, employeeDataChecked } from '../../../contracts/employees.ts';
import type { employeeRecords } from '../../../db/schema/employees.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { isSameJson } from '../../audit/changes.ts';
import type { EmployeeRowFields } from './columns/employee-row.ts';
import { kavIssues, type Organisation } from './employee-upload.rules.ts';
import type { Issue } from './upload-phases.ts';

export type RecordRow = typeof employeeRecords.$inferSelect;
export type StagedRow = {
  rowNumber: number;
  employeeId: string;
  validFrom: string;
  validTo: string | null;
  fields: EmployeeRowFields;
};

/** One record of an employee's timeline while the file is applied: an existing row (id) or a new one. */
export type TimelineRecord = {
  id: string | null;
  validFrom: string;
  validTo: string | null;
  data: EmployeeData;
  revision: number;
  /** The employee's display record (employee-records.ts): written with the record, so no second pass rewrites it. */
  isDisplay?: boolean;
};

export type EmployeeOutcome = {
  employeeId: string;
  kind: 'created' | 'updated' | 'unchanged' | 'rejected';
  deletes: RecordRow[];
  updates: { before: RecordRow; after: TimelineRecord }[];
  inserts: TimelineRecord[];
  issues: Issue[];
  rejectedRows: number;
  before: EmployeeData | null;
  after: EmployeeData | null;
  display: EmployeeData | null;
};

const dayBefore = (day: string) => fromEpochDay(toEpochDay(day) - 1);
const dayAfter = (day: string) => fromEpochDay(toEpochDay(day) + 1);
const endsAfter = (a: string | null, b: string | null) => (a === null ? b !== null : b !== null && a > b);
const covers = (record: TimelineRecord, from: string, to: string | null) =>
  record.validFrom <= from && !endsAfter(to, record.validTo);
const overlaps = (record: TimelineRecord, from: string, to: string | null) =>
  record.validFrom <= (to ?? '9999-12-31') && (record.validTo === null || record.validTo >= from);

/** The record a row's missing fields come from: the one valid on validFrom, else the latest before, else the first. */
function baseRecord(timeline: readonly TimelineRecord[], day: string): TimelineRecord | undefined {
  const covering = timeline.find((record) => covers(record, day, day));
  if (covering) return covering;
  const before = timeline.filter((record) => record.validFrom < day).at(-1);
  return before ?? timeline[0];
}

function mergedData(base: EmployeeData | undefined, fields: EmployeeRowFields): unknown {
  const { superiorId, hrBusinessPartnerId, ...rest } = fields;
  let connections = base?.connections ?? [];
  const replace = (kind: 'SUPERIOR' | 'HR_BUSINESS_PARTNER', target: string | null | undefined) => {
    if (target === undefined) return;
    connections = connections.filter((connection) => connection.kind !== kind);
    if (target !== null) connections = [...connections, { employeeId: target, kind }];
  };
  replace('SUPERIOR', superiorId);
  replace('HR_BUSINESS_PARTNER', hrBusinessPartnerId);
  return { ...(base ?? {}), ...rest, connections };
}

/** Applies one employee's rows (validFrom order) to its records in memory and answers what to write. */
export function planEmployee(
  employeeId: string,
  existing: RecordRow[],
  rows: StagedRow[],
  organisation: Organisation,
  columnOf: (path: readonly PropertyKey[]) => string | null,
  today: string,
): EmployeeOutcome {
  const timeline: TimelineRecord[] = existing.map((row) => ({
    id: row.id,
    validFrom: row.validFrom,
    validTo: row.validTo,
    data: row.data as EmployeeData,
    revision: row.revision,
  }));
  const issues: Issue[] = [];
  let rejectedRows = 0;
  let changed = false;
  const applied: StagedRow[] = [];
  for (const row of rows) {
    const reject = (column: string | null, code: Issue['code'], params?: Issue['params']) =>
      issues.push({
        rowNumber: row.rowNumber,
        severity: 'error',
        column,
        value: null,
        code,
        ...(params ? { params } : {}),
      });
    const clash = applied.find((earlier) =>
      overlaps(
        { validFrom: earlier.validFrom, validTo: earlier.validTo } as TimelineRecord,
        row.validFrom,
        row.validTo,
      ),
    );
    if (clash) {
      reject(null, 'overlapsEarlierRow', { row: clash.rowNumber });
      rejectedRows++;
      continue;
    }
    const base = baseRecord(timeline, row.validFrom);
    const checked = employeeDataChecked.safeParse(mergedData(base?.data, row.fields));
    if (!checked.success) {
      for (const issue of checked.error.issues)
        reject(columnOf(issue.path), 'invalidValue', { message: issue.message });
      rejectedRows++;
      continue;
    }
    const data = checked.data;
    if (organisation.hasKav) {
      const missing = kavIssues(data);
      if (missing.length > 0) {
        for (const field of missing) reject(null, 'kavRequired', { field });
        rejectedRows++;
        continue;
      }
    }
    applied.push(row);
    const covering = timeline.find((record) => covers(record, row.validFrom, row.validTo));
    if (covering && isSameJson(covering.data, data)) continue; // the file repeats what the records say
    changed = true;
    const exact = timeline.find((record) => record.validFrom === row.validFrom && record.validTo === row.validTo);
    if (exact) {
      exact.data = data;
      continue;
    }
    const next: TimelineRecord[] = [];
    for (const record of timeline) {
      if (!overlaps(record, row.validFrom, row.validTo)) {
        next.push(record);
        continue;
      }
      const keepsStart = record.validFrom < row.validFrom;
      const keepsEnd = row.validTo !== null && endsAfter(record.validTo, row.validTo);
      if (keepsStart) next.push({ ...record, validTo: dayBefore(row.validFrom) });
      if (keepsEnd) {
        const tail = { validFrom: dayAfter(row.validTo as string), validTo: record.validTo, data: record.data };
        // A record the row cuts in two keeps its id for the first part; the rest is a new record.
        next.push(keepsStart ? { id: null, revision: 1, ...tail } : { ...record, ...tail });
      }
    }
    next.push({ id: null, validFrom: row.validFrom, validTo: row.validTo, data, revision: 1 });
    next.sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
    timeline.splice(0, timeline.length, ...next);
  }

  const kind: EmployeeOutcome['kind'] =
    applied.length === 0 ? 'rejected' : !changed ? 'unchanged' : existing.length === 0 ? 'created' : 'updated';
  const byId = new Map(timeline.filter((record) => record.id).map((record) => [record.id as string, record]));
  const deletes = existing.filter((row) => !byId.has(row.id));
  const updates = existing.flatMap((row) => {
    const after = byId.get(row.id);
    if (!after) return [];
    const same = after.validFrom === row.validFrom && after.validTo === row.validTo && isSameJson(after.data, row.data);
    return same ? [] : [{ before: row, after }];
  });
  const inserts = timeline.filter((record) => record.id === null);
  const display = timeline.filter((record) => record.validFrom <= today).at(-1) ?? timeline[0];
  for (const record of inserts) record.isDisplay = record === display;
  // Records are never removed without a new one taking their place: the new records carry the removed revisions,
  // so the employee's revision (the sum) still grows with the change (employees.service.ts employeeRevision).
  const first = inserts[0];
  if (first) first.revision = 1 + deletes.reduce((sum, row) => sum + row.revision, 0);
  const displayOf = (records: readonly { validFrom: string; data: unknown }[]) => {
    const started = records.filter((record) => record.validFrom <= today).at(-1);
    return ((started ?? records[0])?.data ?? null) as EmployeeData | null;
  };
  return {
    employeeId,
    kind,
    deletes,
    updates,
    inserts,
    issues,
    rejectedRows,
    before: displayOf(existing),
    after: displayOf(timeline),
    display: displayOf(timeline),
  };
}
