// Shared by the concurrency cases of concurrency.test.ts (one file per area, <area>.ts here): the test
// environment and case types, and the helpers more than one area uses.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EndpointName } from '../../contracts/endpoints.ts';
import { auditLog } from '../../db/schema/identity.ts';
import type { Fired } from '../concurrency.ts';
import { processPendingEvents } from '../factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../factories/employee.factory.ts';
import type { TestSession } from '../factories/user.factory.ts';
import type { TestContext } from '../test-app.ts';

export const PARALLEL = 5;

export type Env = {
  ctx: TestContext;
  tenantId: string;
  hr: TestSession;
  admin: TestSession;
  /** A fresh employee id for a case (cases never share rows). */
  newEmployee(prefix: string): Promise<string>;
};

export type Case = (env: Env) => Promise<void>;

/** The cases of an area by route: a case, or 'read-only' for a POST that only reads. */
export type CaseTable = Partial<Record<EndpointName, Case | 'read-only'>>;

export const json = (fired: Fired) => fired.response.json();

export async function auditEntries(env: Env, action: string, entityId: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, env.tenantId), eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

/**
 * A new employee paid monthly (CHF 6 000 a month since 2020, `data` adds to it) with one absence recorded through the
 * route, its events processed (cases and claims derived). Answers the recorded days.
 */
export async function employeeWithAbsence(
  env: Pick<Env, 'ctx' | 'tenantId' | 'hr'>,
  employeeId: string,
  absence: { startDate: string; endDate: string; type: string; accidentType?: string; percentage: number },
  data: Record<string, unknown> = {},
): Promise<{ items: { absenceId: string; date: string }[] }> {
  await createEmployeeRecord(env.ctx.database, env.tenantId, employeeId, {
    validFrom: '2020-01-01',
    data: {
      dateOfEmployment: '2020-01-01',
      processingGroupId: 'MONTHLY',
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      ...data,
    },
  });
  const recorded = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/absence',
    headers: env.hr.headers,
    payload: { employeeId, ...absence },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  expect((await processPendingEvents(env.ctx.database, env.tenantId)).failed).toBe(0);
  return recorded.json();
}

/** A sick case of 40 days of a new employee, derived; its case and insured person ids. */
export async function sickCaseOf(env: Env, employeeId: string): Promise<{ caseId: string; insuredPersonId: string }> {
  await employeeWithAbsence(env, employeeId, {
    startDate: '2026-03-01',
    endDate: '2026-04-09',
    type: 'SICK',
    percentage: 100,
  });
  const listed = await env.ctx.app.inject({
    method: 'GET',
    url: `/api/modular/case?employeeId=${employeeId}`,
    headers: env.hr.headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().items[0] as { caseId: string; insuredPersonId: string };
}
