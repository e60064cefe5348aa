// The demo carrier (payouts, issue 15; decision 0031): one insurer that pays KTG, UVG and UVGZ of each demo tenant,
// so the payout screens have a debtor. Idempotent: the carrier has a fixed id, and a coverage line an admin has
// assigned already keeps its carrier. Touches only the demo tenants (fixed ids), never real data.
import { inArray } from 'drizzle-orm';
import { CARRIER_COVERAGE_LINES } from '../contracts/carriers.ts';
import type { Queryable } from './client.ts';
import { carriers, tenantCarriers } from './schema/payouts.ts';
import { tenants } from './schema/tenants.ts';

/** A Bern insurer; CH23 0079 0016 2523 3479 0 has valid check digits and a bank IID (00790), not a QR-IID. */
export const DEMO_CARRIER = {
  id: '3f0c2a1e-6b7d-4e8f-9a10-c2d3e4f5a6b7',
  name: 'Absenza Krankentaggeld AG',
  payingUnitName: 'Leistungsabteilung',
  streetName: 'Bahnhofplatz',
  buildingNumber: '1',
  postCode: '3011',
  townName: 'Bern',
  country: 'CH',
  iban: 'CH2300790016252334790',
  bic: null,
  contactName: 'Petra Muster',
  contactPhone: '+41 31 555 10 10',
  contactEmail: 'leistungen@absenza-ktg.example.ch',
} as const;

/**
 * Creates the demo carrier and assigns it to every coverage line of the given demo tenants that exist and have no
 * carrier yet. Runs on the owner connection (the assignment is tenant data under row-level security). Returns how
 * many lines it assigned.
 */
export async function seedDemoCarriers(db: Queryable, demoTenantIds: readonly string[]): Promise<number> {
  const present = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(inArray(tenants.id, [...demoTenantIds]));
  if (present.length === 0) return 0;
  await db.insert(carriers).values(DEMO_CARRIER).onConflictDoNothing();
  const assigned = await db
    .insert(tenantCarriers)
    .values(
      present.flatMap((tenant) =>
        CARRIER_COVERAGE_LINES.map((coverageLine) => ({
          tenantId: tenant.id,
          coverageLine,
          carrierId: DEMO_CARRIER.id,
        })),
      ),
    )
    .onConflictDoNothing()
    .returning({ tenantId: tenantCarriers.tenantId });
  return assigned.length;
}
