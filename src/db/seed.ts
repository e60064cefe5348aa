// Demo data for `npm start` on an empty database (ARCHITECTURE.md §6). The seed grows as areas are built; it is
// applied only when the database holds no tenant at all, so it never touches real data.
import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { adminUsers, users } from './schema/identity.ts';
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

export const SECOND_TENANT_USERS = [
  {
    id: '0f3e2d1c-0101-4a5b-8c7d-000000000101',
    name: 'Sophie Rochat',
    email: 'sophie.rochat@lacleman.example.ch',
    userRole: 'HR_Admin',
    language: 'fr',
    employeeId: null,
  },
] as const;

export const DEMO_ADMIN = {
  id: '0f3e2d1c-0900-4a5b-8c7d-000000000900',
  name: 'Platform Admin',
  email: 'admin@absenza.example.ch',
} as const;

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
    await tx.insert(adminUsers).values(DEMO_ADMIN).onConflictDoNothing();
    return true;
  });
}
