// The derived state of employees (issue 12; ARCHITECTURE §4): absence periods and data issues, recomputed from an
// employee's live absences, temporal records and the tenant's configuration, and replaced per employee in the
// caller's transaction. Pure rules in src/domain/absences/ (periods.ts, issues.ts); here only reading, writing and
// keeping what people set: a period's colour mark (stable period ids) and an issue's dismissal (stable issue keys).
// Idempotent: deriving twice from the same facts writes the same rows (a replayed event changes nothing).

import { randomUUID } from 'node:crypto';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { EmployeeData } from '../../contracts/employees.ts';
import { tenantConfiguration } from '../../contracts/tenant.ts';
import type { Queryable } from '../../db/client.ts';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import { employeeRecords } from '../../db/schema/employees.ts';
import { tenantIssues } from '../../db/schema/tenant-configuration.ts';
import { pgArrayLiteralOf, textArray, uuidArray } from '../../db/sql-arrays.ts';
import {
  type ActiveCase,
  detectIssues,
  ISSUE_TYPES,
  type IssueConfiguration,
  redetect,
} from '../../domain/absences/issues.ts';
import {
  type AbsencePeriodDefinition,
  type AbsenceRecord,
  buildAbsencePeriods,
  DEFAULT_ABSENCE_PERIOD_DEFINITION,
  stablePeriodIds,
} from '../../domain/absences/periods.ts';
import { groupBy } from '../../domain/collections.ts';
import type { WeekendFillMode } from '../../domain/sick-pay/types.ts';
import { currentConfigurationVersion } from '../modules/tenant/tenant.service.ts';

export type DerivationSettings = {
  weekendFill: WeekendFillMode | null;
  definition: AbsencePeriodDefinition;
  issues: IssueConfiguration;
};

/** What the tenant's current configuration says for periods and issues (the contract's defaults without one). */
export async function derivationSettings(tx: Queryable, tenantId: string): Promise<DerivationSettings> {
  const current = await currentConfigurationVersion(tx, tenantId);
  const parsed = current ? tenantConfiguration.safeParse(current.configuration) : null;
  const configuration = parsed?.success ? parsed.data : null;
  const insurance = configuration?.insuranceConfiguration;
  const weekendFill = insurance ? (insurance.shouldFillWeekendGaps ?? null) : 'FILL_IF_FRIDAY_AND_MONDAY';
  return {
    weekendFill,
    definition:
      configuration?.careConfiguration?.careStageConfiguration.absencePeriodDefinition ??
      DEFAULT_ABSENCE_PERIOD_DEFINITION,
    issues: {
      enabledIssueTypes: insurance?.issueTypeConfiguration.enabledIssueTypes ?? [...ISSUE_TYPES],
      absenceGapMaxDays: insurance?.issueTypeConfiguration.absenceGapMaxDays ?? 10,
      weekendFill,
    },
  };
}

const decimal = (value: string | null) => (value === null ? null : String(Number(value)));

/**
 * Recomputes and replaces the periods and issues of `employeeIds` (any number; one read and one write per table).
 * The caller holds the employees' derivation locks and the transaction.
 */
