// The case management tests' company (issue 30): care configured with one listed case manager address, a superior
// (BOSS) with a team of two (T-1, T-2), an employee outside the team (O-1), the users of every role that works on
// case management, and insurance cases written directly (the derivation is not what these tests are about).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UserRole } from '../../contracts/roles.ts';
import type { Database } from '../../db/client.ts';
import { cases } from '../../db/schema/cases.ts';
import { createEmployeeRecord } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest, validConfigurationInput } from './tenant-configuration.factory.ts';
import { createUser, signIn, type TestSession } from './user.factory.ts';

/** The address the tenant lists in caseManagementConfiguration.caseManagerEmails (a user without a decider role). */
export const LISTED_CASE_MANAGER_EMAIL = 'extern.cm@example.ch';

export type CmUser = { id: string; session: TestSession };

export type CaseManagementCompany = {
  tenantId: string;
  hr: CmUser;
  boss: CmUser;
  cm: CmUser;
  cm2: CmUser;
  hrbp: CmUser;
  payroll: CmUser;
  /** An HR business partner whose address the tenant lists as a case manager's. */
  listed: CmUser;
  /** T-1's sick (KTG) case 05.01.-31.03.2026 and accident (UVG) case 04.05.-20.05.2026; O-1's sick case. */
  t1SickCaseId: string;
  t1AccidentCaseId: string;
  o1SickCaseId: string;
};

/** An insurance case row as the derivation would write it (only the columns these tests read matter). */
export async function insertCase(
  database: Database,
  tenantId: string,
  input: { employeeId: string; claimType: 'SICK' | 'ACCIDENT'; absentFrom: string; absentTo: string },
): Promise<string> {
  const id = randomUUID();
  await database.withTenant(tenantId, (tx) =>
    tx.insert(cases).values({
      tenantId,
      id,
      engineKey: `${input.employeeId}:${input.claimType}:${input.absentFrom}`,
      employeeId: input.employeeId,
      insuredPersonId: randomUUID(),
      caseNumber: 1,
      claimType: input.claimType,
      status: 'CLAIMS_ACTIVATED',
      absentFrom: input.absentFrom,
      absentTo: input.absentTo,
      accidentDate: input.claimType === 'ACCIDENT' ? input.absentFrom : null,
      numberOfDays: 1,
      insuredSalary: 0,
      totalAmount: 0,
      withinShorttermRisk: false,
      withinContinuationOfPayment: false,
      processingStatuses: [],
      details: {},
    }),
  );
  return id;
}

export async function createCaseManagementCompany(
  app: FastifyInstance,
  database: Database,
  name: string,
): Promise<CaseManagementCompany> {
  const tenantId = (await createTenant(database, { name })).id;
  const base = validConfigurationInput();
  await configureTenantForTest(database, tenantId, {
    ...base,
    name,
    careConfiguration: {
      keyContactEmail: 'care@example.ch',
      careStageConfiguration: { isManualTaskCreationEnabled: true },
      caseManagementConfiguration: { isCaseManagementEnabled: true, caseManagerEmails: [LISTED_CASE_MANAGER_EMAIL] },
    },
  } as typeof base);
  await createEmployeeRecord(database, tenantId, 'BOSS', { firstName: 'Sandra', lastName: 'Keller' });
  await createEmployeeRecord(database, tenantId, 'T-1', {
    firstName: 'Claire',
    lastName: 'Dubois',
    superiorId: 'BOSS',
  });
  await createEmployeeRecord(database, tenantId, 'T-2', { firstName: 'Peter', lastName: 'Muster', superiorId: 'BOSS' });
  await createEmployeeRecord(database, tenantId, 'O-1', { firstName: 'Otto', lastName: 'Aussen' });
  const user = async (userRole: UserRole, userName: string, extra: { employeeId?: string; email?: string } = {}) => {
    const row = await createUser(database, tenantId, { userRole, name: userName, ...extra });
    return { id: row.id, session: await signIn(app, { kind: 'user', id: row.id, tenantId }) };
  };
  return {
    tenantId,
    hr: await user('HR_Admin', 'Helen HR'),
    boss: await user('Superior', 'Sandra Keller', { employeeId: 'BOSS' }),
    cm: await user('Case_Manager', 'Carla Case'),
    cm2: await user('Case_Manager', 'Marco Manager'),
    hrbp: await user('HR_Business_Partner', 'Hans Partner'),
    payroll: await user('Payroll', 'Paula Payroll'),
    listed: await user('HR_Business_Partner', 'Erika Extern', { email: LISTED_CASE_MANAGER_EMAIL }),
    t1SickCaseId: await insertCase(database, tenantId, {
      employeeId: 'T-1',
      claimType: 'SICK',
      absentFrom: '2026-01-05',
      absentTo: '2026-03-31',
    }),
    t1AccidentCaseId: await insertCase(database, tenantId, {
      employeeId: 'T-1',
      claimType: 'ACCIDENT',
      absentFrom: '2026-05-04',
      absentTo: '2026-05-20',
    }),
    o1SickCaseId: await insertCase(database, tenantId, {
      employeeId: 'O-1',
      claimType: 'SICK',
      absentFrom: '2026-02-02',
      absentTo: '2026-02-27',
    }),
  };
}
