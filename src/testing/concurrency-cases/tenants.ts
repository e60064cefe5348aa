// The concurrency cases of the tenant administration routes, part of concurrency.test.ts: organisation and
// configuration replaced, the tenant reset, event replays, issues dismissed, carriers created, edited and assigned.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { employeeRecords } from '../../db/schema/employees.ts';
import { auditLog } from '../../db/schema/identity.ts';
import { carriers, tenantCarriers } from '../../db/schema/payouts.ts';
import { tenantConfigurationVersions, tenantIssues } from '../../db/schema/tenant-configuration.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { expectAcknowledgedOrConflict, fireInParallel, revisionRaces } from '../concurrency.ts';
import { BERN_CARRIER_ACCOUNT } from '../factories/carrier.factory.ts';
import { createEmployeeRecord } from '../factories/employee.factory.ts';
import { createTenant } from '../factories/tenant.factory.ts';
import { createTenantIssue, validConfigurationInput } from '../factories/tenant-configuration.factory.ts';
import { auditEntries, type CaseTable, type Env, json, PARALLEL } from './support.ts';

/** A carrier's data (a Bern insurer with a valid, non-QR IBAN); the cases give it their own names. */
const PARALLEL_CARRIER = {
  name: 'Parallel Taggeld AG',
  payingUnitName: 'Leistungsabteilung',
  ...BERN_CARRIER_ACCOUNT,
  bic: null,
  contactName: 'Petra Muster',
  contactPhone: null,
  contactEmail: null,
};

/** Audit entries of a carrier (platform data: no tenant). */
async function carrierAudit(env: Env, action: string, carrierId: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(isNull(auditLog.tenantId), eq(auditLog.action, action), eq(auditLog.entityId, carrierId)));
}

