// Insurance subunits (issue 33 scope 5; decision 0066): the company subunits as billing units with their employees,
// open cases, payouts and open data issues, and the billing details HR_Admin edits. Each figure is one grouped query
// for the whole tenant; the edit writes a new configuration version under the tenant's lock (the version is the
// revision: 409 REVISION_CONFLICT when another change came first).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  insuranceSubunit,
  insuranceSubunitsResult,
  insuranceSubunitUpdate,
} from '../../../contracts/insurance-subunits.ts';
import { type TenantConfiguration, tenantConfiguration } from '../../../contracts/tenant-configuration.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
import { chf } from '../../../domain/money.ts';
import { AppError, BodyValidationError } from '../../app-error.ts';
import { assertRevision } from '../../concurrency.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { todayInZurich } from '../derivation/index.ts';
import { accountProblems, streetOf } from '../payouts/index.ts';
import { saveConfiguration } from '../tenant/index.ts';

type Item = z.infer<typeof insuranceSubunit>;
type Subunit = TenantConfiguration['companySubunits'][number];
type Problem = Item['problems'][number];

/** What stops a payout to the subunit's account: the payout run's own checks (payout-parties.ts), said the same way. */
export function billingProblems(unit: Subunit): Problem[] {
  const account = accountProblems(unit.iban, { ...unit, streetName: streetOf(unit)?.streetName ?? null });
  return unit.iban
    ? account
    : [{ code: 'NO_ACCOUNT', message: 'The subunit has no IBAN: payouts to the employer cannot be made' }, ...account];
}

type Counted = { unit: string | null; count: number | string };
type Summed = Counted & { net: number | string | null };

const byUnit = <T extends { unit: string | null }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.unit ?? '';
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return map;
};

async function figures(tx: Queryable, tenantId: string, today: string) {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const employees = await rowsOf<Counted>(
    tx,
    sql`select r.company_subunit_id as unit, count(*) as count from employee_records r
        where r.tenant_id = ${tenantId} and r.valid_from <= ${today}::date
          and (r.valid_to is null or r.valid_to >= ${today}::date)
          and (r.date_of_employment is null or r.date_of_employment <= ${today}::date)
          and (r.leaving_date is null or r.leaving_date >= ${today}::date)
        group by 1`,
  );
  const cases = await rowsOf<Counted & { claim_type: string }>(
    tx,
    sql`select c.company_subunit_id as unit, c.claim_type, count(*) as count from cases c
        where c.tenant_id = ${tenantId} and c.status not in ('CLOSED', 'DENIED')
        group by 1, 2`,
  );
  const payouts = await rowsOf<Summed & { state: string }>(
    tx,
    sql`select p.company_subunit_id as unit,
          (case when p.status <> 'RELEASED' then 'IN_PREPARATION'
                when r.requested_execution_date > ${today}::date then 'SCHEDULED' else 'PAID' end) as state,
          count(*) as count, sum(p.net_amount) as net
        from payouts p left join payout_releases r on r.tenant_id = p.tenant_id and r.id = p.release_id
        where p.tenant_id = ${tenantId} and p.payee_kind = 'EMPLOYER'
          and (p.status <> 'RELEASED' or r.requested_execution_date >= ${yearStart}::date)
        group by 1, 2`,
  );
  const issues = await rowsOf<Counted>(
    tx,
    sql`select l.company_subunit_id as unit, count(*) as count from tenant_issues i
        join employee_list l on l.tenant_id = i.tenant_id and l.employee_id = i.employee_id
        where i.tenant_id = ${tenantId} and i.ignored_at is null and i.severity <= 3
        group by 1`,
  );
  return { employees: byUnit(employees), cases: byUnit(cases), payouts: byUnit(payouts), issues: byUnit(issues) };
}

