// The home page's work list (issue 28 section 1; decision 0039) through the API, on the cases' test company
// (src/testing/factories/case-world.factory.ts: BOSS leads E-1; E-1 sick 01.03.-09.04.2026, E-2 sick 05.-14.01.2026
// and in an accident 04.-20.05.2026, their cases and claims derived) and, for the admin's list, the payouts' company.
// Before this route the home page had nothing to count: GET /work-list answered 404 and the page said "nothing to
// do" while 41 issues were open.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../contracts/roles.ts';
import type { AdminWorkList, WorkList } from '../../../contracts/work-list.ts';
import { careTasks } from '../../../db/schema/care.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { tenantConfigurationVersions } from '../../../db/schema/tenant-configuration.ts';
import { type Case, type Claim, caseQueries, createCaseWorld } from '../../../testing/factories/case-world.factory.ts';
import {
  createPayoutWorld,
  lockPayoutMonth,
  nextExecutionDate,
  payoutCall,
} from '../../../testing/factories/payout-world.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest, createTenantIssue } from '../../../testing/factories/tenant-configuration.factory.ts';
import {
  createAdminUser,
  createSignedInUser,
  createUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { swissToday } from '../../access/superior-scope.ts';

const DAY_MS = 86_400_000;

describe.each(testBackends())('work list on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  const { get, caseOf } = caseQueries(ctx, () => hr);
  const sessions = new Map<UserRole, TestSession>();
  let bossUserId = '';

  const workList = async (session: TestSession): Promise<WorkList> => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/modular/work-list', headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const adminWorkList = async (session: TestSession): Promise<AdminWorkList> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/admin/work-list',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const patchClaims = (session: TestSession, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/modular/claim', headers: session.headers, payload });

  beforeAll(async () => {
    ({ tenantId, hr } = await createCaseWorld(ctx));
    sessions.set('HR_Admin', hr);
    for (const role of ['HR_Business_Partner', 'Case_Manager', 'Payroll'] as const) {
      sessions.set(role, (await createSignedInUser(ctx.app, ctx.database, tenantId, role)).session);
    }
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    sessions.set('Superior', await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId }));
    bossUserId = boss.id;
  });

  const session = (role: UserRole) => sessions.get(role) as TestSession;

  it('counts the open data issues by severity: 3 issues of severity 1, 2 and 3 → 1 + 1 + 1 = 3', async () => {
    const before = (await workList(hr)).issues;
    // The case world's employees are well kept: no issue of their own.
    expect(before).toEqual({
      total: 0,
      bySeverity: [
        { severity: 3, count: 0 },
        { severity: 2, count: 0 },
        { severity: 1, count: 0 },
      ],
    });
    await createTenantIssue(ctx.database, tenantId, { employeeId: 'E-1', severity: 1, key: 'w-1' });
    await createTenantIssue(ctx.database, tenantId, { employeeId: 'E-2', severity: 2, key: 'w-2' });
    await createTenantIssue(ctx.database, tenantId, { employeeId: 'E-2', severity: 3, key: 'w-3' });
    // Not counted: a dismissed warning, and severity 4 (the tenant's issue list shows 1-3 only).
    await createTenantIssue(ctx.database, tenantId, {
      employeeId: 'E-1',
      severity: 2,
      key: 'w-dismissed',
      ignoredAt: new Date().toISOString(),
    });
    await createTenantIssue(ctx.database, tenantId, { employeeId: 'E-1', severity: 4, key: 'w-4' });
    const issues = (await workList(hr)).issues;
    expect(issues).toEqual({
      total: 3,
      bySeverity: [
        { severity: 3, count: 1 },
        { severity: 2, count: 1 },
        { severity: 1, count: 1 },
      ],
    });
    // The issue list the link opens counts the same: severity 3 → 1 issue.
    expect((await get('/tenant/issues?severity=3')).json()).toMatchObject({ totalCount: 1 });
  });

  it('counts the claims to schedule as the claims list does: 2 cases, 10 + 14 = 24 claims, oldest March 2026', async () => {
    const list = await get('/case/with-claims-that-have-no-accounting-month');
    const body = list.json() as { totalCount: number; items: { unassignedClaimCount: number }[] };
    expect(body.totalCount).toBe(2);
    const claimCount = body.items.reduce((sum, item) => sum + item.unassignedClaimCount, 0);
    expect(claimCount).toBe(24);
    expect((await workList(session('Payroll'))).claimsToSchedule).toEqual({
      caseCount: 2,
      claimCount: 24,
      oldestMonth: '2026-03',
    });
  });

  it("counts the cases that need a decision; a superior counts only the team's", async () => {
    const initial = (await workList(hr)).casesToDecide;
    // Both paying cases ended (E-1 on 09.04., E-2's accident on 20.05.) and wait for their last claims to be
    // accounted: BEING_FINALIZED. E-2's January case paid nothing (waiting days only) and is not finalizing.
    expect(initial).toEqual({
      total: 2,
      byClaimType: [
        { claimType: 'SICK', blocked: 0, beingFinalized: 1 },
        { claimType: 'ACCIDENT', blocked: 0, beingFinalized: 1 },
      ],
    });
    // Block one claim of each of the three cases (payroll: claims.edit): E-1's first paid day (31.03.2026, CHF
    // 157.81), the first day of E-2's two cases (a waiting day and the accident day, both CHF 0.00).
    for (const [employeeId, type] of [
      ['E-1', 'SICK'],
      ['E-2', 'SICK'],
      ['E-2', 'ACCIDENT'],
    ] as const) {
      const found = (await caseOf(employeeId, type)) as Case;
      const claims = found.claims as Claim[];
      const claim = (employeeId === 'E-1' ? claims.find((item) => item.dailyAllowance !== '0.00') : claims[0]) as Claim;
      const response = await patchClaims(session('Payroll'), {
        insuredPersonId: found.insuredPersonId,
        claims: [{ claimId: claim.claimId, revisionId: claim.revisionId, processingStatus: 'BLOCKED' }],
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // HR_Admin: SICK E-1 (blocked, finalizing) + E-2 January (blocked) = 2 cases; ACCIDENT E-2 (blocked, finalizing)
    // = 1 case; a case both blocked and finalizing counts once: 2 + 1 = 3.
    expect((await workList(hr)).casesToDecide).toEqual({
      total: 3,
      byClaimType: [
        { claimType: 'SICK', blocked: 2, beingFinalized: 1 },
        { claimType: 'ACCIDENT', blocked: 1, beingFinalized: 1 },
      ],
    });
    // Sandra Keller (BOSS) leads E-1 only and sees sickness cases through employee.caseManagement.cases.view
    // ('superior'); no accident cases (no insurance.uvg.view): E-1's case, 1.
    const boss = await workList(session('Superior'));
    expect(boss.casesToDecide).toEqual({
      total: 1,
      byClaimType: [{ claimType: 'SICK', blocked: 1, beingFinalized: 1 }],
    });
    // …and nothing else: issues, months, claims and uploads are not a superior's (src/contracts/roles.ts).
    expect(boss).toMatchObject({ issues: null, accounting: null, claimsToSchedule: null, failedUploads: null });
    // The case management's list the link opens shows the same case for her.
    const listed = await get('/case?processingStatuses=BLOCKED&claimTypes=SICK', session('Superior'));
    expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ employeeId: 'E-1' }] });
    // A blocked claim is no longer to schedule: 24 − 1 (31.03.) = 23 claims, still of 2 cases (E-1 keeps April).
    expect((await workList(session('Payroll'))).claimsToSchedule).toEqual({
      caseCount: 2,
      claimCount: 23,
      oldestMonth: '2026-04',
    });
  });

  it('counts an upload that failed until a later upload of its kind completed, for 30 days', async () => {
    const now = Date.now();
    const upload = (values: Partial<typeof fileUploads.$inferInsert>) =>
      ctx.database.withTenant(tenantId, (tx) =>
        tx.insert(fileUploads).values({ tenantId, kind: 'absence', uploadedByName: 'Test', phase: 'done', ...values }),
      );
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    // March failed two days ago, then March completed yesterday: replaced, not counted.
    await upload({ status: 'failed', startDate: '2026-03-01', endDate: '2026-03-31', uploadedAt: at(2 * DAY_MS) });
    await upload({ status: 'completed', startDate: '2026-03-01', endDate: '2026-03-31', uploadedAt: at(DAY_MS) });
    // April's file could not be read an hour ago: counted (the March upload does not cover April).
    await upload({
      status: 'formatting-failed',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      uploadedAt: at(3_600_000),
    });
    // Employees: one failed 40 days ago (too old), one failed three hours ago (counted).
    await upload({ kind: 'employee', status: 'failed', uploadedAt: at(40 * DAY_MS) });
    await upload({ kind: 'employee', status: 'failed', uploadedAt: at(3 * 3_600_000) });
    const failed = (await workList(session('Payroll'))).failedUploads;
    expect(failed).toEqual({
      total: 2,
      byKind: [
        { kind: 'absence', count: 1, lastFailedAt: at(3_600_000) },
        { kind: 'employee', count: 1, lastFailedAt: at(3 * 3_600_000) },
      ],
    });
    // A completed employee upload now replaces the failed one: 2 − 1 = 1.
    await upload({ kind: 'employee', status: 'completed', uploadedAt: new Date().toISOString() });
    expect((await workList(session('Payroll'))).failedUploads?.total).toBe(1);
  });

  it('names the month to submit, then the month waiting for the lock; a month after the current one is not offered', async () => {
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const payroll = session('Payroll');
    const call = payoutCall(ctx);
    const base = `/api/modular/admin/tenant/${tenantId}/accounting-month`;
    const [year, month] = swissToday().split('-').map(Number) as [number, number];
    const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    expect((await workList(payroll)).accounting).toEqual({
      monthToSubmit: null,
      monthsAwaitingLock: [],
      canSubmit: true,
    });
    for (const opened of [nextMonth, '2026-04', '2026-03']) {
      expect((await call(admin, 'POST', base, { accountingMonthId: opened })).statusCode).toBe(201);
    }
    // March and April are open; the oldest comes first. Next month is open too, but has not begun.
    expect((await workList(payroll)).accounting).toEqual({
      monthToSubmit: '2026-03',
      monthsAwaitingLock: [],
      canSubmit: true,
    });
    const submitted = await call(payroll, 'POST', '/api/modular/accounting-month/2026-03/submissions', {
      companySubunitId: null,
      processingGroupId: null,
      comment: '',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect((await workList(payroll)).accounting).toEqual({
      monthToSubmit: '2026-04',
      monthsAwaitingLock: ['2026-03'],
      canSubmit: true,
    });
    // The insurer locks March: nothing waits for the lock any more.
    expect((await call(admin, 'POST', `${base}/2026-03/lock`, {})).statusCode).toBe(200);
    expect((await workList(payroll)).accounting).toEqual({
      monthToSubmit: '2026-04',
      monthsAwaitingLock: [],
      canSubmit: true,
    });
  });

  it('shows each role only what its permissions allow', async () => {
    const parts = async (role: UserRole) => {
      const list = await workList(session(role));
      return {
        issues: list.issues !== null,
        accounting: list.accounting?.canSubmit ?? null,
        claimsToSchedule: list.claimsToSchedule !== null,
        failedUploads: list.failedUploads !== null,
        caseTypes: list.casesToDecide?.byClaimType.map((entry) => entry.claimType) ?? null,
      };
    };
    expect(await parts('HR_Admin')).toEqual({
      issues: true,
      accounting: true,
      claimsToSchedule: true,
      failedUploads: true,
      caseTypes: ['SICK', 'ACCIDENT'],
    });
    expect(await parts('Payroll')).toEqual({
      issues: true,
      accounting: true,
      claimsToSchedule: true,
      failedUploads: true,
      caseTypes: ['SICK', 'ACCIDENT'],
    });
    // HR business partners and case managers: KTG cases (view) and the daily-allowance run (edit).
    for (const role of ['HR_Business_Partner', 'Case_Manager'] as const) {
      expect(await parts(role)).toEqual({
        issues: false,
        accounting: true,
        claimsToSchedule: false,
        failedUploads: false,
        caseTypes: ['SICK'],
      });
    }
    expect(await parts('Superior')).toEqual({
      issues: false,
      accounting: null,
      claimsToSchedule: false,
      failedUploads: false,
      caseTypes: ['SICK'],
    });
    // A superior who leads nobody counts nothing: no part with a count she could not open.
    const loner = await createUser(ctx.database, tenantId, {
      userRole: 'Superior',
      employeeId: `NOBODY-${randomUUID()}`,
    });
    const alone = await workList(await signIn(ctx.app, { kind: 'user', id: loner.id, tenantId }));
    expect(alone.casesToDecide).toEqual({
      total: 0,
      byClaimType: [{ claimType: 'SICK', blocked: 0, beingFinalized: 0 }],
    });
  });

  it("counts the caller's open care tasks, due today and overdue, within the team; null without care tasks", async () => {
    const today = swissToday();
    const dayOffset = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const other = await createUser(ctx.database, tenantId, { userRole: 'HR_Business_Partner' });
    const task = (employeeId: string, dueDate: string, responsibleUserId: string, status = 'OPEN') => ({
      tenantId,
      employeeId,
      origin: 'MANUAL',
      language: 'de',
      title: 'Gespräch',
      description: '',
      status,
      dueDate,
      responsibleUserId,
      createdBy: 'Test',
    });
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.insert(careTasks).values([
        task('E-1', dayOffset(-3), bossUserId), // overdue
        task('E-1', today, bossUserId), // due today
        task('E-1', dayOffset(10), bossUserId), // open, due later
        task('E-1', dayOffset(-1), bossUserId, 'COMPLETED'), // done: not open
        task('E-1', dayOffset(-5), bossUserId, 'DISCARDED'), // discarded: not open
        task('E-2', dayOffset(-2), bossUserId), // not in BOSS's team (E-2 is not led by BOSS)
        task('E-1', today, other.id), // someone else's
      ]),
    );
    // BOSS: 3 open of the team's (overdue −3 days, today, +10 days); the completed, the discarded and E-2's not.
    expect((await workList(session('Superior'))).careTasks).toEqual({ open: 3, dueToday: 1, overdue: 1 });
    // HR sees everyone but is responsible for none of these tasks.
    expect((await workList(hr)).careTasks).toEqual({ open: 0, dueToday: 0, overdue: 0 });
    const mine = await workList(await signIn(ctx.app, { kind: 'user', id: other.id, tenantId }));
    expect(mine.careTasks).toEqual({ open: 1, dueToday: 1, overdue: 0 });
    // Payroll has no care tasks in the matrix: no part at all.
    expect((await workList(session('Payroll'))).careTasks).toBeNull();
  });

  it("lists the payout releases waiting for a second admin: another admin's to approve, the own ones waiting", async () => {
    const world = await createPayoutWorld(ctx, `Vier Augen ${randomUUID().slice(0, 8)} AG`);
    const call = payoutCall(ctx);
    await lockPayoutMonth(ctx, world, '2026-03');
    const built = await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, {
      accountingMonthId: '2026-03',
    });
    expect(built.statusCode, built.body).toBe(200);
    const [draft] = (await call(world.adminA, 'GET', `${world.base}/payout?accountingMonthId=2026-03`)).json().items;
    const ofTenant = <T extends { tenantId: string }>(items: T[]) =>
      items.filter((item) => item.tenantId === world.tenantId);
    expect(ofTenant((await adminWorkList(world.adminB)).releasesToApprove)).toEqual([]);
    const proposed = await call(world.adminA, 'POST', `${world.base}/payout/release`, {
      payoutIds: [draft.payoutId],
      requestedExecutionDate: nextExecutionDate(),
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    // Admin B may approve A's proposal: 1 release of 1 payout, CHF 157.81 (31.03.2026, decision 0033's example).
    const forB = await adminWorkList(world.adminB);
    expect(ofTenant(forB.releasesToApprove)).toEqual([
      {
        tenantId: world.tenantId,
        tenantName: expect.stringContaining('Vier Augen'),
        releaseCount: 1,
        payoutCount: 1,
        totalAmount: '157.81',
        oldestProposedAt: proposed.json().proposedAt,
      },
    ]);
    expect(ofTenant(forB.ownProposals)).toEqual([]);
    // Admin A proposed it: it waits for someone else, so it is not A's to approve.
    const forA = await adminWorkList(world.adminA);
    expect(ofTenant(forA.releasesToApprove)).toEqual([]);
    expect(ofTenant(forA.ownProposals)).toMatchObject([{ releaseCount: 1, totalAmount: '157.81' }]);
    // Approved: gone from both lists.
    const approved = await call(
      world.adminB,
      'POST',
      `${world.base}/payout/release/${proposed.json().releaseId}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await adminWorkList(world.adminB);
    expect([ofTenant(after.releasesToApprove), ofTenant(after.ownProposals)]).toEqual([[], []]);
  });

  it('lists the submitted months no lock covers yet, per tenant', async () => {
    const world = await createPayoutWorld(ctx, `Monatsabschluss ${randomUUID().slice(0, 8)} AG`);
    const call = payoutCall(ctx);
    const ofTenant = (list: AdminWorkList) => list.monthsToLock.filter((item) => item.tenantId === world.tenantId);
    expect(ofTenant(await adminWorkList(world.adminB))).toEqual([]);
    const submit = (body: object) =>
      call(world.hr, 'POST', '/api/modular/accounting-month/2026-04/submissions', { comment: '', ...body });
    expect((await submit({ companySubunitId: 'ZH', processingGroupId: null })).statusCode).toBe(201);
    expect((await submit({ companySubunitId: null, processingGroupId: null })).statusCode).toBe(201);
    const [entry] = ofTenant(await adminWorkList(world.adminB));
    expect(entry).toMatchObject({ accountingMonthId: '2026-04', unitCount: 2 });
    // A lock of subunit ZH covers the ZH submission, not the whole organisation's: 2 − 1 = 1 unit left.
    const lock = (body: object) => call(world.adminA, 'POST', `${world.base}/accounting-month/2026-04/lock`, body);
    expect((await lock({ companySubunitId: 'ZH', processingGroupId: null })).statusCode).toBe(200);
    expect(ofTenant(await adminWorkList(world.adminB))).toMatchObject([{ accountingMonthId: '2026-04', unitCount: 1 }]);
    expect((await lock({})).statusCode).toBe(200);
    expect(ofTenant(await adminWorkList(world.adminB))).toEqual([]);
  });

  it('lists the tenants with failed events, serious data issues and a configuration that fails the schema', async () => {
    const tenant = await createTenant(ctx.database);
    // The configuration names the company (its name becomes the tenant's).
    await configureTenantForTest(ctx.database, tenant.id);
    const name = 'Muster AG';
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const ofTenant = <T extends { tenantId: string }>(items: T[]) =>
      items.filter((item) => item.tenantId === tenant.id);
    const before = await adminWorkList(admin);
    expect(ofTenant(before.failedEvents)).toEqual([]);
    expect(ofTenant(before.seriousIssues)).toEqual([]);
    expect(ofTenant(before.invalidConfigurations)).toEqual([]);

    // Two events the worker gave up on (the older at 08:00, the newer's error is shown), one processed.
    await ctx.database.db.insert(domainEvents).values([
      {
        tenantId: tenant.id,
        type: 'absences-modified',
        status: 'failed',
        lastError: 'timeout',
        createdAt: '2026-11-02T08:00:00Z',
      },
      {
        tenantId: tenant.id,
        type: 'employee-data-modified',
        status: 'failed',
        lastError: 'connection reset',
        createdAt: '2026-11-02T09:00:00Z',
      },
      { tenantId: tenant.id, type: 'absences-modified', status: 'processed', createdAt: '2026-11-02T10:00:00Z' },
    ]);
    // Issues: an error (3) and an operator-only (4) count; a warning (2) and a dismissed error do not.
    await createTenantIssue(ctx.database, tenant.id, { severity: 3, key: 'e' });
    await createTenantIssue(ctx.database, tenant.id, { severity: 4, key: 'op' });
    await createTenantIssue(ctx.database, tenant.id, { severity: 2, key: 'w' });
    await createTenantIssue(ctx.database, tenant.id, { severity: 3, key: 'd', ignoredAt: '2026-11-01T08:00:00Z' });
    // A version saved before a rule: the gap between absences at 45 days (today's schema allows 1-30): one problem.
    const [current] = await ctx.database.db
      .select()
      .from(tenantConfigurationVersions)
      .where(eq(tenantConfigurationVersions.tenantId, tenant.id));
    const stored = structuredClone(current?.configuration) as {
      insuranceConfiguration: { issueTypeConfiguration: { absenceGapMaxDays: number } };
    };
    stored.insuranceConfiguration.issueTypeConfiguration.absenceGapMaxDays = 45;
    await ctx.database.db
      .insert(tenantConfigurationVersions)
      .values({ tenantId: tenant.id, version: 2, configuration: stored, actorType: 'system' });

    const list = await adminWorkList(admin);
    expect(ofTenant(list.failedEvents)).toEqual([
      {
        tenantId: tenant.id,
        tenantName: name,
        eventCount: 2,
        oldestCreatedAt: '2026-11-02T08:00:00.000Z',
        lastError: 'connection reset',
      },
    ]);
    expect(ofTenant(list.seriousIssues)).toEqual([
      { tenantId: tenant.id, tenantName: name, issueCount: 2, maxSeverity: 4 },
    ]);
    expect(ofTenant(list.invalidConfigurations)).toEqual([
      { tenantId: tenant.id, tenantName: name, version: 2, problemCount: 1 },
    ]);

    // Support (decision 0067): two open requests wait (since the older's last message), an answered one does not.
    expect(ofTenant(list.supportRequests)).toEqual([]);
    const { session: asker } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const ask = async (subject: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/modular/support/requests',
          headers: asker.headers,
          payload: { subject, message: 'Bitte helfen' },
        })
      ).json();
    const first = await ask('Erste Frage');
    await ask('Zweite Frage');
    const answered = await ask('Dritte Frage');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/support/requests/${answered.requestId}/messages`,
      headers: admin.headers,
      payload: { text: 'Erledigt' },
    });
    expect(ofTenant((await adminWorkList(admin)).supportRequests)).toEqual([
      { tenantId: tenant.id, tenantName: name, openCount: 2, waitingSince: first.lastMessageAt },
    ]);
  });

  it('is for tenant users and admins respectively', async () => {
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const asAdmin = await ctx.app.inject({ method: 'GET', url: '/api/modular/work-list', headers: admin.headers });
    expect([asAdmin.statusCode, asAdmin.json().code]).toEqual([403, 'FORBIDDEN']);
    const asUser = await ctx.app.inject({ method: 'GET', url: '/api/modular/admin/work-list', headers: hr.headers });
    expect([asUser.statusCode, asUser.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});
