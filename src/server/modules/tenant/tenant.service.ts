// Tenant configuration (versioned), tenant info, subunits, the organisation tree, tenant issues and the reset of a
// tenant's data (spec section 3 "Tenant", "Organisation"; section 7 "Accounting, tenant and reports" and "Admin").
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CreateTenantBody,
  type OrganizationUnit,
  type TenantConfiguration,
  tenantConfiguration,
  type tenantIssue,
} from '../../../contracts/tenant.ts';
import { type AppTransaction, type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { organizationUnitOf, organizationUnitRow } from '../../../db/organization-units.ts';
import { pageOfRows } from '../../../db/paging.ts';
import { absencePeriods, absences } from '../../../db/schema/absences.ts';
import {
  accountingMonthLocks,
  accountingMonths,
  accountingSnapshots,
  accountingSubmissions,
  bookedClaims,
  salaryExports,
} from '../../../db/schema/accounting.ts';
import { deadlines } from '../../../db/schema/case-management.ts';
import {
  caseComments,
  caseInputs,
  caseMonthlyTotals,
  cases,
  claims,
  insuredPersons,
} from '../../../db/schema/cases.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { employeeList, employeeRecords } from '../../../db/schema/employees.ts';
import { paymentFiles, payoutLines, payoutOffsets, payoutReleases, payouts } from '../../../db/schema/payouts.ts';
import {
  organizationUnits,
  tenantConfigurationVersions,
  tenantIssues,
} from '../../../db/schema/tenant-configuration.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { type ConfigurationVersionRow, currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { changedPaths, isSameJson } from '../../audit/changes.ts';
import { assertRevision, lockAggregate, lockGate } from '../../concurrency.ts';
import { recordDomainEvents } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { ACCOUNTING_GATE } from '../derivation/index.ts';
import { PAYOUTS_GATE } from '../payouts/index.ts';
import { normalisedName, swissYear, tenantConfigurationTemplate } from './tenant-onboarding.ts';

type VersionRow = ConfigurationVersionRow;

function toVersionSummary(row: VersionRow) {
  return {
    version: row.version,
    createdAt: row.createdAt,
    createdBy: { kind: row.actorType, id: row.actorId, name: row.actorName },
    comment: row.comment,
    changedPaths: row.changedPaths as string[],
  };
}

/**
 * The stored configuration, read through the schema: defaults added after it was stored apply, and a stored
 * document that no longer passes (it cannot, normally: it was validated when saved) is reported, not served.
 */
function readConfiguration(row: VersionRow): TenantConfiguration {
  const parsed = tenantConfiguration.safeParse(row.configuration);
  if (!parsed.success) {
    throw new Error(`Stored configuration version ${row.version} no longer passes validation`);
  }
  return parsed.data;
}

async function tenantRow(tx: Queryable, tenantId: string) {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found', { tenantId });
  return row;
}

async function adminView(tx: Queryable, tenantId: string) {
  const tenant = await tenantRow(tx, tenantId);
  const current = await currentConfigurationVersion(tx, tenantId);
  return {
    tenantId: tenant.id,
    name: tenant.name,
    defaultCorrespondenceLanguage: tenant.defaultCorrespondenceLanguage,
    configuration: current ? readConfiguration(current) : null,
    configurationVersion: current ? toVersionSummary(current) : null,
  };
}

export function getAdminTenant(database: Database, ctx: RequestContext) {
  return inTenant(database, ctx, (tx) => adminView(tx, requireTenantId(ctx)));
}

/**
 * Saves a configuration as a new version when it differs from the current one (an unchanged configuration adds no
 * version). The tenant row is locked first, so two concurrent saves get consecutive versions, never the same one.
 * The tenant's name and default language follow the configuration.
 */
export async function saveConfiguration(
  tx: AppTransaction,
  ctx: RequestContext | null,
  tenantId: string,
  configuration: TenantConfiguration,
  comment: string,
  baseVersion?: number,
  jobs: JobQueue | null = null,
): Promise<{ version: number; changed: boolean }> {
  await tx.execute(sql`select id from tenants where id = ${tenantId} for update`);
  const current = await currentConfigurationVersion(tx, tenantId);
  assertRevision('tenant configuration', baseVersion, current?.version ?? 0, { tenantId });
  const paths = changedPaths(current ? readConfiguration(current) : null, configuration);
  if (current && paths.length === 0) return { version: current.version, changed: false };
  const version = (current?.version ?? 0) + 1;
  const actor = actorOf(ctx);
  await tx.insert(tenantConfigurationVersions).values({
    tenantId,
    version,
    configuration,
    comment,
    changedPaths: paths,
    actorType: actor.actorType === 'api-token' ? 'system' : actor.actorType,
    actorId: actor.actorId,
    actorName: actor.actorName,
  });
  await tx
    .update(tenants)
    .set({
      name: configuration.name,
      defaultCorrespondenceLanguage: configuration.defaultCorrespondenceLanguage,
      updatedAt: sql`now()`,
    })
    .where(eq(tenants.id, tenantId));
  await recordAudit(tx, ctx, {
    action: 'tenant.configure',
    entityType: 'tenant',
    entityId: tenantId,
    tenantId,
    after: { version, changedPaths: paths, comment },
  });
  const touchesDerivation = (path: string) =>
    !BILLING_ONLY_PATH.test(path) &&
    (path === '(root)' || DERIVATION_INPUTS.some((input) => path === input || path.startsWith(`${input}.`)));
  if (paths.some(touchesDerivation)) {
    // Every employee's derived state (cases and claims, periods and issues) depends on these parts: each employee
    // is derived again, in batches, as after an upload (the events commit with the version).
    const employees = await tx
      .selectDistinct({ employeeId: employeeRecords.employeeId })
      .from(employeeRecords)
      .where(eq(employeeRecords.tenantId, tenantId));
    await recordDomainEvents(
      tx,
      jobs,
      tenantId,
      employees.map(({ employeeId }) => ({
        type: 'employee-data-modified' as const,
        employeeId,
        payload: { reason: 'configuration', version },
      })),
    );
  }
  return { version, changed: true };
}

/**
 * A subunit's name and billing details (the insurance subunits' edit, decision 0066): payouts read them when they are
 * built, nothing derived does, so changing them derives nobody again. Its id and canton (the analytics' holidays) do.
 */
const BILLING_ONLY_PATH =
  /^companySubunits\.\d+\.(name|addressLine1|addressLine2|streetName|buildingNumber|postalCode|city|country|iban|uid)$/;

/** The parts of a configuration the derived state is computed from (changedPaths prefixes). */
const DERIVATION_INPUTS = [
  'wageTypeMappings',
  'insuranceConfiguration.coverageConfigurations',
  'insuranceConfiguration.insuredProducts',
  'insuranceConfiguration.shouldFillWeekendGaps',
  'insuranceConfiguration.issueTypeConfiguration',
  'careConfiguration',
  'companySubunits',
  'processingGroups',
];

export function configureTenant(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  configuration: TenantConfiguration,
  comment: string,
  baseVersion?: number,
) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await saveConfiguration(tx, ctx, tenantId, configuration, comment, baseVersion, jobs);
    return adminView(tx, tenantId);
  });
}

