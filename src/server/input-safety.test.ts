// Input the database cannot store never reaches it (issue "Reliability and security hardening", defects 3 and 4):
// NUL characters and unpaired surrogates in any string of any request part (query, path, body, object keys) are
// refused by the one shared rule (src/contracts/common.ts, applied by src/server/validation.ts) with the spec's
// 400 validation shape, and numbers are bounded to the int4 columns they meet. Nothing is changed, nothing 5xx.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUnstorableText, inspectRequestValue, MAX_REQUEST_DEPTH, MESSAGES } from '../contracts/common.ts';
import { employeeRecords } from '../db/schema/employees.ts';
import { organizationUnits } from '../db/schema/tenant-configuration.ts';
import { createEmployeeRecord } from '../testing/factories/employee.factory.ts';
import { createTenant } from '../testing/factories/tenant.factory.ts';
import { configureTenantForTest, validConfigurationInput } from '../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createUser, signIn, type TestSession } from '../testing/factories/user.factory.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testBackends } from '../testing/test-databases.ts';

describe('findUnstorableText', () => {
  it.each([
    ['a NUL in a string', { name: 'A\u0000B' }, [['name']]],
    ['a NUL in a key', { 'bad\u0000key': 1 }, [['bad\u0000key']]],
    ['a lone high surrogate', ['ok', 'x\ud800'], [[1]]],
    ['a lone low surrogate', { deep: { list: ['\udc00y'] } }, [['deep', 'list', 0]]],
  ])('finds %s', (_label, value, paths) => {
    expect(findUnstorableText(value)).toEqual(paths);
  });

  it('accepts a surrogate pair (an emoji), umlauts and other control characters PostgreSQL stores', () => {
    expect(findUnstorableText({ name: 'Zoë 😀 Müller\tTab\u0001', list: ['Genève'] })).toEqual([]);
  });

  it('stops at MAX_REQUEST_DEPTH: a 10 000-level nesting is one finding where it passes the limit', () => {
    let value: unknown = 'x\u0000';
    for (let level = 0; level < 10_000; level++) value = { a: value };
    const findings = inspectRequestValue(value);
    expect(findings).toEqual([{ problem: 'too-deep', path: Array(MAX_REQUEST_DEPTH).fill('a') }]);
    expect(findUnstorableText(value)).toEqual([]);
  });
});

describe.each(testBackends())('requests with unstorable input on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database)).id;
    await configureTenantForTest(ctx.database, tenantId, validConfigurationInput('Sicher AG'));
    const user = await createUser(ctx.database, tenantId, { userRole: 'HR_Admin' });
    hr = await signIn(ctx.app, { kind: 'user', id: user.id, tenantId });
    admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    await createEmployeeRecord(ctx.database, tenantId, 'E-SAFE', { lastName: 'Sicher' });
  });

  const expectUnstorable = (response: { statusCode: number; json(): unknown }, part: string, path: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Request validation failed',
      errors: [{ in: part, path, message: MESSAGES.unstorableText }],
    });
  };

  it('a NUL in a query string: 400 in the validation shape (was 500)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employees?search=%00',
      headers: hr.headers,
    });
    expectUnstorable(response, 'querystring', 'search');
  });

  it('a NUL in a path parameter: 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/modular/employee/E%00X', headers: hr.headers });
    expectUnstorable(response, 'params', 'employeeId');
  });

  it('a NUL in an organisation id: 400 and the tree is unchanged (was 500)', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/modular/organization',
      headers: hr.headers,
      payload: { units: [{ organizationId: 'ROOT\u0000' }] },
    });
    expectUnstorable(response, 'body', 'units.0.organizationId');
    const units = await ctx.database.db
      .select()
      .from(organizationUnits)
      .where(eq(organizationUnits.tenantId, tenantId));
    expect(units).toEqual([]);
  });

  it('a NUL in a JSON key or a lone surrogate in an employee field: 400 and the record is unchanged', async () => {
    const key = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-SAFE',
      headers: { ...hr.headers, 'content-type': 'application/json' },
      payload: '{"data":{"lastName":"Neu","x\\u0000":1}}',
    });
    expectUnstorable(key, 'body', 'data.x\u0000');
    const surrogate = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-SAFE',
      headers: { ...hr.headers, 'content-type': 'application/json' },
      payload: '{"data":{"lastName":"Neu\\ud800"}}',
    });
    expectUnstorable(surrogate, 'body', 'data.lastName');
    const [row] = await ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.employeeId, 'E-SAFE'));
    expect(row?.lastName).toBe('Sicher');
    expect(row?.revision).toBe(1);
  });

  it('a configuration version beyond int4: 400, not 500 (was 500)', async () => {
    for (const version of ['2147483648', '9007199254740993', '1e308']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/admin/tenant/${tenantId}/configuration-versions/${version}`,
        headers: admin.headers,
      });
      expect(response.statusCode, `${version}: ${response.body}`).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ in: 'params', path: 'version' });
    }
    const largest = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/tenant/${tenantId}/configuration-versions/2147483647`,
      headers: admin.headers,
    });
    expect(largest.statusCode).toBe(400);
    expect(largest.json()).toMatchObject({ code: 'INVALID_PARAMETERS' });
  });

  it('a body nested 100 000 levels deep: 400 where the nesting passes 64 levels (the walk goes no deeper)', async () => {
    const payload = `{"employeeIds":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/employee/check-employees-exist',
      headers: { ...hr.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const [issue] = response.json().errors;
    expect(issue).toMatchObject({ in: 'body', message: MESSAGES.tooDeep });
    expect(issue.path.split('.')).toHaveLength(MAX_REQUEST_DEPTH);
  });

  it('control characters in names and ids: 400 (they would break exports, logs and displays)', async () => {
    for (const name of ['Anna\nMeier', 'Esc\u001b[31m', 'Eve\u202egnp.exe']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/users',
        headers: hr.headers,
        payload: { name, email: 'ctl@example.ch', userRole: 'Payroll' },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ path: 'name', message: MESSAGES.controlCharacters });
    }
  });

  it('a URL the router cannot decode answers in our error shape', async () => {
    for (const url of ['/api/modular/employee/%ED%A0%80', '/api/modular/employee/%ZZ']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: hr.headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });

  it('paging beyond int4 and a revision beyond int4: 400', async () => {
    const skip = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/employees?skip=2147483648',
      headers: hr.headers,
    });
    expect(skip.statusCode).toBe(400);
    const revision = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/employee/E-SAFE',
      headers: hr.headers,
      payload: { data: { lastName: 'Neu' }, revision: 2 ** 31 },
    });
    expect(revision.statusCode).toBe(400);
    expect(revision.json().errors[0]).toMatchObject({ path: 'revision' });
  });
});
