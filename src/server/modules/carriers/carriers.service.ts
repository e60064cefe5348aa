// The carriers that pay daily allowances (payouts, issue 15; docs/decisions/0031-payouts.md). Carriers are platform
// data (no tenant, no row-level security): admins read and write them on the owner connection, each write in one
// transaction with its audit entry (tenant null, like an admin's sign-in). Which carrier pays a tenant's coverage
// line is tenant data (tenant_carriers, row-level security): read and written in the tenant's transaction.
// Concurrency (docs/architecture.md "Concurrency"): an update locks the carrier's row, then compares the revision the
// screen edited (409 REVISION_CONFLICT); a name is claimed under an advisory lock on the name, so two parallel
// creates of one name give one carrier and one 409 CARRIER_NAME_TAKEN; a tenant's assignment is replaced under the
// tenant's row lock.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Carrier,
  CarrierBody,
  CarrierCoverageLine,
  carrierUpdateBody,
  TenantCarriers,
  tenantCarriersBody,
} from '../../../contracts/carriers.ts';
import { CARRIER_COVERAGE_LINES } from '../../../contracts/carriers.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { carriers, tenantCarriers } from '../../../db/schema/payouts.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertRevision, lockAggregate } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';

export type CarrierRow = typeof carriers.$inferSelect;

/** The advisory-lock namespace of platform data (lockAggregate keys are tenant, kind, id). */
const PLATFORM = 'platform';

const DATA_FIELDS = [
  'name',
  'payingUnitName',
  'streetName',
  'buildingNumber',
  'postCode',
  'townName',
  'country',
  'iban',
  'bic',
  'contactName',
  'contactPhone',
  'contactEmail',
] as const satisfies readonly (keyof CarrierBody & keyof CarrierRow)[];

function dataOf(source: CarrierBody | CarrierRow): CarrierBody {
  return Object.fromEntries(DATA_FIELDS.map((field) => [field, source[field]])) as CarrierBody;
}

function toCarrier(row: CarrierRow, assignmentCount: number): Carrier {
  return {
    carrierId: row.id,
    ...dataOf(row),
    revision: row.revision,
    assignmentCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** How many tenants' coverage lines each carrier pays (counted on the owner connection, across tenants). */
async function assignmentCounts(db: Queryable, carrierIds: readonly string[]): Promise<Map<string, number>> {
  if (carrierIds.length === 0) return new Map();
  const rows = await db
    .select({ carrierId: tenantCarriers.carrierId, value: count() })
    .from(tenantCarriers)
    .where(inArray(tenantCarriers.carrierId, [...carrierIds]))
    .groupBy(tenantCarriers.carrierId);
  return new Map(rows.map((row) => [row.carrierId, Number(row.value)]));
}

function notFound(carrierId: string): AppError {
  return new AppError('CARRIER_NOT_FOUND', 'Carrier not found', { carrierId });
}

/** Claims a name under its advisory lock: 409 CARRIER_NAME_TAKEN when another carrier has it (ignoring case). */
async function claimName(tx: AppTransaction, name: string, exceptId: string | null): Promise<void> {
  await lockAggregate(tx, PLATFORM, 'carrier-name', name.toLowerCase());
  const sameName = sql`lower(${carriers.name}) = lower(${name})`;
  const [other] = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(exceptId === null ? sameName : and(sameName, ne(carriers.id, exceptId)));
  if (other) {
    throw new AppError('CARRIER_NAME_TAKEN', `Another carrier is called ${name} already`, {
      carrierId: other.id,
    });
  }
}

export async function listCarriers(database: Database): Promise<{ items: Carrier[] }> {
  const rows = await database.db
    .select()
    .from(carriers)
    .orderBy(asc(sql`lower(${carriers.name})`), asc(carriers.id));
  const counts = await assignmentCounts(
    database.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toCarrier(row, counts.get(row.id) ?? 0)) };
}

export async function getCarrier(database: Database, carrierId: string): Promise<Carrier> {
  const [row] = await database.db.select().from(carriers).where(eq(carriers.id, carrierId));
  if (!row) throw notFound(carrierId);
  const counts = await assignmentCounts(database.db, [row.id]);
  return toCarrier(row, counts.get(row.id) ?? 0);
}

export async function createCarrier(database: Database, ctx: RequestContext, body: CarrierBody): Promise<Carrier> {
  return database.db.transaction(async (tx) => {
    await claimName(tx, body.name, null);
    const [row] = await tx
      .insert(carriers)
      .values({ id: randomUUID(), ...dataOf(body) })
      .returning();
    if (!row) throw new Error('carrier insert returned no row');
    await recordAudit(tx, ctx, {
      tenantId: null,
      action: 'carrier.create',
      entityType: 'carrier',
      entityId: row.id,
      before: null,
      after: dataOf(row),
    });
    return toCarrier(row, 0);
  });
}

/**
 * Replaces a carrier's data under its row lock. With `revision` (an edit from a screen) a carrier changed since
 * answers 409 REVISION_CONFLICT. Unchanged data writes nothing: no update, no new revision, no audit entry.
 */
export async function updateCarrier(
  database: Database,
  ctx: RequestContext,
  carrierId: string,
  body: z.infer<typeof carrierUpdateBody>,
): Promise<Carrier> {
  const { revision, ...fields } = body;
  const data = dataOf(fields);
  return database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(carriers).where(eq(carriers.id, carrierId)).for('update');
    if (!current) throw notFound(carrierId);
    assertRevision('carrier', revision, current.revision, { carrierId });
    const before = dataOf(current);
    const changed = DATA_FIELDS.filter((field) => before[field] !== data[field]);
    const counts = await assignmentCounts(tx, [carrierId]);
    if (changed.length === 0) return toCarrier(current, counts.get(carrierId) ?? 0);
    if (data.name.toLowerCase() !== current.name.toLowerCase()) await claimName(tx, data.name, carrierId);
    const [row] = await tx
      .update(carriers)
      .set({ ...data, revision: current.revision + 1, updatedAt: sql`now()` })
      .where(eq(carriers.id, carrierId))
      .returning();
    if (!row) throw notFound(carrierId);
    await recordAudit(tx, ctx, {
      tenantId: null,
      action: 'carrier.update',
      entityType: 'carrier',
      entityId: carrierId,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, data[field]])),
    });
    return toCarrier(row, counts.get(carrierId) ?? 0);
  });
}

