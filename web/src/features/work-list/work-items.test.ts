import { describe, expect, it } from 'vitest';
import type { AdminWorkList, WorkList } from '../../../../src/contracts/work-list.ts';
import { adminSession, userSession } from '../../testing/sessions.ts';
import { adminWaitingNotes, adminWorkItems } from './admin-work-items.ts';
import { nextSteps, waitingNotes, workItems } from './work-items.ts';

const TENANT = '0b6e3c1e-5c3a-4f0e-9d7a-1f2e3d4c5b6a';

/** The demo's HR admin on 28.11.2026: 41 open issues, March to submit, claims, two failed uploads, cases. */
const busy: WorkList = {
  today: '2026-11-28',
  issues: {
    total: 41,
    bySeverity: [
      { severity: 3, count: 5 },
      { severity: 2, count: 0 },
      { severity: 1, count: 36 },
    ],
  },
  accounting: { monthToSubmit: '2026-11', monthsAwaitingLock: ['2026-10'], canSubmit: true },
  claimsToSchedule: { caseCount: 3, claimCount: 24, oldestMonth: '2026-03' },
  failedUploads: {
    total: 2,
    byKind: [
      { kind: 'absence', count: 0, lastFailedAt: null },
      { kind: 'employee', count: 2, lastFailedAt: '2026-11-27T09:15:00.000Z' },
    ],
  },
  casesToDecide: {
    total: 3,
    byClaimType: [
      { claimType: 'SICK', blocked: 2, beingFinalized: 1 },
      { claimType: 'ACCIDENT', blocked: 0, beingFinalized: 1 },
    ],
  },
  careTasks: { open: 0, dueToday: 0, overdue: 0 },
  deadlines: null,
};

const nothing: WorkList = {
  today: '2026-11-28',
  issues: { total: 0, bySeverity: [3, 2, 1].map((severity) => ({ severity, count: 0 })) },
  accounting: { monthToSubmit: null, monthsAwaitingLock: [], canSubmit: true },
  claimsToSchedule: { caseCount: 0, claimCount: 0, oldestMonth: null },
  failedUploads: { total: 0, byKind: [] },
  casesToDecide: { total: 0, byClaimType: [{ claimType: 'SICK', blocked: 0, beingFinalized: 0 }] },
  careTasks: null,
  deadlines: null,
};

const linksOf = (list: WorkList, role: Parameters<typeof userSession>[0]) =>
  Object.fromEntries(
    workItems(list, userSession(role)).map((item) => [
      item.id,
      item.links.map(
        (link) => `${link.to}?${new URLSearchParams(link.search as Record<string, string>)} ${link.count}`,
      ),
    ]),
  );