function itemOf(unit: Subunit, counts: Awaited<ReturnType<typeof figures>>): Item {
  const id = unit.companySubunitId;
  const count = (rows: readonly Counted[] | undefined) => rows?.reduce((sum, row) => sum + Number(row.count), 0) ?? 0;
  const cases = counts.cases.get(id) ?? [];
  const payouts = counts.payouts.get(id) ?? [];
  const bucket = (state: string) => {
    const row = payouts.find((candidate) => candidate.state === state);
    return { count: Number(row?.count ?? 0), netAmount: chf(row?.net ?? 0) };
  };
  return {
    companySubunitId: id,
    name: unit.name,
    billing: {
      addressLine1: unit.addressLine1,
      addressLine2: unit.addressLine2,
      streetName: unit.streetName ?? null,
      buildingNumber: unit.buildingNumber ?? null,
      postalCode: unit.postalCode,
      city: unit.city,
      country: unit.country,
      iban: unit.iban,
      uid: unit.uid,
    },
    problems: billingProblems(unit),
    employeeCount: count(counts.employees.get(id)),
    openCases: {
      total: count(cases),
      sickness: count(cases.filter((row) => row.claim_type === 'SICK')),
      accident: count(cases.filter((row) => row.claim_type === 'ACCIDENT')),
    },
    payouts: { inPreparation: bucket('IN_PREPARATION'), scheduled: bucket('SCHEDULED'), paidThisYear: bucket('PAID') },
    openIssues: count(counts.issues.get(id)),
  };
}

async function listOf(tx: Queryable, tenantId: string): Promise<z.infer<typeof insuranceSubunitsResult>> {
  const today = todayInZurich();
  const { version, configuration } = await currentTenantConfiguration(tx, tenantId);
  const units = configuration?.companySubunits ?? [];
  const counts = units.length > 0 ? await figures(tx, tenantId, today) : null;
  return {
    configurationVersion: version,
    today,
    items: counts ? units.map((unit) => itemOf(unit, counts)) : [],
  };
}

/** GET /insurance/subunits: every subunit of the configuration, in its order, with its figures. */
export function listInsuranceSubunits(database: Database, ctx: RequestContext) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, (tx) => listOf(tx, tenantId));
}

/**
 * PUT /insurance/subunits/{companySubunitId}: the subunit's name and billing details as a new configuration version.
 * 404 COMPANY_SUBUNIT_NOT_FOUND; 409 REVISION_CONFLICT when the configuration moved on since `configurationVersion`;
 * 400 in the validation shape when the whole configuration would break a rule (field paths of the body).
 */
export function updateInsuranceSubunit(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  companySubunitId: string,
  body: z.infer<typeof insuranceSubunitUpdate>,
) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    // The tenant's row first: two edits queue here, the second sees the first's version (saveConfiguration locks too).
    await tx.execute(sql`select id from tenants where id = ${tenantId} for update`);
    const { version, configuration } = await currentTenantConfiguration(tx, tenantId);
    const index = configuration?.companySubunits.findIndex((unit) => unit.companySubunitId === companySubunitId) ?? -1;
    if (!configuration || index < 0) {
      throw new AppError('COMPANY_SUBUNIT_NOT_FOUND', 'The configuration has no such company subunit', {
        companySubunitId,
      });
    }
    assertRevision('tenant configuration', body.configurationVersion, version ?? 0, { tenantId });
    const { configurationVersion: _version, ...details } = body;
    const units = configuration.companySubunits.map((unit, position) =>
      position === index ? { ...unit, ...details } : unit,
    );
    const parsed = tenantConfiguration.safeParse({ ...configuration, companySubunits: units });
    if (!parsed.success) {
      const prefix = `companySubunits.${index}.`;
      throw new BodyValidationError(
        parsed.error.issues.map((issue) => {
          const path = issue.path.join('.');
          return { path: path.startsWith(prefix) ? path.slice(prefix.length) : path, message: issue.message };
        }),
      );
    }
    await saveConfiguration(
      tx,
      ctx,
      tenantId,
      parsed.data,
      `Billing details of the subunit ${companySubunitId}`,
      body.configurationVersion,
      jobs,
    );
    return listOf(tx, tenantId);
  });
}
