// Generating one report (issue 31 scope 2, decision 0058): the kind's facts are read in one tenant transaction
// (REPORT_FACT_LOADERS), the kind builds the table (pure, REPORT_KIND_DEFINITIONS), the renderer draws the file, the
// file goes to the document store; the history row is written by the caller. The same steps serve the request
// (small reports), the background job (large ones) and the schedules' runs.
import { sql } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES } from '../../../contracts/constants.ts';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { daysInMonth, swissCivilDate, toEpochDay } from '../../../domain/dates.ts';
import { REPORT_KIND_DEFINITIONS } from '../../../domain/reports/kinds/index.ts';
import type { ReportKindDefinition } from '../../../domain/reports/report-kind.ts';
import type { ReportTable } from '../../../domain/reports/report-table.ts';
import type { ReportDefinitionValue, ReportKind } from '../../../domain/reports/report-types.ts';
import { AppError, type BodyIssue, BodyValidationError } from '../../app-error.ts';
import { REPORT_FACT_LOADERS, type ReportFactsLoader } from './facts/index.ts';
import { renderReportFile, reportFileName } from './render/index.ts';

/**
 * When a report runs in the background (decision 0058): its work is about employees in scope × days of the period.
 * At most 2 000 employees over a quarter (92 days) answer in the request; a 10 000-employee month or a two-year range
 * of a few hundred people run as a job. Tests pass a smaller limit (config.reports).
 */
export const REPORT_BACKGROUND_EMPLOYEE_DAYS = 2_000 * 92;

export type ReportLimits = { backgroundEmployeeDays: number };
export const DEFAULT_REPORT_LIMITS: ReportLimits = { backgroundEmployeeDays: REPORT_BACKGROUND_EMPLOYEE_DAYS };

// The registries are filled kind by kind; the service reads them as partial maps so a kind not built yet answers
// REPORT_KIND_NOT_AVAILABLE instead of failing.
const kindDefinitions = REPORT_KIND_DEFINITIONS as unknown as Partial<
  Record<ReportKind, ReportKindDefinition<unknown>>
>;
const factLoaders = REPORT_FACT_LOADERS as unknown as Partial<Record<ReportKind, ReportFactsLoader>>;

export function assertKindAvailable(kind: ReportKind): void {
  if (!kindDefinitions[kind] || !factLoaders[kind]) {
    throw new AppError('REPORT_KIND_NOT_AVAILABLE', `The report kind ${kind} cannot be generated yet`, { kind });
  }
}

/**
 * The subunits and processing groups a definition names must be the company's own (its current configuration): an
 * unknown id is a typo or a unit since removed, and a report that silently lists nobody would look like "no one is
 * absent". Refused: 400 in the validation shape at `<path>.companySubunitIds.<index>` / `.processingGroupIds.<index>`.
 * A tenant without a configuration has nothing to check against.
 */
export async function assertKnownScope(
  tx: Queryable,
  tenantId: string,
  definition: Pick<ReportDefinitionValue, 'companySubunitIds' | 'processingGroupIds'>,
  path: string,
): Promise<void> {
  if (definition.companySubunitIds.length === 0 && definition.processingGroupIds.length === 0) return;
  const current = await currentConfigurationVersion(tx, tenantId);
  if (!current) return;
  const configuration = current.configuration as {
    companySubunits?: { companySubunitId: string }[];
    processingGroups?: { processingGroupId: string }[];
  };
  const subunits = new Set((configuration.companySubunits ?? []).map((unit) => unit.companySubunitId));
  const groups = new Set((configuration.processingGroups ?? []).map((group) => group.processingGroupId));
  const issues: BodyIssue[] = [];
  for (const [index, id] of definition.companySubunitIds.entries()) {
    if (!subunits.has(id)) {
      issues.push({
        path: `${path}.companySubunitIds.${index}`,
        message: EMPLOYEE_MESSAGES.unknownSubunit,
        code: 'custom',
      });
    }
  }
  for (const [index, id] of definition.processingGroupIds.entries()) {
    if (!groups.has(id)) {
      issues.push({
        path: `${path}.processingGroupIds.${index}`,
        message: EMPLOYEE_MESSAGES.unknownProcessingGroup,
        code: 'custom',
      });
    }
  }
  if (issues.length > 0) throw new BodyValidationError(issues);
}

/** The days the period covers (an accounting month: its days). */
export function periodDays(definition: ReportDefinitionValue): number {
  const period = definition.period;
  if (period.kind === 'time-range') return toEpochDay(period.to) - toEpochDay(period.from) + 1;
  return daysInMonth(Number(period.accountingMonthId.slice(0, 4)), Number(period.accountingMonthId.slice(5, 7)));
}

/** The employees the definition's subunits and processing groups select (none chosen: all). */
export async function employeesInScope(tx: Queryable, tenantId: string, definition: ReportDefinitionValue) {
  const subunits = [...definition.companySubunitIds];
  const groups = [...definition.processingGroupIds];
  const [row] = await rowsOf<{ count: number }>(
    tx,
    sql`select count(*)::int as count from employee_list
        where tenant_id = ${tenantId}
          and (${subunits.length === 0} or company_subunit_id = any(${textArray(subunits)}))
          and (${groups.length === 0} or processing_group_id = any(${textArray(groups)}))`,
  );
  return row?.count ?? 0;
}

export async function runsInBackground(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  limits: ReportLimits,
): Promise<boolean> {
  const employees = await employeesInScope(tx, tenantId, definition);
  return employees * periodDays(definition) > limits.backgroundEmployeeDays;
}

async function companyNameOf(tx: Queryable, tenantId: string): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(tx, sql`select name from tenants where id = ${tenantId}`);
  return row?.name ?? '';
}

/** The table of a definition (the facts read in the caller's tenant transaction). */
export async function buildReportTable(
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  now: Date,
): Promise<ReportTable> {
  assertKindAvailable(definition.kind);
  const kind = kindDefinitions[definition.kind] as ReportKindDefinition<unknown>;
  const load = factLoaders[definition.kind] as ReportFactsLoader;
  const today = swissCivilDate(now);
  const facts = await load(tx, tenantId, definition, today);
  return kind.build(facts, {
    definition,
    companyName: await companyNameOf(tx, tenantId),
    today,
    generatedAt: now.toISOString(),
  });
}

/** The file of a table: the renderer's bytes and name (the generated-at instant is the file's creation date). */
export async function renderReport(table: ReportTable, definition: ReportDefinitionValue, now: Date) {
  const file = await renderReportFile(table, definition.format, { createdAt: now });
  return { ...file, filename: reportFileName(table, definition, definition.format) };
}