/**
 * POST /admin/tenant: creates the tenant and its configuration version 1 (tenant-onboarding.ts: the admin's answers
 * completed from the template) in one transaction, audited ('tenant.create', then the version's 'tenant.configure').
 * A name another tenant has (case and blanks ignored) answers 409 TENANT_NAME_TAKEN: creates of one name queue on an
 * advisory lock of that name, so two at once give one tenant and one refusal. Renaming through the configuration is
 * not checked (an existing company keeps the name it has; decision 0044).
 */
export function createTenant(database: Database, ctx: RequestContext, body: CreateTenantBody) {
  const name = normalisedName(body.name);
  const configuration = tenantConfiguration.parse(tenantConfigurationTemplate(body, swissYear()));
  // Cross-tenant by design: the registry of tenants, written as the owner (a new tenant has no rows to isolate yet).
  return database.db.transaction(async (tx) => {
    await lockAggregate(tx, 'platform', 'tenant-name', name);
    // Compared here, not in SQL: lower() of 'Ä' depends on the database's locale (PGlite's is C). A few hundred rows.
    const registry = await tx.select({ id: tenants.id, name: tenants.name }).from(tenants);
    const other = registry.find((tenant) => normalisedName(tenant.name) === name);
    if (other) {
      throw new AppError('TENANT_NAME_TAKEN', `Another tenant is called ${body.name} already`, { tenantId: other.id });
    }
    const tenantId = randomUUID();
    await tx
      .insert(tenants)
      .values({ id: tenantId, name: body.name, defaultCorrespondenceLanguage: body.defaultCorrespondenceLanguage });
    await recordAudit(tx, ctx, {
      tenantId,
      action: 'tenant.create',
      entityType: 'tenant',
      entityId: tenantId,
      before: null,
      after: { name: body.name, defaultCorrespondenceLanguage: body.defaultCorrespondenceLanguage },
    });
    await saveConfiguration(tx, ctx, tenantId, configuration, body.comment || 'Created from the template');
    return adminView(tx, tenantId);
  });
}

