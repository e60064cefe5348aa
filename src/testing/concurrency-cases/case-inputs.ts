// The concurrency cases of the admin case input routes (decision 0021), part of concurrency.test.ts: benefit stops,
// IV settings, manual corrections, accident dates and case decisions created, updated, deleted and previewed in
// parallel; the employee's derivation lock orders the writes of one case.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { caseInputs, cases } from '../../db/schema/cases.ts';
import { fireInParallel } from '../concurrency.ts';
import {
  auditEntries,
  type Case,
  type CaseTable,
  type Env,
  employeeWithAbsence,
  json,
  PARALLEL,
  sickCaseOf,
} from './support.ts';

/** An accident case of 10 days (01.-10.03.2026) of a new employee, derived; its case and insured person ids. */
async function accidentCaseOf(env: Env, employeeId: string): Promise<{ caseId: string; insuredPersonId: string }> {
  await employeeWithAbsence(env, employeeId, {
    startDate: '2026-03-01',
    endDate: '2026-03-10',
    type: 'ACCIDENT',
    accidentType: 'NON_OCCUPATIONAL',
    percentage: 100,
  });
  const listed = await env.ctx.app.inject({
    method: 'GET',
    url: `/api/modular/case?employeeId=${employeeId}`,
    headers: env.hr.headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().items[0] as { caseId: string; insuredPersonId: string };
}

/** Admin case inputs (decision 0021): the URL of a case's input route. */
const caseInputUrl = (env: Env, sick: { caseId: string; insuredPersonId: string }, path: string) =>
  `/api/modular/admin/tenant/${env.tenantId}/insured-person/${sick.insuredPersonId}/${path.startsWith('manual') ? 'ktgCase' : 'case'}/${sick.caseId}/${path}`;

async function storedCaseTotal(env: Env, caseId: string): Promise<number | undefined> {
  const [row] = await env.ctx.database.db.select().from(cases).where(eq(cases.id, caseId));
  return row?.totalAmount;
}

const STOP = (outputPercentage: number) => ({
  entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage }],
  reason: `Stopp ${outputPercentage}`,
});

const IV = (amount: number) => ({ type: 'IV_PENSION', amount, startDate: '2026-04-01', endDate: null });

const CORRECTION = (amount: number) => ({
  accountingMonthId: '2026-06',
  dates: { from: '2026-04-01', to: '2026-04-09' },
  amount,
  comment: `Korrektur ${amount}`,
});

