// Benefits through the API (issue 33 scope 4; decision 0068) on both databases. The payouts' company (payout-world:
// C14 defaults, 30 waiting days, 80 %, divisor 365): K-1 in subunit ZH earns 6 000 a month (insured 72 000;
// 72 000 / 365 × 80 % = 157.81 a day), sick at 100 % from 01.03. to 09.04.2026: March pays 31.03. (157.81), April
// 9 × 157.81 = 1 420.29. B-1 in subunit BE earns 5 000 (60 000 / 365 × 80 % = 131.506… → 131.51 a day), sick at
// 100 % from 01.03. to 09.04.2026 too: March 131.51, April 9 × 131.51 = 1 183.59.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { nextBankBusinessDay } from '../../../domain/payouts/pain001/bank-business-days.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createPayoutWorld, lockPayoutMonth, payoutCall } from '../../../testing/factories/payout-world.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { swissToday } from '../../access/superior-scope.ts';

const BENEFITS = '/api/modular/benefits';
const BERN = {
  companySubunitId: 'BE',
  name: 'Bern',
  addressLine1: 'Postfach 12',
  postalCode: '3001',
  city: 'Bern',
  country: 'CH',
};

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

describe.each(testBackends())('benefits on %s', (backend) => {
  const ctx = useTestApp(backend);
  const call = payoutCall(ctx);

  async function world() {
    const payouts = await createPayoutWorld(ctx, 'Leistungen AG', {
      companySubunitId: 'ZH',
      configure: (configuration) => {
        configuration.companySubunits = [...(configuration.companySubunits ?? []), BERN];
      },
    });
    // B-1 as createSalariedEmployee makes K-1, named so that it sorts first (Amsler before the factory's Nachname…).
    await createEmployeeRecord(ctx.database, payouts.tenantId, 'B-1', {
      firstName: 'Beat',
      lastName: 'Amsler',
      data: {
        companySubunitId: 'BE',
        processingGroupId: 'MONTHLY',
        dateOfEmployment: '2020-01-01',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 5000 }],
        policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
      },
    });
    const recorded = await call(payouts.hr, 'POST', '/api/modular/absence', {
      employeeId: 'B-1',
      startDate: '2026-03-01',
      endDate: '2026-04-09',
      type: 'SICK',
      percentage: 100,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await processPendingEvents(ctx.database, payouts.tenantId)).toMatchObject({ failed: 0 });
    const rows = await ctx.database.withTenant(payouts.tenantId, (tx) =>
      rowsOf<{ id: string; employee_id: string; insured_person_id: string }>(
        tx,
        sql`select id, employee_id, insured_person_id from cases order by employee_id`,
      ),
    );
    const caseOf = Object.fromEntries(rows.map((row) => [row.employee_id, row.id]));
    const personOf = Object.fromEntries(rows.map((row) => [row.employee_id, row.insured_person_id]));
    const [k1] = await ctx.database.withTenant(payouts.tenantId, (tx) =>
      rowsOf<{ first_name: string; last_name: string; personnel_number: string }>(
        tx,
        sql`select first_name, last_name, personnel_number from employee_list where employee_id = 'K-1'`,
      ),
    );
    if (!k1) throw new Error('K-1 is not in the employee list');
    return {
      ...payouts,
      k1: { name: `${k1.last_name} ${k1.first_name}`, personnelNumber: k1.personnel_number },
      caseOf: caseOf as Record<'K-1' | 'B-1', string>,
      personOf: personOf as Record<'K-1' | 'B-1', string>,
    };
  }

  const get = async (session: Parameters<typeof call>[0], url: string, status = 200) => {
    const response = await call(session, 'GET', url);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  const figures = (entitled: string, more: Record<string, string | number> = {}) => ({ entitled, ...more });

  it('totals per month and subunit follow the payouts from preparation to paid, to the Rappen', async () => {
    const w = await world();
    const range = '?from=2026-03&to=2026-04';

    // No payout yet: everything the claims entitle is outstanding and in no payout.
    // March: 157.81 (K-1, 31.03.) + 131.51 (B-1) = 289.32; 31 + 31 case days, 1 + 1 paid.
    // April: 1 420.29 + 1 183.59 = 2 603.88; 9 + 9 days, all paid. Total 2 893.20 over 2 cases.
    const before = await get(w.hr, `${BENEFITS}${range}`);
    expect(before.months).toEqual([
      expect.objectContaining({
        accountingMonthId: '2026-03',
        ...figures('289.32', { outstanding: '289.32', notInPayout: '289.32', days: 62, paidDays: 2 }),
      }),
      expect.objectContaining({
        accountingMonthId: '2026-04',
        ...figures('2603.88', { outstanding: '2603.88', days: 18, paidDays: 18 }),
      }),
    ]);
    // Per subunit, by name (Bern before Zürich): B-1 131.51 + 1 183.59 = 1 315.10; K-1 157.81 + 1 420.29 = 1 578.10.
    expect(
      before.subunits.map((unit: Record<string, unknown>) => [unit.companySubunitId, unit.name, unit.entitled]),
    ).toEqual([
      ['BE', 'Bern', '1315.10'],
      ['ZH', 'Zürich', '1578.10'],
    ]);
    expect(before.total).toMatchObject({ entitled: '2893.20', paid: '0.00', outstanding: '2893.20', caseCount: 2 });
    // Filters: one subunit; a coverage line nobody has; no subunit at all.
    expect((await get(w.hr, `${BENEFITS}${range}&companySubunitId=BE`)).total).toMatchObject({
      entitled: '1315.10',
      caseCount: 1,
    });
    expect(await get(w.hr, `${BENEFITS}${range}&coverageLine=UVG`)).toMatchObject({
      months: [],
      subunits: [],
      total: { entitled: '0.00', caseCount: 0 },
    });
    expect((await get(w.hr, `${BENEFITS}${range}&companySubunitId=NONE`)).total.caseCount).toBe(0);

    // March locked and built: two drafts (157.81 to ZH's employer account, 131.51 to BE's) are in preparation.
    await lockPayoutMonth(ctx, w, '2026-03');
    const built = await call(w.adminA, 'POST', `${w.base}/payout/regenerate-for-month`, {
      accountingMonthId: '2026-03',
    });
    expect(built.statusCode, built.body).toBe(200);
    const prepared = await get(w.hr, `${BENEFITS}${range}`);
    expect(prepared.months[0]).toMatchObject({
      inPreparation: '289.32',
      outstanding: '289.32',
      notInPayout: '0.00',
    });

    // K-1's draft released for a day a week ahead: scheduled. March outstanding 289.32 − 157.81 = 131.51.
    const drafts = await ctx.database.withTenant(w.tenantId, (tx) =>
      rowsOf<{ id: string; employee_id: string }>(tx, sql`select id, employee_id from payouts order by employee_id`),
    );
    const payoutOf = Object.fromEntries(drafts.map((row) => [row.employee_id, row.id])) as Record<
      'K-1' | 'B-1',
      string
    >;
    const executionDate = nextBankBusinessDay(addDays(swissToday(), 7) as Parameters<typeof nextBankBusinessDay>[0]);
    const proposed = await call(w.adminA, 'POST', `${w.base}/payout/release`, {
      payoutIds: [payoutOf['K-1']],
      requestedExecutionDate: executionDate,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const approved = await call(w.adminB, 'POST', `${w.base}/payout/release/${proposed.json().releaseId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const scheduled = await get(w.hr, `${BENEFITS}${range}`);
    expect(scheduled.months[0]).toMatchObject({
      scheduled: '157.81',
      inPreparation: '131.51',
      released: '157.81',
      outstanding: '131.51',
      netReleased: '157.81',
    });
    // ZH: 1 578.10 − 157.81 = 1 420.29 outstanding; BE: all 1 315.10, of which 131.51 in preparation.
    expect(scheduled.subunits).toEqual([
      expect.objectContaining({ companySubunitId: 'BE', outstanding: '1315.10', notInPayout: '1183.59' }),
      expect.objectContaining({ companySubunitId: 'ZH', scheduled: '157.81', outstanding: '1420.29' }),
    ]);

    // The execution date has come: paid. Total outstanding 2 893.20 − 157.81 = 2 735.39.
    await ctx.database.withTenant(w.tenantId, (tx) =>
      tx.execute(sql`update payout_releases set requested_execution_date = '2026-04-01'`),
    );
    const paid = await get(w.hr, `${BENEFITS}${range}`);
    expect(paid.total).toMatchObject({
      entitled: '2893.20',
      paid: '157.81',
      scheduled: '0.00',
      inPreparation: '131.51',
      released: '157.81',
      outstanding: '2735.39',
      notInPayout: '2603.88',
    });

    // The statement of the released payout through the benefits route (decision 0035's); the draft has none yet.
    const statement = await get(w.hr, `${BENEFITS}/payouts/${payoutOf['K-1']}/statement`);
    expect(statement.filename).toMatch(/\.pdf$/);
    const early = await get(w.hr, `${BENEFITS}/payouts/${payoutOf['B-1']}/statement`, 409);
    expect(early).toMatchObject({ code: 'PAYOUT_STATEMENT_NOT_ISSUED' });

    // The cases, most outstanding first: K-1 1 578.10 − 157.81 = 1 420.29, then B-1 1 315.10 (nothing released).
    const list = await get(w.hr, `${BENEFITS}/cases${range}&sortBy=OUTSTANDING&sortOrder=DESC`);
    expect(list.totalCount).toBe(2);
    expect(list.items.map((item: Record<string, unknown>) => [item.employeeId, item.outstanding, item.paid])).toEqual([
      ['K-1', '1420.29', '157.81'],
      ['B-1', '1315.10', '0.00'],
    ]);
    // Names in either order; the second page of one by name is K-1 (Amsler first).
    const found = await get(w.hr, `${BENEFITS}/cases${range}&search=${encodeURIComponent('beat amsler')}`);
    expect(found.items.map((item: { employeeId: string }) => item.employeeId)).toEqual(['B-1']);
    const second = await get(w.hr, `${BENEFITS}/cases${range}&sortBy=LAST_NAME&take=1&skip=1`);
    expect([second.totalCount, second.items.map((item: { employeeId: string }) => item.employeeId)]).toEqual([
      2,
      ['K-1'],
    ]);
  });

  it("one case's months with the IV benefit and the benefit stop that reduced them (C16)", async () => {
    const w = await world();
    const caseUrl = `${w.base}/insured-person/${w.personOf['K-1']}/case/${w.caseOf['K-1']}`;
    // IV daily allowance CHF 50 from 01.04.; a stop at 50 % from 06.04. April (not locked) is derived again.
    const iv = await call(w.adminA, 'POST', `${caseUrl}/iv-setting`, {
      type: 'IV_DAILY_ALLOWANCE',
      amount: 50,
      startDate: '2026-04-01',
      endDate: null,
    });
    expect(iv.statusCode, iv.body).toBe(201);
    const stop = await call(w.adminA, 'POST', `${caseUrl}/benefit-stop`, {
      entries: [{ startDate: '2026-04-06', endDate: null, outputPercentage: 50 }],
      reason: 'Teilweise arbeitsfähig gemäss Vertrauensarzt',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await processPendingEvents(ctx.database, w.tenantId)).toMatchObject({ failed: 0 });

    const detail = await get(w.hr, `${BENEFITS}/cases/${w.caseOf['K-1']}`);
    expect(detail).toMatchObject({ employeeId: 'K-1', caseNumber: 1, claimType: 'SICK', companySubunitId: 'ZH' });
    // March untouched: 157.81. April: 01.-05.04. pay 157.81 − 50.00 = 107.81 (5 × = 539.05); 06.-09.04. the stop
    // leaves 157.81 × 50 % = 78.905 → 78.91, less the IV 50.00 = 28.91 (4 × = 115.64). 539.05 + 115.64 = 654.69.
    // IV offset 9 × 50.00 = 450.00; the stop took 4 × (157.81 − 78.91) = 4 × 78.90 = 315.60.
    expect(
      detail.months.map((month: Record<string, unknown>) => [
        month.accountingMonthId,
        month.coverageLine,
        month.entitled,
        month.ivOffset,
        month.stopReduction,
        month.days,
        month.paidDays,
      ]),
    ).toEqual([
      ['2026-03', 'KTG', '157.81', '0.00', '0.00', 31, 1],
      ['2026-04', 'KTG', '654.69', '450.00', '315.60', 9, 9],
    ]);
    expect(detail.total).toMatchObject({ entitled: '812.50', ivOffset: '450.00', outstanding: '812.50' });
    expect(detail.ivSettings).toEqual([
      {
        ivSettingId: iv.json().ivSettingId,
        type: 'IV_DAILY_ALLOWANCE',
        amount: '50.00',
        dailyRate: '50.00',
        startDate: '2026-04-01',
        endDate: null,
      },
    ]);
    expect(detail.benefitStops).toEqual([
      {
        benefitStopId: stop.json().benefitStopId,
        reason: 'Teilweise arbeitsfähig gemäss Vertrauensarzt',
        entries: [{ startDate: '2026-04-06', endDate: null, outputPercentage: 50 }],
      },
    ]);
    // The totals carry the IV offset of the month and subunit (the claims' partial index).
    const totals = await get(w.hr, `${BENEFITS}?from=2026-03&to=2026-04`);
    expect(totals.months[1]).toMatchObject({ accountingMonthId: '2026-04', ivOffset: '450.00' });
    expect(totals.subunits.find((unit: { companySubunitId: string }) => unit.companySubunitId === 'ZH')).toMatchObject({
      entitled: '812.50',
      ivOffset: '450.00',
    });
    const listed = await get(w.hr, `${BENEFITS}/cases?from=2026-03&to=2026-04&search=K-1`);
    expect(listed.items[0]).toMatchObject({ hasIvSetting: true, hasBenefitStop: true, ivOffset: '450.00' });

    // The export: a row per case and month, read back cell by cell (German: the caller's default).
    const xlsx = await call(w.hr, 'GET', `${BENEFITS}/export?from=2026-03&to=2026-04&format=XLSX&language=de`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Versicherungsleistungen_2026-03_2026-04.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]?.[0]).toBe('Versicherungsleistungen');
    const header = rows.findIndex((row) => row[0] === 'Name');
    expect(rows[header]).toEqual([
      'Name',
      'Personalnummer',
      'Fall',
      'Art',
      'Abwesend ab',
      'Buchungsmonat',
      'Deckung',
      'Tage',
      'Tage mit Taggeld',
      'Anspruch (CHF)',
      'davon Korrekturen (CHF)',
      'IV-Abzug (CHF)',
      'Bezahlt (CHF)',
      'Zur Zahlung freigegeben (CHF)',
      'In Vorbereitung (CHF)',
      'Offen (CHF)',
      'Ausführung am',
      'Leistungsstopp',
    ]);
    // Name order: Amsler (B-1) first, then K-1; dates are dates, amounts CHF numbers.
    expect(rows[header + 1]?.slice(0, 1)).toEqual(['Amsler Beat']);
    const march = new Date('2026-03-01T00:00:00Z');
    expect(rows[header + 3]).toEqual([
      w.k1.name,
      w.k1.personnelNumber,
      1,
      'Krankheit',
      march,
      'März 2026',
      'KTG',
      31,
      1,
      157.81,
      0,
      0,
      0,
      0,
      0,
      157.81,
      undefined,
      'ab 06.04.2026: 50 % der Leistung',
    ]);
    expect(rows[header + 4]?.slice(5, 16)).toEqual(['April 2026', 'KTG', 9, 9, 654.69, 0, 450, 0, 0, 0, 654.69]);
    // The totals row: 157.81 + 654.69 + 131.51 + 1 183.59 = 2 127.60; IV 450.00; days 31 + 9 + 31 + 9 = 80.
    const totalsRow = rows[header + 5] as unknown[];
    expect(totalsRow[0]).toBe('Total');
    // Formulas over the data rows (8-11) with their cached results, so a filtered sheet still adds up.
    expect([totalsRow[7], totalsRow[9], totalsRow[11], totalsRow[15]]).toEqual([
      { formula: 'SUBTOTAL(9,H8:H11)', result: 80 },
      { formula: 'SUBTOTAL(9,J8:J11)', result: 2127.6 },
      { formula: 'SUBTOTAL(9,L8:L11)', result: 450 },
      { formula: 'SUBTOTAL(9,P8:P11)', result: 2127.6 },
    ]);
    // The header (row 7, under the title block) stays in view.
    expect(sheet.getRow(7).getCell(1).value).toBe('Name');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });

    const csv = await call(w.hr, 'GET', `${BENEFITS}/export?from=2026-03&to=2026-04&format=CSV&language=fr`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nom;Numéro du personnel;Cas;Type;Absent dès le;Mois comptable;Couverture;Jours;Jours indemnisés;' +
        'Droit (CHF);dont corrections (CHF);Déduction AI (CHF);Payé (CHF);Libéré pour paiement (CHF);' +
        'En préparation (CHF);Ouvert (CHF);Exécution le;' +
        'Arrêt des prestations',
    );
    expect(lines[4]).toBe(
      `${w.k1.name};${w.k1.personnelNumber};1;Maladie;` +
        '01.03.2026;avril 2026;KTG;9;9;654.69;0.00;450.00;0.00;0.00;0.00;654.69;;' +
        'dès le 06.04.2026: 50 % de la prestation',
    );
    // Without a language: the screen's (Accept-Language), here Italian.
    const italian = await ctx.app.inject({
      method: 'GET',
      url: `${BENEFITS}/export?from=2026-03&to=2026-04&format=CSV`,
      headers: { ...w.hr.headers, 'accept-language': 'it-CH,it;q=0.9' },
    });
    expect(italian.body.replace(/^\uFEFF/, '').split(';')[0]).toBe('Nome');
    expect(italian.headers['content-disposition']).toContain('Prestazioni-assicurative_2026-03_2026-04.csv');
  });

  it('answers 404 for an unknown or foreign case and 400 for a bad range, in the spec shapes', async () => {
    const w = await world();
    const other = await createPayoutWorld(ctx, 'Andere AG');
    // A case in its waiting days only (W-1, 10.–15.03.2026: 6 days, nothing paid) adds its days, not a case, and is
    // not in the case list: 40 + 40 + 6 = 86 days, still 2 cases.
    await createEmployeeRecord(ctx.database, w.tenantId, 'W-1', {
      data: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY', dateOfEmployment: '2020-01-01' },
    });
    const waiting = await call(w.hr, 'POST', '/api/modular/absence', {
      employeeId: 'W-1',
      startDate: '2026-03-10',
      endDate: '2026-03-15',
      type: 'SICK',
      percentage: 100,
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect(await processPendingEvents(ctx.database, w.tenantId)).toMatchObject({ failed: 0 });
    expect((await get(w.hr, `${BENEFITS}?from=2026-03&to=2026-04`)).total).toMatchObject({ days: 86, caseCount: 2 });
    expect((await get(w.hr, `${BENEFITS}/cases?from=2026-03&to=2026-04`)).totalCount).toBe(2);

    const unknown = await get(w.hr, `${BENEFITS}/cases/00000000-0000-4000-8000-000000000000`, 404);
    expect(unknown).toMatchObject({ code: 'CASE_NOT_FOUND' });
    const foreign = await get(other.hr, `${BENEFITS}/cases/${w.caseOf['K-1']}`, 404);
    expect(foreign).toMatchObject({ code: 'CASE_NOT_FOUND' });
    // The other company's ledger has its own case only (K-1's 1 578.10), never this one's.
    expect((await get(other.hr, `${BENEFITS}?from=2026-03&to=2026-04`)).total).toMatchObject({
      entitled: '1578.10',
      caseCount: 1,
    });
    expect((await get(other.hr, `${BENEFITS}/payouts/00000000-0000-4000-8000-000000000000/statement`, 404)).code).toBe(
      'PAYOUT_NOT_FOUND',
    );

    // A year before 1000 stays four digits: ?to=0350-02 ranges over the eleven months before it, from 0349-03 (the API
    // fuzz's counterexample answered 500: the range's `from` came out as "349-03").
    expect(await get(w.hr, `${BENEFITS}?to=0350-02`)).toMatchObject({ from: '0349-03', to: '0350-02', months: [] });

    const backwards = await get(w.hr, `${BENEFITS}?from=2026-05&to=2026-03`, 400);
    expect(backwards).toMatchObject({ errors: [expect.objectContaining({ path: 'to' })] });
    const tooLong = await get(w.hr, `${BENEFITS}/cases?from=2023-01&to=2026-12`, 400);
    expect(tooLong).toMatchObject({ errors: [expect.objectContaining({ path: 'to' })] });
    for (const query of ['?from=2026-13', '?coverageLine=KAV', '?sortBy=AMOUNT']) {
      const bad = await call(w.hr, 'GET', `${BENEFITS}/cases${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toHaveProperty('errors');
    }
    expect((await call(w.hr, 'GET', `${BENEFITS}/export?format=PDF`)).statusCode).toBe(400);
    expect((await call(w.hr, 'GET', `${BENEFITS}/cases/not-a-uuid`)).statusCode).toBe(400);

    // A role without benefits.view (HR_Business_Partner) is refused.
    const { session } = await createSignedInUser(ctx.app, ctx.database, w.tenantId, 'HR_Business_Partner');
    expect((await call(session, 'GET', BENEFITS)).statusCode).toBe(403);
  });
});
