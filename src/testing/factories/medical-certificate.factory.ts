// The medical certificate tests' company (issue 30, decision 0053): a superior BOSS leading T-1 (French, a preferred
// e-mail) and T-2 (no e-mail); O-1 outside the team; HR_Admin, Superior, Case_Manager and HR_Business_Partner users;
// derived absence periods written as the derivation writes them. Without a care configuration unless `requiredFromDay`
// is given (then certificateRequiredFromDay is that).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { absencePeriods } from '../../db/schema/absences.ts';
import { toEpochDay } from '../../domain/dates.ts';
import { createEmployeeRecord } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest, validConfigurationInput } from './tenant-configuration.factory.ts';
import { createUser, signIn, type TestSession } from './user.factory.ts';

export type CertificateCompany = {
  tenantId: string;
  hr: TestSession;
  boss: TestSession;
  caseManager: TestSession;
  hrbp: TestSession;
};

export async function createCertificateCompany(
  app: FastifyInstance,
  database: Database,
  name: string,
  options: { requiredFromDay?: number; t1LeavingDate?: string } = {},
): Promise<CertificateCompany> {
  const tenant = await createTenant(database, { name });
  const tenantId = tenant.id;
  if (options.requiredFromDay !== undefined) {
    const base = validConfigurationInput();
    await configureTenantForTest(database, tenantId, {
      ...base,
      name,
      careConfiguration: {
        keyContactEmail: 'care@example.ch',
        careStageConfiguration: {},
        caseManagementConfiguration: { certificateRequiredFromDay: options.requiredFromDay },
      },
    } as typeof base);
  }
  await createEmployeeRecord(database, tenantId, 'BOSS', { firstName: 'Sandra', lastName: 'Keller' });
  await createEmployeeRecord(database, tenantId, 'T-1', {
    firstName: 'Claire',
    lastName: 'Dubois',
    superiorId: 'BOSS',
    data: {
      correspondenceLanguage: 'FR',
      connections: [{ employeeId: 'BOSS', kind: 'SUPERIOR' }],
      emailAddresses: [
        { type: 'BUSINESS', emailAddress: 'claire.dubois@firma.ch', isPreferred: false },
        { type: 'PRIVATE', emailAddress: 'claire@example.ch', isPreferred: true },
      ],
      ...(options.t1LeavingDate ? { leavingDate: options.t1LeavingDate } : {}),
    },
  });
  await createEmployeeRecord(database, tenantId, 'T-2', { firstName: 'Peter', lastName: 'Muster', superiorId: 'BOSS' });
  await createEmployeeRecord(database, tenantId, 'O-1', { firstName: 'Otto', lastName: 'Aussen' });
  const session = async (
    userRole: 'HR_Admin' | 'Superior' | 'Case_Manager' | 'HR_Business_Partner',
    employeeId?: string,
  ) => {
    const user = await createUser(database, tenantId, { userRole, ...(employeeId ? { employeeId } : {}) });
    return signIn(app, { kind: 'user', id: user.id, tenantId });
  };
  return {
    tenantId,
    hr: await session('HR_Admin'),
    boss: await session('Superior', 'BOSS'),
    caseManager: await session('Case_Manager'),
    hrbp: await session('HR_Business_Partner'),
  };
}

/** A derived absence period (as absence_periods holds it): start to end, every day at `percentage`. */
export async function createAbsencePeriod(
  database: Database,
  tenantId: string,
  input: {
    employeeId: string;
    type?: 'SICK' | 'ACCIDENT' | 'VACATION';
    start: string;
    end: string;
    percentage?: number;
  },
) {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .insert(absencePeriods)
      .values({
        tenantId,
        id: randomUUID(),
        employeeId: input.employeeId,
        type: input.type ?? 'SICK',
        startDate: input.start,
        endDate: input.end,
        calendarDays: toEpochDay(input.end) - toEpochDay(input.start) + 1,
        isCareRelevant: true,
        percentage: String(input.percentage ?? 100),
        source: 'manual',
        absenceIds: [],
        days: [],
      })
      .returning(),
  );
  if (!row) throw new Error('absence period insert returned nothing');
  return row;
}
