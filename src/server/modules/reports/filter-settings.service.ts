// Saved filters (spec section 3 "saved filter setting": filterKey and value; section 7 `GET` and `POST
// /filter-settings`; issue 31 scope 5): per user of the tenant, at most FILTER_SETTINGS_MAX. The key names the screen
// and the filter (`list:employees:Zürich`, `report:bookings`); the value is the screen's JSON. Saving a null value
// removes the key. The user's saves are serialised by a lock on the user, so two at once never pass the limit.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FILTER_SETTINGS_MAX, type saveFilterSettingBody } from '../../../contracts/reports.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { filterSettings } from '../../../db/schema/reports.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockAggregates } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireUser } from '../../request-context.ts';

async function itemsOf(tx: Queryable, userId: string, prefix?: string) {
  const rows = await tx
    .select()
    .from(filterSettings)
    .where(
      and(
        eq(filterSettings.userId, userId),
        prefix ? sql`left(${filterSettings.filterKey}, ${prefix.length}) = ${prefix}` : sql`true`,
      ),
    )
    .orderBy(asc(filterSettings.filterKey));
  return { items: rows.map((row) => ({ filterKey: row.filterKey, value: row.value, updatedAt: row.updatedAt })) };
}

export function listFilterSettings(database: Database, ctx: RequestContext, prefix: string | undefined) {
  const user = requireUser(ctx);
  return inTenant(database, ctx, (tx) => itemsOf(tx, user.userId, prefix));
}

export function saveFilterSetting(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof saveFilterSettingBody>,
  now: Date,
) {
  const user = requireUser(ctx);
  return inTenant(database, ctx, async (tx) => {
    await lockAggregates(tx, user.tenantId, 'filter-settings', [user.userId]);
    const where = and(eq(filterSettings.userId, user.userId), eq(filterSettings.filterKey, body.filterKey));
    if (body.value === null) {
      const removed = await tx.delete(filterSettings).where(where).returning({ key: filterSettings.filterKey });
      if (removed.length > 0) {
        await recordAudit(tx, ctx, {
          action: 'filter-setting.delete',
          entityType: 'filter-setting',
          entityId: body.filterKey,
        });
      }
      return itemsOf(tx, user.userId);
    }
    const [existing] = await tx.select({ key: filterSettings.filterKey }).from(filterSettings).where(where);
    if (!existing) {
      const [total] = await tx
        .select({ value: sql<number>`count(*)::int` })
        .from(filterSettings)
        .where(eq(filterSettings.userId, user.userId));
      if ((total?.value ?? 0) >= FILTER_SETTINGS_MAX) {
        throw new AppError(
          'FILTER_SETTINGS_LIMIT_REACHED',
          `You have ${FILTER_SETTINGS_MAX} saved filters already: remove one before saving another`,
          { limit: FILTER_SETTINGS_MAX },
        );
      }
    }
    await tx
      .insert(filterSettings)
      .values({
        tenantId: user.tenantId,
        userId: user.userId,
        filterKey: body.filterKey,
        value: body.value,
        updatedAt: now.toISOString(),
      })
      .onConflictDoUpdate({
        target: [filterSettings.tenantId, filterSettings.userId, filterSettings.filterKey],
        set: { value: body.value, updatedAt: now.toISOString() },
      });
    await recordAudit(tx, ctx, {
      action: 'filter-setting.save',
      entityType: 'filter-setting',
      entityId: body.filterKey,
    });
    return itemsOf(tx, user.userId);
  });
}
