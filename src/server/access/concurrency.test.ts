// The concurrency suite (docs/architecture.md "Concurrency"): every write route is hit by parallel requests and
// must answer each with 2xx or 409 (never 5xx), keep every acknowledged change, and audit exactly what changed.
// On PostgreSQL the requests' transactions really overlap (PGlite serialises them and would hide a race). Every
// write route must have a case below: a new one without a case fails the first test.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, endpoints } from '../../contracts/endpoints.ts';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import { accountingMonths, accountingSubmissions, bookedClaims, salaryExports } from '../../db/schema/accounting.ts';
import { caseComments, caseInputs, cases, claims } from '../../db/schema/cases.ts';
import { documents } from '../../db/schema/documents.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { employeeRecords } from '../../db/schema/employees.ts';
import { fileUploads } from '../../db/schema/file-uploads.ts';
import { apiTokens, auditLog, sessions, users } from '../../db/schema/identity.ts';
import { carriers, tenantCarriers } from '../../db/schema/payouts.ts';
import { tenantConfigurationVersions, tenantIssues } from '../../db/schema/tenant-configuration.ts';
import {
  expectAcknowledgedOrConflict,
  type Fired,
  fireInParallel,
  revisionRaces,
  sentBody,
} from '../../testing/concurrency.ts';
import { createApiTokenForTest } from '../../testing/factories/api-token.factory.ts';
import { createPendingDocument, createStoredDocument, signedQuery } from '../../testing/factories/document.factory.ts';
import { processPendingEvents } from '../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../testing/factories/employee.factory.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  createTenantIssue,
  validConfigurationInput,
} from '../../testing/factories/tenant-configuration.factory.ts';
import { createFinishedEmployeeUpload } from '../../testing/factories/upload.factory.ts';
import { createAdminUser, createUser, signIn, type TestSession } from '../../testing/factories/user.factory.ts';
import { type TestContext, useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { payoutConcurrencyCases } from './concurrency-payouts.ts';

const PARALLEL = 5;

/** A carrier's data (a Bern insurer with a valid, non-QR IBAN); the cases give it their own names. */
const PARALLEL_CARRIER = {
  name: 'Parallel Taggeld AG',
  payingUnitName: 'Leistungsabteilung',
  streetName: 'Bahnhofplatz',
  buildingNumber: '1',
  postCode: '3011',
  townName: 'Bern',
  country: 'CH',
  iban: 'CH2300790016252334790',
  bic: null,
  contactName: 'Petra Muster',
  contactPhone: null,
  contactEmail: null,
};
/** The employee PATCH race of the defect report: 5 writers, 10 rounds. */
const ROUNDS = 10;

type Env = {
  ctx: TestContext;
  tenantId: string;
  hr: TestSession;
  admin: TestSession;
  /** A fresh employee id for a case (cases never share rows). */
  newEmployee(prefix: string): Promise<string>;
};

type Case = (env: Env) => Promise<void>;

const json = (fired: Fired) => fired.response.json();

async function auditEntries(env: Env, action: string, entityId: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, env.tenantId), eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

/** Audit entries of a carrier (platform data: no tenant). */
async function carrierAudit(env: Env, action: string, carrierId: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(isNull(auditLog.tenantId), eq(auditLog.action, action), eq(auditLog.entityId, carrierId)));
}