export async function deriveEmployees(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  options: { settings?: DerivationSettings; activeCases?: Map<string, ActiveCase[]>; newId?: () => string } = {},
): Promise<{ periods: number; issues: number }> {
  if (employeeIds.length === 0) return { periods: 0, issues: 0 };
  const settings = options.settings ?? (await derivationSettings(tx, tenantId));
  const newId = options.newId ?? randomUUID;
  const ids = textArray([...new Set(employeeIds)]);
  // One after the other: the four reads share the transaction's connection.
  // Only the columns the rules read: mapping timestamps of a million rows costs seconds.
  const absenceRows = await tx
    .select({
      id: absences.id,
      employeeId: absences.employeeId,
      date: absences.date,
      type: absences.type,
      accidentType: absences.accidentType,
      hours: absences.hours,
      percentage: absences.percentage,
      source: absences.source,
      comment: absences.comment,
    })
    .from(absences)
    .where(and(sql`${absences.employeeId} = any(${ids})`, sql`not ${absences.deleted}`))
    .orderBy(asc(absences.employeeId), asc(absences.date));
  const recordRows = await tx
    .select({
      employeeId: employeeRecords.employeeId,
      validFrom: employeeRecords.validFrom,
      validTo: employeeRecords.validTo,
      data: employeeRecords.data,
    })
    .from(employeeRecords)
    .where(sql`${employeeRecords.employeeId} = any(${ids})`)
    .orderBy(asc(employeeRecords.employeeId), asc(employeeRecords.validFrom));
  const previousPeriods = await tx
    .select({
      periodId: absencePeriods.id,
      employeeId: absencePeriods.employeeId,
      type: absencePeriods.type,
      startDate: absencePeriods.startDate,
      endDate: absencePeriods.endDate,
      colorMark: absencePeriods.colorMark,
    })
    .from(absencePeriods)
    .where(sql`${absencePeriods.employeeId} = any(${ids})`);
  const previousIssues = await tx
    .select({
      id: tenantIssues.id,
      employeeId: tenantIssues.employeeId,
      key: tenantIssues.key,
      ignoredAt: tenantIssues.ignoredAt,
    })
    .from(tenantIssues)
    .where(and(sql`${tenantIssues.employeeId} = any(${ids})`, isNotNull(tenantIssues.key)));
  const absencesOf = groupBy(absenceRows, (row) => row.employeeId);
  const recordsOf = groupBy(recordRows, (row) => row.employeeId);
  const periodsOf = groupBy(previousPeriods, (row) => row.employeeId);
  const issuesOf = groupBy(previousIssues, (row) => row.employeeId as string);

  const periodRows: (typeof absencePeriods.$inferInsert)[] = [];
  const issueUpserts: (typeof tenantIssues.$inferInsert)[] = [];
  const removedIssueIds: string[] = [];
  for (const employeeId of new Set(employeeIds)) {
    const records: AbsenceRecord[] = (absencesOf.get(employeeId) ?? []).map((row) => ({
      absenceId: row.id,
      date: row.date,
      type: row.type,
      accidentType: row.accidentType,
      hours: decimal(row.hours),
      percentage: decimal(row.percentage),
      source: row.source,
      comment: row.comment,
    }));
    const previous = periodsOf.get(employeeId) ?? [];
    const colorOf = new Map(previous.map((period) => [period.periodId, period.colorMark]));
    const periods = stablePeriodIds(
      previous,
      buildAbsencePeriods(records, { weekendFill: settings.weekendFill, definition: settings.definition }),
      newId,
    );
    for (const period of periods) {
      periodRows.push({
        tenantId,
        id: period.periodId,
        employeeId,
        type: period.type,
        startDate: period.startDate,
        endDate: period.endDate,
        calendarDays: period.calendarDays,
        isCareRelevant: period.isCareRelevant,
        accidentType: period.accidentType,
        hours: period.hours,
        percentage: period.percentage,
        isPercentageVarying: period.isPercentageVarying,
        source: period.source,
        colorMark: colorOf.get(period.periodId) ?? null,
        absenceIds: period.absenceIds,
        days: period.days,
      });
    }
    const detected = detectIssues({
      employeeId,
      records: (recordsOf.get(employeeId) ?? []).map((row) => {
        const data = row.data as EmployeeData;
        return {
          validFrom: row.validFrom,
          validTo: row.validTo,
          data: {
            salaryBasis: data.salaryBasis ?? null,
            wageTypes: data.wageTypes ?? [],
            dateOfEmployment: data.dateOfEmployment ?? null,
            anniversaryAdjustedDateOfEmployment: data.anniversaryAdjustedDateOfEmployment ?? null,
            leavingDate: data.leavingDate ?? null,
          },
        };
      }),
      absences: records,
      activeCases: options.activeCases?.get(employeeId) ?? [],
      configuration: settings.issues,
    });
    const { issues, removedIds } = redetect(
      (issuesOf.get(employeeId) ?? []).map((row) => ({ id: row.id, key: row.key as string, ignoredAt: row.ignoredAt })),
      detected,
    );
    removedIssueIds.push(...removedIds);
    for (const issue of issues) {
      issueUpserts.push({
        tenantId,
        id: issue.id ?? newId(),
        employeeId,
        type: issue.type,
        scope: issue.scope,
        scopeDate: issue.scopeDate,
        severity: issue.severity,
        key: issue.key,
        details: issue.details,
        ignoredAt: issue.ignoredAt,
      });
    }
  }

  // Periods: the employees' rows replaced (ids kept where the period is the same, so marks survive).
  await tx.delete(absencePeriods).where(sql`${absencePeriods.employeeId} = any(${ids})`);
  await insertPeriods(tx, tenantId, periodRows);
  // Issues: vanished ones removed, found ones inserted or refreshed in place (id and dismissal kept).
  if (removedIssueIds.length > 0) {
    await tx.delete(tenantIssues).where(sql`${tenantIssues.id} = any(${uuidArray(removedIssueIds)})`);
  }
  await upsertIssues(tx, tenantId, issueUpserts);
  return { periods: periodRows.length, issues: issueUpserts.length };
}

