// The concurrency suite (docs/architecture.md "Concurrency"): every write route is hit by parallel requests and
// must answer each with 2xx or 409 (never 5xx), keep every acknowledged change, and audit exactly what changed.
// On PostgreSQL the requests' transactions really overlap (PGlite serialises them and would hide a race). Every
// write route must have a case in one of the area files (src/testing/concurrency-cases/<area>.ts, composed below):
// a new one without a case fails the first test.
import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, endpoints } from '../../contracts/endpoints.ts';
import { expectAcknowledgedOrConflict, fireInParallel } from '../../testing/concurrency.ts';
import { absenceConcurrencyCases } from '../../testing/concurrency-cases/absences.ts';
import { accountingConcurrencyCases } from '../../testing/concurrency-cases/accounting.ts';
import { analyticsConcurrencyCases } from '../../testing/concurrency-cases/analytics.ts';
import { careStagesConcurrencyCases } from '../../testing/concurrency-cases/care-stages.ts';
import { careTasksConcurrencyCases } from '../../testing/concurrency-cases/care-tasks.ts';
import { caseInputConcurrencyCases } from '../../testing/concurrency-cases/case-inputs.ts';
import { caseManagementConcurrencyCases } from '../../testing/concurrency-cases/case-management.ts';
import { caseConcurrencyCases } from '../../testing/concurrency-cases/cases.ts';
import { deadlinesConcurrencyCases } from '../../testing/concurrency-cases/deadlines.ts';
import { employeeConcurrencyCases } from '../../testing/concurrency-cases/employees.ts';
import { identityConcurrencyCases } from '../../testing/concurrency-cases/identity.ts';
import { insuranceSubunitsConcurrencyCases } from '../../testing/concurrency-cases/insurance-subunits.ts';
import { medicalCertificatesConcurrencyCases } from '../../testing/concurrency-cases/medical-certificates.ts';
import { notificationsConcurrencyCases } from '../../testing/concurrency-cases/notifications.ts';
import { payoutConcurrencyCases } from '../../testing/concurrency-cases/payouts.ts';
import { reportsConcurrencyCases } from '../../testing/concurrency-cases/reports.ts';
import { type Case, type Env, PARALLEL } from '../../testing/concurrency-cases/support.ts';
import { supportRequestsConcurrencyCases } from '../../testing/concurrency-cases/support-requests.ts';
import { tenantConcurrencyCases } from '../../testing/concurrency-cases/tenants.ts';
import { uploadConcurrencyCases } from '../../testing/concurrency-cases/uploads.ts';
import { createEmployeeRecord } from '../../testing/factories/employee.factory.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createUser, signIn } from '../../testing/factories/user.factory.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';

const CASES: Record<EndpointName, Case | 'read-only' | undefined> = {} as never;
Object.assign(
  CASES,
  payoutConcurrencyCases,
  employeeConcurrencyCases,
  identityConcurrencyCases,
  tenantConcurrencyCases,
  uploadConcurrencyCases,
  absenceConcurrencyCases,
  caseConcurrencyCases,
  caseInputConcurrencyCases,
  accountingConcurrencyCases,
  careStagesConcurrencyCases,
  careTasksConcurrencyCases,
  notificationsConcurrencyCases,
  caseManagementConcurrencyCases,
  medicalCertificatesConcurrencyCases,
  deadlinesConcurrencyCases,
  reportsConcurrencyCases,
  analyticsConcurrencyCases,
  insuranceSubunitsConcurrencyCases,
  supportRequestsConcurrencyCases,
  {
    // Writes by method, reads by nature: parallel calls must still never fail.
    employeesCheckExist: 'read-only',
    adminTenantValidateSchema: 'read-only',
  },
);

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
