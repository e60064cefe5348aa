// The analytics routes on figures the derivation keeps (step 7), on both databases: the rate as of a day inside a
// month (computed from the facts as of that day, decision 0061), a person's counted days with the reasons, and the
// whole month once the as-of day is today. Today is fixed at Sunday 29.11.2026.
//
// Anna Keller works full time (42 h on five days: 8.4 h a day) in subunit ZH with canton ZH since 2020. She is sick
// at 100 % on Tue 07.–Thu 09.04.2026 and Mon 20.–Fri 24.04.2026, and on vacation on Mon 13.04. Zurich's public
// holidays in April 2026: Good Friday 03.04. and Easter Monday 06.04.
// - As of Wed 15.04.: weekdays 01.–15.04. are 1, 2, 3, 6, 7, 8, 9, 10, 13, 14, 15 = 11, less the two holidays = 9 days
//   × 8.4 h = 75.6 h target; absent 07.–09.04. = 3 × 8.4 = 25.2 h (vacation does not count): 25.2 / 75.6 = 33.33 %.
// - The whole April (as of today): 22 weekdays − 2 holidays = 20 × 8.4 = 168 h; absent 25.2 + 5 × 8.4 = 67.2 h:
//   67.2 / 168 = 40 %.
import { describe, expect, it } from 'vitest';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const TODAY = new Date('2026-11-29T08:00:00Z');

describe.each(testBackends())('analytics on derived figures on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => TODAY });

  it('a mid-month as-of day counts up to it; the person’s days say what each counts', async () => {
    const tenantId = (await createTenant(ctx.database, { name: 'Stichtag AG' })).id;
    const configuration = validConfigurationInput('Stichtag AG');
    configuration.companySubunits = (configuration.companySubunits ?? []).map((unit) => ({ ...unit, canton: 'ZH' }));
    await configureTenantForTest(ctx.database, tenantId, configuration);
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Keller',
      validFrom: '2020-01-01',
      data: {
        dateOfEmployment: '2020-01-01',
        companySubunitId: 'ZH',
        processingGroupId: 'MONTHLY',
        employmentPercentage: 100,
        workingDaysPerWeek: 5,
        standardWorkingHoursPerWeek: 42,
        employmentContractType: 'PERMANENT',
      },
    });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin');
    for (const [startDate, endDate, type] of [
      ['2026-04-07', '2026-04-09', 'SICK'],
      ['2026-04-13', '2026-04-13', 'VACATION'],
      ['2026-04-20', '2026-04-24', 'SICK'],
    ] as const) {
      const recorded = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: session.headers,
        payload: { employeeId: 'E-1', startDate, endDate, type, percentage: 100 },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
    }
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });

    const rate = async (asOf?: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/absence-rate',
        headers: session.headers,
        payload: { from: '2026-04', to: '2026-04', ...(asOf ? { asOf } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().total.periods[0];
    };
    expect(await rate('2026-04-15')).toMatchObject({ targetHours: 75.6, absenceHours: 25.2, rate: 33.33 });
    expect(await rate()).toMatchObject({ targetHours: 168, absenceHours: 67.2, rate: 40 });
    // The month's end reads the stored figures: the same as today's.
    expect(await rate('2026-04-30')).toMatchObject({ targetHours: 168, absenceHours: 67.2, rate: 40 });

    const person = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/absence-rate/E-1?from=2026-04&to=2026-04&asOf=2026-04-15',
      headers: session.headers,
    });
    expect(person.statusCode, person.body).toBe(200);
    expect(person.json().total).toMatchObject({ targetHours: 75.6, absenceHours: 25.2, rate: 33.33 });
    const days = person.json().days as { date: string; type: string; countedHours: number; reason: string | null }[];
    expect(days.map((day) => [day.date, day.type, day.countedHours, day.reason])).toEqual([
      ['2026-04-07', 'SICK', 8.4, null],
      ['2026-04-08', 'SICK', 8.4, null],
      ['2026-04-09', 'SICK', 8.4, null],
      ['2026-04-13', 'VACATION', 0, 'NOT_AN_ABSENCE_FOR_THE_RATE'],
      ['2026-04-20', 'SICK', 0, 'AFTER_AS_OF'],
      ['2026-04-21', 'SICK', 0, 'AFTER_AS_OF'],
      ['2026-04-22', 'SICK', 0, 'AFTER_AS_OF'],
      ['2026-04-23', 'SICK', 0, 'AFTER_AS_OF'],
      ['2026-04-24', 'SICK', 0, 'AFTER_AS_OF'],
    ]);
  });
});
