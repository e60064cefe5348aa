// Deadlines over HTTP and in the derivation (issue 30 section 3, decision 0054), on both databases: computed from
// the derived cases, recomputed when the day or the data moves on, listed with names, case number and the
// explanation in the reader's language, marked done (audited, 404 out of reach, 409 when obsolete), reminded once.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { mails } from '../../../db/schema/care.ts';
import { caseManagements } from '../../../db/schema/case-management.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { deriveEmployeeState, lockDerivation } from '../derivation/index.ts';
import { remindDueDeadlines } from './index.ts';

const WELL_KEPT = {
  dateOfEmployment: '2020-01-01',
  processingGroupId: 'MONTHLY',
  salaryBasis: 'MONTHLY',
  wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
  policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
};

type Listed = {
  deadlineId: string;
  kind: string;
  employeeId: string;
  dueDate: string;
  basisDate: string;
  explanation: string;
  ruleId: string;
  status: string;
  isOverdue: boolean;
  isDueSoon: boolean;
  caseNumber: string | null;
  lastName: string | null;
  doneBy: string | null;
  remindedAt: string | null;
};

// "Today" for the routes: Wednesday 25 March 2026, 09:00 in Zurich.
let clock = new Date('2026-03-25T08:00:00Z');

describe.each(testBackends())('deadlines on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => clock });

  /**
   * Frist AG: the C14 defaults (waiting period 30 days per case, 720 benefit days) and the report periods' defaults
   * (report 30, continued pay 30, pension fund 90, expiry notice 60), care mails on. E-1 (Anna Zeller, superior
   * BOSS) sick 01.03.-09.04.2026; E-2 (Beat Ammann) sick 05.-14.01.2026. Derived for 20.03.2026, when E-1's
   * incapacity still runs.
   */
  async function world() {
    const tenantId = (await createTenant(ctx.database, { name: 'Frist AG' })).id;
    await configureTenantForTest(ctx.database, tenantId, {
      ...validConfigurationInput(),
      careConfiguration: {
        keyContactEmail: 'care@frist.ch',
        careStageConfiguration: {},
        isEmailNotificationsEnabled: true,
      },
    } as ReturnType<typeof validConfigurationInput>);
    await createEmployeeRecord(ctx.database, tenantId, 'BOSS', {
      firstName: 'Sandra',
      lastName: 'Keller',
      data: { ...WELL_KEPT, personnelNumber: '300' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Zeller',
      superiorId: 'BOSS',
      data: { ...WELL_KEPT, personnelNumber: '100' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-2', {
      firstName: 'Beat',
      lastName: 'Ammann',
      data: { ...WELL_KEPT, personnelNumber: '200' },
    });
    const hrUser = await createUser(ctx.database, tenantId, { userRole: 'HR_Admin', name: 'Helen HR' });
    const hr = await signIn(ctx.app, { kind: 'user', id: hrUser.id, tenantId });
    const session = async (userRole: string, employeeId: string | null = null, name = userRole) => {
      const user = await createUser(ctx.database, tenantId, { userRole: userRole as never, employeeId, name });
      return { user, session: await signIn(ctx.app, { kind: 'user', id: user.id, tenantId }) };
    };
    for (const [employeeId, startDate, endDate] of [
      ['E-1', '2026-03-01', '2026-04-09'],
      ['E-2', '2026-01-05', '2026-01-14'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: hr.headers,
        payload: { employeeId, startDate, endDate, type: 'SICK', percentage: 100 },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
    await derive(tenantId, '2026-03-20');
    return { tenantId, hr, hrUserId: hrUser.id, session };
  }

  const derive = (tenantId: string, asOfDate: string) =>
    ctx.database.withTenant(tenantId, async (tx) => {
      await lockDerivation(tx, tenantId, ['E-1', 'E-2']);
      await deriveEmployeeState(tx, tenantId, ['E-1', 'E-2'], { asOfDate });
    });

  const list = async (session: TestSession, query = '', language?: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/deadlines${query}`,
      headers: { ...session.headers, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Listed[]; totalCount: number };
  };

  const mark = (session: TestSession, deadlineId: string, done: boolean) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/modular/deadline/${deadlineId}/done`,
      headers: session.headers,
      payload: { done },
    });

  it('lists the deadlines of a running case with their dates, explanations and names', async () => {
    clock = new Date('2026-03-25T08:00:00Z');
    const { hr } = await world();
    const page = await list(hr);
    // E-1, sick from 01.03.2026, still sick on 20.03 (recorded to 09.04):
    //   D1 report 01.03 + 30 = 31.03; D3 early detection 01.03 + 30 = 31.03 (30 days 01.03..30.03);
    //   D2 continued pay: the threshold 31.03 lies within the recorded days, all within continued pay (6th service
    //      year, Bern scale: 2 months), so the day after them: 10.04;
    //   D5 pension fund 01.03 + 90 = 30.05; D4 IV registration 01.03 + 6 months = 01.09.2026;
    //   D7 the allowances: after 09.04, 0 waiting days left (40 days served 01.03..09.04, 30 needed) and 720 − 10 =
    //      710 allowance days: 09.04 + 711 = 20.03.2028 (+365 = 09.04.2027, +366 = 09.04.2028 over 29.02.2028,
    //      731 − 20 = 711 → 20.03.2028); D6 20.03.2028 − 60 = 20.01.2028.
    // E-2's 10 days (05.-14.01) reached nothing and its case closed (nothing to account).
    expect(page.items.map((item) => [item.kind, item.dueDate, item.employeeId])).toEqual([
      ['INSURER_REPORT', '2026-03-31', 'E-1'],
      ['IV_EARLY_DETECTION', '2026-03-31', 'E-1'],
      ['CONTINUED_PAY_END', '2026-04-10', 'E-1'],
      ['PENSION_FUND_REPORT', '2026-05-30', 'E-1'],
      ['IV_REGISTRATION', '2026-09-01', 'E-1'],
      ['BENEFITS_EXPIRY_NOTICE', '2028-01-20', 'E-1'],
      ['BENEFITS_EXHAUSTED', '2028-03-20', 'E-1'],
    ]);
    expect(page.totalCount).toBe(7);
    const report = page.items.find((item) => item.kind === 'INSURER_REPORT');
    // Today 25.03: 31.03 is open, not overdue, due within 7 days (25.03..01.04).
    expect(report).toMatchObject({
      basisDate: '2026-03-01',
      ruleId: 'D1',
      status: 'OPEN',
      isOverdue: false,
      isDueSoon: true,
      caseNumber: '1',
      lastName: 'Zeller',
      explanation: '01.03.2026 + 30 Tage',
    });
    expect(page.items.find((item) => item.kind === 'IV_REGISTRATION')).toMatchObject({ isDueSoon: false });
    // The reader's language: Accept-Language fr / it / en.
    const fr = await list(hr, '?kinds=IV_REGISTRATION', 'fr-CH,fr;q=0.9');
    expect(fr.items.map((item) => item.explanation)).toEqual(['01.03.2026 + 6 mois']);
    const italian = await list(hr, '?kinds=BENEFITS_EXHAUSTED', 'it');
    expect(italian.items.map((item) => item.explanation)).toEqual([
      '09.04.2026 + 0 giorni di attesa + 710 indennità giornaliere',
    ]);
    const en = await list(hr, '?kinds=CONTINUED_PAY_END', 'en');
    expect(en.items.map((item) => item.explanation)).toEqual(['Continued pay until at least 09.04.2026']);
    // Filters: the window, the employee, the search, the order, the paging.
    expect((await list(hr, '?from=2026-04-01&to=2026-06-30')).items.map((item) => item.kind)).toEqual([
      'CONTINUED_PAY_END',
      'PENSION_FUND_REPORT',
    ]);
    expect((await list(hr, '?employeeId=E-2')).totalCount).toBe(0);
    expect((await list(hr, '?search=zell')).totalCount).toBe(7);
    expect((await list(hr, '?search=ammann')).totalCount).toBe(0);
    const desc = await list(hr, '?sortOrder=desc&take=2&skip=1');
    expect(desc.items.map((item) => item.kind)).toEqual(['BENEFITS_EXPIRY_NOTICE', 'IV_REGISTRATION']);
    expect(desc.totalCount).toBe(7);
    // The home work list of 25.03 (its own clock: the route's `now`): due this week 25.03..01.04 are the report and
    // early detection (31.03); nothing overdue.
    const home = await ctx.app.inject({ method: 'GET', url: '/api/modular/work-list', headers: hr.headers });
    expect(home.json().deadlines).toEqual({ dueSoon: 2, overdue: 0 });
    // Overdue from the app's today: on 02.04.2026 the 31.03 deadlines are overdue and no longer "due soon".
    clock = new Date('2026-04-02T08:00:00Z');
    expect((await list(hr, '?kinds=INSURER_REPORT')).items[0]).toMatchObject({ isOverdue: true, isDueSoon: false });
    // 02.04: the two of 31.03 overdue; due by 09.04: the continued-pay end (10.04) is not yet.
    const later = await ctx.app.inject({ method: 'GET', url: '/api/modular/work-list', headers: hr.headers });
    expect(later.json().deadlines).toEqual({ dueSoon: 0, overdue: 2 });
  });

  it('recomputes: a case that ended leaves only the deadlines it reached; the others become OBSOLETE', async () => {
    clock = new Date('2026-05-01T08:00:00Z');
    const { tenantId, hr } = await world();
    const report = (await list(hr, '?kinds=INSURER_REPORT')).items[0] as Listed;
    expect((await mark(hr, report.deadlineId, true)).statusCode).toBe(200);
    // Derived again on 01.05.2026: E-1's incapacity ended on 09.04 (40 days). Reached: the report (30 days by
    // 30.03) and early detection (30 days 01.03..30.03). Not reached: the pension fund (90 days), the IV registration
    // (6 months), the allowances; continued pay lasted the whole case (no wage cut).
    await derive(tenantId, '2026-05-01');
    expect((await list(hr)).items.map((item) => item.kind)).toEqual(['IV_EARLY_DETECTION']);
    expect((await list(hr, '?status=DONE')).items.map((item) => item.kind)).toEqual(['INSURER_REPORT']);
    expect((await list(hr, '?status=OBSOLETE')).items.map((item) => item.kind).sort()).toEqual([
      'BENEFITS_EXHAUSTED',
      'BENEFITS_EXPIRY_NOTICE',
      'CONTINUED_PAY_END',
      'IV_REGISTRATION',
      'PENSION_FUND_REPORT',
    ]);
    // Deriving again from the same facts writes nothing new (same ids, same states).
    const before = await list(hr, '?status=OBSOLETE');
    await derive(tenantId, '2026-05-01');
    expect((await list(hr, '?status=OBSOLETE')).items.map((item) => item.deadlineId)).toEqual(
      before.items.map((item) => item.deadlineId),
    );
    // An obsolete deadline cannot be marked.
    const obsolete = before.items[0] as Listed;
    const refused = await mark(hr, obsolete.deadlineId, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DEADLINE_OBSOLETE' });
  });

  it('marks done and open again, audited; the same mark twice changes nothing; unknown or out of reach: 404', async () => {
    clock = new Date('2026-03-25T08:00:00Z');
    const { tenantId, hr, session } = await world();
    const report = (await list(hr, '?kinds=INSURER_REPORT')).items[0] as Listed;
    const done = await mark(hr, report.deadlineId, true);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE', doneBy: 'Helen HR', isDueSoon: false, isOverdue: false });
    expect((await mark(hr, report.deadlineId, true)).json()).toMatchObject({ status: 'DONE' });
    expect((await mark(hr, report.deadlineId, false)).json()).toMatchObject({ status: 'OPEN', doneBy: null });
    const audits = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'deadline'), eq(auditLog.entityId, report.deadlineId)))
        .orderBy(auditLog.id),
    );
    // Two changes, two entries (the repeated "done" wrote none).
    expect(audits.map((entry) => entry.action).sort()).toEqual(['deadline.done', 'deadline.reopen']);
    const unknown = await mark(hr, '00000000-0000-4000-8000-000000000000', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'DEADLINE_NOT_FOUND' });

    // The Superior BOSS sees and marks the deadlines of the own team (E-1 reports to BOSS) …
    const boss = (await session('Superior', 'BOSS', 'Sandra Keller')).session;
    expect((await list(boss)).totalCount).toBe(7);
    expect((await mark(boss, report.deadlineId, true)).statusCode).toBe(200);
    // … a Superior of nobody sees none and gets 404 for E-1's.
    await createEmployeeRecord(ctx.database, tenantId, 'LONE', { firstName: 'Lone', lastName: 'Boss' });
    const lone = (await session('Superior', 'LONE')).session;
    expect((await list(lone)).totalCount).toBe(0);
    expect((await mark(lone, report.deadlineId, false)).statusCode).toBe(404);
    // HR_Business_Partner reads (case management view) but may not mark (no edit): 403 at the route.
    const hrbp = (await session('HR_Business_Partner')).session;
    // (6 open: BOSS marked the report done.)
    expect((await list(hrbp)).totalCount).toBe(6);
    expect((await mark(hrbp, report.deadlineId, false)).statusCode).toBe(403);
  });

  it('two "done" marks at once: one change, one audit entry', async () => {
    clock = new Date('2026-03-25T08:00:00Z');
    const { tenantId, hr } = await world();
    const report = (await list(hr, '?kinds=INSURER_REPORT')).items[0] as Listed;
    const answers = await Promise.all([mark(hr, report.deadlineId, true), mark(hr, report.deadlineId, true)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const audits = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'deadline'), eq(auditLog.action, 'deadline.done'))),
    );
    expect(audits).toHaveLength(1);
  });

  it('reminds once, within 7 days: the responsible case manager, else the HR admins', async () => {
    clock = new Date('2026-03-25T08:00:00Z');
    const { tenantId, hrUserId, session } = await world();
    // On 24.03.2026 (05:35 UTC = 06:35 Zurich) the window is 24.03..31.03: the report and early detection (31.03).
    const reminded = await remindDueDeadlines(ctx.database, tenantId, new Date('2026-03-24T05:35:00Z'));
    expect(reminded).toBe(2);
    // A second scan (or one running at the same time) finds nothing left.
    const again = await Promise.all([
      remindDueDeadlines(ctx.database, tenantId, new Date('2026-03-24T05:36:00Z')),
      remindDueDeadlines(ctx.database, tenantId, new Date('2026-03-24T05:36:00Z')),
    ]);
    expect(again).toEqual([0, 0]);
    const sent = await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select({ to: mails.recipientUserId, subject: mails.subject, link: mails.link })
        .from(mails)
        .where(eq(mails.event, 'DEADLINE_DUE')),
    );
    // No case management: the tenant's HR_Admin (Helen HR, German) is told, once per deadline.
    expect(sent.map((mail) => mail.to)).toEqual([hrUserId, hrUserId]);
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      'Frist fällig am 31.03.2026: IV-Früherfassung (Anna Zeller)',
      'Frist fällig am 31.03.2026: Meldung an den Versicherer (Anna Zeller)',
    ]);
    expect(sent[0]?.link).toBe('/deadlines?employeeId=E-1');

    // With a running case management, its responsible case manager is told (the continued-pay deadline on 10.04,
    // in the window from 03.04).
    const manager = await session('Case_Manager', null, 'Carla Manager');
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.insert(caseManagements).values({
        tenantId,
        employeeId: 'E-1',
        status: 'ACTIVE',
        responsibleUserId: manager.user.id,
        responsibleName: 'Carla Manager',
      }),
    );
    expect(await remindDueDeadlines(ctx.database, tenantId, new Date('2026-04-03T05:35:00Z'))).toBe(1);
    const toManager = await ctx.database.withTenant(tenantId, (tx) =>
      rowsOf<{ recipient_user_id: string }>(
        tx,
        sql`select recipient_user_id from mails where event = 'DEADLINE_DUE' and recipient_user_id = ${manager.user.id}`,
      ),
    );
    expect(toManager).toHaveLength(1);
    const listed = await list((await session('HR_Admin')).session, '?kinds=CONTINUED_PAY_END');
    expect(listed.items[0]?.remindedAt).toBe('2026-04-03T05:35:00.000Z');
  });
});
