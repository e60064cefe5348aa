// A user's notification settings as stored (notification_settings.events: {event: delivery}); no row, or an event
// missing from it, means IMMEDIATE (the defaults: a new care task, a due one and a stage change come at once).
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../contracts/notifications.ts';

export type Delivery = 'IMMEDIATE' | 'DAILY_DIGEST' | 'OFF';

const DELIVERIES = new Set<string>(['IMMEDIATE', 'DAILY_DIGEST', 'OFF']);

export function deliveriesOf(stored: unknown): Record<NotificationEvent, Delivery> {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => {
      const value = record[event];
      return [event, typeof value === 'string' && DELIVERIES.has(value) ? (value as Delivery) : 'IMMEDIATE'];
    }),
  ) as Record<NotificationEvent, Delivery>;
}
