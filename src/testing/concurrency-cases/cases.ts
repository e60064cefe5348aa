// The concurrency cases of the case routes, part of concurrency.test.ts: claims patched, case comments, cases split,
// linked and reassigned (one decision wins), takeover records and the tenant's case migration.
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { caseComments, caseInputs, cases, claims } from '../../db/schema/cases.ts';
import { auditLog } from '../../db/schema/identity.ts';
import { expectAcknowledgedOrConflict, type Fired, fireInParallel, sentBody } from '../concurrency.ts';
import { processPendingEvents } from '../factories/domain-event.factory.ts';
import { auditEntries, type CaseTable, type Env, employeeWithAbsence, json, PARALLEL, sickCaseOf } from './support.ts';

/** A takeover record of one closed sickness case numbered `number` (its id follows the number) and an LFZ counter. */
function takeoverRecordOf(env: Env, employeeId: string, number: number) {
  return {
    tenantId: env.tenantId,
    employeeId,
    counters: [
      { id: 'lfz', counterTypes: [], name: 'LFZ_DAYS', value: { type: 'TAKEOVER', date: '2025-11-20', value: 20 } },
    ],
    cases: [
      {
        id: `OLD-${number}`,
        caseNumber: number,
        type: 'SICK',
        activeRange: { from: '2025-11-01', till: '2025-11-20', days: 20 },
        counters: [
          {
            id: 'w',
            counterTypes: [],
            name: 'WAITING_DAYS',
            value: { type: 'TAKEOVER', date: '2025-11-20', value: 20 },
          },
        ],
        status: 'CLOSED',
        openedAt: '2025-11-01',
      },
    ],
  };
}

/**
 * A sickness case with a relapse: sick 01.03.-09.04.2026 and again 01.-10.05.2026 (within 12 months, C15: the same
 * case). Answers the case, its person and the claims of the relapse period.
 */
async function relapseCaseOf(env: Env, employeeId: string) {
  const sick = await sickCaseOf(env, employeeId);
  const again = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/absence',
    headers: env.hr.headers,
    payload: { employeeId, startDate: '2026-05-01', endDate: '2026-05-10', type: 'SICK', percentage: 100 },
  });
  expect(again.statusCode, again.body).toBe(201);
  expect((await processPendingEvents(env.ctx.database, env.tenantId)).failed).toBe(0);
  const relapseClaims = (
    await env.ctx.database.db
      .select({ claimId: claims.claimId, date: claims.date })
      .from(claims)
      .where(and(eq(claims.tenantId, env.tenantId), eq(claims.employeeId, employeeId)))
  )
    .filter((claim) => claim.date >= '2026-05-01')
    .map((claim) => claim.claimId);
  return { ...sick, relapseClaims };
}

/** The employee's stored cases, oldest first. */
async function casesOfEmployee(env: Env, employeeId: string) {
  const rows = await env.ctx.database.db
    .select({ id: cases.id, absentFrom: cases.absentFrom })
    .from(cases)
    .where(and(eq(cases.tenantId, env.tenantId), eq(cases.employeeId, employeeId)));
  return rows.sort((a, b) => a.absentFrom.localeCompare(b.absentFrom));
}

/** Five parallel decisions about one period: one wins, the others see its result and are refused. */
async function oneDecisionWins(env: Env, requests: { url: string; payload: object; admin?: boolean }[]) {
  const fired = await fireInParallel(
    env.ctx.app,
    requests.map((request) => ({
      method: 'POST' as const,
      url: request.url,
      headers: request.admin ? env.admin.headers : env.hr.headers,
      payload: request.payload,
    })),
  );
  const statuses = fired.map((item) => item.response.statusCode);
  expect(
    statuses.filter((status) => status < 300),
    statuses.join(),
  ).toHaveLength(1);
  expect(statuses.filter((status) => status >= 400 && status < 500)).toHaveLength(requests.length - 1);
  return fired;
}

