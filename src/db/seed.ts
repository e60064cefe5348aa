// Demo data for `npm start` on an empty database (ARCHITECTURE.md §6). The seed grows as areas are built; it is
// applied only when the database holds no tenant at all, so it never touches real data.
import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { tenants } from './schema/tenants.ts';

export const DEMO_TENANT = {
  id: '8c6f4a52-2d1e-4f5b-9a37-1b2c3d4e5f60',
  name: 'Alpenblick Logistik AG',
  defaultCorrespondenceLanguage: 'DE',
} as const;

/** Seeds the demo tenant when there is no tenant yet. Returns whether it seeded. Cross-tenant by design. */
export async function seedDemoDataIfEmptyAcrossTenants(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [existing] = await tx.select({ value: count() }).from(tenants);
    if ((existing?.value ?? 0) > 0) return false;
    await tx.insert(tenants).values(DEMO_TENANT);
    return true;
  });
}
