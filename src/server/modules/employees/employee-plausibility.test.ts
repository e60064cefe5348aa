// Issue 10 "data entry that cannot store nonsense": the server refuses what the employee form refuses, one test per
// rule, through HTTP, on both databases. Every refusal is a 400 in the validation shape pointing at the field
// (docs/decisions/0009-employee-data-plausibility.md).
import { describe, expect, it } from 'vitest';
import { COVERAGE_MESSAGES } from '../../../contracts/coverage.ts';
import { EMPLOYEE_MESSAGES } from '../../../contracts/employees.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const base = { personnelNumber: '9001', firstName: 'Nina', lastName: 'Wyss' };

type Answer = { statusCode: number; body: string; json: () => unknown };

/** The answer is a 400 in the validation shape with exactly this message at this path. */
function expectRefused(response: Answer, path: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; errors: { in: string; path: string; message: string }[] };
  expect(body.message).toBe('Request validation failed');
  expect(body.errors).toContainEqual(expect.objectContaining({ in: 'body', path, message }));
}

describe.each(testBackends())('employee data plausibility on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function hrAdmin(configured = true) {
    const tenant = await createTenant(ctx.database);
    if (configured) await configureTenantForTest(ctx.database, tenant.id);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const create = (data: Record<string, unknown>, employeeId = 'E-1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/modular/employees',
        headers: session.headers,
        payload: { employeeId, validFrom: '2024-01-01', data: { ...base, ...data } },
      });
    return { tenant, session, create };
  }

  it('refuses a negative employment percentage, wage type amount and hours', async () => {
    const { create } = await hrAdmin();
    expectRefused(
      await create({ employmentPercentage: -5 }),
      'data.employmentPercentage',
      EMPLOYEE_MESSAGES.employmentPercentage,
    );
    expectRefused(
      await create({ wageTypes: [{ wageTypeId: '1000', amount: -1 }] }),
      'data.wageTypes.0.amount',
      EMPLOYEE_MESSAGES.amount,
    );
    expectRefused(
      await create({ workingHoursPerWeek: -3 }),
      'data.workingHoursPerWeek',
      EMPLOYEE_MESSAGES.hoursPerWeek,
    );
  });

  it('refuses an impossible date (31 February)', async () => {
    const { create } = await hrAdmin();
    const response = await create({ dateOfBirth: '1990-02-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: 'data.dateOfBirth' }));
  });

  it('refuses a leaving date before the date of employment (create, correction, new record)', async () => {
    const { session, create } = await hrAdmin();
    expectRefused(
      await create({ dateOfEmployment: '2024-01-01', leavingDate: '2023-12-31' }),
      'data.leavingDate',
      EMPLOYEE_MESSAGES.leavingBeforeEmployment,
    );
    expect((await create({ dateOfEmployment: '2024-01-01', leavingDate: '2024-01-01' })).statusCode).toBe(201);
    // A correction is checked as a whole record: only the leaving date is sent, the date of employment is stored.
    const corrected = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-1',
      headers: session.headers,
      payload: { data: { leavingDate: '2023-06-30' } },
    });
    expectRefused(corrected, 'data.leavingDate', EMPLOYEE_MESSAGES.leavingBeforeEmployment);
    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/E-1',
      headers: session.headers,
      payload: {
        validFrom: '2024-06-01',
        data: { ...base, dateOfEmployment: '2024-01-01', leavingDate: '2020-01-01' },
      },
    });
    expectRefused(next, 'data.leavingDate', EMPLOYEE_MESSAGES.leavingBeforeEmployment);
  });

  it('refuses an anniversary-adjusted date of employment after the leaving date', async () => {
    const { create } = await hrAdmin();
    expectRefused(
      await create({ anniversaryAdjustedDateOfEmployment: '2025-01-01', leavingDate: '2024-12-31' }),
      'data.anniversaryAdjustedDateOfEmployment',
      EMPLOYEE_MESSAGES.anniversaryAfterLeaving,
    );
  });

  it('refuses a date of birth in the future, before 1900, or less than 13 years before the date of employment', async () => {
    const { create } = await hrAdmin();
    expectRefused(await create({ dateOfBirth: '2999-01-01' }), 'data.dateOfBirth', EMPLOYEE_MESSAGES.birthInFuture);
    expectRefused(await create({ dateOfBirth: '1899-12-31' }), 'data.dateOfBirth', EMPLOYEE_MESSAGES.birthBefore1900);
    expectRefused(
      await create({ dateOfBirth: '2011-01-02', dateOfEmployment: '2024-01-01' }),
      'data.dateOfBirth',
      EMPLOYEE_MESSAGES.birthTooLate,
    );
    expect((await create({ dateOfBirth: '2011-01-01', dateOfEmployment: '2024-01-01' })).statusCode).toBe(201);
  });

  it('refuses a subunit or processing group the configuration does not have (create, correction, new record)', async () => {
    const { session, create } = await hrAdmin();
    const unknownBoth = await create({ companySubunitId: 'XX-NOPE', processingGroupId: 'NOPE' });
    expectRefused(unknownBoth, 'data.companySubunitId', EMPLOYEE_MESSAGES.unknownSubunit);
    expectRefused(unknownBoth, 'data.processingGroupId', EMPLOYEE_MESSAGES.unknownProcessingGroup);
    const valid = await create({ companySubunitId: 'ZH', processingGroupId: 'MONTHLY' });
    expect(valid.statusCode, valid.body).toBe(201);
    const corrected = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-1',
      headers: session.headers,
      payload: { data: { companySubunitId: 'XX-NOPE' } },
    });
    expectRefused(corrected, 'data.companySubunitId', EMPLOYEE_MESSAGES.unknownSubunit);
    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/E-1',
      headers: session.headers,
      payload: { validFrom: '2025-01-01', data: { ...base, processingGroupId: 'NOPE' } },
    });
    expectRefused(next, 'data.processingGroupId', EMPLOYEE_MESSAGES.unknownProcessingGroup);
  });

  it('refuses an unknown subunit in the admin correction, and keeps unchanged ids correctable', async () => {
    const tenant = await createTenant(ctx.database);
    await configureTenantForTest(ctx.database, tenant.id);
    // Stored before the rule (or before the subunit was removed from the configuration).
    await createEmployeeRecord(ctx.database, tenant.id, 'E-50', {
      validFrom: '2024-01-01',
      data: { companySubunitId: 'OLD-UNIT' },
    });
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const url = `/api/modular/admin/tenant/${tenant.id}/employee/E-50`;
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { data: { companySubunitId: 'XX-NOPE' } },
    });
    expectRefused(refused, 'data.companySubunitId', EMPLOYEE_MESSAGES.unknownSubunit);
    const otherField = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { data: { lastName: 'Imhof-Roth' } },
    });
    expect(otherField.statusCode, otherField.body).toBe(200);
  });

  it('accepts any subunit for a tenant without a configuration (nothing to check against)', async () => {
    const { create } = await hrAdmin(false);
    const response = await create({ companySubunitId: 'ANY', processingGroupId: 'ANY' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a waiting period below 0 days, or above 3650 days, each with its own message', async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const input = validConfigurationInput() as { insuranceConfiguration: { coverageConfigurations: object[] } };
    const withDuration = (shorttermDuration: number) => {
      const [first, ...rest] = input.insuranceConfiguration.coverageConfigurations as {
        coverages?: object;
      }[];
      return {
        ...input,
        insuranceConfiguration: {
          ...input.insuranceConfiguration,
          coverageConfigurations: [{ ...first, coverages: { ...first?.coverages, shorttermDuration } }, ...rest],
        },
      };
    };
    const path = 'insuranceConfiguration.coverageConfigurations.0.coverages.shorttermDuration';
    const save = (configuration: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/modular/admin/tenant/${tenant.id}/configure`,
        headers: admin.headers,
        payload: { configuration, comment: 'test' },
      });
    const negative = await save(withDuration(-3));
    const tooLong = await save(withDuration(99_999));
    for (const [response, message] of [
      [negative, COVERAGE_MESSAGES.waitingDays],
      [tooLong, COVERAGE_MESSAGES.maxDays],
    ] as const) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(path);
      expect(response.body).toContain(message);
    }
  });
});