async function getEmployee(env: Env, employeeId: string, headers = env.hr.headers) {
  const response = await env.ctx.app.inject({ method: 'GET', url: `/api/modular/employee/${employeeId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A sick case of 40 days of a new employee, derived; its case and insured person ids. */
async function sickCaseOf(env: Env, employeeId: string): Promise<{ caseId: string; insuredPersonId: string }> {
  await createEmployeeRecord(env.ctx.database, env.tenantId, employeeId, {
    data: {
      dateOfEmployment: '2020-01-01',
      processingGroupId: 'MONTHLY',
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
    },
  });
  const recorded = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/absence',
    headers: env.hr.headers,
    payload: { employeeId, startDate: '2026-03-01', endDate: '2026-04-09', type: 'SICK', percentage: 100 },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  expect((await processPendingEvents(env.ctx.database, env.tenantId)).failed).toBe(0);
  const listed = await env.ctx.app.inject({
    method: 'GET',
    url: `/api/modular/case?employeeId=${employeeId}`,
    headers: env.hr.headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().items[0] as { caseId: string; insuredPersonId: string };
}

/** A takeover record of one closed sickness case numbered `number` (its id follows the number) and an LFZ counter. */
function takeoverRecordOf(env: Env, employeeId: string, number: number) {
  return {
    tenantId: env.tenantId,
    employeeId,
    counters: [
      { id: 'lfz', counterTypes: [], name: 'LFZ_DAYS', value: { type: 'TAKEOVER', date: '2025-11-20', value: 20 } },
    ],
    cases: [
      {
        id: `OLD-${number}`,
        caseNumber: number,
        type: 'SICK',
        activeRange: { from: '2025-11-01', till: '2025-11-20', days: 20 },
        counters: [
          {
            id: 'w',
            counterTypes: [],
            name: 'WAITING_DAYS',
            value: { type: 'TAKEOVER', date: '2025-11-20', value: 20 },
          },
        ],
        status: 'CLOSED',
        openedAt: '2025-11-01',
      },
    ],
  };
}

const FIELDS = ['lastName', 'firstName', 'personnelNumber', 'profession', 'usualWorkplace'] as const;

/** Five parallel corrections of different fields, ten rounds: every acknowledged change survives, audited alone. */
function parallelFieldCorrections(urlOf: (env: Env, employeeId: string) => string, session: 'hr' | 'admin'): Case {
  return async (env) => {
    const employeeId = await env.newEmployee('PATCH');
    for (let round = 0; round < ROUNDS; round++) {
      const fired = await fireInParallel(
        env.ctx.app,
        FIELDS.map((field) => ({
          method: 'PATCH' as const,
          url: urlOf(env, employeeId),
          headers: env[session].headers,
          payload: { data: { [field]: `${field}-${round}` } },
        })),
      );
      const { acknowledged } = expectAcknowledgedOrConflict(fired);
      expect(acknowledged).toHaveLength(PARALLEL);
      const { record } = await getEmployee(env, employeeId);
      for (const field of FIELDS) expect(record.data[field], `round ${round}`).toBe(`${field}-${round}`);
    }
    const entries = await auditEntries(env, 'employee.correct', employeeId);
    expect(entries).toHaveLength(PARALLEL * ROUNDS);
    // Each entry names exactly the one field its request changed (structural comparison, no key-order noise).
    for (const entry of entries) expect(Object.keys(entry.after as object)).toHaveLength(1);
  };
}

/** Parallel screen edits of the same revision: one wins, the others get 409 REVISION_CONFLICT and change nothing. */
function staleRevisionEdits(urlOf: (env: Env, employeeId: string) => string, session: 'hr' | 'admin'): Case {
  return async (env) => {
    const employeeId = await env.newEmployee('STALE');
    const { revision } = await getEmployee(env, employeeId);
    const fired = await fireInParallel(
      env.ctx.app,
      FIELDS.map((field) => ({
        method: 'PATCH' as const,
        url: urlOf(env, employeeId),
        headers: env[session].headers,
        payload: { data: { [field]: `edited-${field}` }, revision },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts).toHaveLength(PARALLEL - 1);
    for (const conflict of conflicts) {
      expect(json(conflict)).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: revision + 1 });
    }
    const winner = Object.keys(sentBody<{ data: object }>(acknowledged[0] as Fired).data)[0] as string;
    const { record } = await getEmployee(env, employeeId);
    for (const field of FIELDS) {
      if (field === winner) expect(record.data[field]).toBe(`edited-${field}`);
      else expect(record.data[field]).not.toBe(`edited-${field}`);
    }
    expect(await auditEntries(env, 'employee.correct', employeeId)).toHaveLength(1);
  };
}

/**
 * A sickness case with a relapse: sick 01.03.-09.04.2026 and again 01.-10.05.2026 (within 12 months, C15: the same
 * case). Answers the case, its person and the claims of the relapse period.
 */
async function relapseCaseOf(env: Env, employeeId: string) {
  const sick = await sickCaseOf(env, employeeId);
  const again = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/absence',
    headers: env.hr.headers,
    payload: { employeeId, startDate: '2026-05-01', endDate: '2026-05-10', type: 'SICK', percentage: 100 },
  });
  expect(again.statusCode, again.body).toBe(201);
  expect((await processPendingEvents(env.ctx.database, env.tenantId)).failed).toBe(0);
  const relapseClaims = (
    await env.ctx.database.db
      .select({ claimId: claims.claimId, date: claims.date })
      .from(claims)
      .where(and(eq(claims.tenantId, env.tenantId), eq(claims.employeeId, employeeId)))
  )
    .filter((claim) => claim.date >= '2026-05-01')
    .map((claim) => claim.claimId);
  return { ...sick, relapseClaims };
}

/** The employee's stored cases, oldest first. */
async function casesOfEmployee(env: Env, employeeId: string) {
  const rows = await env.ctx.database.db
    .select({ id: cases.id, absentFrom: cases.absentFrom })
    .from(cases)
    .where(and(eq(cases.tenantId, env.tenantId), eq(cases.employeeId, employeeId)));
  return rows.sort((a, b) => a.absentFrom.localeCompare(b.absentFrom));
}

/** Five parallel decisions about one period: one wins, the others see its result and are refused. */
async function oneDecisionWins(env: Env, requests: { url: string; payload: object; admin?: boolean }[]) {
  const fired = await fireInParallel(
    env.ctx.app,
    requests.map((request) => ({
      method: 'POST' as const,
      url: request.url,
      headers: request.admin ? env.admin.headers : env.hr.headers,
      payload: request.payload,
    })),
  );
  const statuses = fired.map((item) => item.response.statusCode);
  expect(
    statuses.filter((status) => status < 300),
    statuses.join(),
  ).toHaveLength(1);
  expect(statuses.filter((status) => status >= 400 && status < 500)).toHaveLength(requests.length - 1);
  return fired;
}

/** An accident case of 10 days (01.-10.03.2026) of a new employee, derived; its case and insured person ids. */
async function accidentCaseOf(env: Env, employeeId: string): Promise<{ caseId: string; insuredPersonId: string }> {
  await createEmployeeRecord(env.ctx.database, env.tenantId, employeeId, {
    data: {
      dateOfEmployment: '2020-01-01',
      processingGroupId: 'MONTHLY',
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
    },
  });
  const recorded = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/absence',
    headers: env.hr.headers,
    payload: {
      employeeId,
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      type: 'ACCIDENT',
      accidentType: 'NON_OCCUPATIONAL',
      percentage: 100,
    },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  expect((await processPendingEvents(env.ctx.database, env.tenantId)).failed).toBe(0);
  const listed = await env.ctx.app.inject({
    method: 'GET',
    url: `/api/modular/case?employeeId=${employeeId}`,
    headers: env.hr.headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().items[0] as { caseId: string; insuredPersonId: string };
}

/** Admin case inputs (decision 0021): the URL of a case's input route. */
const caseInputUrl = (env: Env, sick: { caseId: string; insuredPersonId: string }, path: string) =>
  `/api/modular/admin/tenant/${env.tenantId}/insured-person/${sick.insuredPersonId}/${path.startsWith('manual') ? 'ktgCase' : 'case'}/${sick.caseId}/${path}`;

async function storedCaseTotal(env: Env, caseId: string): Promise<number | undefined> {
  const [row] = await env.ctx.database.db.select().from(cases).where(eq(cases.id, caseId));
  return row?.totalAmount;
}

const STOP = (outputPercentage: number) => ({
  entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage }],
  reason: `Stopp ${outputPercentage}`,
});
const IV = (amount: number) => ({ type: 'IV_PENSION', amount, startDate: '2026-04-01', endDate: null });
const CORRECTION = (amount: number) => ({
  accountingMonthId: '2026-06',
  dates: { from: '2026-04-01', to: '2026-04-09' },
  amount,
  comment: `Korrektur ${amount}`,
});

/** Five parallel creates of one kind on one case: all acknowledged, five rows, five audit entries. */
function parallelCaseInputCreates(path: string, action: string, bodies: readonly object[], status: number): Case {
  return async (env) => {
    const sick = await sickCaseOf(env, `CI-C-${action}`);
    const fired = await fireInParallel(
      env.ctx.app,
      bodies.map((payload) => ({
        method: 'POST' as const,
        url: caseInputUrl(env, sick, path),
        headers: env.admin.headers,
        payload,
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(status);
    const rows = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, sick.caseId));
    expect(rows).toHaveLength(bodies.length);
    expect(await auditEntries(env, `${action}.create`, sick.caseId)).toHaveLength(bodies.length);
  };
}

/**
 * Five parallel PUTs of one stored input (different bodies): the employee's derivation lock serialises them, so
 * every one is acknowledged, the final row is one of the sent bodies with version 1 + 5, each audit entry's
 * `before` is the version the previous write left (no interleaving: versions 1-5 each once), and the stored case
 * total is the one of the final body.
 */
function parallelCaseInputUpdates(
  path: string,
  action: string,
  bodies: readonly Record<string, unknown>[],
  totalOf: (body: Record<string, unknown>) => number,
): Case {
  return async (env) => {
    const sick = await sickCaseOf(env, `CI-U-${action}`);
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: caseInputUrl(env, sick, path),
      headers: env.admin.headers,
      payload: bodies[0] as object,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = Object.values(created.json() as Record<string, string>).find((value) => value !== sick.insuredPersonId);
    const fired = await fireInParallel(
      env.ctx.app,
      bodies.map((payload) => ({
        method: 'PUT' as const,
        url: `${caseInputUrl(env, sick, path)}/${id}`,
        headers: env.admin.headers,
        payload,
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const [row] = await env.ctx.database.db
      .select()
      .from(caseInputs)
      .where(eq(caseInputs.id, id as string));
    expect(row?.version).toBe(1 + bodies.length);
    const data = (row?.data ?? {}) as Record<string, unknown>;
    // jsonb orders keys its own way: compare the one value the bodies differ in.
    const keyOf = (value: Record<string, unknown>) =>
      (value.entries as { outputPercentage: number }[] | undefined)?.[0]?.outputPercentage ?? value.amount;
    const final = bodies.find((body) => keyOf(body) === keyOf(data));
    expect(final, 'the final row is one of the writes').toBeDefined();
    const entries = await auditEntries(env, `${action}.update`, sick.caseId);
    expect(entries).toHaveLength(bodies.length);
    expect(entries.map((entry) => (entry.before as { version: number }).version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await storedCaseTotal(env, sick.caseId)).toBe(totalOf(final as Record<string, unknown>));
  };
}

/** Five parallel DELETEs of one stored input: one 200, four 400 <KIND>_NOT_FOUND; one audit entry. */
function parallelCaseInputDeletes(path: string, action: string, body: object, code: string): Case {
  return async (env) => {
    const sick = await sickCaseOf(env, `CI-D-${action}`);
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: caseInputUrl(env, sick, path),
      headers: env.admin.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = Object.values(created.json() as Record<string, string>).find((value) => value !== sick.insuredPersonId);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: `${caseInputUrl(env, sick, path)}/${id}`,
        headers: env.admin.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const item of fired.filter((one) => one.response.statusCode === 400)) expect(json(item).code).toBe(code);
    expect(await auditEntries(env, `${action}.delete`, sick.caseId)).toHaveLength(1);
    // 01.03.-09.04.: 10 paid days of 157.81 again.
    expect(await storedCaseTotal(env, sick.caseId)).toBe(157_810);
  };
}

const CASES: Record<EndpointName, Case | 'read-only' | undefined> = {} as never;
Object.assign(CASES, payoutConcurrencyCases);

Object.assign(CASES, {
  employeeCorrect: async (env: Env) => {
    await parallelFieldCorrections((_env, id) => `/api/modular/employee/${id}`, 'hr')(env);
    await staleRevisionEdits((_env, id) => `/api/modular/employee/${id}`, 'hr')(env);
  },
  adminEmployeeUpdate: async (env: Env) => {
    const url = (e: Env, id: string) => `/api/modular/admin/tenant/${e.tenantId}/employee/${id}`;
    await parallelFieldCorrections(url, 'admin')(env);
    await staleRevisionEdits(url, 'admin')(env);
  },

  employeeCreate: async (env: Env) => {
    // Ten parallel creates of one id: one 201, nine 409 EMPLOYEE_ALREADY_EXISTS, one record.
    const payload = {
      employeeId: 'DUP-1',
      validFrom: '2026-01-01',
      data: { personnelNumber: 'D1', firstName: 'Dora', lastName: 'Doppelt' },
    };
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        url: '/api/modular/employees',
        headers: env.hr.headers,
        payload,
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('EMPLOYEE_ALREADY_EXISTS');
    const rows = await env.ctx.database.db
      .select()
      .from(employeeRecords)
      .where(eq(employeeRecords.employeeId, 'DUP-1'));
    expect(rows).toHaveLength(1);
  },

  employeeNewRecord: async (env: Env) => {
    // New records from five different days at once: all acknowledged, the history stays gapless and ordered.
    const employeeId = await env.newEmployee('RECORDS');
    const days = ['2024-01-01', '2024-03-01', '2024-05-01', '2024-07-01', '2024-09-01'];
    const fired = await fireInParallel(
      env.ctx.app,
      days.map((validFrom) => ({
        method: 'POST' as const,
        url: `/api/modular/employee/${employeeId}`,
        headers: env.hr.headers,
        payload: { validFrom, data: { personnelNumber: `R-${validFrom}`, firstName: 'Rita', lastName: 'Record' } },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(days.length);
    const { history } = await getEmployee(env, employeeId);
    expect(history.map((item: { validFrom: string }) => item.validFrom)).toEqual(['2020-01-01', ...days]);
    for (let index = 1; index < history.length; index++) {
      expect(history[index - 1].validTo < history[index].validFrom).toBe(true);
    }
  },

  adminEmployeeExtendDataValidity: async (env: Env) => {
    // Same revision from five admin screens: one wins; without a revision all apply in turn, each audited once.
    const employeeId = await env.newEmployee('VALIDITY');
    const { revision } = await getEmployee(env, employeeId);
    const url = `/api/modular/admin/tenant/${env.tenantId}/employee/${employeeId}/extend-data-validity`;
    const ends = ['2030-01-31', '2030-02-28', '2030-03-31', '2030-04-30', '2030-05-31'];
    const stale = await fireInParallel(
      env.ctx.app,
      ends.map((validTo) => ({
        method: 'POST' as const,
        url,
        headers: env.admin.headers,
        payload: { validTo, revision },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(stale);
    expect(acknowledged).toHaveLength(1);
    const kept = sentBody<{ validTo: string }>(acknowledged[0] as Fired).validTo;
    expect((await getEmployee(env, employeeId)).record.validTo).toBe(kept);
    const free = await fireInParallel(
      env.ctx.app,
      ends.map((validTo) => ({ method: 'POST' as const, url, headers: env.admin.headers, payload: { validTo } })),
    );
    expect(expectAcknowledgedOrConflict(free).acknowledged).toHaveLength(ends.length);
    const audited = await auditEntries(env, 'employee.extend-data-validity', employeeId);
    // The first round changed it once; the second round changed it once per value that differed from the one before.
    expect(audited.length).toBeGreaterThanOrEqual(1 + ends.length - 1);
  },

  employeeListPatch: async (env: Env) => {
    // Five uploads at once, overlapping employees, each setting another connection: every change survives.
    const ids = await Promise.all([1, 2, 3].map(() => env.newEmployee('LIST')));
    const bosses = ['BOSS-A', 'BOSS-B', 'BOSS-C', 'BOSS-D', 'BOSS-E'];
    const fired = await fireInParallel(
      env.ctx.app,
      bosses.map((boss, index) => ({
        method: 'PATCH' as const,
        url: '/api/modular/employee-list',
        headers: env.hr.headers,
        payload: {
          employees: [
            // Every upload sets the HR business partner of one employee (index % 3) and clears nothing else.
            { employeeId: ids[index % 3] as string, hrBusinessPartnerId: boss },
            { employeeId: ids[(index + 1) % 3] as string },
          ],
        },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(bosses.length);
    for (const [position, employeeId] of ids.entries()) {
      const { record } = await getEmployee(env, employeeId);
      const partners = record.data.connections.filter((c: { kind: string }) => c.kind === 'HR_BUSINESS_PARTNER');
      const candidates = bosses.filter((_boss, index) => index % 3 === position);
      expect(partners).toHaveLength(1);
      expect(candidates).toContain(partners[0].employeeId);
    }
  },

  usersUpdate: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const url = `/api/modular/users/${user.id}`;
    const changes = [{ name: 'Neu Name' }, { language: 'fr' }, { employeeId: 'E-LINK' }, { userRole: 'Superior' }];
    const fired = await fireInParallel(
      env.ctx.app,
      changes.map((payload) => ({ method: 'PATCH' as const, url, headers: env.hr.headers, payload })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(changes.length);
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Neu Name', language: 'fr', employeeId: 'E-LINK', userRole: 'Superior' });
    expect(row?.revision).toBe(1 + changes.length);
    const stale = await fireInParallel(
      env.ctx.app,
      ['A', 'B', 'C'].map((name) => ({
        method: 'PATCH' as const,
        url,
        headers: env.hr.headers,
        payload: { name, revision: row?.revision },
      })),
    );
    const outcome = expectAcknowledgedOrConflict(stale);
    expect(outcome.acknowledged).toHaveLength(1);
    for (const conflict of outcome.conflicts) expect(json(conflict).code).toBe('REVISION_CONFLICT');
  },

  userProfileUpdate: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll', language: 'de' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      [{ name: 'Profil Neu' }, { language: 'it' }].map((payload) => ({
        method: 'PATCH' as const,
        url: '/api/modular/user-profile',
        headers: session.headers,
        payload,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(2);
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Profil Neu', language: 'it' });
  },

  usersInvite: async (env: Env) => {
    // Ten parallel invitations of one address: one 201, nine 409 USER_EMAIL_TAKEN, one user.
    const email = 'parallel.invite@example.ch';
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        url: '/api/modular/users',
        headers: env.hr.headers,
        payload: { name: 'Paula Parallel', email, userRole: 'Payroll' },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('USER_EMAIL_TAKEN');
    const rows = await env.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  },

  apiTokensCreate: async (env: Env) => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((n) => ({
        method: 'POST' as const,
        url: '/api/modular/api-tokens',
        headers: env.hr.headers,
        payload: { name: `Parallel ${n}`, expiresAt },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(5);
    expect(new Set(acknowledged.map((item) => json(item).token)).size).toBe(5);
  },

  apiTokensRevoke: async (env: Env) => {
    // Five parallel revocations: all answer the revoked token; one audit entry.
    const { row } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Revoke me' });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/api-tokens/${row.id}/revoke`,
        headers: env.hr.headers,
        payload: {},
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(5);
    for (const item of acknowledged) expect(json(item).isRevoked).toBe(true);
    expect(await auditEntries(env, 'api-token.revoke', row.id)).toHaveLength(1);
    const [stored] = await env.ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, row.id));
    expect(stored?.isRevoked).toBe(true);
  },

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

  authChangeOwnRole: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      (['Superior', 'Case_Manager', 'HR_Admin'] as const).map((userRole) => ({
        method: 'PATCH' as const,
        url: '/api/modular/auth/session/role',
        headers: session.headers,
        payload: { userRole },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(3);
  },

  authLogout: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({ method: 'POST' as const, url: '/api/modular/auth/logout', headers: session.headers })),
    );
    expectAcknowledgedOrConflict(fired);
    const [row] = await env.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.revokedAt).not.toBeNull();
  },

  authDevLogin: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/auth/dev-login',
        payload: { kind: 'user', id: user.id },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(3);
    const rows = await env.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(3);
  },

  authSwitchTenant: async (env: Env) => {
    // One session switched three times at once (a double click, two tabs): one moves it, the others lose the race
    // with 409 CONFLICT; one session row in the other tenant, one audit entry in each tenant.
    const other = await createTenant(env.ctx.database, { name: 'Switch Target AG' });
    const email = 'switch.race@example.ch';
    const here = await createUser(env.ctx.database, env.tenantId, { email, userRole: 'Payroll' });
    const there = await createUser(env.ctx.database, other.id, { email, userRole: 'Case_Manager' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: here.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'PUT' as const,
        url: '/api/modular/auth/session/tenant',
        headers: session.headers,
        payload: { tenantId: other.id },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('CONFLICT');
    const rows = await env.ctx.database.db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [here.id, there.id]));
    expect(rows.map((row) => [row.userId, row.tenantId])).toEqual([[there.id, other.id]]);
    const switches = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.switch-tenant'), inArray(auditLog.entityId, [here.id, there.id])));
    expect(switches.map((entry) => entry.tenantId).sort()).toEqual([env.tenantId, other.id].sort());
  },

  absenceUploadCreate: async (env: Env) => {
    // One file per company at a time (spec: 400 another-file-is-currently-being-processed): of five parallel
    // uploads exactly one is accepted, whatever the interleaving; the database's partial unique index decides.
    const stored = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createStoredDocument(env.ctx.database, env.tenantId, { content: 'x' })),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      stored.map((document) => ({
        method: 'POST' as const,
        url: '/api/modular/absence-upload',
        headers: env.hr.headers,
        payload: { startDate: '2026-03-01', endDate: '2026-03-31', documentId: document.id },
      })),
    );
    const statuses = fired.map((item) => item.response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const item of fired.filter((candidate) => candidate.response.statusCode === 400)) {
      expect(json(item).code).toBe('another-file-is-currently-being-processed');
    }
    const rows = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.status, 'processing')));
    expect(rows).toHaveLength(1);
    // Let the other cases of this tenant run as if the file had been processed.
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  connectAbsencesUpload: async (env: Env) => {
    // A payroll system retries one request five times at once (same Idempotency-Key): one upload, every answer
    // names it; then five different requests at once: one upload starts, the others wait their turn (400).
    const { token } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Retry system' });
    const body = {
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      absences: [
        { employeeId: 'NOBODY', startDate: '2026-04-01', endDate: '2026-04-01', type: 'SICK', percentage: 100 },
      ],
    };
    const retries = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/connect/absences',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'retry-race-1' },
        payload: body,
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(retries);
    expect(acknowledged).toHaveLength(5);
    expect(new Set(acknowledged.map((item) => json(item).absenceUploadId)).size).toBe(1);
    const keyed = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.idempotencyKey, 'retry-race-1')));
    expect(keyed).toHaveLength(1);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
    const distinct = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((index) => ({
        method: 'POST' as const,
        url: '/api/modular/connect/absences',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `distinct-${index}` },
        payload: body,
      })),
    );
    expect(distinct.map((item) => item.response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  employeeUploadCreate: async (env: Env) => {
    // One file per company at a time, whatever its kind: of five parallel employee uploads exactly one starts.
    const stored = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createStoredDocument(env.ctx.database, env.tenantId, { content: 'x' })),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      stored.map((document) => ({
        method: 'POST' as const,
        url: '/api/modular/employee-upload',
        headers: env.hr.headers,
        payload: { documentId: document.id },
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const item of fired.filter((candidate) => candidate.response.statusCode === 400)) {
      expect(json(item).code).toBe('another-file-is-currently-being-processed');
    }
    const rows = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.status, 'processing')));
    expect(rows.map((row) => row.kind)).toEqual(['employee']);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  employeeUploadExportSummary: async (env: Env) => {
    // Parallel exports of one upload are independent reads: each answers its own document, none fails.
    const document = await createStoredDocument(env.ctx.database, env.tenantId, { content: 'x' });
    const upload = await createFinishedEmployeeUpload(env.ctx.database, env.tenantId, document.id);
    const translations = {
      companySubunit: 'Unterbereich',
      processingGroup: 'Gruppe',
      employeeCount: 'Anzahl',
      totalSalary: 'Lohnsumme',
      total: 'Total',
    };
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/employee-upload/${upload.id}/export-summary`,
        headers: env.hr.headers,
        payload: { translations },
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(fired.map((item) => json(item).uri)).size).toBe(3);
  },

  connectEmployeesUpload: async (env: Env) => {
    // A payroll system retries one request five times at once (same Idempotency-Key): one upload, every answer
    // names it and nothing is staged twice.
    const { token } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Employee retry system' });
    const body = {
      employees: [
        {
          employeeId: 'RETRY-1',
          validFrom: '2026-01-01',
          validTo: null,
          data: { personnelNumber: 'R1', firstName: 'Rita', lastName: 'Retry' },
        },
      ],
    };
    const retries = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/connect/employees',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'employee-retry-1' },
        payload: body,
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(retries);
    expect(acknowledged).toHaveLength(5);
    expect(new Set(acknowledged.map((item) => json(item).employeeUploadId)).size).toBe(1);
    const keyed = await env.ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, env.tenantId), eq(fileUploads.idempotencyKey, 'employee-retry-1')));
    expect(keyed.map((row) => [row.kind, row.rowsAccepted])).toEqual([['employee', 1]]);
    await env.ctx.database.db
      .update(fileUploads)
      .set({ status: 'completed', phase: 'done' })
      .where(eq(fileUploads.tenantId, env.tenantId));
  },

  connectOrganizationReplace: async (env: Env) => {
    // The interface's replacement takes the organisation's lock like PUT /organization: five at once all succeed
    // one after the other; the tree is exactly one of them and every replacement counted once.
    const { token } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Org system' });
    const before = (
      await env.ctx.app.inject({ method: 'GET', url: '/api/modular/organization', headers: env.hr.headers })
    ).json();
    const trees = ['C1', 'C2', 'C3', 'C4', 'C5'].map((root) => ({ units: [{ organizationId: root }] }));
    const fired = await fireInParallel(
      env.ctx.app,
      trees.map((tree) => ({
        method: 'PUT' as const,
        url: '/api/modular/connect/organization',
        headers: { authorization: `Bearer ${token}` },
        payload: tree,
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = (
      await env.ctx.app.inject({ method: 'GET', url: '/api/modular/organization', headers: env.hr.headers })
    ).json();
    expect(after.units).toHaveLength(1);
    expect(trees.map((tree) => tree.units[0]?.organizationId)).toContain(after.units[0].organizationId);
    expect(after.revision).toBe(before.revision + trees.length);
  },

  absenceCreate: async (env: Env) => {
    // Five parallel recordings of the same days for one employee (a double click, two tabs): one is stored, the
    // others answer ABSENCES_ALREADY_EXIST; the employee's absence lock orders them.
    const employeeId = await env.newEmployee('ABS');
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/absence',
        headers: env.hr.headers,
        payload: { employeeId, startDate: '2026-09-07', endDate: '2026-09-11', type: 'SICK', percentage: 100 },
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const item of fired.filter((candidate) => candidate.response.statusCode === 400)) {
      expect(json(item).code).toBe('ABSENCES_ALREADY_EXIST');
    }
    const rows = await env.ctx.database.db
      .select()
      .from(absences)
      .where(and(eq(absences.tenantId, env.tenantId), eq(absences.employeeId, employeeId)));
    expect(rows).toHaveLength(5);
  },

  absencesUpdate: async (env: Env) => {
    // Five parallel edits of one day, each a different field: every acknowledged change survives (the lock makes
    // each edit start from the previous one's result), the revision counts five changes.
    const employeeId = await env.newEmployee('ABE');
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: env.hr.headers,
      payload: { employeeId, startDate: '2026-09-14', endDate: '2026-09-14', type: 'SICK', percentage: 100 },
    });
    const id = created.json().items[0].absenceId;
    const changes = [
      { comment: 'Arzt' },
      { percentage: '50' },
      { type: 'ACCIDENT', accidentType: 'NON_OCCUPATIONAL' },
      { comment: 'Arzt' },
      { percentage: '50' },
    ];
    const fired = await fireInParallel(
      env.ctx.app,
      changes.map((change) => ({
        method: 'PATCH' as const,
        url: '/api/modular/absence',
        headers: env.hr.headers,
        payload: { items: [{ absenceIds: [id], changes: change }] },
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await env.ctx.database.db.select().from(absences).where(eq(absences.id, id));
    expect([row?.type, row?.accidentType, row?.percentage, row?.comment]).toEqual([
      'ACCIDENT',
      'NON_OCCUPATIONAL',
      '50.00',
      'Arzt',
    ]);
    // Three distinct changes were made; the repeated ones changed nothing.
    expect(row?.revision).toBe(4);
  },

  absencesDelete: async (env: Env) => {
    // Five parallel deletes of the same days: one deletes, the others find nothing (ABSENCES_NOT_FOUND); one audit
    // entry.
    const employeeId = await env.newEmployee('ABD');
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: env.hr.headers,
      payload: { employeeId, startDate: '2026-09-21', endDate: '2026-09-22', type: 'VACATION', percentage: 100 },
    });
    const ids = created
      .json()
      .items.map((item: { absenceId: string }) => item.absenceId)
      .join(',');
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'DELETE' as const,
        url: `/api/modular/absence?ids=${ids}`,
        headers: env.hr.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const entries = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'absence.delete'), eq(auditLog.entityId, employeeId)));
    expect(entries).toHaveLength(1);
  },

  calendarFeedCreate: async (env: Env) => {
    // Parallel subscriptions are independent: each gets its own feed and secret address.
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map((n) => ({
        method: 'POST' as const,
        url: '/api/modular/calendar-feeds',
        headers: env.hr.headers,
        payload: { name: `Parallel ${n}` },
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(fired.map((item) => json(item).url)).size).toBe(3);
  },

  calendarFeedRevoke: async (env: Env) => {
    // Five parallel revocations of one feed: all answer it revoked, with one revocation time (the first).
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/calendar-feeds',
      headers: env.hr.headers,
      payload: { name: 'Revoke race' },
    });
    const feedId = created.json().feed.feedId;
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/calendar-feeds/${feedId}/revoke`,
        headers: env.hr.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(fired.map((item) => json(item).revokedAt)).size).toBe(1);
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

  absencePeriodsColor: async (env: Env) => {
    // Four parallel marks of one period while its employee's derivation is replayed: the mark takes the derivation
    // lock, so it is neither lost to the replacement of the period nor written twice (one change, one audit entry).
    const employeeId = await env.newEmployee('APC');
    await env.ctx.database.db.insert(absences).values({
      tenantId: env.tenantId,
      employeeId,
      date: '2026-10-12',
      type: 'SICK',
      percentage: '100',
      source: 'manual',
    });
    const [event] = await env.ctx.database.db
      .insert(domainEvents)
      .values({ tenantId: env.tenantId, type: 'absences-modified', employeeId, status: 'failed', attempts: 1 })
      .returning();
    const replay = {
      method: 'POST' as const,
      url: `/api/modular/admin/tenant/${env.tenantId}/events/${event?.id}/replay`,
      headers: env.admin.headers,
    };
    expect((await env.ctx.app.inject(replay)).statusCode).toBe(200);
    const [period] = await env.ctx.database.db
      .select()
      .from(absencePeriods)
      .where(and(eq(absencePeriods.tenantId, env.tenantId), eq(absencePeriods.employeeId, employeeId)));
    const fired = await fireInParallel(env.ctx.app, [
      ...[1, 2, 3, 4].map(() => ({
        method: 'PATCH' as const,
        url: '/api/modular/absence-periods/color',
        headers: env.hr.headers,
        payload: { periodIds: [period?.id], color: 'PURPLE' },
      })),
      replay,
    ]);
    expect(fired.map((item) => item.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(
      fired
        .slice(0, 4)
        .map((item) => json(item).updatedCount)
        .sort(),
    ).toEqual([0, 0, 0, 1]);
    const [after] = await env.ctx.database.db
      .select()
      .from(absencePeriods)
      .where(and(eq(absencePeriods.tenantId, env.tenantId), eq(absencePeriods.employeeId, employeeId)));
    expect([after?.id, after?.colorMark]).toEqual([period?.id, 'PURPLE']);
    expect(await auditEntries(env, 'absence-period.color', employeeId)).toHaveLength(1);
  },

  claimsPatch: async (env: Env) => {
    // A sick case of 40 days (10 paid claims). Five parallel patches of the same claim with the revision read
    // before: one is acknowledged, the others answer 409 REVISION_CONFLICT and change nothing; the case's
    // processing statuses follow the winner; one audit entry. Then five patches each of another claim (each with
    // its own current revision): all acknowledged, every claim scheduled.
    const employeeId = 'CLAIM-1';
    await createEmployeeRecord(env.ctx.database, env.tenantId, employeeId, {
      data: {
        dateOfEmployment: '2020-01-01',
        processingGroupId: 'MONTHLY',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      },
    });
    const recorded = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: env.hr.headers,
      payload: { employeeId, startDate: '2026-03-01', endDate: '2026-04-09', type: 'SICK', percentage: 100 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect((await processPendingEvents(env.ctx.database, env.tenantId)).failed).toBe(0);
    const listed = await env.ctx.app.inject({
      method: 'GET',
      url: `/api/modular/case?employeeId=${employeeId}&include=claims`,
      headers: env.hr.headers,
    });
    const sick = json({ request: {}, response: listed } as Fired).items[0] as {
      caseId: string;
      insuredPersonId: string;
      claims: { claimId: string; revisionId: string; dailyAllowance: string }[];
    };
    const paid = sick.claims.filter((claim) => claim.dailyAllowance !== '0.00');
    const [first] = paid;
    const statuses = ['SCHEDULED', 'PROCESSED', 'BLOCKED', 'SCHEDULED', 'PROCESSED'] as const;
    const fired = await fireInParallel(
      env.ctx.app,
      statuses.map((processingStatus, index) => ({
        method: 'PATCH' as const,
        url: '/api/modular/claim',
        headers: env.hr.headers,
        payload: {
          insuredPersonId: sick.insuredPersonId,
          claims: [
            {
              claimId: first?.claimId,
              revisionId: first?.revisionId,
              processingStatus,
              ...(processingStatus === 'BLOCKED' ? {} : { accountingMonthId: `2026-0${index + 4}` }),
            },
          ],
        },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('REVISION_CONFLICT');
    const winner = sentBody<{ claims: { processingStatus: string; accountingMonthId?: string }[] }>(
      acknowledged[0] as Fired,
    ).claims[0];
    const [stored] = await env.ctx.database.db
      .select()
      .from(claims)
      .where(and(eq(claims.tenantId, env.tenantId), eq(claims.claimId, first?.claimId as string)));
    expect(stored?.processingStatus).toBe(winner?.processingStatus);
    if (winner?.accountingMonthId) expect(stored?.accountingMonthId).toBe(winner.accountingMonthId);
    const [storedCase] = await env.ctx.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.tenantId, env.tenantId), eq(cases.id, sick.caseId)));
    expect(storedCase?.processingStatuses).toEqual([winner?.processingStatus, 'UNASSIGNED'].sort());
    expect(await auditEntries(env, 'claim.patch', sick.insuredPersonId)).toHaveLength(1);

    const others = paid.slice(1, 6);
    const apart = expectAcknowledgedOrConflict(
      await fireInParallel(
        env.ctx.app,
        others.map((claim) => ({
          method: 'PATCH' as const,
          url: '/api/modular/claim',
          headers: env.hr.headers,
          payload: {
            insuredPersonId: sick.insuredPersonId,
            claims: [
              {
                claimId: claim.claimId,
                revisionId: claim.revisionId,
                processingStatus: 'SCHEDULED',
                accountingMonthId: '2026-05',
              },
            ],
          },
        })),
      ),
    );
    expect(apart.acknowledged).toHaveLength(others.length);
    const rows = await env.ctx.database.db
      .select()
      .from(claims)
      .where(
        and(
          eq(claims.tenantId, env.tenantId),
          inArray(
            claims.claimId,
            others.map((claim) => claim.claimId),
          ),
        ),
      );
    expect(rows.map((row) => [row.processingStatus, row.accountingMonthId])).toEqual(
      others.map(() => ['SCHEDULED', '2026-05']),
    );
    expect(await auditEntries(env, 'claim.patch', sick.insuredPersonId)).toHaveLength(1 + others.length);
  },

  caseCommentCreate: async (env: Env) => {
    // Five parallel comments on one case: all acknowledged, five rows, five audit entries, all shown on the case.
    const sick = await sickCaseOf(env, 'COMMENT-1');
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, (_, index) => ({
        method: 'POST' as const,
        url: `/api/modular/case/${sick.caseId}/comments`,
        headers: env.hr.headers,
        payload: { insuredPersonId: sick.insuredPersonId, comment: `Kommentar ${index}` },
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(201);
    const rows = await env.ctx.database.db
      .select()
      .from(caseComments)
      .where(and(eq(caseComments.tenantId, env.tenantId), eq(caseComments.caseId, sick.caseId)));
    expect(rows.map((row) => row.comment).sort()).toEqual(
      Array.from({ length: PARALLEL }, (_, index) => `Kommentar ${index}`),
    );
    expect(await auditEntries(env, 'case-comment.create', sick.caseId)).toHaveLength(PARALLEL);
  },

  caseCommentDelete: async (env: Env) => {
    // Five parallel deletes of one comment: one 204, the others 404 COMMENT_NOT_FOUND; one audit entry.
    const sick = await sickCaseOf(env, 'COMMENT-2');
    const posted = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/case/${sick.caseId}/comments`,
      headers: env.hr.headers,
      payload: { insuredPersonId: sick.insuredPersonId, comment: 'Wird gelöscht' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { commentId } = posted.json() as { commentId: string };
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: `/api/modular/case/${sick.insuredPersonId}/${sick.caseId}/comments/${commentId}`,
        headers: env.hr.headers,
      })),
    );
    const statuses = fired.map((item) => item.response.statusCode).sort();
    expect(statuses).toEqual([204, 404, 404, 404, 404]);
    for (const item of fired.filter((one) => one.response.statusCode === 404)) {
      expect(json(item).code).toBe('COMMENT_NOT_FOUND');
    }
    expect(await auditEntries(env, 'case-comment.delete', sick.caseId)).toHaveLength(1);
  },

  insuredPersonCaseCreate: async (env: Env) => {
    // Five parallel "its own case from 01.05.": one creates it (201), the others then find the period already its
    // own case (400 CASE_LINK_NOT_POSSIBLE); two cases, one link, one audit entry.
    const relapse = await relapseCaseOf(env, 'LINK-1');
    const url = `/api/modular/insured-person/${relapse.insuredPersonId}/case`;
    const fired = await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({ url, payload: { startDate: '2026-05-01' } })),
    );
    for (const item of fired.filter((one) => one.response.statusCode === 400)) {
      expect(json(item).code).toBe('CASE_LINK_NOT_POSSIBLE');
    }
    expect((await casesOfEmployee(env, 'LINK-1')).map((row) => row.absentFrom)).toEqual(['2026-03-01', '2026-05-01']);
    const links = await env.ctx.database.db
      .select()
      .from(caseInputs)
      .where(and(eq(caseInputs.tenantId, env.tenantId), eq(caseInputs.employeeId, 'LINK-1')));
    expect(links).toHaveLength(1);
  },

  ktgCaseCreate: async (env: Env) => {
    await relapseCaseOf(env, 'LINK-2');
    await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: '/api/modular/ktg-case-creation/create',
        payload: { employeeId: 'LINK-2', startDate: '2026-05-01' },
      })),
    );
    expect(await casesOfEmployee(env, 'LINK-2')).toHaveLength(2);
  },

  ktgCaseLink: async (env: Env) => {
    // Split first, then five parallel links of the second case to the first: one joins them, the others find the
    // second case gone (404 CASE_NOT_FOUND).
    await relapseCaseOf(env, 'LINK-3');
    const split = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/ktg-case-creation/create',
      headers: env.hr.headers,
      payload: { employeeId: 'LINK-3', startDate: '2026-05-01' },
    });
    expect(split.statusCode, split.body).toBe(201);
    const [first, second] = await casesOfEmployee(env, 'LINK-3');
    await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: '/api/modular/ktg-case-creation/link-cases',
        payload: { employeeId: 'LINK-3', caseId: second?.id, targetCaseId: first?.id },
      })),
    );
    expect((await casesOfEmployee(env, 'LINK-3')).map((row) => row.id)).toEqual([first?.id]);
    expect(await auditEntries(env, 'case.link', first?.id as string)).toHaveLength(1);
  },

  insuredPersonReassign: async (env: Env) => {
    // Five parallel moves of the relapse period's claims to a new case: one moves them, the others find them
    // starting their case already (400).
    const relapse = await relapseCaseOf(env, 'LINK-4');
    await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: `/api/modular/insured-person/${relapse.insuredPersonId}/reassign`,
        payload: { targetCaseId: null, claims: relapse.relapseClaims },
      })),
    );
    expect(await casesOfEmployee(env, 'LINK-4')).toHaveLength(2);
    expect(await auditEntries(env, 'case.reassign', relapse.insuredPersonId)).toHaveLength(1);
  },

  adminReassign: async (env: Env) => {
    const relapse = await relapseCaseOf(env, 'LINK-5');
    const fired = await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: `/api/modular/admin/tenant/${env.tenantId}/insured-person/${relapse.insuredPersonId}/reassign`,
        payload: { targetCaseId: null, claims: relapse.relapseClaims },
        admin: true,
      })),
    );
    for (const item of fired.filter((one) => one.response.statusCode === 400)) {
      expect(Object.keys(json(item))).toEqual(['message']);
    }
    expect(await casesOfEmployee(env, 'LINK-5')).toHaveLength(2);
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

  documentsCreate: async (env: Env) => {
    // Parallel announcements are independent: each gets its own document and upload address.
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((index) => ({
        method: 'POST' as const,
        url: '/api/modular/documents',
        headers: env.hr.headers,
        payload: { name: `parallel-${index}.csv` },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(5);
    const ids = acknowledged.map((item) => json(item).documentId);
    const rows = await env.ctx.database.db.select().from(documents).where(inArray(documents.id, ids));
    expect(rows.map((row) => row.name).sort()).toEqual([1, 2, 3, 4, 5].map((index) => `parallel-${index}.csv`));
  },

  documentsPutContent: async (env: Env) => {
    // Five PUTs of one document: one stores its bytes, the others answer 409 and leave them alone.
    const pending = await createPendingDocument(env.ctx.database, env.tenantId);
    const query = new URLSearchParams(signedQuery('PUT', env.tenantId, pending.id));
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((index) => ({
        method: 'PUT' as const,
        url: `/api/modular/documents/${pending.id}/content?${query}`,
        headers: { 'x-file-name': `v${index}.csv`, 'content-type': 'text/csv' },
        payload: `version ${index}`,
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('DOCUMENT_ALREADY_STORED');
    const [row] = await env.ctx.database.db.select().from(documents).where(eq(documents.id, pending.id));
    const winner = json(acknowledged[0] as Fired);
    expect(row).toMatchObject({ status: 'stored', name: winner.name, sha256: winner.sha256 });
  },

  // Admin case inputs (decision 0021). Case of 01.03.-09.04.2026: 10 paid days of 157.81 (31.03.-09.04.).
  adminBenefitStopCreate: parallelCaseInputCreates(
    'benefit-stop',
    'benefit-stop',
    [0, 10, 20, 30, 40].map((percentage) => STOP(percentage)),
    200,
  ),
  // 05.-09.04. at p %: 5 × 157.81 + 5 × round_half_up(157.81 × p %) (C16).
  adminBenefitStopUpdate: parallelCaseInputUpdates(
    'benefit-stop',
    'benefit-stop',
    [0, 10, 20, 30, 40].map((percentage) => STOP(percentage)),
    (body) => {
      const percentage = (body.entries as { outputPercentage: number }[])[0]?.outputPercentage ?? 100;
      return 78_905 + 5 * Math.round((15_781 * percentage) / 100);
    },
  ),
  adminBenefitStopDelete: parallelCaseInputDeletes('benefit-stop', 'benefit-stop', STOP(50), 'BENEFIT_STOP_NOT_FOUND'),
  adminIvSettingCreate: parallelCaseInputCreates(
    'iv-setting',
    'iv-setting',
    [100, 200, 300, 400, 500].map((amount) => IV(amount)),
    201,
  ),
  // An IV pension of a CHF a month from 01.04.: 01.-09.04. pay 157.81 - round_half_up(a × 12 / 365) (C16).
  adminIvSettingUpdate: parallelCaseInputUpdates(
    'iv-setting',
    'iv-setting',
    [100, 200, 300, 400, 500].map((amount) => IV(amount)),
    (body) => 15_781 + 9 * (15_781 - Math.round(((body.amount as number) * 100 * 12) / 365)),
  ),
  adminIvSettingDelete: parallelCaseInputDeletes('iv-setting', 'iv-setting', IV(1200), 'IV_SETTING_NOT_FOUND'),
  adminManualCorrectionCreate: parallelCaseInputCreates(
    'manual-correction',
    'manual-correction',
    [100, 200, 300, 400, 500].map((amount) => CORRECTION(amount)),
    201,
  ),
  adminManualCorrectionDelete: parallelCaseInputDeletes(
    'manual-correction',
    'manual-correction',
    CORRECTION(500),
    'MANUAL_CORRECTION_NOT_FOUND',
  ),
  adminAccidentDateSet: async (env: Env) => {
    // Five parallel PUTs of the accident date of one UVG case: all acknowledged, one stored input (version 5: one
    // create, four updates), the case's accident date one of the sent dates, one audit entry per write.
    const accident = await accidentCaseOf(env, 'ACC-SET');
    const dates = ['2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01'];
    const fired = await fireInParallel(
      env.ctx.app,
      dates.map((accidentDate) => ({
        method: 'PUT' as const,
        url: caseInputUrl(env, accident, 'accident-date'),
        headers: env.admin.headers,
        payload: { accidentDate },
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const rows = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, accident.caseId));
    expect(rows.map((row) => row.version)).toEqual([PARALLEL]);
    const [stored] = await env.ctx.database.db.select().from(cases).where(eq(cases.id, accident.caseId));
    expect(stored?.accidentDate).toBe((rows[0]?.data as { accidentDate?: string } | undefined)?.accidentDate);
    expect(dates).toContain(stored?.accidentDate);
    expect(await auditEntries(env, 'accident-date.create', accident.caseId)).toHaveLength(1);
    expect(await auditEntries(env, 'accident-date.update', accident.caseId)).toHaveLength(PARALLEL - 1);
  },
  adminAccidentDateReset: async (env: Env) => {
    // Five parallel resets of a set accident date: all answer the default (01.03.), one audited removal.
    const accident = await accidentCaseOf(env, 'ACC-RESET');
    const set = await env.ctx.app.inject({
      method: 'PUT',
      url: caseInputUrl(env, accident, 'accident-date'),
      headers: env.admin.headers,
      payload: { accidentDate: '2026-02-27' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: caseInputUrl(env, accident, 'accident-date'),
        headers: env.admin.headers,
      })),
    );
    for (const item of fired) {
      expect(item.response.statusCode, item.response.body).toBe(200);
      expect(json(item)).toMatchObject({ accidentDate: '2026-03-01', isAccidentDateOverridden: false });
    }
    expect(await auditEntries(env, 'accident-date.delete', accident.caseId)).toHaveLength(1);
  },
  adminCaseDecisionSet: async (env: Env) => {
    // Five parallel denials of one case with different reasons: all acknowledged, one stored decision (version 5),
    // the case DENIED with one of the sent reasons, one audit entry per write.
    const sick = await sickCaseOf(env, 'DENY-SET');
    const reasons = [1, 2, 3, 4, 5].map((n) => `Begründung ${n}`);
    const fired = await fireInParallel(
      env.ctx.app,
      reasons.map((reason) => ({
        method: 'PUT' as const,
        url: caseInputUrl(env, sick, 'decision'),
        headers: env.admin.headers,
        payload: { decision: 'DENIED', reason, decidedOn: '2026-03-10' },
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const rows = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, sick.caseId));
    expect(rows.map((row) => row.version)).toEqual([PARALLEL]);
    const [stored] = await env.ctx.database.db.select().from(cases).where(eq(cases.id, sick.caseId));
    expect(stored?.status).toBe('DENIED');
    expect(reasons).toContain((stored?.details as { denial: { reason: string } } | undefined)?.denial.reason);
    expect(await auditEntries(env, 'case-decision.create', sick.caseId)).toHaveLength(1);
    expect(await auditEntries(env, 'case-decision.update', sick.caseId)).toHaveLength(PARALLEL - 1);
  },
  adminCaseDecisionWithdraw: async (env: Env) => {
    // Five parallel withdrawals of a denial: all answer the derived status again, one audited removal.
    const sick = await sickCaseOf(env, 'DENY-WITHDRAW');
    const set = await env.ctx.app.inject({
      method: 'PUT',
      url: caseInputUrl(env, sick, 'decision'),
      headers: env.admin.headers,
      payload: { decision: 'DENIED', reason: 'Keine Arbeitsunfähigkeit', decidedOn: '2026-03-10' },
    });
    expect([set.statusCode, set.json().status]).toEqual([200, 'DENIED']);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: caseInputUrl(env, sick, 'decision'),
        headers: env.admin.headers,
      })),
    );
    for (const item of fired) {
      expect(item.response.statusCode, item.response.body).toBe(200);
      expect(json(item)).toMatchObject({ denial: null });
      expect(json(item).status).not.toBe('DENIED');
    }
    expect(await auditEntries(env, 'case-decision.delete', sick.caseId)).toHaveLength(1);
  },
  adminCaseInputPreview: async (env: Env) => {
    // Five parallel previews: the same answer each, nothing written.
    const sick = await sickCaseOf(env, 'CI-PREVIEW');
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: caseInputUrl(env, sick, 'input-preview'),
        headers: env.admin.headers,
        payload: { kind: 'BENEFIT_STOP', input: STOP(50) },
      })),
    );
    for (const item of fired) {
      expect(item.response.statusCode, item.response.body).toBe(200);
      expect(json(item)).toMatchObject({ before: { totalAmount: '1578.10' }, after: { totalAmount: '1183.60' } });
    }
    expect(await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, sick.caseId))).toEqual([]);
  },

  adminInitializeForTakeover: async (env: Env) => {
    // Five parallel takeover records of one employee, each with another case: all acknowledged (201), the
    // employee's takeover inputs are exactly one record's (one case input, one counter), its case is derived, and
    // each write is audited once. Then the same record five times: nothing more is written or audited.
    const employeeId = await env.newEmployee('TAKEOVER');
    const recordOf = (number: number) => takeoverRecordOf(env, employeeId, number);
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((number) => ({
        method: 'POST' as const,
        url: '/api/modular/admin/initialize-for-takeover',
        headers: env.admin.headers,
        payload: recordOf(number ?? 0),
      })),
    );
    for (const item of fired) expect([item.response.statusCode, item.response.body]).toEqual([201, '']);
    const inputs = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.employeeId, employeeId));
    expect(inputs.map((input) => input.kind).sort()).toEqual(['TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER']);
    const number = (inputs.find((input) => input.kind === 'TAKEOVER_CASE')?.data as { caseNumber?: number } | undefined)
      ?.caseNumber;
    const stored = await env.ctx.database.db.select().from(cases).where(eq(cases.employeeId, employeeId));
    expect(stored.map((row) => [row.caseNumber, row.isTakeover])).toEqual([[number, true]]);
    const audited = async () =>
      (await env.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'takeover.initialize'))).filter(
        (entry) => (entry.after as { employeeId?: string } | null)?.employeeId === employeeId,
      );
    expect(await audited()).toHaveLength(PARALLEL);
    const again = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: '/api/modular/admin/initialize-for-takeover',
        headers: env.admin.headers,
        payload: recordOf(number ?? 0),
      })),
    );
    for (const item of again) expect(item.response.statusCode, item.response.body).toBe(201);
    expect(await audited()).toHaveLength(PARALLEL);
    const after = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.employeeId, employeeId));
    expect(after.map((input) => input.version)).toEqual(inputs.map((input) => input.version));
  },
  adminCaseMigration: async (env: Env) => {
    // Five parallel migrations of the tenant: the same answer each, the outcome written once (input version 2),
    // one audited run.
    const employeeId = await env.newEmployee('MIGRATE');
    const initialized = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/admin/initialize-for-takeover',
      headers: env.admin.headers,
      payload: takeoverRecordOf(env, employeeId, 1),
    });
    expect(initialized.statusCode, initialized.body).toBe(201);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/case-migration/${env.tenantId}`,
        headers: env.admin.headers,
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const bodies = fired.map((item) => item.response.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(
      bodies[0].create_closed_takeover.filter((item: { employeeId: string }) => item.employeeId === employeeId),
    ).toHaveLength(1);
    const [input] = await env.ctx.database.db
      .select()
      .from(caseInputs)
      .where(and(eq(caseInputs.employeeId, employeeId), eq(caseInputs.kind, 'TAKEOVER_CASE')));
    expect(input?.version).toBe(2);
    expect(await auditEntries(env, 'case-migration.run', env.tenantId)).toHaveLength(1);
  },

  adminAccountingMonthCreate: async (env: Env) => {
    // Five admins open the same month at once: one 201, four 409 ACCOUNTING_MONTH_EXISTS; one row, one audit entry.
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month`,
        headers: env.admin.headers,
        payload: { accountingMonthId: '2024-01' },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts.map((conflict) => json(conflict).code)).toEqual(
      Array(PARALLEL - 1).fill('ACCOUNTING_MONTH_EXISTS'),
    );
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(accountingMonths).where(eq(accountingMonths.accountingMonthId, '2024-01')),
    );
    expect(rows).toHaveLength(1);
    expect(await auditEntries(env, 'accounting-month.create', '2024-01')).toHaveLength(1);
  },
  accountingMonthSubmit: async (env: Env) => {
    // Five payroll clerks submit the same month at once: one 201, four 409 ACCOUNTING_MONTH_ALREADY_SUBMITTED.
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values({ tenantId: env.tenantId, accountingMonthId: '2024-02', createdBy: 'Test' }),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, (_, index) => ({
        method: 'POST' as const,
        url: '/api/modular/accounting-month/2024-02/submissions',
        headers: env.hr.headers,
        payload: { comment: `Einreichung ${index}` },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    expect(conflicts.map((conflict) => json(conflict).code)).toEqual(
      Array(PARALLEL - 1).fill('ACCOUNTING_MONTH_ALREADY_SUBMITTED'),
    );
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(accountingSubmissions).where(eq(accountingSubmissions.accountingMonthId, '2024-02')),
    );
    expect(rows.map((row) => row.comment)).toEqual([
      (sentBody(acknowledged[0] as Fired) as { comment: string }).comment,
    ]);
  },
  adminAccountingMonthLock: async (env: Env) => {
    // A sick case 01.05.-20.06.2024 (30 waiting days, paid from 31.05.): June (20 claim days) is locked by
    // five admins at once while the employee's absences change: one lock is created, the others answer the same
    // lock (created: false); every claim of the month is booked exactly once; the recomputation after the change
    // either ran before the lock (booked as recomputed) or after it (corrections in July): never both, never lost.
    const employeeId = 'LOCK-1';
    await createEmployeeRecord(env.ctx.database, env.tenantId, employeeId, {
      data: {
        dateOfEmployment: '2020-01-01',
        processingGroupId: 'MONTHLY',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      },
    });
    const recorded = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: env.hr.headers,
      payload: { employeeId, startDate: '2024-05-01', endDate: '2024-06-20', type: 'SICK', percentage: 100 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect((await processPendingEvents(env.ctx.database, env.tenantId)).failed).toBe(0);
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values([
        { tenantId: env.tenantId, accountingMonthId: '2024-06', createdBy: 'Test' },
        { tenantId: env.tenantId, accountingMonthId: '2024-07', createdBy: 'Test' },
      ]),
    );
    const june = (recorded.json().items as { absenceId: string; date: string }[]).filter(
      (day) => day.date >= '2024-06-10',
    );
    const change = env.ctx.app
      .inject({
        method: 'PATCH',
        url: '/api/modular/absence',
        headers: env.hr.headers,
        payload: { items: [{ absenceIds: june.map((day) => day.absenceId), changes: { percentage: 50 } }] },
      })
      .then(async (response) => {
        expect(response.statusCode, response.body).toBe(200);
        return processPendingEvents(env.ctx.database, env.tenantId);
      });
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month/2024-06/lock`,
        headers: env.admin.headers,
        payload: {},
      })),
    );
    expect((await change).failed).toBe(0);
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(PARALLEL);
    expect(acknowledged.filter((item) => json(item).created)).toHaveLength(1);
    expect(new Set(acknowledged.map((item) => json(item).lock.lockId)).size).toBe(1);
    expect(await auditEntries(env, 'accounting-month.lock', '2024-06')).toHaveLength(1);
    // Booked once each; the booked June plus everything after equals the current computation (C12).
    await processPendingEvents(env.ctx.database, env.tenantId);
    await env.ctx.database.withTenant(env.tenantId, async (tx) => {
      const booked = await tx.select().from(bookedClaims).where(eq(bookedClaims.employeeId, employeeId));
      expect(new Set(booked.map((row) => row.claimId)).size).toBe(booked.length);
      expect(booked.length).toBe(20);
      const rows = await tx.select().from(claims).where(eq(claims.employeeId, employeeId));
      const total = rows.reduce((sum, row) => sum + row.dailyAllowance, 0);
      const fresh = rows.filter((row) => !row.isCorrection && !row.claimId.includes('#'));
      const aprilToJune = fresh
        .filter((row) => row.date < '2024-06-10')
        .reduce((sum, row) => sum + row.dailyAllowance, 0);
      // The current computation: 157.81 a day before 10.06., 78.91 from then on (paid days only).
      const halfDays = fresh.filter((row) => row.date >= '2024-06-10' && row.dailyAllowance !== 0).length;
      expect(total).toBe(aprilToJune + halfDays * 7_891);
    });
  },
  adminAccountingMonthRegenerateKtgProtocol: async (env: Env) => {
    // Five regenerations of the same month at once: each writes its own generation, numbered without gaps or
    // duplicates (the lock's row lock orders them).
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values({ tenantId: env.tenantId, accountingMonthId: '2024-03', createdBy: 'Test' }),
    );
    const locked = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month/2024-03/lock`,
      headers: env.admin.headers,
      payload: {},
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/tenant/${env.tenantId}/accounting-month/2024-03/regenerate-ktg-protocol`,
        headers: env.admin.headers,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    const protocols = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx
        .select()
        .from(salaryExports)
        .where(and(eq(salaryExports.accountingMonthId, '2024-03'), eq(salaryExports.type, 'KTG_PROTOCOL'))),
    );
    expect(protocols.map((row) => row.generation).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  },
  salaryExportPreview: async (env: Env) => {
    // Five previews at once: five preview sets, none touching a lock.
    await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.insert(accountingMonths).values({ tenantId: env.tenantId, accountingMonthId: '2024-04', createdBy: 'Test' }),
    );
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: '/api/modular/accounting-month/2024-04/salary-export-preview',
        headers: env.hr.headers,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
    const rows = await env.ctx.database.withTenant(env.tenantId, (tx) =>
      tx.select().from(salaryExports).where(eq(salaryExports.accountingMonthId, '2024-04')),
    );
    expect(rows.every((row) => row.isPreview && row.lockId === null)).toBe(true);
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
  // Writes by method, reads by nature: parallel calls must still never fail.
  employeesCheckExist: 'read-only',
  adminTenantValidateSchema: 'read-only',
});

/** Request bodies of the read-only POST routes. */
const READ_ONLY_BODIES: Partial<Record<EndpointName, unknown>> = {
  employeesCheckExist: { employeeIds: ['X-1', 'X-2'] },
  adminTenantValidateSchema: { configuration: validConfigurationInput('Check AG') },
};

const writeRoutes = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method !== 'GET');

