// Admin case inputs (decision 0021): every refusal answers 400 with its code (unknown person, case or input, the
// wrong case kind, invalid bodies).
import { describe, expect, it } from 'vitest';
import { caseInputs } from '../../../db/schema/cases.ts';
import { caseInputHelpers } from '../../../testing/factories/case-input-world.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testBackends())('admin case inputs on %s', (backend) => {
  const ctx = useTestApp(backend);
  const { recordCase, sickCase, base, call } = caseInputHelpers(ctx);

  it('refuses with 400 and a precise code: unknown person, case, input; wrong case kind; invalid bodies', async () => {
    const world = await sickCase('Fehler Admin AG');
    const other = await recordCase(world.tenantId, world.hr, {
      startDate: '2026-05-01',
      endDate: '2026-05-10',
      employeeId: 'K-2',
    });
    const stop = { entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage: 50 }], reason: 'Teilweise' };
    const expectCode = async (
      response: Awaited<ReturnType<typeof call>>,
      code: string,
      status = 400,
    ): Promise<void> => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(typeof response.json().message).toBe('string');
    };
    const personUrl = base(world);
    const unknownPerson = base({ tenantId: world.tenantId, insuredPersonId: UNKNOWN });
    await expectCode(
      await call(world.admin, 'POST', `${unknownPerson}/case/${world.caseId}/benefit-stop`, stop),
      'INSURED_PERSON_NOT_FOUND',
    );
    await expectCode(
      await call(world.admin, 'POST', `${personUrl}/case/${UNKNOWN}/benefit-stop`, stop),
      'CASE_NOT_FOUND',
    );
    // K-2's case named under K-1's insured person.
    await expectCode(
      await call(world.admin, 'POST', `${personUrl}/case/${other.caseId}/iv-setting`, {
        type: 'IV_PENSION',
        amount: 100,
        startDate: '2026-05-01',
        endDate: null,
      }),
      'CASE_NOT_FOUND',
    );
    await expectCode(
      await call(world.admin, 'DELETE', `${personUrl}/ktgCase/${world.caseId}/manual-correction/${UNKNOWN}`),
      'MANUAL_CORRECTION_NOT_FOUND',
    );
    await expectCode(
      await call(world.admin, 'PUT', `${personUrl}/case/${world.caseId}/iv-setting/${UNKNOWN}`, {
        type: 'IV_PENSION',
        amount: 100,
        startDate: '2026-04-01',
        endDate: null,
      }),
      'IV_SETTING_NOT_FOUND',
    );
    // A benefit stop's id named as an IV setting, or under another case: not found.
    const created = await call(world.admin, 'POST', `${personUrl}/case/${world.caseId}/benefit-stop`, stop);
    const { benefitStopId } = created.json();
    await expectCode(
      await call(world.admin, 'DELETE', `${personUrl}/case/${world.caseId}/iv-setting/${benefitStopId}`),
      'IV_SETTING_NOT_FOUND',
    );
    await expectCode(
      await call(
        world.admin,
        'DELETE',
        `${base({ ...world, ...other })}/case/${other.caseId}/benefit-stop/${benefitStopId}`,
      ),
      'BENEFIT_STOP_NOT_FOUND',
    );
    await expectCode(
      await call(world.admin, 'POST', `${personUrl}/case/${world.caseId}/input-preview`, {
        kind: 'BENEFIT_STOP',
        id: UNKNOWN,
        input: null,
      }),
      'BENEFIT_STOP_NOT_FOUND',
    );
    // The accident date of a sickness case.
    await expectCode(
      await call(world.admin, 'PUT', `${personUrl}/case/${world.caseId}/accident-date`, { accidentDate: '2026-03-01' }),
      'NOT_AN_ACCIDENT_CASE',
    );
    await expectCode(
      await call(world.admin, 'DELETE', `${personUrl}/case/${world.caseId}/accident-date`),
      'NOT_AN_ACCIDENT_CASE',
    );
    // Unknown tenant: the admin hook answers 404 TENANT_NOT_FOUND.
    await expectCode(
      await call(
        world.admin,
        'POST',
        `/api/modular/admin/tenant/${UNKNOWN}/insured-person/${world.insuredPersonId}/case/${world.caseId}/benefit-stop`,
        stop,
      ),
      'TENANT_NOT_FOUND',
      404,
    );
    // A tenant user is no admin.
    await expectCode(
      await call(world.hr, 'POST', `${personUrl}/case/${world.caseId}/benefit-stop`, stop),
      'FORBIDDEN',
      403,
    );

    // Schema refusals: overlapping entries, an empty reason, an end before the start, a percentage above 100, a
    // correction without accounting month, an amount with three decimals.
    const invalid = async (method: 'POST' | 'PUT', path: string, body: object, field: string) => {
      const response = await call(world.admin, method, `${personUrl}/case/${world.caseId}/${path}`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(field);
    };
    await invalid(
      'POST',
      'benefit-stop',
      {
        reason: 'x',
        entries: [
          { startDate: '2026-04-01', endDate: null, outputPercentage: 50 },
          { startDate: '2026-04-05', endDate: '2026-04-06', outputPercentage: 0 },
        ],
      },
      'entries.1.startDate',
    );
    await invalid('POST', 'benefit-stop', { ...stop, reason: '   ' }, 'reason');
    await invalid('POST', 'benefit-stop', { ...stop, entries: [] }, 'entries');
    await invalid(
      'POST',
      'benefit-stop',
      { ...stop, entries: [{ startDate: '2026-04-05', endDate: '2026-04-04', outputPercentage: 10 }] },
      'entries.0.endDate',
    );
    await invalid(
      'POST',
      'benefit-stop',
      { ...stop, entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage: 101 }] },
      'entries.0.outputPercentage',
    );
    await invalid(
      'POST',
      'iv-setting',
      { type: 'IV_PENSION', amount: 1.005, startDate: '2026-04-01', endDate: null },
      'amount',
    );
    await invalid(
      'POST',
      'iv-setting',
      { type: 'IV_PENSION', amount: 100, startDate: '2026-04-01', endDate: '2026-03-31' },
      'endDate',
    );
    const correction = await call(world.admin, 'POST', `${personUrl}/ktgCase/${world.caseId}/manual-correction`, {
      dates: { from: '2026-04-01', to: '2026-04-02' },
      comment: 'ohne Monat',
    });
    expect(correction.statusCode).toBe(400);
    expect(correction.json().errors[0]).toMatchObject({
      path: 'accountingMonthId',
      message: 'Date must be in YYYY-MM format with a valid month (01-12)',
    });
    // Nothing but the one benefit stop was written.
    const rows = await ctx.database.withTenant(world.tenantId, (tx) => tx.select().from(caseInputs));
    expect(rows.map((row) => row.id)).toEqual([benefitStopId]);
  });
});
