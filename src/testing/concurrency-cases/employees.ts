// The concurrency cases of the employee routes, part of concurrency.test.ts: parallel field corrections and stale
// screen edits (HR and admin), creates of one id, new records, validity extensions and list patches. Every
// acknowledged change survives, a stale revision answers 409 and changes nothing.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { employeeRecords } from '../../db/schema/employees.ts';
import { expectAcknowledgedOrConflict, type Fired, fireInParallel, sentBody } from '../concurrency.ts';
import { auditEntries, type Case, type CaseTable, type Env, json, PARALLEL } from './support.ts';

/** The employee PATCH race of the defect report: 5 writers, 10 rounds. */
const ROUNDS = 10;

async function getEmployee(env: Env, employeeId: string, headers = env.hr.headers) {
  const response = await env.ctx.app.inject({ method: 'GET', url: `/api/modular/employee/${employeeId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
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

export const employeeConcurrencyCases = {
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
} satisfies CaseTable;