export const tenantConcurrencyCases = {
  organizationReplace: async (env: Env) => {
    const current = await env.ctx.app.inject({
      method: 'GET',
      url: '/api/modular/organization',
      headers: env.hr.headers,
    });
    const { revision } = current.json();
    const trees = ['T1', 'T2', 'T3', 'T4', 'T5'].map((root) => ({ units: [{ organizationId: root }] }));
    await revisionRaces(
      env.ctx.app,
      { method: 'PUT', url: '/api/modular/organization', headers: env.hr.headers },
      trees,
      { field: 'revision', value: revision },
    );
    const after = (
      await env.ctx.app.inject({ method: 'GET', url: '/api/modular/organization', headers: env.hr.headers })
    ).json();
    // The tree is exactly one of the acknowledged ones (never a mix), and each change counted once.
    expect(after.units).toHaveLength(1);
    expect(trees.map((tree) => tree.units[0]?.organizationId)).toContain(after.units[0].organizationId);
    expect(after.revision).toBeGreaterThanOrEqual(revision + 1 + trees.length - 1);
  },

  adminTenantConfigure: async (env: Env) => {
    const base = await env.ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/tenant/${env.tenantId}`,
      headers: env.admin.headers,
    });
    const baseVersion = base.json().configurationVersion.version;
    const bodies = [1, 2, 3, 4, 5].map((n) => ({
      configuration: validConfigurationInput(`Parallel AG ${n}`),
      comment: `save ${n}`,
    }));
    await revisionRaces(
      env.ctx.app,
      { method: 'PUT', url: `/api/modular/admin/tenant/${env.tenantId}/configure`, headers: env.admin.headers },
      bodies,
      { field: 'baseVersion', value: baseVersion },
    );
    const versions = await env.ctx.database.db
      .select({ version: tenantConfigurationVersions.version })
      .from(tenantConfigurationVersions)
      .where(eq(tenantConfigurationVersions.tenantId, env.tenantId))
      .orderBy(asc(tenantConfigurationVersions.version));
    // Consecutive versions, none lost or duplicated.
    expect(versions.map((row) => row.version)).toEqual(versions.map((_row, index) => index + 1));
  },

  adminTenantReset: async (env: Env) => {
    // A separate tenant, so the reset does not take the other cases' employees.
    const tenant = await createTenant(env.ctx.database, { name: 'Reset AG' });
    await createEmployeeRecord(env.ctx.database, tenant.id, 'RESET-1');
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${tenant.id}/reset`,
        headers: env.admin.headers,
        payload: {},
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(3);
    const left = await env.ctx.database.db
      .select()
      .from(employeeRecords)
      .where(eq(employeeRecords.tenantId, tenant.id));
    expect(left).toHaveLength(0);
  },

  adminEventReplay: async (env: Env) => {
    // Five parallel replays of one failed event: each answers the event processed; the employee's derived state is
    // written once per replay under the derivation lock and ends the same (one period).
    const employeeId = await env.newEmployee('EVR');
    await env.ctx.database.db.insert(absences).values({
      tenantId: env.tenantId,
      employeeId,
      date: '2026-10-05',
      type: 'SICK',
      percentage: '100',
      source: 'manual',
    });
    const [event] = await env.ctx.database.db
      .insert(domainEvents)
      .values({ tenantId: env.tenantId, type: 'absences-modified', employeeId, status: 'failed', attempts: 1 })
      .returning();
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/events/${event?.id}/replay`,
        headers: env.admin.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const item of fired) expect(json(item).status).toBe('processed');
    const periods = await env.ctx.database.db
      .select()
      .from(absencePeriods)
      .where(and(eq(absencePeriods.tenantId, env.tenantId), eq(absencePeriods.employeeId, employeeId)));
    expect(periods.map((period) => period.startDate)).toEqual(['2026-10-05']);
  },

  adminEventsReplayFailed: async (env: Env) => {
    // Three parallel "replay all failed": the events are taken by one of them (skip locked) or found processed by
    // the others; every event ends processed exactly once in the counts of all answers together.
    const employeeId = await env.newEmployee('EVF');
    await env.ctx.database.db.insert(domainEvents).values(
      [1, 2, 3].map(() => ({
        tenantId: env.tenantId,
        type: 'employee-data-modified' as const,
        employeeId,
        status: 'failed' as const,
        attempts: 1,
      })),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/events/replay-failed`,
        headers: env.admin.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200]);
    for (const item of fired) expect(json(item).failed).toBe(0);
    const left = await env.ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, env.tenantId), eq(domainEvents.status, 'failed')));
    expect(left).toEqual([]);
  },

  issuesUpdate: async (env: Env) => {
    // Three parallel dismissals by ids and two by filter (severity ≤ 2 of the employee's processing group): every
    // issue is dismissed exactly once over all answers, and the audit entries name each issue once.
    const employeeId = 'ISS-1';
    await createEmployeeRecord(env.ctx.database, env.tenantId, employeeId, {
      data: { processingGroupId: 'PARALLEL-ISSUES' },
    });
    const issues = await Promise.all(
      [1, 2, 3].map((index) =>
        createTenantIssue(env.ctx.database, env.tenantId, { employeeId, severity: 2, key: `k-${index}` }),
      ),
    );
    const ids = issues.map((issue) => issue.id).sort();
    const updates = { ignored_at: '2026-10-01T08:00:00Z' };
    const fired = await fireInParallel(env.ctx.app, [
      ...[1, 2, 3].map(() => ({
        method: 'PATCH' as const,
        url: '/api/modular/issues',
        headers: env.hr.headers,
        payload: { issueIds: ids, updates },
      })),
      ...[1, 2].map(() => ({
        method: 'PATCH' as const,
        url: '/api/modular/issues',
        headers: env.hr.headers,
        payload: { filter: { severity: { lte: 2 }, processingGroupId: 'PARALLEL-ISSUES' }, updates },
      })),
    ]);
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const updated = fired.flatMap((item) => json(item).updatedIssueIds as string[]).sort();
    expect(updated).toEqual(ids);
    const rows = await env.ctx.database.db
      .select()
      .from(tenantIssues)
      .where(and(eq(tenantIssues.tenantId, env.tenantId), eq(tenantIssues.employeeId, employeeId)));
    for (const row of rows) expect(row.ignoredAt).toBe('2026-10-01T08:00:00.000Z');
    const entries = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, env.tenantId), eq(auditLog.action, 'issues.dismiss')));
    expect(entries.flatMap((entry) => (entry.after as { issueIds: string[] }).issueIds).sort()).toEqual(ids);
  },
  adminTenantCreate: async (env: Env) => {
    // Five admins onboard one company at once (the name in two spellings): one 201, four 409 TENANT_NAME_TAKEN; one
    // tenant with one configuration version and one 'tenant.create' audit entry (decision 0044: names are unique).
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, (_, index) => ({
        method: 'POST' as const,
        url: '/api/modular/admin/tenant',
        headers: env.admin.headers,
        payload: {
          name: index % 2 === 0 ? 'Parallel Onboarding AG' : '  parallel   ONBOARDING ag ',
          defaultCorrespondenceLanguage: 'DE',
          billingAddress: { addressLine1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
          ktgPolicyNumber: 'KTG-PARALLEL',
        },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts.map((conflict) => json(conflict).code)).toEqual(Array(PARALLEL - 1).fill('TENANT_NAME_TAKEN'));
    const rows = (await env.ctx.database.db.select().from(tenants)).filter(
      (tenant) => tenant.name.trim().replace(/\s+/g, ' ').toLowerCase() === 'parallel onboarding ag',
    );
    expect(rows).toHaveLength(1);
    const tenantId = rows[0]?.id as string;
    const versions = await env.ctx.database.db
      .select()
      .from(tenantConfigurationVersions)
      .where(eq(tenantConfigurationVersions.tenantId, tenantId));
    expect(versions.map((version) => version.version)).toEqual([1]);
    const created = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'tenant.create')));
    expect(created).toHaveLength(1);
  },
  adminCarrierCreate: async (env: Env) => {
    // Five admins create a carrier of one name at once: one 201, four 409 CARRIER_NAME_TAKEN; one row, one audit.
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, (_, index) => ({
        method: 'POST' as const,
        url: '/api/modular/admin/carrier',
        headers: env.admin.headers,
        payload: { ...PARALLEL_CARRIER, name: index % 2 === 0 ? 'Parallel Taggeld AG' : 'PARALLEL TAGGELD AG' },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts.map((conflict) => json(conflict).code)).toEqual(Array(PARALLEL - 1).fill('CARRIER_NAME_TAKEN'));
    const rows = await env.ctx.database.db
      .select()
      .from(carriers)
      .where(sql`lower(${carriers.name}) = 'parallel taggeld ag'`);
    expect(rows).toHaveLength(1);
    expect(await carrierAudit(env, 'carrier.create', rows[0]?.id as string)).toHaveLength(1);
  },
  adminCarrierUpdate: async (env: Env) => {
    // The revision races: with one stale revision one edit wins (four 409 REVISION_CONFLICT), without all five are
    // applied one after the other; each acknowledged change is one revision and one audit entry.
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/admin/carrier',
      headers: env.admin.headers,
      payload: { ...PARALLEL_CARRIER, name: 'Revision Taggeld AG' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const carrierId = created.json().carrierId as string;
    const towns = ['Thun', 'Biel', 'Burgdorf', 'Langenthal', 'Interlaken'];
    await revisionRaces(
      env.ctx.app,
      { method: 'PUT', url: `/api/modular/admin/carrier/${carrierId}`, headers: env.admin.headers },
      towns.map((townName) => ({ ...PARALLEL_CARRIER, name: 'Revision Taggeld AG', townName })),
      { field: 'revision', value: 1 },
    );
    const [row] = await env.ctx.database.db.select().from(carriers).where(eq(carriers.id, carrierId));
    expect(towns).toContain(row?.townName);
    const updates = await carrierAudit(env, 'carrier.update', carrierId);
    // The stale race changes once; the free race changes each time its town differs from the one before.
    expect(row?.revision).toBe(1 + updates.length);
    expect(updates.length).toBeGreaterThanOrEqual(1 + towns.length - 1);
  },
  adminTenantCarriersReplace: async (env: Env) => {
    // Five admins assign different carriers at once: all acknowledged, one after the other; the assignment is one
    // of them (never a mix of two), and each change is audited once.
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const created = await env.ctx.app.inject({
        method: 'POST',
        url: '/api/modular/admin/carrier',
        headers: env.admin.headers,
        payload: { ...PARALLEL_CARRIER, name: `Zuweisung ${n} AG` },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().carrierId);
    }
    const bodies = ids.map((id) => ({ KTG: id, UVG: id, UVGZ: id }));
    const fired = await fireInParallel(
      env.ctx.app,
      bodies.map((body) => ({
        method: 'PUT' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/carriers`,
        headers: env.admin.headers,
        payload: body,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) => tx.select().from(tenantCarriers));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.carrierId)).size).toBe(1);
    expect(ids).toContain(rows[0]?.carrierId);
    expect(await auditEntries(env, 'tenant-carriers.replace', env.tenantId)).toHaveLength(PARALLEL);
  },
} satisfies CaseTable;
