// A small company for the reports tests (issue 31, decision 0058): the test configuration with a waiting period of
// 2 days and an LFZ of 10 days; Anna Zeller (E-1, subunit ZH, group MONTHLY, CHF 6 000 a month) sick at 100 % from
// 02.03. to 10.04.2026, her claims derived; one signed-in user of each role.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { UserRole } from '../../contracts/roles.ts';
import type { Database } from '../../db/client.ts';
import { processPendingEvents } from './domain-event.factory.ts';
import { createEmployeeRecord } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest, validConfigurationInput } from './tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from './user.factory.ts';

export type ReportWorld = {
  tenantId: string;
  sessions: Record<UserRole, TestSession>;
  userIds: Record<UserRole, string>;
};

export async function createReportWorld(app: FastifyInstance, database: Database, name: string): Promise<ReportWorld> {
  const tenantId = (await createTenant(database, { name })).id;
  const configuration = validConfigurationInput(name);
  const coverage = configuration.insuranceConfiguration.coverageConfigurations[0];
  if (coverage?.kind !== 'SIMPLE') throw new Error('the test configuration has a SIMPLE coverage');
  coverage.coverages = { shorttermDuration: 2, lfzDuration: 10 };
  await configureTenantForTest(database, tenantId, configuration);
  await createEmployeeRecord(database, tenantId, 'E-1', {
    firstName: 'Anna',
    lastName: 'Zeller',
    data: {
      personnelNumber: '100',
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
      dateOfEmployment: '2020-01-01',
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
    },
  });
  const sessions = {} as Record<UserRole, TestSession>;
  const userIds = {} as Record<UserRole, string>;
  for (const role of ['HR_Admin', 'Payroll', 'Superior', 'Case_Manager', 'HR_Business_Partner'] as const) {
    const { user, session } = await createSignedInUser(app, database, tenantId, role);
    sessions[role] = session;
    userIds[role] = user.id;
  }
  const recorded = await app.inject({
    method: 'POST',
    url: '/api/modular/absence',
    headers: sessions.HR_Admin.headers,
    payload: { employeeId: 'E-1', startDate: '2026-03-02', endDate: '2026-04-10', type: 'SICK', percentage: 100 },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  expect(await processPendingEvents(database, tenantId)).toMatchObject({ failed: 0 });
  return { tenantId, sessions, userIds };
}
