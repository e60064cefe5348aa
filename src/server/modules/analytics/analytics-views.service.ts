// The user's saved analytics views (spec section 3 "analytics view: per-user saved absence-rate and absence-duration
// graph views"; section 7 `GET` and `PATCH /analytics-view`; decision 0061): the whole list in one row per user with
// a revision. A save names the revision it read (0 before the first); a stale one gets 409 REVISION_CONFLICT and
// changes nothing. Saves of one user are serialised by a lock on the user; each is audited.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnalyticsView, patchAnalyticsViewsBody } from '../../../contracts/analytics.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { analyticsViewSettings } from '../../../db/schema/analytics.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertRevision, lockAggregates } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireUser } from '../../request-context.ts';

async function viewsOf(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ views: analyticsViewSettings.views, revision: analyticsViewSettings.revision })
    .from(analyticsViewSettings)
    .where(eq(analyticsViewSettings.userId, userId));
  return { views: (row?.views ?? []) as AnalyticsView[], revision: row?.revision ?? 0 };
}

export function getAnalyticsViews(database: Database, ctx: RequestContext) {
  const user = requireUser(ctx);
  return inTenant(database, ctx, (tx) => viewsOf(tx, user.userId));
}

export function patchAnalyticsViews(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof patchAnalyticsViewsBody>,
  now: Date,
) {
  const user = requireUser(ctx);
  return inTenant(database, ctx, async (tx) => {
    await lockAggregates(tx, user.tenantId, 'analytics-views', [user.userId]);
    const before = await viewsOf(tx, user.userId);
    assertRevision('list of saved views', body.revision, before.revision);
    const revision = before.revision + 1;
    const updatedAt = now.toISOString();
    if (before.revision === 0) {
      await tx.insert(analyticsViewSettings).values({
        tenantId: user.tenantId,
        userId: user.userId,
        views: body.views,
        revision,
        updatedAt,
      });
    } else {
      await tx
        .update(analyticsViewSettings)
        .set({ views: body.views, revision, updatedAt })
        .where(and(eq(analyticsViewSettings.userId, user.userId), sql`true`));
    }
    await recordAudit(tx, ctx, {
      action: 'analytics-view.save',
      entityType: 'analytics-view',
      entityId: user.userId,
      before: { names: before.views.map((view) => view.name) },
      after: { names: body.views.map((view) => view.name), revision },
    });
    return { views: body.views, revision };
  });
}