/** Five parallel creates of one kind on one case: all acknowledged, five rows, five audit entries. */
function parallelCaseInputCreates(path: string, action: string, bodies: readonly object[], status: number): Case {
  return async (env) => {
    const sick = await sickCaseOf(env, `CI-C-${action}`);
    const fired = await fireInParallel(
      env.ctx.app,
      bodies.map((payload) => ({
        method: 'POST' as const,
        url: caseInputUrl(env, sick, path),
        headers: env.admin.headers,
        payload,
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(status);
    const rows = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, sick.caseId));
    expect(rows).toHaveLength(bodies.length);
    expect(await auditEntries(env, `${action}.create`, sick.caseId)).toHaveLength(bodies.length);
  };
}

/**
 * Five parallel PUTs of one stored input (different bodies): the employee's derivation lock serialises them, so
 * every one is acknowledged, the final row is one of the sent bodies with version 1 + 5, each audit entry's
 * `before` is the version the previous write left (no interleaving: versions 1-5 each once), and the stored case
 * total is the one of the final body.
 */
function parallelCaseInputUpdates(
  path: string,
  action: string,
  bodies: readonly Record<string, unknown>[],
  totalOf: (body: Record<string, unknown>) => number,
): Case {
  return async (env) => {
    const sick = await sickCaseOf(env, `CI-U-${action}`);
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: caseInputUrl(env, sick, path),
      headers: env.admin.headers,
      payload: bodies[0] as object,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = Object.values(created.json() as Record<string, string>).find((value) => value !== sick.insuredPersonId);
    const fired = await fireInParallel(
      env.ctx.app,
      bodies.map((payload) => ({
        method: 'PUT' as const,
        url: `${caseInputUrl(env, sick, path)}/${id}`,
        headers: env.admin.headers,
        payload,
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const [row] = await env.ctx.database.db
      .select()
      .from(caseInputs)
      .where(eq(caseInputs.id, id as string));
    expect(row?.version).toBe(1 + bodies.length);
    const data = (row?.data ?? {}) as Record<string, unknown>;
    // jsonb orders keys its own way: compare the one value the bodies differ in.
    const keyOf = (value: Record<string, unknown>) =>
      (value.entries as { outputPercentage: number }[] | undefined)?.[0]?.outputPercentage ?? value.amount;
    const final = bodies.find((body) => keyOf(body) === keyOf(data));
    expect(final, 'the final row is one of the writes').toBeDefined();
    const entries = await auditEntries(env, `${action}.update`, sick.caseId);
    expect(entries).toHaveLength(bodies.length);
    expect(entries.map((entry) => (entry.before as { version: number }).version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await storedCaseTotal(env, sick.caseId)).toBe(totalOf(final as Record<string, unknown>));
  };
}

/** Five parallel DELETEs of one stored input: one 200, four 400 <KIND>_NOT_FOUND; one audit entry. */
function parallelCaseInputDeletes(path: string, action: string, body: object, code: string): Case {
  return async (env) => {
    const sick = await sickCaseOf(env, `CI-D-${action}`);
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: caseInputUrl(env, sick, path),
      headers: env.admin.headers,
      payload: body,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = Object.values(created.json() as Record<string, string>).find((value) => value !== sick.insuredPersonId);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: `${caseInputUrl(env, sick, path)}/${id}`,
        headers: env.admin.headers,
      })),
    );
    expect(fired.map((item) => item.response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const item of fired.filter((one) => one.response.statusCode === 400)) expect(json(item).code).toBe(code);
    expect(await auditEntries(env, `${action}.delete`, sick.caseId)).toHaveLength(1);
    // 01.03.-09.04.: 10 paid days of 157.81 again.
    expect(await storedCaseTotal(env, sick.caseId)).toBe(157_810);
  };
}

export const caseInputConcurrencyCases = {
  // Admin case inputs (decision 0021). Case of 01.03.-09.04.2026: 10 paid days of 157.81 (31.03.-09.04.).
  adminBenefitStopCreate: parallelCaseInputCreates(
    'benefit-stop',
    'benefit-stop',
    [0, 10, 20, 30, 40].map((percentage) => STOP(percentage)),
    200,
  ),
  // 05.-09.04. at p %: 5 × 157.81 + 5 × round_half_up(157.81 × p %) (C16).
  adminBenefitStopUpdate: parallelCaseInputUpdates(
    'benefit-stop',
    'benefit-stop',
    [0, 10, 20, 30, 40].map((percentage) => STOP(percentage)),
    (body) => {
      const percentage = (body.entries as { outputPercentage: number }[])[0]?.outputPercentage ?? 100;
      return 78_905 + 5 * Math.round((15_781 * percentage) / 100);
    },
  ),
  adminBenefitStopDelete: parallelCaseInputDeletes('benefit-stop', 'benefit-stop', STOP(50), 'BENEFIT_STOP_NOT_FOUND'),
  adminIvSettingCreate: parallelCaseInputCreates(
    'iv-setting',
    'iv-setting',
    [100, 200, 300, 400, 500].map((amount) => IV(amount)),
    201,
  ),
  // An IV pension of a CHF a month from 01.04.: 01.-09.04. pay 157.81 - round_half_up(a × 12 / 365) (C16).
  adminIvSettingUpdate: parallelCaseInputUpdates(
    'iv-setting',
    'iv-setting',
    [100, 200, 300, 400, 500].map((amount) => IV(amount)),
    (body) => 15_781 + 9 * (15_781 - Math.round(((body.amount as number) * 100 * 12) / 365)),
  ),
  adminIvSettingDelete: parallelCaseInputDeletes('iv-setting', 'iv-setting', IV(1200), 'IV_SETTING_NOT_FOUND'),
  adminManualCorrectionCreate: parallelCaseInputCreates(
    'manual-correction',
    'manual-correction',
    [100, 200, 300, 400, 500].map((amount) => CORRECTION(amount)),
    201,
  ),
  adminManualCorrectionDelete: parallelCaseInputDeletes(
    'manual-correction',
    'manual-correction',
    CORRECTION(500),
    'MANUAL_CORRECTION_NOT_FOUND',
  ),
  adminAccidentDateSet: async (env: Env) => {
    // Five parallel PUTs of the accident date of one UVG case: all acknowledged, one stored input (version 5: one
    // create, four updates), the case's accident date one of the sent dates, one audit entry per write.
    const accident = await accidentCaseOf(env, 'ACC-SET');
    const dates = ['2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01'];
    const fired = await fireInParallel(
      env.ctx.app,
      dates.map((accidentDate) => ({
        method: 'PUT' as const,
        url: caseInputUrl(env, accident, 'accident-date'),
        headers: env.admin.headers,
        payload: { accidentDate },
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const rows = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, accident.caseId));
    expect(rows.map((row) => row.version)).toEqual([PARALLEL]);
    const [stored] = await env.ctx.database.db.select().from(cases).where(eq(cases.id, accident.caseId));
    expect(stored?.accidentDate).toBe((rows[0]?.data as { accidentDate?: string } | undefined)?.accidentDate);
    expect(dates).toContain(stored?.accidentDate);
    expect(await auditEntries(env, 'accident-date.create', accident.caseId)).toHaveLength(1);
    expect(await auditEntries(env, 'accident-date.update', accident.caseId)).toHaveLength(PARALLEL - 1);
  },
  adminAccidentDateReset: async (env: Env) => {
    // Five parallel resets of a set accident date: all answer the default (01.03.), one audited removal.
    const accident = await accidentCaseOf(env, 'ACC-RESET');
    const set = await env.ctx.app.inject({
      method: 'PUT',
      url: caseInputUrl(env, accident, 'accident-date'),
      headers: env.admin.headers,
      payload: { accidentDate: '2026-02-27' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: caseInputUrl(env, accident, 'accident-date'),
        headers: env.admin.headers,
      })),
    );
    for (const item of fired) {
      expect(item.response.statusCode, item.response.body).toBe(200);
      expect(json(item)).toMatchObject({ accidentDate: '2026-03-01', isAccidentDateOverridden: false });
    }
    expect(await auditEntries(env, 'accident-date.delete', accident.caseId)).toHaveLength(1);
  },
  adminCaseDecisionSet: async (env: Env) => {
    // Five parallel denials of one case with different reasons: all acknowledged, one stored decision (version 5),
    // the case DENIED with one of the sent reasons, one audit entry per write.
    const sick = await sickCaseOf(env, 'DENY-SET');
    const reasons = [1, 2, 3, 4, 5].map((n) => `Begründung ${n}`);
    const fired = await fireInParallel(
      env.ctx.app,
      reasons.map((reason) => ({
        method: 'PUT' as const,
        url: caseInputUrl(env, sick, 'decision'),
        headers: env.admin.headers,
        payload: { decision: 'DENIED', reason, decidedOn: '2026-03-10' },
      })),
    );
    for (const item of fired) expect(item.response.statusCode, item.response.body).toBe(200);
    const rows = await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, sick.caseId));
    expect(rows.map((row) => row.version)).toEqual([PARALLEL]);
    const [stored] = await env.ctx.database.db.select().from(cases).where(eq(cases.id, sick.caseId));
    expect(stored?.status).toBe('DENIED');
    expect(reasons).toContain((stored?.details as { denial: { reason: string } } | undefined)?.denial.reason);
    expect(await auditEntries(env, 'case-decision.create', sick.caseId)).toHaveLength(1);
    expect(await auditEntries(env, 'case-decision.update', sick.caseId)).toHaveLength(PARALLEL - 1);
  },
  adminCaseDecisionWithdraw: async (env: Env) => {
    // Five parallel withdrawals of a denial: all answer the derived status again, one audited removal.
    const sick = await sickCaseOf(env, 'DENY-WITHDRAW');
    const set = await env.ctx.app.inject({
      method: 'PUT',
      url: caseInputUrl(env, sick, 'decision'),
      headers: env.admin.headers,
      payload: { decision: 'DENIED', reason: 'Keine Arbeitsunfähigkeit', decidedOn: '2026-03-10' },
    });
    expect([set.statusCode, set.json().status]).toEqual([200, 'DENIED']);
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'DELETE' as const,
        url: caseInputUrl(env, sick, 'decision'),
        headers: env.admin.headers,
      })),
    );
    for (const item of fired) {
      expect(item.response.statusCode, item.response.body).toBe(200);
      expect(json(item)).toMatchObject({ denial: null });
      expect(json(item).status).not.toBe('DENIED');
    }
    expect(await auditEntries(env, 'case-decision.delete', sick.caseId)).toHaveLength(1);
  },
  adminCaseInputPreview: async (env: Env) => {
    // Five parallel previews: the same answer each, nothing written.
    const sick = await sickCaseOf(env, 'CI-PREVIEW');
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: PARALLEL }, () => ({
        method: 'POST' as const,
        url: caseInputUrl(env, sick, 'input-preview'),
        headers: env.admin.headers,
        payload: { kind: 'BENEFIT_STOP', input: STOP(50) },
      })),
    );
    for (const item of fired) {
      expect(item.response.statusCode, item.response.body).toBe(200);
      expect(json(item)).toMatchObject({ before: { totalAmount: '1578.10' }, after: { totalAmount: '1183.60' } });
    }
    expect(await env.ctx.database.db.select().from(caseInputs).where(eq(caseInputs.caseId, sick.caseId))).toEqual([]);
  },
} satisfies CaseTable;