type Assignment = Record<CarrierCoverageLine, string | null>;

async function assignmentOf(tx: Queryable, tenantId: string): Promise<Assignment> {
  const rows = await tx
    .select({ coverageLine: tenantCarriers.coverageLine, carrierId: tenantCarriers.carrierId })
    .from(tenantCarriers)
    .where(eq(tenantCarriers.tenantId, tenantId));
  const assignment: Assignment = { KTG: null, UVG: null, UVGZ: null };
  for (const row of rows) assignment[row.coverageLine] = row.carrierId;
  return assignment;
}

export async function tenantCarriersOf(database: Database, ctx: RequestContext): Promise<TenantCarriers> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => ({ tenantId, ...(await assignmentOf(tx, tenantId)) }));
}

/**
 * Sets the carrier of each coverage line of the tenant (null removes it), under the tenant's row lock. A carrier
 * that does not exist answers 400 UNKNOWN_CARRIER naming the line. Only the lines that change are written and
 * audited; an unchanged assignment writes nothing.
 */
export async function replaceTenantCarriers(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof tenantCarriersBody>,
): Promise<TenantCarriers> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await tx.execute(sql`select id from tenants where id = ${tenantId} for update`);
    const named = [...new Set(CARRIER_COVERAGE_LINES.flatMap((line) => body[line] ?? []))];
    const known = new Set(
      named.length === 0
        ? []
        : (await tx.select({ id: carriers.id }).from(carriers).where(inArray(carriers.id, named))).map((row) => row.id),
    );
    for (const line of CARRIER_COVERAGE_LINES) {
      const carrierId = body[line];
      if (carrierId !== null && !known.has(carrierId)) {
        throw new AppError('UNKNOWN_CARRIER', `No carrier has the id ${carrierId} (coverage line ${line})`, {
          coverageLine: line,
          carrierId,
        });
      }
    }
    const before = await assignmentOf(tx, tenantId);
    const changed = CARRIER_COVERAGE_LINES.filter((line) => before[line] !== body[line]);
    if (changed.length === 0) return { tenantId, ...before };
    for (const line of changed) {
      const carrierId = body[line];
      if (carrierId === null) {
        await tx
          .delete(tenantCarriers)
          .where(and(eq(tenantCarriers.tenantId, tenantId), eq(tenantCarriers.coverageLine, line)));
      } else {
        await tx
          .insert(tenantCarriers)
          .values({ tenantId, coverageLine: line, carrierId })
          .onConflictDoUpdate({ target: [tenantCarriers.tenantId, tenantCarriers.coverageLine], set: { carrierId } });
      }
    }
    await recordAudit(tx, ctx, {
      action: 'tenant-carriers.replace',
      entityType: 'tenant-carriers',
      entityId: tenantId,
      before: Object.fromEntries(changed.map((line) => [line, before[line]])),
      after: Object.fromEntries(changed.map((line) => [line, body[line]])),
    });
    return { tenantId, KTG: body.KTG, UVG: body.UVG, UVGZ: body.UVGZ };
  });
}

/**
 * The carrier of each coverage line of the tenant (a line without one is missing), in one query: for the payouts, in
 * the tenant's transaction (`tx` of `withTenant`; carriers have no row-level security, so the join reads them there).
 * The one read of a tenant's carriers (decision 0033).
 */
export async function carriersByCoverageLine(
  tx: Queryable,
  tenantId: string,
): Promise<Map<CarrierCoverageLine, CarrierRow>> {
  const rows = await tx
    .select({ coverageLine: tenantCarriers.coverageLine, carrier: carriers })
    .from(tenantCarriers)
    .innerJoin(carriers, eq(carriers.id, tenantCarriers.carrierId))
    .where(eq(tenantCarriers.tenantId, tenantId));
  return new Map(rows.map((row) => [row.coverageLine, row.carrier]));
}

/** Carriers by id (a payment file's debtor). */
export async function carriersById(tx: Queryable, ids: readonly string[]): Promise<Map<string, CarrierRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(carriers)
    .where(inArray(carriers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