describe('workItems', () => {
  it('turns each open part into an item with its count and links to the filtered lists', () => {
    const items = workItems(busy, userSession('HR_Admin'));
    expect(items.map((item) => [item.id, item.count])).toEqual([
      ['issues', 41],
      ['monthToSubmit', null],
      ['claims', 24],
      ['uploads', 2],
      ['cases', 3],
    ]);
    expect(linksOf(busy, 'HR_Admin')).toEqual({
      // Only severities with issues: 5 errors, 36 hints (no warning link for 0).
      issues: ['/insurance/issues?severity=3 5', '/insurance/issues?severity=1 36'],
      monthToSubmit: ['/daily-allowances?month=2026-11 null'],
      claims: ['/claims? 3'],
      uploads: ['/data-hub?upload=employee 2'],
      cases: [
        '/insurance/ktg?processing=BLOCKED 2',
        '/insurance/ktg?status=BEING_FINALIZED 1',
        '/insurance/uvg?status=BEING_FINALIZED 1',
      ],
    });
    expect(items.find((item) => item.id === 'uploads')?.values).toEqual({ lastFailedAt: '2026-11-27T09:15:00.000Z' });
  });

  it("links a superior's sickness cases to the case management's list (she has no KTG list)", () => {
    const superior: WorkList = {
      ...busy,
      issues: null,
      accounting: null,
      claimsToSchedule: null,
      failedUploads: null,
      casesToDecide: { total: 1, byClaimType: [{ claimType: 'SICK', blocked: 1, beingFinalized: 0 }] },
    };
    expect(linksOf(superior, 'Superior')).toEqual({ cases: ['/case-management/cases?processing=BLOCKED 1'] });
  });

  it("shows a superior's open care tasks: 4 open, 1 overdue, 2 due today → links to the tasks area filtered", () => {
    const superior: WorkList = {
      ...nothing,
      issues: null,
      accounting: null,
      claimsToSchedule: null,
      failedUploads: null,
      casesToDecide: null,
      careTasks: { open: 4, dueToday: 2, overdue: 1 },
    };
    const [item] = workItems(superior, userSession('Superior'));
    expect(item).toMatchObject({
      id: 'careTasks',
      count: 4,
      descriptionKey: 'careTasks.work.descriptionDue',
      values: { overdue: 1, dueToday: 2 },
    });
    expect(linksOf(superior, 'Superior')).toEqual({ careTasks: ['/tasks?overdue=true 1', '/tasks?status=OPEN 4'] });
    // Nothing open: no item (0 is not work); nothing overdue: only the link to the open ones.
    expect(
      workItems({ ...superior, careTasks: { open: 0, dueToday: 0, overdue: 0 } }, userSession('Superior')),
    ).toEqual([]);
    expect(linksOf({ ...superior, careTasks: { open: 2, dueToday: 0, overdue: 0 } }, 'Superior')).toEqual({
      careTasks: ['/tasks?status=OPEN 2'],
    });
  });

  it('counts the deadlines due this week and overdue, linking to the deadlines list filtered the same way', () => {
    const caseManager: WorkList = {
      ...nothing,
      issues: null,
      accounting: null,
      claimsToSchedule: null,
      failedUploads: null,
      casesToDecide: null,
      deadlines: { dueSoon: 3, overdue: 2 },
    };
    const [item] = workItems(caseManager, userSession('Case_Manager'));
    // 3 due from today to today + 7 and 2 overdue: 5 to act on.
    expect(item).toMatchObject({
      id: 'deadlines',
      count: 5,
      titleKey: 'deadlines.work.title',
      descriptionKey: 'deadlines.work.descriptionOverdue',
      values: { overdue: 2, dueSoon: 3 },
    });
    expect(linksOf(caseManager, 'Case_Manager')).toEqual({
      deadlines: ['/case-management/deadlines?due=overdue 2', '/case-management/deadlines?due=week 3'],
    });
    expect(
      workItems({ ...caseManager, deadlines: { dueSoon: 0, overdue: 4 } }, userSession('HR_Admin'))[0],
    ).toMatchObject({ count: 4, descriptionKey: 'deadlines.work.descriptionOverdueOnly' });
    expect(linksOf({ ...caseManager, deadlines: { dueSoon: 1, overdue: 0 } }, 'HR_Admin')).toEqual({
      deadlines: ['/case-management/deadlines?due=week 1'],
    });
    // Payroll sees deadlines through the KTG view but has no deadlines area: the count without a link.
    expect(linksOf(caseManager, 'Payroll')).toEqual({ deadlines: [] });
    expect(workItems({ ...caseManager, deadlines: { dueSoon: 0, overdue: 0 } }, userSession('HR_Admin'))).toEqual([]);
  });

  it('offers the month to submit only to those who may submit', () => {
    const viewOnly = { ...busy, accounting: { ...busy.accounting, canSubmit: false } } as WorkList;
    expect(workItems(viewOnly, userSession('HR_Admin')).map((item) => item.id)).not.toContain('monthToSubmit');
  });

  it('has no item when nothing is open, and names the months waiting for the lock', () => {
    expect(workItems(nothing, userSession('Payroll'))).toEqual([]);
    expect(waitingNotes(busy, userSession('Payroll'))).toEqual([
      {
        id: 'monthAwaitingLock',
        textKey: 'home.waiting.monthAwaitingLock',
        values: { month: '2026-10' },
        link: expect.objectContaining({ to: '/daily-allowances', search: { month: '2026-10' } }),
      },
    ]);
  });
});

