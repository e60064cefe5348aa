// Admin case inputs (decision 0021): every write changes the case's amounts in its own answer's transaction, the
// preview shows exactly what the save then stores: benefit stops, IV settings, manual corrections, accident dates and
// denials, and parallel creates that all land.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseInputs } from '../../../db/schema/cases.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { caseInputHelpers } from '../../../testing/factories/case-input-world.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('admin case inputs on %s', (backend) => {
  const ctx = useTestApp(backend);
  const { company, recordCase, sickCase, base, call, stored, monthsOf, audits } = caseInputHelpers(ctx);

  it('a benefit stop: the preview, then create, change and delete move the case total in the answer’s transaction', async () => {
    const world = await sickCase('Stopp Admin AG');
    const url = `${base(world)}/case/${world.caseId}/benefit-stop`;
    expect(await stored(world.tenantId, world.caseId)).toMatchObject({
      totalAmount: 157_810,
      months: [
        ['2026-03', 'KTG', 1, 15_781],
        ['2026-04', 'KTG', 9, 142_029],
      ],
    });
    // From 05.04. at 50 %: 05.-09.04. pay 157.81 × 50 % = 78.905 -> 78.91 (C16, C2); 31.03.-04.04. stay 157.81.
    // March 157.81; April 4 × 157.81 + 5 × 78.91 = 631.24 + 394.55 = 1 025.79; total 1 183.60.
    const half = { entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage: 50 }], reason: 'Teilweise' };
    const preview = await call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/input-preview`, {
      kind: 'BENEFIT_STOP',
      input: half,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      caseId: world.caseId,
      before: { totalAmount: '1578.10', amountByCoverageLine: { KTG: '1578.10' } },
      after: { totalAmount: '1183.60', amountByCoverageLine: { KTG: '1183.60' } },
    });
    expect(monthsOf(preview.json().after)).toEqual([
      ['2026-03', 'KTG', 1, 15_781],
      ['2026-04', 'KTG', 9, 102_579],
    ]);
    // The preview wrote nothing.
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(157_810);

    const created = await call(world.admin, 'POST', url, half);
    expect(created.statusCode, created.body).toBe(200);
    const { benefitStopId } = created.json();
    expect(created.json()).toEqual({ insuredPersonId: world.insuredPersonId, benefitStopId });
    const afterCreate = await stored(world.tenantId, world.caseId);
    expect(afterCreate.totalAmount).toBe(118_360);
    // What the save stored is what the preview showed.
    expect(afterCreate.months).toEqual(monthsOf(preview.json().after));

    // Changed to 0 % from 05.04.: those 5 days pay nothing (and use no benefit days, C16): 5 × 157.81 = 789.05.
    const stop = { entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage: 0 }], reason: 'Gestoppt' };
    const changePreview = await call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/input-preview`, {
      kind: 'BENEFIT_STOP',
      id: benefitStopId,
      input: stop,
    });
    expect(changePreview.json()).toMatchObject({
      before: { totalAmount: '1183.60' },
      after: { totalAmount: '789.05' },
    });
    const changed = await call(world.admin, 'PUT', `${url}/${benefitStopId}`, stop);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ benefitStopId });
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(78_905);
    const [row] = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(caseInputs).where(eq(caseInputs.id, benefitStopId)),
    );
    expect(row).toMatchObject({ kind: 'BENEFIT_STOP', employeeId: 'K-1', caseId: world.caseId, version: 2 });
    expect(row?.data).toEqual({ reason: 'Gestoppt', entries: stop.entries });
    expect(row?.createdBy).toMatch(/^admin:/);

    // Removal preview and removal: back to 1 578.10.
    const removalPreview = await call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/input-preview`, {
      kind: 'BENEFIT_STOP',
      id: benefitStopId,
      input: null,
    });
    expect(removalPreview.json().after.totalAmount).toBe('1578.10');
    const removed = await call(world.admin, 'DELETE', `${url}/${benefitStopId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ benefitStopId });
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(157_810);
    // A second delete: the stop is gone.
    const again = await call(world.admin, 'DELETE', `${url}/${benefitStopId}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'BENEFIT_STOP_NOT_FOUND', benefitStopId });

    // Audited with the input and the case total before and after.
    const [createdEntry] = await audits(world.tenantId, 'benefit-stop.create', world.caseId);
    expect(createdEntry).toMatchObject({
      actorType: 'admin',
      entityType: 'case',
      before: { caseTotalAmount: '1578.10' },
      after: { inputId: benefitStopId, version: 1, caseTotalAmount: '1183.60' },
    });
    const [updatedEntry] = await audits(world.tenantId, 'benefit-stop.update', world.caseId);
    expect(updatedEntry).toMatchObject({
      before: { inputId: benefitStopId, version: 1, caseTotalAmount: '1183.60' },
      after: { inputId: benefitStopId, version: 2, caseTotalAmount: '789.05' },
    });
    const [deletedEntry] = await audits(world.tenantId, 'benefit-stop.delete', world.caseId);
    expect(deletedEntry).toMatchObject({
      before: { inputId: benefitStopId, version: 2, caseTotalAmount: '789.05' },
      after: { caseTotalAmount: '1578.10' },
    });
  });

  it('an IV pension reduces each paid day by monthly × 12 / 365 (C16); a daily IV allowance above the day stops it', async () => {
    const world = await sickCase('IV Admin AG');
    const url = `${base(world)}/case/${world.caseId}/iv-setting`;
    // IV pension of CHF 1 200 a month from 01.04.: 1 200 × 12 / 365 = 39.452… -> 39.45 a day (rounded half-up to
    // the Rappen). 31.03. pays 157.81; 01.-09.04. pay 157.81 - 39.45 = 118.36: 9 × 118.36 = 1 065.24.
    // Total 157.81 + 1 065.24 = 1 223.05.
    const pension = { type: 'IV_PENSION', amount: 1200, startDate: '2026-04-01', endDate: null };
    const preview = await call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/input-preview`, {
      kind: 'IV_SETTING',
      input: pension,
    });
    expect(preview.json()).toMatchObject({ before: { totalAmount: '1578.10' }, after: { totalAmount: '1223.05' } });
    const created = await call(world.admin, 'POST', url, pension);
    expect(created.statusCode, created.body).toBe(201);
    const { ivSettingId } = created.json();
    expect(created.json()).toEqual({ insuredPersonId: world.insuredPersonId, ivSettingId });
    const afterCreate = await stored(world.tenantId, world.caseId);
    expect(afterCreate).toMatchObject({
      totalAmount: 122_305,
      months: [
        ['2026-03', 'KTG', 1, 15_781],
        ['2026-04', 'KTG', 9, 106_524],
      ],
    });
    expect(afterCreate.months).toEqual(monthsOf(preview.json().after));

    // An IV daily allowance of CHF 200 from 05.04.: more than the day's 157.81, so the day pays 0 (never below 0).
    // 31.03.-04.04. pay 157.81 (5 days = 789.05), 05.-09.04. nothing.
    const daily = { type: 'IV_DAILY_ALLOWANCE', amount: 200, startDate: '2026-04-05', endDate: '2026-04-30' };
    const changed = await call(world.admin, 'PUT', `${url}/${ivSettingId}`, daily);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ivSettingId });
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(78_905);

    const removed = await call(world.admin, 'DELETE', `${url}/${ivSettingId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(157_810);
    expect(await audits(world.tenantId, 'iv-setting.create', world.caseId)).toHaveLength(1);
    expect(await audits(world.tenantId, 'iv-setting.update', world.caseId)).toHaveLength(1);
    expect(await audits(world.tenantId, 'iv-setting.delete', world.caseId)).toHaveLength(1);
  });

  it('a manual correction replaces the claims of its days and is booked in the accountingMonthId it names', async () => {
    const world = await sickCase('Korrektur Admin AG');
    const url = `${base(world)}/ktgCase/${world.caseId}/manual-correction`;
    // CHF 500 for 01.-05.04., booked in June: the 5 computed days (5 × 157.81 = 789.05) are replaced by 500.00
    // spread evenly (100.00 a day). Total 1 578.10 - 789.05 + 500.00 = 1 289.05. March keeps 157.81 (1 day), April
    // keeps 06.-09.04. (4 × 157.81 = 631.24), June books the 500.00.
    const correction = {
      accountingMonthId: '2026-06',
      dates: { from: '2026-04-01', to: '2026-04-05' },
      amount: 500,
      comment: 'Vergleich mit dem Versicherer',
    };
    const preview = await call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/input-preview`, {
      kind: 'MANUAL_CORRECTION',
      input: correction,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().after.totalAmount).toBe('1289.05');
    const created = await call(world.admin, 'POST', url, correction);
    expect(created.statusCode, created.body).toBe(201);
    const { manualCorrectionId } = created.json();
    expect(created.json()).toEqual({ insuredPersonId: world.insuredPersonId, manualCorrectionId });
    const afterCreate = await stored(world.tenantId, world.caseId);
    expect(afterCreate).toMatchObject({
      totalAmount: 128_905,
      months: [
        ['2026-03', 'KTG', 1, 15_781],
        ['2026-04', 'KTG', 4, 63_124],
        ['2026-06', 'KTG', 5, 50_000],
      ],
    });
    expect(afterCreate.months).toEqual(monthsOf(preview.json().after));
    const [row] = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(caseInputs).where(eq(caseInputs.id, manualCorrectionId)),
    );
    expect(row?.data).toMatchObject({ claimType: 'SICK', accountingMonthId: '2026-06', amount: 500, days: null });

    // Its removal, previewed: back to 1 578.10. A correction is not changed (no PUT): an id with input is refused.
    const removalPreview = await call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/input-preview`, {
      kind: 'MANUAL_CORRECTION',
      id: manualCorrectionId,
      input: null,
    });
    expect(removalPreview.json()).toMatchObject({
      before: { totalAmount: '1289.05' },
      after: { totalAmount: '1578.10' },
    });
    const changePreview = await call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/input-preview`, {
      kind: 'MANUAL_CORRECTION',
      id: manualCorrectionId,
      input: correction,
    });
    expect(changePreview.statusCode).toBe(400);
    expect(changePreview.json().errors[0]).toMatchObject({ path: 'id' });
    const removed = await call(world.admin, 'DELETE', `${url}/${manualCorrectionId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ manualCorrectionId });
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(157_810);
    const [entry] = await audits(world.tenantId, 'manual-correction.create', world.caseId);
    expect(entry).toMatchObject({ before: { caseTotalAmount: '1578.10' }, after: { caseTotalAmount: '1289.05' } });

    // A UVG policy does not fit a sickness case.
    const wrongPolicy = await call(world.admin, 'POST', url, {
      ...correction,
      coveredUnderPolicy: { type: 'UVG', policyNumber: null },
    });
    expect(wrongPolicy.statusCode).toBe(400);
    expect(wrongPolicy.json()).toMatchObject({ code: 'INVALID_PARAMETERS' });
  });

  it('the accident date of a UVG case moves the days UVG pays; DELETE returns to the first accident day', async () => {
    const world = await company('Unfall Admin AG');
    const accident = await recordCase(world.tenantId, world.hr, {
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      type: 'ACCIDENT',
    });
    const target = { ...world, ...accident };
    const url = `${base(target)}/case/${accident.caseId}/accident-date`;
    // UVG daily allowance: 72 000 × 80 % / 365 = 157.808… rounded up to 0.05 -> 157.85 (C5). Accident day 01.03.
    // (the default: the first accident absence day), 02.-03.03. the employer's days, 04.-10.03. UVG: 7 × 157.85 =
    // 1 104.95.
    expect(await stored(world.tenantId, accident.caseId)).toMatchObject({
      totalAmount: 110_495,
      accidentDate: '2026-03-01',
    });
    // The accident on 27.02. (the absence starts two days later): 28.02.-01.03. are the employer's days, UVG pays
    // from 02.03.: 9 × 157.85 = 1 420.65.
    const preview = await call(world.admin, 'POST', `${base(target)}/case/${accident.caseId}/input-preview`, {
      kind: 'ACCIDENT_DATE',
      input: { accidentDate: '2026-02-27' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      before: { totalAmount: '1104.95', accidentDate: '2026-03-01' },
      after: { totalAmount: '1420.65', accidentDate: '2026-02-27' },
    });
    const set = await call(world.admin, 'PUT', url, { accidentDate: '2026-02-27', comment: 'Unfall am Freitag' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      insuredPersonId: accident.insuredPersonId,
      caseId: accident.caseId,
      accidentDate: '2026-02-27',
      isAccidentDateOverridden: true,
    });
    const afterSet = await stored(world.tenantId, accident.caseId);
    expect(afterSet).toMatchObject({ totalAmount: 142_065, accidentDate: '2026-02-27' });
    expect(afterSet.months).toEqual(monthsOf(preview.json().after));
    // A second PUT replaces the one input (version 2).
    expect((await call(world.admin, 'PUT', url, { accidentDate: '2026-02-28' })).statusCode).toBe(200);
    const rows = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(caseInputs).where(eq(caseInputs.kind, 'ACCIDENT_DATE')),
    );
    expect(rows.map((row) => [row.version, row.data])).toEqual([[2, { accidentDate: '2026-02-28' }]]);

    // Out of range: after the first absence day, or more than 30 days before it (30 days before is 30.01.).
    for (const accidentDate of ['2026-03-02', '2026-01-29']) {
      const refused = await call(world.admin, 'PUT', url, { accidentDate });
      expect(refused.statusCode, accidentDate).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'ACCIDENT_DATE_OUT_OF_RANGE', earliest: '2026-01-30' });
    }
    expect((await call(world.admin, 'PUT', url, { accidentDate: '2026-01-30' })).statusCode).toBe(200);

    const reset = await call(world.admin, 'DELETE', url);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ accidentDate: '2026-03-01', isAccidentDateOverridden: false });
    expect((await stored(world.tenantId, accident.caseId)).totalAmount).toBe(110_495);
    expect(await audits(world.tenantId, 'accident-date.create', accident.caseId)).toHaveLength(1);
    expect(await audits(world.tenantId, 'accident-date.update', accident.caseId)).toHaveLength(2);
    expect(await audits(world.tenantId, 'accident-date.delete', accident.caseId)).toHaveLength(1);
    // Without an override, DELETE changes nothing (and audits nothing).
    expect((await call(world.admin, 'DELETE', url)).statusCode).toBe(200);
    expect(await audits(world.tenantId, 'accident-date.delete', accident.caseId)).toHaveLength(1);
  });

  it('a denial: the case is DENIED and pays nothing; withdrawn, it pays 1 578.10 again', async () => {
    const world = await sickCase('Ablehnung AG');
    const url = `${base(world)}/case/${world.caseId}/decision`;
    const previewUrl = `${base(world)}/case/${world.caseId}/input-preview`;
    const body = {
      decision: 'DENIED',
      reason: 'Keine Arbeitsunfähigkeit gemäss Vertrauensarzt',
      decidedOn: '2026-04-15',
    };
    // The preview (decision 0029) shows the denial's effect before it is saved: 1 578.10 -> 0.00, writing nothing.
    const preview = await call(world.admin, 'POST', previewUrl, { kind: 'CASE_DECISION', input: body });
    expect(preview.statusCode, preview.body).toBe(200);
    expect([preview.json().before.totalAmount, preview.json().after.totalAmount]).toEqual(['1578.10', '0.00']);
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(157_810);
    const earlyPreview = await call(world.admin, 'POST', previewUrl, {
      kind: 'CASE_DECISION',
      input: { ...body, decidedOn: '2026-02-28' },
    });
    expect([earlyPreview.statusCode, earlyPreview.json().code]).toEqual([400, 'INVALID_PARAMETERS']);
    // Decided on 15.04.2026 (before today): DENIED, every claim line at 0 % output (C16: a denied case pays nothing),
    // so the 10 paid days (31.03.-09.04., 157.81 each) become 0: total 0.00.
    const denied = await call(world.admin, 'PUT', url, {
      decision: 'DENIED',
      reason: 'Keine Arbeitsunfähigkeit gemäss Vertrauensarzt',
      decidedOn: '2026-04-15',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toEqual({
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      status: 'DENIED',
      denial: { reason: 'Keine Arbeitsunfähigkeit gemäss Vertrauensarzt', decidedOn: '2026-04-15' },
    });
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(0);
    // Before the case's first day: refused, nothing changes.
    const early = await call(world.admin, 'PUT', url, { decision: 'DENIED', reason: 'x', decidedOn: '2026-02-28' });
    expect([early.statusCode, early.json().code]).toEqual([400, 'INVALID_PARAMETERS']);
    const empty = await call(world.admin, 'PUT', url, { decision: 'DENIED', reason: ' ', decidedOn: '2026-04-15' });
    expect(empty.statusCode).toBe(400);
    // The withdrawal's preview: back to 1 578.10.
    const withdrawal = await call(world.admin, 'POST', previewUrl, { kind: 'CASE_DECISION', input: null });
    expect([withdrawal.json().before.totalAmount, withdrawal.json().after.totalAmount]).toEqual(['0.00', '1578.10']);
    // Withdrawn: the derived status (the incapacity ended 09.04., paid days not yet accounted: BEING_FINALIZED) and
    // the 10 paid days again: 10 × 157.81 = 1 578.10.
    const withdrawn = await call(world.admin, 'DELETE', url);
    expect(withdrawn.json()).toMatchObject({ status: 'BEING_FINALIZED', denial: null });
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(157_810);
    const actions = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, world.caseId)),
    );
    expect(actions.map((row) => row.action).sort()).toEqual(['case-decision.create', 'case-decision.delete']);
  });

  it('parallel creates of benefit stops all land (the employee lock serialises them, none is lost)', async () => {
    const world = await sickCase('Parallel Admin AG');
    const responses = await Promise.all(
      [10, 20, 30].map((outputPercentage, index) =>
        call(world.admin, 'POST', `${base(world)}/case/${world.caseId}/benefit-stop`, {
          entries: [{ startDate: `2026-04-0${index + 1}`, endDate: `2026-04-0${index + 1}`, outputPercentage }],
          reason: `Stopp ${index}`,
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const rows = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(caseInputs).where(eq(caseInputs.caseId, world.caseId)),
    );
    expect(rows).toHaveLength(3);
    // 01.04. 10 % (15.78), 02.04. 20 % (31.56), 03.04. 30 % (47.34) instead of 3 × 157.81 = 473.43:
    // 1 578.10 - 473.43 + 94.68 = 1 199.35 (157.81 × 10 % = 15.781 -> 15.78; × 20 % = 31.562 -> 31.56;
    // × 30 % = 47.343 -> 47.34).
    expect((await stored(world.tenantId, world.caseId)).totalAmount).toBe(119_935);
  });
});
