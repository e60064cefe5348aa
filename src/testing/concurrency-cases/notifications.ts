// The concurrency cases of the notifications routes (issue 29), part of concurrency.test.ts: a user's settings
// changed by parallel requests (their changes are serialised by the user's aggregate lock).
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notificationSettings } from '../../db/schema/care.ts';
import { expectAcknowledgedOrConflict, fireInParallel } from '../concurrency.ts';
import { createUser, signIn } from '../factories/user.factory.ts';
import { auditEntries, type CaseTable, type Env } from './support.ts';

const EVENTS = ['CARE_TASK_CREATED', 'CARE_TASK_DUE', 'CARE_STAGE_CHANGED'] as const;

export const notificationsConcurrencyCases = {
  notificationSettingsPut: async (env: Env) => {
    // Five writes of the whole setting, each a different combination: all acknowledged, applied one after the other;
    // the last wins cleanly and each write is audited with the state it found (the previous write's).
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Superior' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    const combinations = [
      ['IMMEDIATE', 'DAILY_DIGEST', 'OFF'],
      ['DAILY_DIGEST', 'OFF', 'IMMEDIATE'],
      ['OFF', 'IMMEDIATE', 'DAILY_DIGEST'],
      ['OFF', 'OFF', 'OFF'],
      ['DAILY_DIGEST', 'DAILY_DIGEST', 'DAILY_DIGEST'],
    ];
    const fired = await fireInParallel(
      env.ctx.app,
      combinations.map((deliveries) => ({
        method: 'PUT' as const,
        url: '/api/modular/notification-settings',
        headers: session.headers,
        payload: { events: EVENTS.map((event, index) => ({ event, delivery: deliveries[index] })) },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(combinations.length);
    const [row] = await env.ctx.database.db
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.tenantId, env.tenantId), eq(notificationSettings.userId, user.id)));
    const key = (value: unknown) => JSON.stringify(EVENTS.map((event) => (value as Record<string, string>)[event]));
    // The audit entries form one chain from the defaults (every event IMMEDIATE) to the stored row: every write saw
    // the one before it, none was lost.
    const entries = await auditEntries(env, 'notification-settings.update', user.id);
    expect(entries).toHaveLength(combinations.length);
    const next = new Map(entries.map((entry) => [key(entry.before), key(entry.after)]));
    let state = key({ CARE_TASK_CREATED: 'IMMEDIATE', CARE_TASK_DUE: 'IMMEDIATE', CARE_STAGE_CHANGED: 'IMMEDIATE' });
    for (let step = 0; step < combinations.length; step += 1) {
      const after = next.get(state);
      expect(after, `step ${step + 1} from ${state}`).toBeDefined();
      state = after as string;
    }
    expect(state).toBe(key(row?.events));
    expect(combinations.map((deliveries) => JSON.stringify(deliveries))).toContain(state);
  },
} satisfies CaseTable;
