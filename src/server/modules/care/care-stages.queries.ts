// Reading the employees' care stages (issue 29 scope 2 and 5): who is at which level and why (GET /care-stages, a
// superior sees the team), and one employee's stage on a day with the whole history. Reasons are the stored
// snapshots, in the reader's language and in the employee's correspondence language. Care off: empty answers.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  careStagesPage,
  careStagesQuery,
  employeeCareStage,
  employeeCareStages,
} from '../../../contracts/care-stages.ts';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import type { CareLanguage } from '../../../domain/care/types.ts';
import { assertInScope, employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { openTaskCountsOf } from './care-stage-effects.ts';
import {
  careConfigurationOf,
  employeeFactsOf,
  languageOf,
  readerLanguageOf,
  type StintRow,
  stintsOf,
} from './care-stages.repository.ts';

type Page = z.input<typeof careStagesPage>;
type Query = z.output<typeof careStagesQuery>;
type Stage = z.input<typeof employeeCareStage>;

const SORTS = {
  LEVEL: sql`coalesce(s.level, 0)`,
  ENTERED_AT: sql`s.entered_care_stage_at`,
  LAST_NAME: sql`l.last_name`,
  PERSONNEL_NUMBER: sql`l.personnel_number`,
} as const;

/** GET /care-stages: the employees in the reader's scope with their current stage, highest level first. */
export async function listCareStages(database: Database, ctx: RequestContext, query: Query, now = new Date()) {
  const tenantId = requireTenantId(ctx);
  const today = swissToday(now);
  return inTenant(database, ctx, async (tx): Promise<Page> => {
    const { care } = await careConfigurationOf(tx, tenantId);
    if (!care) return { items: [], totalCount: 0 };
    const scope = await employeeScopeOf(tx, ctx, 'employee.careStages.view', today);
    if (scope.kind === 'some' && scope.employeeIds.size === 0) return { items: [], totalCount: 0 };
    const language = await readerLanguageOf(tx, ctx, tenantId);
    const conditions = [sql`l.tenant_id = ${tenantId}`];
    if (scope.kind === 'some') conditions.push(sql`l.employee_id = any(${textArray([...scope.employeeIds])})`);
    if (query.level === undefined) conditions.push(sql`s.level is not null`);
    else if (query.level === 0) conditions.push(sql`s.level is null`);
    else conditions.push(sql`s.level = ${query.level}`);
    if (query.search) conditions.push(sql`l.search_text like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
    if (query.companySubunitId) conditions.push(sql`l.company_subunit_id = ${query.companySubunitId}`);
    const where = sql.join(conditions, sql` and `);
    const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
    const from = sql`employee_list l left join employee_care_stages s
        on s.tenant_id = l.tenant_id and s.employee_id = l.employee_id and s.left_care_stage_at is null
          and s.entered_care_stage_at <= ${today}::date`;
    const rows = await rowsOf<{
      employee_id: string;
      personnel_number: string | null;
      first_name: string | null;
      last_name: string | null;
      company_subunit_id: string | null;
      level: number | null;
      entered: string | null;
      reason: Record<CareLanguage, string> | null;
    }>(
      tx,
      sql`select l.employee_id, l.personnel_number, l.first_name, l.last_name, l.company_subunit_id,
            s.level, s.entered_care_stage_at::text as entered, s.reason
          from ${from} where ${where}
          order by ${SORTS[query.sortBy]} ${direction} nulls last, l.last_name asc, l.employee_id asc
          limit ${query.take} offset ${query.skip}`,
    );
    const [total] = await rowsOf<{ count: number }>(tx, sql`select count(*)::int as count from ${from} where ${where}`);
    const openTasks = await openTaskCountsOf(
      tx,
      rows.map((row) => row.employee_id),
    );
    return {
      totalCount: Number(total?.count ?? 0),
      items: rows.map((row) => ({
        employeeId: row.employee_id,
        personnelNumber: row.personnel_number,
        firstName: row.first_name,
        lastName: row.last_name,
        companySubunitId: row.company_subunit_id,
        level: row.level ?? 0,
        enteredCareStageAt: row.entered,
        reason: row.reason ? (row.reason[language] ?? null) : null,
        openTaskCount: openTasks.get(row.employee_id) ?? 0,
      })),
    };
  });
}

/**
 * The employee a route names, checked like other employee routes: outside a superior's scope 403
 * EMPLOYEE_ACCESS_FORBIDDEN with the employeeId (also for ids that do not exist: a scoped answer never tells),
 * unknown to a full-access reader 404 EMPLOYEE_NOT_FOUND.
 */
export async function assertEmployeeReadable(
  tx: AppTransaction,
  ctx: RequestContext,
  employeeId: string,
  permission: 'employee.careStages.view' | 'employee.health.view',
  today: string,
): Promise<{ personnelNumber: string | null; firstName: string | null; lastName: string | null }> {
  assertInScope(await employeeScopeOf(tx, ctx, permission, today), employeeId);
  const [row] = await rowsOf<{ personnel_number: string; first_name: string; last_name: string }>(
    tx,
    sql`select personnel_number, first_name, last_name from employee_list where employee_id = ${employeeId}`,
  );
  if (!row) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
  return { personnelNumber: row.personnel_number, firstName: row.first_name, lastName: row.last_name };
}

/** Stored stints as the contract's stages, newest first, with the reason in both languages. */
export async function stagesOf(
  tx: AppTransaction,
  tenantId: string,
  employeeId: string,
  readerLanguage: CareLanguage,
): Promise<Stage[]> {
  const { care, tenantLanguage } = await careConfigurationOf(tx, tenantId);
  if (!care) return [];
  const rows = (await stintsOf(tx, [employeeId])).get(employeeId) ?? [];
  const employeeLanguage = languageOf(
    (await employeeFactsOf(tx, [employeeId])).get(employeeId)?.language,
    tenantLanguage,
  );
  return rows.reverse().map((row) => stageOf(row, readerLanguage, employeeLanguage));
}

function stageOf(row: StintRow, readerLanguage: CareLanguage, employeeLanguage: CareLanguage): Stage {
  const reason = row.reason as Record<CareLanguage, string>;
  return {
    careStageId: row.id,
    employeeId: row.employeeId,
    careStageDefinitionId: row.careStageDefinitionId,
    level: row.level,
    enteredCareStageAt: row.enteredCareStageAt,
    leftCareStageAt: row.leftCareStageAt,
    changedCareStageTo: row.changedCareStageTo,
    triggers: row.triggers as Stage['triggers'],
    reason: reason[readerLanguage] ?? '',
    reasonInEmployeeLanguage: reason[employeeLanguage] ?? '',
    evaluatedAt: new Date(row.evaluatedAt).toISOString(),
  };
}

/** The stint on a day of a newest-first history. */
export function stageOnDay<T extends { enteredCareStageAt: string; leftCareStageAt: string | null }>(
  history: readonly T[],
  day: string,
): T | null {
  return (
    history.find(
      (stage) => stage.enteredCareStageAt <= day && (stage.leftCareStageAt === null || stage.leftCareStageAt > day),
    ) ?? null
  );
}

/** GET /employee/:employeeId/care-stages: the stage on asOf (default today) and every stint, newest first. */
export async function employeeCareStagesOf(
  database: Database,
  ctx: RequestContext,
  employeeId: string,
  asOfQuery: string | undefined,
  now = new Date(),
): Promise<z.input<typeof employeeCareStages>> {
  const tenantId = requireTenantId(ctx);
  const today = swissToday(now);
  const asOf = asOfQuery ?? today;
  return inTenant(database, ctx, async (tx) => {
    await assertEmployeeReadable(tx, ctx, employeeId, 'employee.careStages.view', today);
    const history = await stagesOf(tx, tenantId, employeeId, await readerLanguageOf(tx, ctx, tenantId));
    return { employeeId, asOf, current: stageOnDay(history, asOf), history };
  });
}