export function listConfigurationVersions(database: Database, ctx: RequestContext) {
  return inTenant(database, ctx, async (tx) => {
    const rows = await tx.select().from(tenantConfigurationVersions).orderBy(desc(tenantConfigurationVersions.version));
    return { items: rows.map(toVersionSummary) };
  });
}

export function getConfigurationVersion(database: Database, ctx: RequestContext, version: number) {
  return inTenant(database, ctx, async (tx) => {
    const [row] = await tx
      .select()
      .from(tenantConfigurationVersions)
      .where(eq(tenantConfigurationVersions.version, version));
    if (!row) throw new AppError('INVALID_PARAMETERS', `Configuration version ${version} does not exist`);
    return { version: row.version, configuration: readConfiguration(row) };
  });
}

/** Checks a configuration without saving it; every problem with its dotted path. */
export function validateConfiguration(input: unknown) {
  const parsed = tenantConfiguration.safeParse(input);
  if (parsed.success) return { isValid: true, problems: [] };
  return {
    isValid: false,
    problems: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

// --- What tenant users see -----------------------------------------------------------------------------------------

export function getTenantConfiguration(database: Database, ctx: RequestContext) {
  return inTenant(database, ctx, async (tx) => {
    const current = await currentConfigurationVersion(tx, requireTenantId(ctx));
    return { configuration: current ? readConfiguration(current) : null, version: current?.version ?? null };
  });
}

export function getTenantInfo(database: Database, ctx: RequestContext) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const tenant = await tenantRow(tx, tenantId);
    const current = await currentConfigurationVersion(tx, tenantId);
    const configuration = current ? readConfiguration(current) : null;
    return {
      tenantId: tenant.id,
      name: tenant.name,
      defaultCorrespondenceLanguage: tenant.defaultCorrespondenceLanguage,
      isConfigured: configuration !== null,
      configurationVersion: current?.version ?? null,
      configuredAt: current?.createdAt ?? null,
      grapeConnectDataUploadType: configuration?.grapeConnectDataUploadType ?? null,
      insuredProducts: configuration?.insuranceConfiguration.insuredProducts ?? [],
      isCareConfigured: configuration?.careConfiguration != null,
      companySubunits: (configuration?.companySubunits ?? []).map((unit) => ({
        companySubunitId: unit.companySubunitId,
        name: unit.name,
        city: unit.city,
        country: unit.country,
      })),
      processingGroups: configuration?.processingGroups ?? [],
    };
  });
}

async function readOrganization(tx: Queryable) {
  const rows = await tx.select().from(organizationUnits).orderBy(asc(organizationUnits.organizationId));
  const [tenant] = await tx.select({ organizationRevision: tenants.organizationRevision }).from(tenants);
  const updatedAt = rows.reduce<string | null>(
    (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  return { units: rows.map(organizationUnitOf), updatedAt, revision: tenant?.organizationRevision ?? 0 };
}

export function listSubunits(database: Database, ctx: RequestContext) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const current = await currentConfigurationVersion(tx, tenantId);
    const subunits = current ? readConfiguration(current).companySubunits : [];
    const units = new Map((await readOrganization(tx)).units.map((unit) => [unit.organizationId, unit]));
    return {
      items: subunits.map((subunit) => {
        const unit = units.get(subunit.companySubunitId);
        return {
          ...subunit,
          organization: unit
            ? { organizationId: unit.organizationId, parentOrganizationId: unit.parentOrganizationId }
            : null,
        };
      }),
    };
  });
}

