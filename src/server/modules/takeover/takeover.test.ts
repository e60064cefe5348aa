// The insured-person takeover and the case migration (decision 0024): a case begun in the old system continues
// here with its counters (no new waiting period, benefit days keep counting), each migration outcome, idempotency,
// and the 400 answers of a contradictory record.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseInputs, cases, claims, insuredPersons } from '../../../db/schema/cases.ts';
import { documents } from '../../../db/schema/documents.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import {
  createAdminUser,
  createSignedInUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { powerOfAttorneyContent, powerOfAttorneyFacts } from './power-of-attorney.ts';

const TAKEOVER_CASE_ID = '0196f0a0-0000-7000-8000-0000000ca5e1';

type Counter = {
  id: string;
  name: string;
  value: { type: 'TAKEOVER'; date: string; value: number } | { type: 'NORMAL'; date: string };
};

const takeover = (id: string, name: string, date: string, value: number): Counter => ({
  id,
  name,
  value: { type: 'TAKEOVER', date, value },
});

/** A takeover case of the record, with the defaults of the examples. */
function oldCase(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ALT-7',
    ktgCaseId: TAKEOVER_CASE_ID,
    reference: 'Altsystem 7',
    caseNumber: 7,
    type: 'SICK',
    span: { from: '2026-01-05', till: null },
    activeRange: { from: '2026-01-05', till: null, days: 55 },
    wages: [{ wageTypeId: '1000', factor: 1, amount: 6000 }],
    counters: [
      takeover('c-case', 'CASE_DAYS', '2026-02-28', 55),
      takeover('c-wait', 'WAITING_DAYS', '2026-02-28', 30),
      takeover('c-benefit', 'benefitDays', '2026-02-28', 25),
    ],
    employeeCounterIds: ['lfz'],
    applicablePolicies: [{ product: 'KTG', identifier: 'KTG-1' }],
    status: 'OPEN',
    openedAt: '2026-01-05',
    ...overrides,
  };
}