describe('adminWorkItems', () => {
  const list: AdminWorkList = {
    today: '2026-11-28',
    releasesToApprove: [
      {
        tenantId: TENANT,
        tenantName: 'Alpenblick AG',
        releaseCount: 2,
        payoutCount: 14,
        totalAmount: '20125.11',
        oldestProposedAt: '2026-11-27T10:00:00.000Z',
      },
    ],
    ownProposals: [
      {
        tenantId: TENANT,
        tenantName: 'Alpenblick AG',
        releaseCount: 1,
        payoutCount: 3,
        totalAmount: '473.43',
        oldestProposedAt: '2026-11-28T08:00:00.000Z',
      },
    ],
    monthsToLock: [
      {
        tenantId: TENANT,
        tenantName: 'Alpenblick AG',
        accountingMonthId: '2026-10',
        unitCount: 1,
        submittedAt: '2026-11-03T08:00:00.000Z',
      },
    ],
    failedEvents: [],
    seriousIssues: [],
    invalidConfigurations: [],
    supportRequests: [],
  };

  it("lists another admin's proposals to approve (the payouts filtered to PROPOSED) and the months to lock", () => {
    const items = adminWorkItems(list);
    expect(items.map((item) => [item.id, item.count])).toEqual([
      ['releasesToApprove', 2],
      ['monthsToLock', 1],
    ]);
    expect(items[0]?.links).toEqual([
      expect.objectContaining({
        to: '/admin/tenants/$tenantId/payouts',
        params: { tenantId: TENANT },
        search: { status: 'PROPOSED' },
        count: 2,
        values: { tenant: 'Alpenblick AG', payoutCount: '14', totalAmount: '20125.11' },
      }),
    ]);
    expect(items[1]?.links[0]).toMatchObject({ to: '/admin/tenants/$tenantId', params: { tenantId: TENANT } });
  });

  it('adds failed events (to the tenant), serious issues (the issues list of the tenant) and invalid configurations', () => {
    const items = adminWorkItems({
      ...list,
      releasesToApprove: [],
      monthsToLock: [],
      failedEvents: [
        {
          tenantId: TENANT,
          tenantName: 'Alpenblick AG',
          eventCount: 3,
          oldestCreatedAt: '2026-11-27T10:00:00.000Z',
          lastError: 'timeout',
        },
      ],
      seriousIssues: [{ tenantId: TENANT, tenantName: 'Alpenblick AG', issueCount: 4, maxSeverity: 3 }],
      invalidConfigurations: [{ tenantId: TENANT, tenantName: 'Alpenblick AG', version: 7, problemCount: 2 }],
    });
    // Counts: 3 events; 4 issues; 1 tenant's configuration (its 2 problems on the link).
    expect(items.map((item) => [item.id, item.count])).toEqual([
      ['failedEvents', 3],
      ['seriousIssues', 4],
      ['invalidConfigurations', 1],
    ]);
    expect(items.map((item) => item.links[0])).toEqual([
      expect.objectContaining({ to: '/admin/tenants/$tenantId', params: { tenantId: TENANT }, count: 3 }),
      expect.objectContaining({ to: '/admin/issues', search: { tenant: TENANT }, count: 4 }),
      expect.objectContaining({ to: '/admin/tenants/$tenantId', params: { tenantId: TENANT }, count: 2 }),
    ]);
  });

  it('adds the support requests waiting for an answer: per tenant, the inbox filtered to its open requests', () => {
    const items = adminWorkItems({
      ...list,
      releasesToApprove: [],
      monthsToLock: [],
      supportRequests: [
        { tenantId: TENANT, tenantName: 'Alpenblick AG', openCount: 2, waitingSince: '2026-11-26T08:00:00.000Z' },
        {
          tenantId: '7a1c2b0e-8d3a-4c5e-9f70-1a2b3c4d5e6f',
          tenantName: 'Bergbahn AG',
          openCount: 1,
          waitingSince: '2026-11-27T08:00:00.000Z',
        },
      ],
    });
    expect(items.map((item) => [item.id, item.count])).toEqual([['supportRequests', 3]]);
    expect(items[0]?.links[0]).toEqual({
      id: `support-${TENANT}`,
      to: '/admin/support',
      search: { tenant: TENANT, status: 'OPEN' },
      labelKey: 'home.work.supportRequests.link',
      count: 2,
      values: { tenant: 'Alpenblick AG', waitingSince: '2026-11-26T08:00:00.000Z' },
    });
    expect(items[0]?.links).toHaveLength(2);
  });

  it("keeps the admin's own proposals apart: they wait for a second admin", () => {
    expect(adminWaitingNotes(list)).toMatchObject([
      { id: 'ownProposal', values: { tenant: 'Alpenblick AG' }, count: 1 },
    ]);
    expect(adminWorkItems({ ...list, releasesToApprove: [], monthsToLock: [] })).toEqual([]);
  });
});

describe('nextSteps', () => {
  it('says where each role goes next when nothing is open, at most two steps', () => {
    const steps = (session: ReturnType<typeof userSession> | ReturnType<typeof adminSession>) =>
      nextSteps(session).map((step) => step.to);
    expect(steps(userSession('Payroll'))).toEqual(['/data-hub', '/daily-allowances']);
    expect(steps(userSession('HR_Admin'))).toEqual(['/data-hub', '/daily-allowances']);
    expect(steps(userSession('Case_Manager'))).toEqual(['/daily-allowances', '/insurance/ktg']);
    expect(steps(userSession('Superior'))).toEqual(['/case-management/cases', '/absence-calendar']);
    expect(steps(adminSession())).toEqual(['/admin/tenants']);
  });
});