export function getOrganization(database: Database, ctx: RequestContext) {
  return inTenant(database, ctx, readOrganization);
}

/**
 * Replaces the organisation tree. The body schema already refused duplicate ids, unknown parents and cycles; here
 * the superiors must be employees of the tenant. Audited with the ids added, removed and changed.
 */
export function replaceOrganization(
  database: Database,
  ctx: RequestContext,
  units: readonly OrganizationUnit[],
  expectedRevision?: number,
) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    // The tenant row is the organisation's lock: replacements queue, each sees the tree the previous one left.
    const [locked] = await tx
      .select({ organizationRevision: tenants.organizationRevision })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    assertRevision('organisation', expectedRevision, locked?.organizationRevision ?? 0);
    const superiorIds = [...new Set(units.flatMap((unit) => (unit.superior ? [unit.superior.employeeId] : [])))];
    if (superiorIds.length > 0) {
      const known = await tx
        .selectDistinct({ employeeId: employeeRecords.employeeId })
        .from(employeeRecords)
        .where(inArray(employeeRecords.employeeId, superiorIds));
      const knownIds = new Set(known.map((row) => row.employeeId));
      const unknown = superiorIds.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) {
        throw new AppError('EMPLOYEE_NOT_FOUND', `Unknown superior employee(s): ${unknown.join(', ')}`, {
          employeeIds: unknown,
        });
      }
    }
    const before = await readOrganization(tx);
    const sorted = [...units].sort((a, b) => a.organizationId.localeCompare(b.organizationId));
    if (isSameJson(before.units, sorted)) return before;
    await tx.delete(organizationUnits);
    if (units.length > 0) {
      await tx.insert(organizationUnits).values(units.map((unit) => organizationUnitRow(tenantId, unit)));
    }
    await tx
      .update(tenants)
      .set({ organizationRevision: sql`${tenants.organizationRevision} + 1` })
      .where(eq(tenants.id, tenantId));
    const previous = new Map(before.units.map((unit) => [unit.organizationId, unit]));
    const next = new Set(units.map((unit) => unit.organizationId));
    await recordAudit(tx, ctx, {
      action: 'organization.replace',
      entityType: 'organization',
      after: {
        added: units.filter((unit) => !previous.has(unit.organizationId)).map((unit) => unit.organizationId),
        removed: before.units.filter((unit) => !next.has(unit.organizationId)).map((unit) => unit.organizationId),
        changed: units
          .filter((unit) => previous.has(unit.organizationId) && !isSameJson(previous.get(unit.organizationId), unit))
          .map((unit) => unit.organizationId),
      },
    });
    return readOrganization(tx);
  });
}

// --- Admin: issues and reset ---------------------------------------------------------------------------------------

type IssueRow = typeof tenantIssues.$inferSelect;

function toIssue(row: IssueRow): z.infer<typeof tenantIssue> {
  return {
    id: row.id,
    tenantId: row.tenantId,
    employeeId: row.employeeId,
    type: row.type,
    scope: row.scope,
    scopeDate: row.scopeDate,
    severity: row.severity,
    comment: row.comment,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ignoredAt: row.ignoredAt,
  };
}

export function listTenantIssues(
  database: Database,
  ctx: RequestContext,
  query: { severity?: number | undefined; includeIgnored: 'true' | 'false'; skip: number; take: number },
) {
  return inTenant(database, ctx, async (tx) => {
    const where = and(
      query.severity === undefined ? undefined : eq(tenantIssues.severity, query.severity),
      query.includeIgnored === 'true' ? undefined : isNull(tenantIssues.ignoredAt),
    );
    const page = await pageOfRows(
      tx,
      tenantIssues,
      where,
      [asc(tenantIssues.severity), desc(tenantIssues.createdAt), asc(tenantIssues.id)],
      query,
    );
    return { items: page.rows.map(toIssue), totalCount: page.totalCount };
  });
}

/**
 * Resets a tenant's data for a fresh start in a test or demo installation: employees, organisation, issues, domain
 * events, absences and everything of their cases (insured persons, cases, claims, totals, comments, case inputs), the
 * accounting of those cases and the payouts not yet paid (drafts, proposed and cancelled releases, their guard
 * lines) go; users, API tokens, carriers, the audit log and the configuration history stay. Refused in production,
 * once care is configured (care stages and tasks would lose their history) and once a payout was released: a payment
 * file was handed to a bank, and the record of money paid is never deleted silently (decision 0044). All or nothing:
 * one transaction that holds the accounting and payouts gates, so no month lock, derivation or release runs beside it.
 */
