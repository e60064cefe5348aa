// The signed-in user's notification settings (spec section 2, settings: notifications): per event immediately, in
// the daily digest or off. No row: the defaults (every event immediately). A change names one or more events; the
// others keep their delivery. Changes of one user are serialised (an aggregate lock): parallel changes apply one
// after the other, the last wins, each one audited.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NOTIFICATION_EVENTS,
  type notificationSettings as notificationSettingsContract,
  type putNotificationSettingsBody,
} from '../../../contracts/notifications.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { notificationSettings } from '../../../db/schema/care.ts';
import { users } from '../../../db/schema/identity.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockAggregate } from '../../concurrency.ts';
import { type RequestContext, requireUser } from '../../request-context.ts';
import { careMailSettingsOf } from './notify.ts';
import { deliveriesOf } from './settings.ts';

type NotificationSettings = z.infer<typeof notificationSettingsContract>;
type PutBody = z.infer<typeof putNotificationSettingsBody>;

async function settingsOf(tx: Queryable, tenantId: string, userId: string, fallbackEmail: string) {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.tenantId, tenantId), eq(notificationSettings.userId, userId)));
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  const care = await careMailSettingsOf(tx, tenantId);
  const deliveries = deliveriesOf(row?.events ?? null);
  const settings: NotificationSettings = {
    events: NOTIFICATION_EVENTS.map((event) => ({ event, delivery: deliveries[event] })),
    email: user?.email ?? fallbackEmail,
    isEmailNotificationsEnabled: care?.isEmailNotificationsEnabled ?? false,
    updatedAt: row?.updatedAt ?? null,
  };
  return { row: row ?? null, deliveries, settings };
}

export async function getNotificationSettings(database: Database, ctx: RequestContext): Promise<NotificationSettings> {
  const user = requireUser(ctx);
  return database.withTenant(user.tenantId, async (tx) => {
    const { settings } = await settingsOf(tx, user.tenantId, user.userId, user.email);
    return settings;
  });
}

export async function putNotificationSettings(
  database: Database,
  ctx: RequestContext,
  body: PutBody,
): Promise<NotificationSettings> {
  const user = requireUser(ctx);
  return database.withTenant(user.tenantId, async (tx) => {
    await lockAggregate(tx, user.tenantId, 'notification-settings', user.userId);
    const before = await settingsOf(tx, user.tenantId, user.userId, user.email);
    const events = { ...before.deliveries };
    for (const change of body.events) events[change.event] = change.delivery;
    const updatedAt = new Date().toISOString();
    await tx
      .insert(notificationSettings)
      .values({ tenantId: user.tenantId, userId: user.userId, events, updatedAt })
      .onConflictDoUpdate({
        target: [notificationSettings.tenantId, notificationSettings.userId],
        set: { events, updatedAt },
      });
    await recordAudit(tx, ctx, {
      action: 'notification-settings.update',
      entityType: 'notification-settings',
      entityId: user.userId,
      before: before.deliveries,
      after: events,
    });
    return (await settingsOf(tx, user.tenantId, user.userId, user.email)).settings;
  });
}