export const caseConcurrencyCases = {
  claimsPatch: async (env: Env) => {
    // A sick case of 40 days (10 paid claims). Five parallel patches of the same claim with the revision read
    // before: one is acknowledged, the others answer 409 REVISION_CONFLICT and change nothing; the case's
    // processing statuses follow the winner; one audit entry. Then five patches each of another claim (each with
    // its own current revision): all acknowledged, every claim scheduled.
    const employeeId = 'CLAIM-1';
    await employeeWithAbsence(env, employeeId, {
      startDate: '2026-03-01',
      endDate: '2026-04-09',
      type: 'SICK',
      percentage: 100,
    });
    const listed = await env.ctx.app.inject({
      method: 'GET',
      url: `/api/modular/case?employeeId=${employeeId}&include=claims`,
      headers: env.hr.headers,
    });
    const sick = json({ request: {}, response: listed } as Fired).items[0] as {
      caseId: string;
      insuredPersonId: string;
      claims: { claimId: string; revisionId: string; dailyAllowance: string }[];
    };
    const paid = sick.claims.filter((claim) => claim.dailyAllowance !== '0.00');
    const [first] = paid;
    const statuses = ['SCHEDULED', 'PROCESSED', 'BLOCKED', 'SCHEDULED', 'PROCESSED'] as const;
    const fired = await fireInParallel(
      env.ctx.app,
      statuses.map((processingStatus, index) => ({
        method: 'PATCH' as const,
        url: '/api/modular/claim',
        headers: env.hr.headers,
        payload: {
          insuredPersonId: sick.insuredPersonId,
          claims: [
            {
              claimId: first?.claimId,
              revisionId: first?.revisionId,
              processingStatus,
              ...(processingStatus === 'BLOCKED' ? {} : { accountingMonthId: `2026-0${index + 4}` }),
            },
          ],
        },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('REVISION_CONFLICT');
    const winner = sentBody<{ claims: { processingStatus: string; accountingMonthId?: string }[] }>(
      acknowledged[0] as Fired,
    ).claims[0];
    const [stored] = await env.ctx.database.db
      .select()
      .from(claims)
      .where(and(eq(claims.tenantId, env.tenantId), eq(claims.claimId, first?.claimId as string)));
    expect(stored?.processingStatus).toBe(winner?.processingStatus);
    if (winner?.accountingMonthId) expect(stored?.accountingMonthId).toBe(winner.accountingMonthId);
    const [storedCase] = await env.ctx.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.tenantId, env.tenantId), eq(cases.id, sick.caseId)));
    expect(storedCase?.processingStatuses).toEqual([winner?.processingStatus, 'UNASSIGNED'].sort());
    expect(await auditEntries(env, 'claim.patch', sick.insuredPersonId)).toHaveLength(1);

    const others = paid.slice(1, 6);
    const apart = expectAcknowledgedOrConflict(
      await fireInParallel(
        env.ctx.app,
        others.map((claim) => ({
          method: 'PATCH' as const,
          url: '/api/modular/claim',
          headers: env.hr.headers,
          payload: {
            insuredPersonId: sick.insuredPersonId,
            claims: [
              {
                claimId: claim.claimId,
                revisionId: claim.revisionId,
                processingStatus: 'SCHEDULED',
                accountingMonthId: '2026-05',
              },
            ],
          },
        })),
      ),
    );
    expect(apart.acknowledged).toHaveLength(others.length);
    const rows = await env.ctx.database.db
      .select()
      .from(claims)
      .where(
        and(
          eq(claims.tenantId, env.tenantId),
          inArray(
            claims.claimId,
            others.map((claim) => claim.claimId),
          ),
        ),
      );
    expect(rows.map((row) => [row.processingStatus, row.accountingMonthId])).toEqual(
      others.map(() => ['SCHEDULED', '2026-05']),
    );
    expect(await auditEntries(env, 'claim.patch', sick.insuredPersonId)).toHaveLength(1 + others.length);
  },

  caseCommentCreate: async (env: Env) => {
    // Five parallel comments on one case: all acknowledged, five rows, five audit entries, all shown on the case.
    const sick = await sickCaseOf(env, 'COMMENT-1');
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, (_, index) => ({
        method: 'POST' as const,
        url: `/api/modular/case/${sick.caseId}/comments`,
        headers: env.hr.headers,
        payload: { insuredPersonId: sick.insuredPersonId, comment: `Kommentar ${index}` },
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(201);
    const rows = await env.ctx.database.db
      .select()
      .from(caseComments)
      .where(and(eq(caseComments.tenantId, env.tenantId), eq(caseComments.caseId, sick.caseId)));
    expect(rows.map((row) => row.comment).sort()).toEqual(
      Array.from({ length: PARALLEL }, (_, index) => `Kommentar ${index}`),
    );
    expect(await auditEntries(env, 'case-comment.create', sick.caseId)).toHaveLength(PARALLEL);
  },

  caseCommentDelete: async (env: Env) => {
    // Five parallel deletes of one comment: one 204, the others 404 COMMENT_NOT_FOUND; one audit entry.
    const sick = await sickCaseOf(env, 'COMMENT-2');
    const posted = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/modular/case/${sick.caseId}/comments`,
      headers: env.hr.headers,
      payload: { insuredPersonId: sick.insuredPersonId, comment: 'Wird gelöscht' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { commentId } = posted.json() as { commentId: string };
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: `/api/modular/case/${sick.insuredPersonId}/${sick.caseId}/comments/${commentId}`,
        headers: env.hr.headers,
      })),
    );
    const statuses = fired.map((item) => item.response.statusCode).sort();
    expect(statuses).toEqual([204, 404, 404, 404, 404]);
    for (const item of fired.filter((one) => one.response.statusCode === 404)) {
      expect(json(item).code).toBe('COMMENT_NOT_FOUND');
    }
    expect(await auditEntries(env, 'case-comment.delete', sick.caseId)).toHaveLength(1);
  },

  insuredPersonCaseCreate: async (env: Env) => {
    // Five parallel "its own case from 01.05.": one creates it (201), the others then find the period already its
    // own case (400 CASE_LINK_NOT_POSSIBLE); two cases, one link, one audit entry.
    const relapse = await relapseCaseOf(env, 'LINK-1');
    const url = `/api/modular/insured-person/${relapse.insuredPersonId}/case`;
    const fired = await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({ url, payload: { startDate: '2026-05-01' } })),
    );
    for (const item of fired.filter((one) => one.response.statusCode === 400)) {
      expect(json(item).code).toBe('CASE_LINK_NOT_POSSIBLE');
    }
    expect((await casesOfEmployee(env, 'LINK-1')).map((row) => row.absentFrom)).toEqual(['2026-03-01', '2026-05-01']);
    const links = await env.ctx.database.db
      .select()
      .from(caseInputs)
      .where(and(eq(caseInputs.tenantId, env.tenantId), eq(caseInputs.employeeId, 'LINK-1')));
    expect(links).toHaveLength(1);
  },

  ktgCaseCreate: async (env: Env) => {
    await relapseCaseOf(env, 'LINK-2');
    await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: '/api/modular/ktg-case-creation/create',
        payload: { employeeId: 'LINK-2', startDate: '2026-05-01' },
      })),
    );
    expect(await casesOfEmployee(env, 'LINK-2')).toHaveLength(2);
  },

  ktgCaseLink: async (env: Env) => {
    // Split first, then five parallel links of the second case to the first: one joins them, the others find the
    // second case gone (404 CASE_NOT_FOUND).
    await relapseCaseOf(env, 'LINK-3');
    const split = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/ktg-case-creation/create',
      headers: env.hr.headers,
      payload: { employeeId: 'LINK-3', startDate: '2026-05-01' },
    });
    expect(split.statusCode, split.body).toBe(201);
    const [first, second] = await casesOfEmployee(env, 'LINK-3');
    await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: '/api/modular/ktg-case-creation/link-cases',
        payload: { employeeId: 'LINK-3', caseId: second?.id, targetCaseId: first?.id },
      })),
    );
    expect((await casesOfEmployee(env, 'LINK-3')).map((row) => row.id)).toEqual([first?.id]);
    expect(await auditEntries(env, 'case.link', first?.id as string)).toHaveLength(1);
  },

  insuredPersonReassign: async (env: Env) => {
    // Five parallel moves of the relapse period's claims to a new case: one moves them, the others find them
    // starting their case already (400).
    const relapse = await relapseCaseOf(env, 'LINK-4');
    await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: `/api/modular/insured-person/${relapse.insuredPersonId}/reassign`,
        payload: { targetCaseId: null, claims: relapse.relapseClaims },
      })),
    );
    expect(await casesOfEmployee(env, 'LINK-4')).toHaveLength(2);
    expect(await auditEntries(env, 'case.reassign', relapse.insuredPersonId)).toHaveLength(1);
  },

  adminReassign: async (env: Env) => {
    const relapse = await relapseCaseOf(env, 'LINK-5');
    const fired = await oneDecisionWins(
      env,
      Array.from({ length: PARALLEL }, () => ({
        url: `/api/modular/admin/tenant/${env.tenantId}/insured-person/${relapse.insuredPersonId}/reassign`,
        payload: { targetCaseId: null, claims: relapse.relapseClaims },
        admin: true,
      })),
    );
    for (const item of fired.filter((one) => one.response.statusCode === 400)) {
      expect(Object.keys(json(item))).toEqual(['message']);
    }
    expect(await casesOfEmployee(env, 'LINK-5')).toHaveLength(2);
  },

  adminInitializeForTakeover: async (env: Env) => {
    // Five parallel takeover records of one employee, each with another case: all acknowledged (201), the
    // employee's takeover inputs are exactly one record's (one case input, one counter), its case is derived, and
    // each write is audited once. Then the same record five times: nothing more is written or audited.
    const employeeId = await env.newEmployee('TAKEOVER');
    const recordOf = (number: number) => takeoverRecordOf(env, employeeId, number);
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((number) => ({
        method: 'POST' as const,
        url: '/api/modular/admin/initialize-for-takeover',
        headers: env.admin.headers,
        payload: recordOf(number ?? 0),
      })),
    );
    for (const item of fired) expect([item.response.statusCode, item.response.body]).toEqual([201, '']);
    const inputs = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.employeeId, employeeId));
    expect(inputs.map((input) => input.kind).sort()).toEqual(['TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER']);
    const number = (inputs.find((input) => input.kind === 'TAKEOVER_CASE')?.data as { caseNumber?: number } | undefined)
      ?.caseNumber;
    const stored = await env.ctx.database.db.select().from(cases).where(eq(cases.employeeId, employeeId));
    expect(stored.map((row) => [row.caseNumber, row.isTakeover])).toEqual([[number, true]]);
    const audited = async () =>
      (await env.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'takeover.initialize'))).filter(
        (entry) => (entry.after as { employeeId?: string } | null)?.employeeId === employeeId,
      );
    expect(await audited()).toHaveLength(PARALLEL);
    const again = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: '/api/modular/admin/initialize-for-takeover',
        headers: env.admin.headers,
        payload: recordOf(number ?? 0),
      })),
    );
    for (const item of again) expect(item.response.statusCode, item.response.body).toBe(201);
    expect(await audited()).toHaveLength(PARALLEL);
    const after = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.employeeId, employeeId));
    expect(after.map((input) => input.version)).toEqual(inputs.map((input) => input.version));
  },
  adminCaseMigration: async (env: Env) => {
    // Five parallel migrations of the tenant: the same answer each, the outcome written once (input version 2),
    // one audited run.
    const employeeId = await env.newEmployee('MIGRATE');
    const initialized = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/admin/initialize-for-takeover',
      headers: env.admin.headers,
      payload: takeoverRecordOf(env, employeeId, 1),
    });
    expect(initialized.statusCode, initialized.body).toBe(201);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: `/api/modular/admin/case-migration/${env.tenantId}`,
        headers: env.admin.headers,
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const bodies = fired.map((item) => item.response.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(
      bodies[0].create_closed_takeover.filter((item: { employeeId: string }) => item.employeeId === employeeId),
    ).toHaveLength(1);
    const [input] = await env.ctx.database.db
      .select()
      .from(caseInputs)
      .where(and(eq(caseInputs.employeeId, employeeId), eq(caseInputs.kind, 'TAKEOVER_CASE')));
    expect(input?.version).toBe(2);
    expect(await auditEntries(env, 'case-migration.run', env.tenantId)).toHaveLength(1);
  },
} satisfies CaseTable;