export async function resetTenant(database: Database, ctx: RequestContext, appEnv: string) {
  const tenantId = requireTenantId(ctx);
  if (appEnv === 'production') {
    throw new AppError('could-not-reset-tenant', 'Resetting a tenant is not allowed in production');
  }
  return inTenant(database, ctx, async (tx) => {
    await tx.execute(sql`select id from tenants where id = ${tenantId} for update`);
    // The gates every month lock, derivation (shared) and payout write (regenerate, propose, approve, cancel) takes:
    // none is half done when the reset reads, and none starts before it has committed.
    await lockGate(tx, tenantId, ACCOUNTING_GATE, 'exclusive');
    await lockGate(tx, tenantId, PAYOUTS_GATE, 'exclusive');
    const current = await currentConfigurationVersion(tx, tenantId);
    if (current && readConfiguration(current).careConfiguration !== null) {
      throw new AppError(
        'cannot-reset-tenant-with-care-configured',
        'This tenant has a care configuration; remove it (configure without careConfiguration) before resetting',
      );
    }
    const [paid] = await rowsOf<{ releases: number; payouts: number }>(
      tx,
      sql`select (select count(*)::int from payout_releases where status = 'RELEASED') as releases,
                 (select count(*)::int from payouts where status = 'RELEASED') as payouts`,
    );
    if ((paid?.releases ?? 0) > 0 || (paid?.payouts ?? 0) > 0) {
      throw new AppError(
        'could-not-reset-tenant',
        `This tenant has released payouts (${paid?.payouts ?? 0} in ${paid?.releases ?? 0} release(s)): their ` +
          'payment files went to a bank, and a reset does not delete the record of money paid',
        { releasedPayouts: paid?.payouts ?? 0, releases: paid?.releases ?? 0 },
        409,
      );
    }
    const deleted: Record<string, number> = {};
    try {
      for (const [name, table] of [
        ['employees', employeeList],
        ['employeeRecords', employeeRecords],
        ['organizationUnits', organizationUnits],
        ['tenantIssues', tenantIssues],
        ['domainEvents', domainEvents],
        // The employees' absences and what was derived from them go with the employees.
        ['absences', absences],
        ['absencePeriods', absencePeriods],
        // Their cases: the derived rows and what people decided about them (comments, case inputs).
        ['claims', claims],
        ['caseMonthlyTotals', caseMonthlyTotals],
        ['caseComments', caseComments],
        ['caseInputs', caseInputs],
        ['cases', cases],
        // The deadlines computed from those cases (decision 0054).
        ['deadlines', deadlines],
        ['insuredPersons', insuredPersons],
        // The accounting of those cases: months, locks, submissions, booked lines and generated exports.
        ['bookedClaims', bookedClaims],
        ['accountingSnapshots', accountingSnapshots],
        ['salaryExports', salaryExports],
        ['accountingSubmissions', accountingSubmissions],
        ['accountingMonthLocks', accountingMonthLocks],
        ['accountingMonths', accountingMonths],
        // The payouts built from those months, none released (refused above): the guard lines of proposed ones,
        // offsets and payment files (written only by a release: none), the payouts and their releases.
        ['payoutLines', payoutLines],
        ['payoutOffsets', payoutOffsets],
        ['paymentFiles', paymentFiles],
        ['payouts', payouts],
        ['payoutReleases', payoutReleases],
      ] as const) {
        const rows = await tx.delete(table).returning({ tenantId: table.tenantId });
        deleted[name] = rows.length;
      }
    } catch (error) {
      // A database failure is ours (500, logged with its cause by the error handler); the answer keeps the code.
      throw new AppError('could-not-reset-tenant', 'The tenant could not be reset; nothing was changed', {}, 500, {
        cause: error,
      });
    }
    await recordAudit(tx, ctx, {
      action: 'tenant.reset',
      entityType: 'tenant',
      entityId: tenantId,
      after: { deleted },
    });
    return { tenantId, deleted };
  });
}
