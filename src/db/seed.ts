// Demo data for `npm start` on an empty database (ARCHITECTURE.md §6). The seed grows as areas are built; it is
// applied only when the database holds no tenant at all, so it never touches real data.
import { count } from 'drizzle-orm';
import { employeeData } from '../contracts/employees.ts';
import { swissCivilDate } from '../domain/dates.ts';
import type { Database } from './client.ts';
import { seedDemoCare } from './demo-care.ts';
import { seedDemoCarriers } from './demo-carriers.ts';
import { generateEmployees } from './demo-employees.ts';
import { DEMO_CONFIGURATION, DEMO_ORGANIZATION, SECOND_DEMO_CONFIGURATION } from './demo-tenant-configuration.ts';
import { employeeRecordRow, refreshDisplayRecords } from './employee-records.ts';
import { organizationUnitRow } from './organization-units.ts';
import { employeeRecords } from './schema/employees.ts';
import { adminUsers, users } from './schema/identity.ts';
import { organizationUnits, tenantConfigurationVersions } from './schema/tenant-configuration.ts';
import { tenants } from './schema/tenants.ts';

export const DEMO_TENANT = {
  id: '8c6f4a52-2d1e-4f5b-9a37-1b2c3d4e5f60',
  name: 'Alpenblick Logistik AG',
  defaultCorrespondenceLanguage: 'DE',
} as const;

export const SECOND_DEMO_TENANT = {
  id: '5b1d9e73-8f20-4c6a-b4d1-7e2f3a4b5c6d',
  name: 'Lac Léman Services SA',
  defaultCorrespondenceLanguage: 'FR',
} as const;

export const DEMO_TENANT_IDS = [DEMO_TENANT.id, SECOND_DEMO_TENANT.id] as const;

/**
 * One user per role, so every role can be tried from the login picker. Sandra Keller is a superior (employee
 * E-1002) with a team; her team members are linked through employee connections once employee records exist.
 */
export const DEMO_USERS = [
  {
    id: '0f3e2d1c-0001-4a5b-8c7d-000000000001',
    name: 'Anna Meier',
    email: 'anna.meier@alpenblick.example.ch',
    userRole: 'HR_Admin',
    language: 'de',
    employeeId: 'E-1001',
  },
  {
    id: '0f3e2d1c-0002-4a5b-8c7d-000000000002',
    name: 'Sandra Keller',
    email: 'sandra.keller@alpenblick.example.ch',
    userRole: 'Superior',
    language: 'de',
    employeeId: 'E-1002',
  },
  {
    id: '0f3e2d1c-0003-4a5b-8c7d-000000000003',
    name: 'Luca Bernasconi',
    email: 'luca.bernasconi@alpenblick.example.ch',
    userRole: 'HR_Business_Partner',
    language: 'it',
    employeeId: 'E-1003',
  },
  {
    id: '0f3e2d1c-0004-4a5b-8c7d-000000000004',
    name: 'Claire Dubois',
    email: 'claire.dubois@alpenblick.example.ch',
    userRole: 'Case_Manager',
    language: 'fr',
    employeeId: 'E-1004',
  },
  {
    id: '0f3e2d1c-0005-4a5b-8c7d-000000000005',
    name: 'Marco Frei',
    email: 'marco.frei@alpenblick.example.ch',
    userRole: 'Payroll',
    language: 'de',
    employeeId: 'E-1005',
  },
  {
    id: '0f3e2d1c-0006-4a5b-8c7d-000000000006',
    name: 'Jonas Brunner',
    email: 'jonas.brunner@alpenblick.example.ch',
    userRole: 'Superior',
    language: 'en',
    employeeId: 'E-1006',
  },
] as const;

/**
 * Luca Bernasconi also works for the second tenant, with another role there: one person (one e-mail) with two
 * memberships, so the demo shows the company switch in the user menu
 * (docs/decisions/0006-identity-across-companies.md).
 */
export const SECOND_TENANT_USERS = [
  {
    id: '0f3e2d1c-0101-4a5b-8c7d-000000000101',
    name: 'Sophie Rochat',
    email: 'sophie.rochat@lacleman.example.ch',
    userRole: 'HR_Admin',
    language: 'fr',
    employeeId: null,
  },
  {
    id: '0f3e2d1c-0102-4a5b-8c7d-000000000102',
    name: 'Luca Bernasconi',
    email: 'luca.bernasconi@alpenblick.example.ch',
    userRole: 'Case_Manager',
    language: 'it',
    employeeId: null,
  },
] as const;

export const DEMO_ADMIN = {
  id: '0f3e2d1c-0900-4a5b-8c7d-000000000900',
  name: 'Platform Admin',
  email: 'admin@absenza.example.ch',
} as const;

/**
 * A second platform administrator: payouts are released under four eyes (decision 0033), so the demo needs a second
 * admin to approve what the first proposed.
 */
export const DEMO_SECOND_ADMIN = {
  id: '0f3e2d1c-0900-4a5b-8c7d-000000000901',
  name: 'Platform Reviewer',
  email: 'review@absenza.example.ch',
} as const;