/**
 * Issues found again keep their id and dismissal and take the new severity and details (updatedAt moves only when
 * something changed); new ones are inserted. One statement per 2 000 issues, one array parameter per column.
 */
async function upsertIssues(tx: Queryable, tenantId: string, rows: (typeof tenantIssues.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    const column = (pick: (row: (typeof chunk)[number]) => string | null) => pgArrayLiteralOf(chunk.map(pick));
    await tx.execute(sql`
      insert into tenant_issues as t (tenant_id, id, employee_id, type, scope, scope_date, severity, key, details,
        ignored_at)
      select ${tenantId}, r.*
      from unnest(
        ${column((row) => row.id as string)}::uuid[], ${column((row) => row.employeeId ?? null)}::text[],
        ${column((row) => row.type)}::text[], ${column((row) => row.scope)}::text[],
        ${column((row) => row.scopeDate ?? null)}::date[], ${column((row) => String(row.severity))}::smallint[],
        ${column((row) => row.key ?? null)}::text[], ${column((row) => JSON.stringify(row.details ?? null))}::jsonb[],
        ${column((row) => row.ignoredAt ?? null)}::timestamptz[]
      ) as r
      on conflict (tenant_id, id) do update set
        type = excluded.type, scope = excluded.scope, scope_date = excluded.scope_date, severity = excluded.severity,
        details = excluded.details,
        updated_at = case when (t.severity, t.details, t.scope_date) is distinct from
          (excluded.severity, excluded.details, excluded.scope_date) then now() else t.updated_at end`);
  }
}

/** Periods in one statement per 2 000 rows, one array parameter per column. */
async function insertPeriods(tx: Queryable, tenantId: string, rows: (typeof absencePeriods.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    const column = (pick: (row: (typeof chunk)[number]) => string | null) => pgArrayLiteralOf(chunk.map(pick));
    await tx.execute(sql`
      insert into absence_periods (tenant_id, id, employee_id, type, start_date, end_date, calendar_days,
        is_care_relevant, accident_type, hours, percentage, is_percentage_varying, source, color_mark, absence_ids, days)
      select ${tenantId}, r.*
      from unnest(
        ${column((row) => row.id)}::uuid[], ${column((row) => row.employeeId)}::text[],
        ${column((row) => row.type)}::text[], ${column((row) => row.startDate)}::date[],
        ${column((row) => row.endDate)}::date[], ${column((row) => String(row.calendarDays))}::int[],
        ${column((row) => String(row.isCareRelevant))}::boolean[], ${column((row) => row.accidentType ?? null)}::text[],
        ${column((row) => row.hours ?? null)}::numeric[], ${column((row) => row.percentage ?? null)}::numeric[],
        ${column((row) => String(row.isPercentageVarying ?? false))}::boolean[], ${column((row) => row.source)}::text[],
        ${column((row) => row.colorMark ?? null)}::text[], ${column((row) => JSON.stringify(row.absenceIds))}::jsonb[],
        ${column((row) => JSON.stringify(row.days))}::jsonb[]
      ) as r`);
  }
}
