// The data side of care stages (issue 29, decision 0047): the tenant's care configuration and stage definitions, the
// absence days care counts, the stored stints, and the employees' languages — one read per table for a batch.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CareConfiguration } from '../../../contracts/tenant-sections.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { absences } from '../../../db/schema/absences.ts';
import { careStageDefinitionSets, careStageDefinitions, employeeCareStages } from '../../../db/schema/care.ts';
import { users } from '../../../db/schema/identity.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
import type { CareAbsenceDay, CareLanguage } from '../../../domain/care/types.ts';
import { groupBy } from '../../../domain/collections.ts';
import type { RequestContext } from '../../request-context.ts';

export type DefinitionRow = typeof careStageDefinitions.$inferSelect;
export type StintRow = typeof employeeCareStages.$inferSelect;

/** The tenant's care configuration; null: care is off. */
export async function careOf(tx: Queryable, tenantId: string): Promise<CareConfiguration | null> {
  return (await currentTenantConfiguration(tx, tenantId)).configuration?.careConfiguration ?? null;
}

/** The tenant's care configuration (null: care is off) and the tenant's correspondence language. */
export async function careConfigurationOf(
  tx: Queryable,
  tenantId: string,
): Promise<{ care: CareConfiguration | null; tenantLanguage: CareLanguage }> {
  const care = await careOf(tx, tenantId);
  const [tenant] = await tx
    .select({ language: tenants.defaultCorrespondenceLanguage })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return { care, tenantLanguage: languageOf(tenant?.language, 'de') };
}

/** de/fr/it/en of a correspondence language ('DE', 'fr', …), else the fallback. */
export function languageOf(value: string | null | undefined, fallback: CareLanguage): CareLanguage {
  const code = value?.toLowerCase();
  return code === 'de' || code === 'fr' || code === 'it' || code === 'en' ? code : fallback;
}

/** The reader's language: a user's profile language, else the tenant's correspondence language. */
export async function readerLanguageOf(tx: Queryable, ctx: RequestContext, tenantId: string): Promise<CareLanguage> {
  // The screen's language first (the web app sends it as Accept-Language), then the profile's, then the tenant's.
  if (ctx.language) return ctx.language;
  if (ctx.actor?.kind === 'user') {
    const [user] = await tx.select({ language: users.language }).from(users).where(eq(users.id, ctx.actor.userId));
    if (user) return languageOf(user.language, 'de');
  }
  const [tenant] = await tx
    .select({ language: tenants.defaultCorrespondenceLanguage })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return languageOf(tenant?.language, 'de');
}

export async function definitionsOf(tx: Queryable, tenantId: string): Promise<DefinitionRow[]> {
  return tx
    .select()
    .from(careStageDefinitions)
    .where(eq(careStageDefinitions.tenantId, tenantId))
    .orderBy(asc(careStageDefinitions.level));
}

export async function definitionSetOf(tx: Queryable, tenantId: string) {
  const [row] = await tx.select().from(careStageDefinitionSets).where(eq(careStageDefinitionSets.tenantId, tenantId));
  return row ?? null;
}

/** The live absence days of the employees up to `until`, in date order, grouped by employee. */
export async function careAbsencesOf(
  tx: Queryable,
  employeeIds: readonly string[],
  until: string,
): Promise<Map<string, CareAbsenceDay[]>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await tx
    .select({
      employeeId: absences.employeeId,
      date: absences.date,
      type: absences.type,
      hours: absences.hours,
      percentage: absences.percentage,
    })
    .from(absences)
    .where(
      and(
        sql`${absences.employeeId} = any(${textArray([...employeeIds])})`,
        sql`not ${absences.deleted}`,
        sql`${absences.date} <= ${until}::date`,
      ),
    )
    .orderBy(asc(absences.employeeId), asc(absences.date));
  const out = new Map<string, CareAbsenceDay[]>();
  for (const [employeeId, days] of groupBy(rows, (row) => row.employeeId)) {
    out.set(employeeId, days.map(careDayOf));
  }
  return out;
}

/** An absence as care counts it (the derivation's facts carry the same fields). */
export function careDayOf(row: {
  date: string;
  type: CareAbsenceDay['type'];
  hours: string | null;
  percentage: string | null;
}): CareAbsenceDay {
  return {
    date: row.date,
    type: row.type,
    hours: row.hours === null ? null : Number(row.hours),
    percentage: row.percentage === null ? null : Number(row.percentage),
  };
}

/** The stored stints of the employees, oldest first, grouped by employee. */
export async function stintsOf(tx: Queryable, employeeIds: readonly string[]): Promise<Map<string, StintRow[]>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(employeeCareStages)
    .where(sql`${employeeCareStages.employeeId} = any(${textArray([...employeeIds])})`)
    .orderBy(asc(employeeCareStages.employeeId), asc(employeeCareStages.enteredCareStageAt));
  return groupBy(rows, (row) => row.employeeId);
}

/** The employees' correspondence languages and names from their display records. */
export async function employeeFactsOf(
  tx: Queryable,
  employeeIds: readonly string[],
): Promise<Map<string, { language: string | null; name: string }>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await rowsOf<{ employee_id: string; language: string | null; first_name: string; last_name: string }>(
    tx,
    sql`select employee_id, data->>'correspondenceLanguage' as language, first_name, last_name
        from employee_records where is_display and employee_id = any(${textArray([...employeeIds])})`,
  );
  return new Map(
    rows.map((row) => [
      row.employee_id,
      { language: row.language, name: `${row.first_name} ${row.last_name}`.trim() || row.employee_id },
    ]),
  );
}

/** Every employee of the tenant (the employee list), in id order. */
export async function allEmployeeIds(tx: Queryable, tenantId: string): Promise<string[]> {
  const rows = await rowsOf<{ employee_id: string }>(
    tx,
    sql`select employee_id from employee_list where tenant_id = ${tenantId} order by employee_id`,
  );
  return rows.map((row) => row.employee_id);
}