export const DEMO_EMPLOYEE_COUNT = 300;
export const SECOND_DEMO_EMPLOYEE_COUNT = 40;

/**
 * The second demo tenant's employees L-2001 … L-2040: monthly earners of its one subunit (Lausanne). The tenant is a
 * KTG Kombi customer whose FTA cover pays from the first day, so its running cases show the SHORTTERM status.
 */
export function secondDemoEmployeeRecords() {
  const records = generateEmployees({
    count: SECOND_DEMO_EMPLOYEE_COUNT,
    firstIndex: 2001,
    idPrefix: 'L-',
    seed: 20261126,
    maxRecords: 1,
  });
  return records.map((record) => {
    const monthly = record.data.wageTypes.find((wage) => wage.wageTypeId === '1000')?.amount ?? 5_600;
    return {
      ...record,
      data: employeeData.parse({
        ...record.data,
        companySubunitId: 'VD-LAU',
        processingGroupId: 'MENSUEL',
        salaryBasis: 'MONTHLY',
        workingFrequency: 'REGULAR',
        employmentPercentage: record.data.employmentPercentage ?? 100,
        workingHoursPerWeek: record.data.workingHoursPerWeek ?? 42,
        wageTypes: [{ wageTypeId: '100', amount: monthly, description: 'Salaire mensuel' }],
      }),
    };
  });
}

/**
 * The demo tenant's employees E-1001 … E-1300. The demo users are E-1001 … E-1006. Sandra Keller (E-1002) leads
 * E-1010 … E-1019 and the team lead Jonas Brunner (E-1006), who leads E-1020 … E-1029: so a superior sees a team,
 * and Sandra also sees Jonas's team (responsibility down the line).
 */
export function demoEmployeeRecords() {
  const superiorOf = (_id: string, index: number) => {
    if (index === 1006 || (index >= 1010 && index <= 1019)) return 'E-1002';
    if (index >= 1020 && index <= 1029) return 'E-1006';
    return null;
  };
  const records = generateEmployees({ count: DEMO_EMPLOYEE_COUNT, firstIndex: 1001, seed: 20261121, superiorOf });
  return records.map((record) => {
    const user = DEMO_USERS.find((candidate) => candidate.employeeId === record.employeeId);
    if (!user) return record;
    const [firstName, ...rest] = user.name.split(' ');
    return {
      ...record,
      data: employeeData.parse({ ...record.data, firstName, lastName: rest.join(' '), leavingDate: null }),
    };
  });
}

/** Seeds the demo tenants and users when there is no tenant yet. Returns whether it seeded. Cross-tenant by design. */
export async function seedDemoDataIfEmptyAcrossTenants(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [existing] = await tx.select({ value: count() }).from(tenants);
    if ((existing?.value ?? 0) > 0) return false;
    await tx.insert(tenants).values([DEMO_TENANT, SECOND_DEMO_TENANT]);
    await tx
      .insert(users)
      .values([
        ...DEMO_USERS.map((user) => ({ ...user, tenantId: DEMO_TENANT.id })),
        ...SECOND_TENANT_USERS.map((user) => ({ ...user, tenantId: SECOND_DEMO_TENANT.id })),
      ]);
    await tx.insert(adminUsers).values([DEMO_ADMIN, DEMO_SECOND_ADMIN]).onConflictDoNothing();
    const records = demoEmployeeRecords();
    for (let index = 0; index < records.length; index += 500) {
      await tx
        .insert(employeeRecords)
        .values(records.slice(index, index + 500).map((record) => employeeRecordRow(DEMO_TENANT.id, record)));
    }
    await refreshDisplayRecords(tx, DEMO_TENANT.id, swissCivilDate(new Date()));
    await tx
      .insert(employeeRecords)
      .values(secondDemoEmployeeRecords().map((record) => employeeRecordRow(SECOND_DEMO_TENANT.id, record)));
    await refreshDisplayRecords(tx, SECOND_DEMO_TENANT.id, swissCivilDate(new Date()));
    const firstVersion = {
      version: 1,
      comment: 'Demo configuration',
      changedPaths: ['(root)'],
      actorType: 'system',
    } as const;
    await tx.insert(tenantConfigurationVersions).values([
      { ...firstVersion, tenantId: DEMO_TENANT.id, configuration: DEMO_CONFIGURATION },
      { ...firstVersion, tenantId: SECOND_DEMO_TENANT.id, configuration: SECOND_DEMO_CONFIGURATION },
    ]);
    await tx
      .insert(organizationUnits)
      .values(DEMO_ORGANIZATION.map((unit) => organizationUnitRow(DEMO_TENANT.id, unit)));
    await seedDemoCarriers(tx, DEMO_TENANT_IDS);
    await seedDemoCare(tx, DEMO_TENANT.id, DEMO_USERS[0].id);
    return true;
  });
}

/**
 * The demo data added after a demo database was first seeded (today: the demo carrier and its assignment), for
 * `npm start` on an existing demo database. Idempotent; touches the demo tenants only.
 */
export async function seedDemoAdditions(database: Database): Promise<void> {
  await database.db.transaction((tx) => seedDemoCarriers(tx, DEMO_TENANT_IDS));
}