describe.each(testBackends())('takeover and case migration on %s', (backend) => {
  const ctx = useTestApp(backend);

  /**
   * A configured tenant (SIMPLE KTG coverage with the defaults, C14: 30 waiting days, 80 %, divisor 365) with K-1
   * and K-2 earning 6 000 a month (insured salary 72 000, C8), an HR admin and an internal admin.
   */
  async function company(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await configureTenantForTest(ctx.database, tenant.id);
    for (const employeeId of ['K-1', 'K-2', 'K-3', 'K-4']) {
      await createEmployeeRecord(ctx.database, tenant.id, employeeId, {
        validFrom: '2020-01-01',
        data: {
          processingGroupId: 'MONTHLY',
          dateOfEmployment: '2020-01-01',
          salaryBasis: 'MONTHLY',
          wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
          policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
        },
      });
    }
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    return { tenantId: tenant.id, hr: session, admin };
  }

  async function recordAbsence(
    world: { tenantId: string; hr: TestSession },
    employeeId: string,
    startDate: string,
    endDate: string,
  ) {
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: world.hr.headers,
      payload: { employeeId, startDate, endDate, type: 'SICK', percentage: 100 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await processPendingEvents(ctx.database, world.tenantId)).toMatchObject({ failed: 0 });
  }

  const record = (tenantId: string, employeeId: string, cases: object[], counters: Counter[] = []) => ({
    tenantId,
    employeeId,
    counters,
    accountingGroupCode: 'AG-7',
    processingGroupId: 'MONTHLY',
    cases,
  });

  const initialize = (admin: TestSession, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/modular/admin/initialize-for-takeover',
      headers: admin.headers,
      payload,
    });

  const migrate = (world: { tenantId: string; admin: TestSession }, dryRun = false) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/case-migration/${world.tenantId}${dryRun ? '?dryRun=true' : ''}`,
      headers: world.admin.headers,
    });

  const storedCases = (tenantId: string, employeeId: string) =>
    ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(cases).where(eq(cases.employeeId, employeeId)).orderBy(asc(cases.absentFrom)),
    );

  const takeoverInputs = (tenantId: string, employeeId: string) =>
    ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(caseInputs)
        .where(and(eq(caseInputs.employeeId, employeeId)))
        .orderBy(asc(caseInputs.kind), asc(caseInputs.id)),
    );

  it('a case begun in the old system continues here: no new waiting period, benefit days go on from 25', async () => {
    const world = await company('Übernahme AG');
    // Recorded here: K-1 sick 100 % 01.-31.03.2026. Alone, the platform would start a case on 01.03. with 30
    // waiting days (01.-30.03.) and pay only 31.03.
    await recordAbsence(world, 'K-1', '2026-03-01', '2026-03-31');
    const [own] = await storedCases(world.tenantId, 'K-1');
    expect(own).toMatchObject({ absentFrom: '2026-03-01', totalAmount: 15_781, isTakeover: false });

    // The old system: sick since 05.01.2026; at the end of 28.02.: 55 case days (05.01.-28.02.), the 30 waiting
    // days served, 25 benefit days paid; the person used 55 LFZ days.
    const sent = record(
      world.tenantId,
      'K-1',
      [oldCase()],
      [takeover('lfz', 'continuationOfPaymentDays', '2026-02-28', 55)],
    );
    const answered = await initialize(world.admin, sent);
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.body).toBe('');

    // Derived in the same transaction: one case, the takeover's, numbered 7.
    // 6 000 × 12 = 72 000 insured (C8); 72 000 / 365 × 80 % = 157.808 -> 157.81 a day (C2).
    // 01.-31.03.: 31 paid days, benefit days 26-56, no waiting day: 31 × 157.81 = 4 892.11.
    const [taken, ...others] = await storedCases(world.tenantId, 'K-1');
    expect(others).toEqual([]);
    expect(taken).toMatchObject({
      caseNumber: 7,
      isTakeover: true,
      engineKey: TAKEOVER_CASE_ID,
      totalAmount: 489_211,
      // The days computed here (01.-31.03.); the old system's 55 are in the counters.
      numberOfDays: 31,
    });
    // The platform's case keeps its stored id: comments and decisions made on it stay attached (decision 0017).
    expect(taken?.id).toBe(own?.id);
    expect((taken?.details as { counters?: Record<string, unknown> } | undefined)?.counters).toMatchObject({
      waitingDaysServed: 30,
      benefitDaysUsed: 56,
      takeover: { counterDate: '2026-02-28', values: { CASE_DAYS: 55, WAITING_DAYS: 30, BENEFIT_DAYS: 25 } },
    });
    const march = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx
        .select()
        .from(claims)
        .where(and(eq(claims.caseId, taken?.id as string), eq(claims.isCorrection, false)))
        .orderBy(asc(claims.date)),
    );
    expect(march).toHaveLength(31);
    expect(march.every((claim) => claim.dailyAllowance === 15_781)).toBe(true);
    expect(march[0]?.details).toMatchObject({ caseDay: 56, benefitDayNumber: 26, isWaitingPeriodDay: false });
    expect(march[30]?.details).toMatchObject({ caseDay: 86, benefitDayNumber: 56 });

    const [person] = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(insuredPersons).where(eq(insuredPersons.employeeId, 'K-1')),
    );
    expect(person?.accountingGroupCode).toBe('AG-7');

    // The migration: the platform's case starts on 01.03., the day after the counter date -> exact_match.
    const migrated = await migrate(world);
    expect(migrated.statusCode, migrated.body).toBe(200);
    expect(migrated.json()).toEqual({
      dryRun: false,
      exact_match: [
        expect.objectContaining({
          takeoverCaseId: TAKEOVER_CASE_ID,
          employeeId: 'K-1',
          caseId: own?.id,
          startDate: '2026-01-05',
          counterDate: '2026-02-28',
          matchedCase: { absentFrom: '2026-03-01', absentTo: '2026-03-31' },
          differenceDays: 0,
        }),
      ],
      create_takeover: [],
      create_closed_takeover: [],
      close_match: [],
      errors: [],
    });
    const [after] = await storedCases(world.tenantId, 'K-1');
    expect(after).toMatchObject({ id: own?.id, totalAmount: 489_211, isTakeover: true });
    const inputs = await takeoverInputs(world.tenantId, 'K-1');
    expect(inputs.map((input) => [input.kind, input.version])).toEqual([
      ['TAKEOVER_CASE', 2],
      ['TAKEOVER_EMPLOYEE_COUNTER', 1],
    ]);
    expect((inputs[0]?.data as { migration?: unknown } | undefined)?.migration).toMatchObject({
      outcome: 'exact_match',
    });
    expect(inputs[1]?.data).toEqual({ name: 'LFZ_DAYS', date: '2026-02-28', value: 55 });

    // Idempotent: the same record and a second migration write nothing (versions, audit entries unchanged).
    expect((await initialize(world.admin, sent)).statusCode).toBe(201);
    const again = await migrate(world);
    expect(again.json()).toEqual(migrated.json());
    expect((await takeoverInputs(world.tenantId, 'K-1')).map((input) => input.version)).toEqual([2, 1]);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.tenantId, world.tenantId));
    expect(audits.filter((entry) => entry.action === 'takeover.initialize')).toHaveLength(1);
    expect(audits.filter((entry) => entry.action === 'case-migration.run')).toHaveLength(1);
  });

  it('lists every outcome: exact, close, open and closed takeovers, errors; a dry run writes nothing', async () => {
    const world = await company('Migration AG');
    // K-1: the platform's case starts on the takeover's start (05.01.) -> exact_match.
    await recordAbsence(world, 'K-1', '2026-01-05', '2026-01-20');
    // K-2: the platform's case starts on 07.01., 2 days after the takeover's 05.01. -> close_match (+2).
    await recordAbsence(world, 'K-2', '2026-01-07', '2026-01-20');
    // K-3: nothing recorded here; an open case and a case the old system closed on 15.10.2025.
    // K-4: the platform's case starts on 01.12.2025, 35 days before the takeover's start -> error.
    await recordAbsence(world, 'K-4', '2025-12-01', '2026-01-10');
    const short = (overrides: Record<string, unknown>) =>
      oldCase({
        ktgCaseId: null,
        employeeCounterIds: [],
        activeRange: { from: '2026-01-05', till: null, days: 10 },
        counters: [takeover('c1', 'WAITING_DAYS', '2026-01-14', 10)],
        ...overrides,
      });
    for (const [employeeId, cases] of [
      ['K-1', [short({})]],
      ['K-2', [short({})]],
      [
        'K-3',
        [
          short({ id: 'OPEN-1', caseNumber: 2 }),
          short({
            id: 'CLOSED-1',
            caseNumber: 1,
            status: 'CLOSED',
            span: null,
            activeRange: { from: '2025-09-01', till: '2025-10-15', days: 45 },
            counters: [
              takeover('c1', 'WAITING_DAYS', '2025-10-15', 30),
              takeover('c2', 'BENEFIT_DAYS', '2025-10-15', 15),
            ],
          }),
        ],
      ],
      ['K-4', [short({})]],
    ] as const) {
      const answered = await initialize(world.admin, record(world.tenantId, employeeId, [...cases]));
      expect(answered.statusCode, answered.body).toBe(201);
    }
    const versionsBefore = (await takeoverInputs(world.tenantId, 'K-3')).map((input) => input.version);

    const dry = await migrate(world, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect((await takeoverInputs(world.tenantId, 'K-3')).map((input) => input.version)).toEqual(versionsBefore);

    const done = await migrate(world);
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json();
    expect({ ...dry.json(), dryRun: false }).toEqual(result);
    const summary = (items: { employeeId: string; differenceDays?: number | null; code?: string }[]) =>
      items.map((item) => [item.employeeId, item.differenceDays ?? item.code ?? null]);
    expect(summary(result.exact_match)).toEqual([['K-1', 0]]);
    expect(summary(result.close_match)).toEqual([['K-2', 2]]);
    expect(summary(result.create_takeover)).toEqual([['K-3', null]]);
    expect(summary(result.create_closed_takeover)).toEqual([['K-3', null]]);
    expect(summary(result.errors)).toEqual([['K-4', 'TAKEOVER_START_MISMATCH']]);
    expect(result.errors[0].reason).toContain('35 days before 2026-01-05');
    expect(result.create_closed_takeover[0]).toMatchObject({ caseNumber: 1, caseStatus: 'CLOSED' });
    // Every takeover case has a stored case carrying it (the engine keeps a takeover case without days here).
    for (const list of ['exact_match', 'close_match', 'create_takeover', 'create_closed_takeover'])
      for (const item of result[list]) expect(item.caseId).toEqual(expect.any(String));
    // Idempotent.
    expect((await migrate(world)).json()).toEqual(result);
  });

  it('refuses a contradictory record with 400 and its code, and changes nothing', async () => {
    const world = await company('Prüf AG');
    const cases400 = [
      [oldCase({ counters: [takeover('x', 'SOMETHING', '2026-02-28', 3)] }), 'Unknown case counter SOMETHING'],
      [
        oldCase({
          counters: [takeover('a', 'WAITING_DAYS', '2026-02-28', 30), takeover('b', 'BENEFIT_DAYS', '2026-02-27', 25)],
        }),
        'must share one date',
      ],
      [
        oldCase({
          counters: [
            takeover('a', 'CASE_DAYS', '2026-02-28', 40),
            takeover('b', 'WAITING_DAYS', '2026-02-28', 30),
            takeover('c', 'BENEFIT_DAYS', '2026-02-28', 25),
          ],
        }),
        'exceed CASE_DAYS 40',
      ],
      [oldCase({ counters: [takeover('a', 'CASE_DAYS', '2026-02-28', 90)] }), 'CASE_DAYS 90 exceeds the 55 days'],
      [oldCase({ counters: [takeover('a', 'LFZ_DAYS', '2026-02-28', 3)] }), 'is a counter of the person'],
      [oldCase({ counters: [], activeRange: { from: '2026-01-05', till: null, days: 1 } }), 'activeRange.till'],
      [oldCase({ employeeCounterIds: ['nope'] }), 'employeeCounterIds names nope'],
      [oldCase({ type: 'ACCIDENT' }), 'ACCIDENT (UVG) case has no KTG'],
    ] as const;
    for (const [entry, message] of cases400) {
      const answered = await initialize(
        world.admin,
        record(world.tenantId, 'K-1', [entry], [takeover('lfz', 'LFZ_DAYS', '2026-02-28', 1)]),
      );
      expect(answered.statusCode, answered.body).toBe(400);
      expect(answered.json()).toMatchObject({ code: 'INVALID_TAKEOVER_RECORD' });
      expect(answered.json().message).toContain(message);
    }
    const unknownEmployee = await initialize(
      world.admin,
      record(world.tenantId, 'NOBODY', [oldCase({ employeeCounterIds: [] })]),
    );
    expect([unknownEmployee.statusCode, unknownEmployee.json().code]).toEqual([400, 'EMPLOYEE_NOT_FOUND']);
    const unknownTenant = await initialize(
      world.admin,
      record('00000000-0000-4000-8000-000000000000', 'K-1', [oldCase({ employeeCounterIds: [] })]),
    );
    expect([unknownTenant.statusCode, unknownTenant.json().code]).toEqual([400, 'TENANT_NOT_FOUND']);
    const schema = await initialize(world.admin, record(world.tenantId, 'K-1', [oldCase({ type: 'VACATION' })]));
    expect(schema.statusCode).toBe(400);
    // The same takeover case id for another employee of the tenant.
    expect(
      (await initialize(world.admin, record(world.tenantId, 'K-1', [oldCase({ employeeCounterIds: [] })]))).statusCode,
    ).toBe(201);
    const taken = await initialize(world.admin, record(world.tenantId, 'K-2', [oldCase({ employeeCounterIds: [] })]));
    expect([taken.statusCode, taken.json().code]).toEqual([400, 'INVALID_TAKEOVER_RECORD']);
    expect(await takeoverInputs(world.tenantId, 'K-2')).toEqual([]);
    // A tenant user may not call the admin routes.
    const forbidden = await initialize(world.hr, record(world.tenantId, 'K-1', []));
    expect(forbidden.statusCode).toBe(403);
  });

  it('a new record replaces the employee’s takeover inputs; an empty one removes them', async () => {
    const world = await company('Ersatz AG');
    expect(
      (await initialize(world.admin, record(world.tenantId, 'K-1', [oldCase({ employeeCounterIds: [] })]))).statusCode,
    ).toBe(201);
    const replaced = oldCase({ ktgCaseId: null, id: 'ALT-8', caseNumber: 8, employeeCounterIds: [] });
    expect((await initialize(world.admin, record(world.tenantId, 'K-1', [replaced]))).statusCode).toBe(201);
    const inputs = await takeoverInputs(world.tenantId, 'K-1');
    expect(inputs.map((input) => (input.data as { caseNumber: number }).caseNumber)).toEqual([8]);
    expect((await storedCases(world.tenantId, 'K-1')).map((row) => row.caseNumber)).toEqual([8]);
    expect((await initialize(world.admin, record(world.tenantId, 'K-1', []))).statusCode).toBe(201);
    expect(await takeoverInputs(world.tenantId, 'K-1')).toEqual([]);
    expect(await storedCases(world.tenantId, 'K-1')).toEqual([]);
  });
  it('the power of attorney of a takeover case: a PDF in the person’s language, stored and downloadable', async () => {
    const world = await company('Vollmacht SA');
    await createEmployeeRecord(ctx.database, world.tenantId, 'K-FR', {
      validFrom: '2020-01-01',
      firstName: 'Élodie',
      lastName: 'Dupré',
      data: {
        dateOfBirth: '1985-04-12',
        correspondenceLanguage: 'FR',
        dateOfEmployment: '2020-01-01',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      },
    });
    const answered = await initialize(
      world.admin,
      record(world.tenantId, 'K-FR', [oldCase({ employeeCounterIds: [] })]),
    );
    expect(answered.statusCode, answered.body).toBe(201);
    const [stored] = await storedCases(world.tenantId, 'K-FR');
    const facts = await ctx.database.withTenant(world.tenantId, (tx) =>
      powerOfAttorneyFacts(tx, world.tenantId, stored?.id as string),
    );
    // The company as the tenant is named (its configuration names it; the test configuration: Muster AG).
    const [tenant] = await ctx.database.db.select().from(tenants).where(eq(tenants.id, world.tenantId));
    expect(facts).toMatchObject({ companyName: tenant?.name, firstName: 'Élodie', caseNumber: 7 });
    const content = powerOfAttorneyContent(facts);
    expect(content.language).toBe('fr');
    expect(content.filename).toBe('Procuration-Dupré-Élodie-7.pdf');
    expect(content.blocks).toEqual(
      expect.arrayContaining([
        { kind: 'field', label: 'Personne assurée', value: 'Élodie Dupré' },
        { kind: 'field', label: 'Date de naissance', value: '12.04.1985' },
        { kind: 'field', label: 'Numéro du cas', value: '7 — Maladie (IJM)' },
        { kind: 'field', label: 'En incapacité de travail depuis le', value: '05.01.2026' },
      ]),
    );
    expect(powerOfAttorneyContent(facts, 'de').blocks[0]).toEqual({
      kind: 'title',
      text: 'Vollmacht zur Einholung medizinischer Auskünfte',
    });
    await expect(
      ctx.database.withTenant(world.tenantId, (tx) =>
        powerOfAttorneyFacts(tx, world.tenantId, '00000000-0000-4000-8000-000000000000'),
      ),
    ).rejects.toMatchObject({ code: 'CASE_NOT_FOUND' });

    // The route: the PDF in French, stored in the document store, behind a signed download address.
    const url = (caseId: string) => `/api/modular/admin/tenant/${world.tenantId}/power-of-attorney/${caseId}`;
    const generated = await ctx.app.inject({
      method: 'GET',
      url: url(stored?.id as string),
      headers: world.admin.headers,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const answer = generated.json() as { documentId: string; uri: string; filename: string; language: string };
    expect(answer).toMatchObject({ filename: 'Procuration-Dupré-Élodie-7.pdf', language: 'fr' });
    const download = await ctx.app.inject({ method: 'GET', url: answer.uri });
    expect(download.statusCode).toBe(200);
    const pdf = download.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    // The document information names the document and the person (pdfkit writes a non-ASCII string as UTF-16BE
    // with a byte order mark, in a literal string).
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    expect(pdf.includes(utf16('Procuration pour l’obtention de renseignements médicaux – Élodie Dupré'))).toBe(true);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, answer.documentId));
    expect(row).toMatchObject({ tenantId: world.tenantId, name: answer.filename, sizeBytes: pdf.length });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: url('00000000-0000-4000-8000-000000000000'),
      headers: world.admin.headers,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
  });
});