describe.each(testBackends())('concurrency of every write route on %s', (backend) => {
  const ctx = useTestApp(backend);
  let env: Env;

  beforeAll(async () => {
    const tenantId = (await createTenant(ctx.database, { name: 'Parallel AG' })).id;
    await configureTenantForTest(ctx.database, tenantId, validConfigurationInput('Parallel AG'));
    const hrUser = await createUser(ctx.database, tenantId, { userRole: 'HR_Admin' });
    let sequence = 0;
    env = {
      ctx,
      tenantId,
      hr: await signIn(ctx.app, { kind: 'user', id: hrUser.id, tenantId }),
      admin: await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id }),
      async newEmployee(prefix) {
        sequence += 1;
        const employeeId = `${prefix}-${sequence}`;
        await createEmployeeRecord(ctx.database, tenantId, employeeId);
        return employeeId;
      },
    };
  });

  it('every write route has a concurrency case', () => {
    const missing = writeRoutes.filter((name) => CASES[name] === undefined);
    expect(missing, 'write routes without a case in concurrency.test.ts').toEqual([]);
  });

  it.each(writeRoutes)('%s under parallel requests', async (name) => {
    const testCase = CASES[name];
    if (testCase === undefined) throw new Error(`no concurrency case for ${name}`);
    if (testCase !== 'read-only') return testCase(env);
    const endpoint = endpoints[name];
    const fired = await fireInParallel(
      ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: endpoint.method,
        url: endpoint.path,
        headers: endpoint.access.kind === 'admin' ? env.admin.headers : env.hr.headers,
        payload: READ_ONLY_BODIES[name] as object,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(PARALLEL);
  });
});
