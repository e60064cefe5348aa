// The notification routes over HTTP (decision 0049): the signed-in user's settings (defaults without a row, a
// change merged and audited, bad bodies refused), the user's own mails only, and the platform admins' outbox
// across tenants.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { deliverDueMails } from './index.ts';
import { notify } from './notify.ts';

async function careTenant(database: Database, name: string): Promise<string> {
  const tenant = await createTenant(database, { name });
  await configureTenantForTest(database, tenant.id, {
    ...validConfigurationInput(name),
    careConfiguration: { keyContactEmail: 'care@muster.ch', careStageConfiguration: {} },
  } as ReturnType<typeof validConfigurationInput>);
  return tenant.id;
}

/** The events neither change of the settings test names: they keep their default (immediately). */
const UNTOUCHED = {
  CARE_TASK_CREATED: 'IMMEDIATE',
  CASE_MANAGEMENT_REQUESTED: 'IMMEDIATE',
  CASE_MANAGEMENT_REQUEST_DECIDED: 'IMMEDIATE',
  DEADLINE_DUE: 'IMMEDIATE',
};

describe.each(testBackends())('notification routes on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantA = '';
  let tenantB = '';
  let anna: { id: string; session: TestSession };
  let beat: { id: string; session: TestSession };
  let admin: TestSession;

  const get = (url: string, session: TestSession) =>
    ctx.app.inject({ method: 'GET', url: `/api/modular${url}`, headers: session.headers });
  const put = (payload: unknown, session: TestSession) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/modular/notification-settings',
      headers: session.headers,
      payload: payload as object,
    });

  async function taskMail(tenantId: string, userId: string, title: string) {
    await ctx.database.withTenant(tenantId, (tx) =>
      notify(tx, {
        tenantId,
        event: 'CARE_TASK_CREATED',
        recipientUserIds: [userId],
        dedupeKey: `CARE_TASK_CREATED:${title}`,
        data: {
          employeeId: 'E-7',
          employeeName: 'Nina Frei',
          careTaskId: '0196f0a0-0000-7000-8000-0000000000a7',
          title,
          dueDate: '2026-12-18',
        },
      }),
    );
  }

  beforeAll(async () => {
    tenantA = await careTenant(ctx.database, 'Muster AG');
    tenantB = await careTenant(ctx.database, 'Beispiel GmbH');
    const annaUser = await createUser(ctx.database, tenantA, {
      name: 'Anna Meier',
      email: 'anna.meier@muster.ch',
      userRole: 'Superior',
    });
    const beatUser = await createUser(ctx.database, tenantA, { email: 'beat.huber@muster.ch', language: 'en' });
    anna = { id: annaUser.id, session: await signIn(ctx.app, { kind: 'user', id: annaUser.id, tenantId: tenantA }) };
    beat = { id: beatUser.id, session: await signIn(ctx.app, { kind: 'user', id: beatUser.id, tenantId: tenantA }) };
    admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const otherTenantUser = await createUser(ctx.database, tenantB, { email: 'carla@beispiel.ch', language: 'it' });
    await taskMail(tenantA, anna.id, 'Erstgespräch');
    await taskMail(tenantA, anna.id, 'Folgegespräch');
    await taskMail(tenantA, beat.id, 'Return-to-work talk');
    await taskMail(tenantB, otherTenantUser.id, 'Colloquio');
    // No SMTP server in the test configuration: the delivery moves them to the outbox.
    await deliverDueMails(ctx.database, { smtpUrl: null, from: 'x@absenza.invalid', publicUrl: 'http://absenza.test' });
  });

  describe('settings', () => {
    it('without a row: every event immediately, the user’s address, the company’s switch', async () => {
      const response = await get('/notification-settings', anna.session);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        events: [
          { event: 'CARE_TASK_CREATED', delivery: 'IMMEDIATE' },
          { event: 'CARE_TASK_DUE', delivery: 'IMMEDIATE' },
          { event: 'CARE_STAGE_CHANGED', delivery: 'IMMEDIATE' },
          { event: 'CASE_MANAGEMENT_REQUESTED', delivery: 'IMMEDIATE' },
          { event: 'CASE_MANAGEMENT_REQUEST_DECIDED', delivery: 'IMMEDIATE' },
          { event: 'DEADLINE_DUE', delivery: 'IMMEDIATE' },
        ],
        email: 'anna.meier@muster.ch',
        isEmailNotificationsEnabled: true,
        updatedAt: null,
      });
    });

    it('a change names some events, the others keep theirs; audited with before and after', async () => {
      const first = await put({ events: [{ event: 'CARE_TASK_DUE', delivery: 'DAILY_DIGEST' }] }, anna.session);
      expect(first.statusCode, first.body).toBe(200);
      const second = await put({ events: [{ event: 'CARE_STAGE_CHANGED', delivery: 'OFF' }] }, anna.session);
      expect(second.json().events).toEqual([
        { event: 'CARE_TASK_CREATED', delivery: 'IMMEDIATE' },
        { event: 'CARE_TASK_DUE', delivery: 'DAILY_DIGEST' },
        { event: 'CARE_STAGE_CHANGED', delivery: 'OFF' },
        { event: 'CASE_MANAGEMENT_REQUESTED', delivery: 'IMMEDIATE' },
        { event: 'CASE_MANAGEMENT_REQUEST_DECIDED', delivery: 'IMMEDIATE' },
        { event: 'DEADLINE_DUE', delivery: 'IMMEDIATE' },
      ]);
      expect(second.json().updatedAt).toEqual(expect.any(String));
      expect((await get('/notification-settings', anna.session)).json()).toEqual(second.json());
      // Beat's settings are his own: still the defaults.
      const beats = (await get('/notification-settings', beat.session)).json();
      expect(beats.events.map((entry: { delivery: string }) => entry.delivery)).toEqual([
        'IMMEDIATE',
        'IMMEDIATE',
        'IMMEDIATE',
        'IMMEDIATE',
        'IMMEDIATE',
        'IMMEDIATE',
      ]);
      const entries = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'notification-settings.update'), eq(auditLog.entityId, anna.id)));
      expect(entries.map((entry) => ({ before: entry.before, after: entry.after, type: entry.entityType }))).toEqual(
        expect.arrayContaining([
          {
            type: 'notification-settings',
            before: { ...UNTOUCHED, CARE_TASK_DUE: 'DAILY_DIGEST', CARE_STAGE_CHANGED: 'IMMEDIATE' },
            after: { ...UNTOUCHED, CARE_TASK_DUE: 'DAILY_DIGEST', CARE_STAGE_CHANGED: 'OFF' },
          },
        ]),
      );
      expect(entries).toHaveLength(2);
    });

    it.each([
      [
        'an event twice',
        {
          events: [
            { event: 'CARE_TASK_DUE', delivery: 'OFF' },
            { event: 'CARE_TASK_DUE', delivery: 'IMMEDIATE' },
          ],
        },
      ],
      ['no event', { events: [] }],
      ['an unknown event', { events: [{ event: 'CASE_CLOSED', delivery: 'OFF' }] }],
      ['an unknown delivery', { events: [{ event: 'CARE_TASK_DUE', delivery: 'WEEKLY' }] }],
      ['an unknown field', { events: [{ event: 'CARE_TASK_DUE', delivery: 'OFF' }], email: 'x@y.ch' }],
    ])('refuses %s with 400', async (_what, body) => {
      const response = await put(body, beat.session);
      expect(response.statusCode, response.body).toBe(400);
    });

    it('an admin has no notification settings of its own (403)', async () => {
      expect((await get('/notification-settings', admin)).statusCode).toBe(403);
    });
  });

  describe('mails', () => {
    it('lists the signed-in user’s own mails only, newest first, in the outbox', async () => {
      const response = await get('/mails', anna.session);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page.totalCount).toBe(2);
      expect(page.items.map((item: { subject: string }) => item.subject).sort()).toEqual([
        'Neue Betreuungsaufgabe: Erstgespräch (Nina Frei)',
        'Neue Betreuungsaufgabe: Folgegespräch (Nina Frei)',
      ]);
      expect(page.items[0]).toMatchObject({
        tenantId: tenantA,
        to: 'anna.meier@muster.ch',
        event: 'CARE_TASK_CREATED',
        language: 'de',
        status: 'OUTBOX',
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
      expect((await get('/mails?status=SENT', anna.session)).json()).toEqual({ items: [], totalCount: 0 });
      expect((await get('/mails?take=1&skip=1', anna.session)).json().items).toHaveLength(1);
    });

    it('reads one own mail with its text and link; another user’s mail is unknown (404)', async () => {
      const [own] = (await get('/mails', anna.session)).json().items;
      const response = await get(`/mail/${own.mailId}`, anna.session);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        mailId: own.mailId,
        link: '/care-tasks/0196f0a0-0000-7000-8000-0000000000a7',
        text: expect.stringContaining('http://absenza.test/care-tasks/0196f0a0-0000-7000-8000-0000000000a7'),
        html: expect.stringContaining('<a href="http://absenza.test/care-tasks/'),
      });
      const [beats] = (await get('/mails', beat.session)).json().items;
      const foreign = await get(`/mail/${beats.mailId}`, anna.session);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'MAIL_NOT_FOUND' });
      expect(foreign.body).not.toContain('Return-to-work');
      expect((await get('/mail/not-a-uuid', anna.session)).statusCode).toBe(400);
    });
  });

  describe('the admins’ outbox', () => {
    it('lists every tenant’s mails, filters by tenant and status, and reads one', async () => {
      const all = await get('/admin/mails', admin);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().totalCount).toBe(4);
      const ofB = (await get(`/admin/mails?tenantId=${tenantB}`, admin)).json();
      expect(ofB.items.map((item: { subject: string; tenantId: string }) => [item.tenantId, item.subject])).toEqual([
        [tenantB, 'Nuovo compito di accompagnamento: Colloquio (Nina Frei)'],
      ]);
      expect((await get('/admin/mails?status=OUTBOX', admin)).json().totalCount).toBe(4);
      expect((await get('/admin/mails?status=FAILED', admin)).json().totalCount).toBe(0);
      const one = await get(`/admin/mail/${ofB.items[0].mailId}`, admin);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().text).toContain('Buongiorno');
      const missing = await get('/admin/mail/0196f0a0-0000-7000-8000-00000000f00d', admin);
      expect(missing.statusCode).toBe(404);
    });

    it('is for platform admins only', async () => {
      expect((await get('/admin/mails', anna.session)).statusCode).toBe(403);
      const [own] = (await get('/mails', anna.session)).json().items;
      expect((await get(`/admin/mail/${own.mailId}`, anna.session)).statusCode).toBe(403);
    });
  });
});
