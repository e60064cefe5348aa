// Admin GET /issues (spec section 7; decision 0063): the platform operators' list of data issues across tenants.
import { describe, expect, it } from 'vitest';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createTenantIssue } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

type Page = {
  items: { tenantName: string; tenantId: string; severity: number; type: string; lastName: string | null }[];
  totalCount: number;
  tenants: { tenantName: string; count: number; maxSeverity: number }[];
};

describe.each(testBackends())('admin: issues across tenants on %s', (backend) => {
  const ctx = useTestApp(backend);

  /**
   * Two tenants. Alpha AG: Anna Amrein without wage types (severity 3), a duplicated absence (2, dismissed on
   * 01.03.) and an operator-only issue (4). Beta AG: a gap between absences of Beat Bühler (B-1, severity 2).
   */
  async function world() {
    const alpha = await createTenant(ctx.database, { name: 'Alpha AG' });
    const beta = await createTenant(ctx.database, { name: 'Beta AG' });
    await createEmployeeRecord(ctx.database, alpha.id, 'A-1', { firstName: 'Anna', lastName: 'Amrein' });
    await createEmployeeRecord(ctx.database, beta.id, 'B-1', { firstName: 'Beat', lastName: 'Bühler' });
    await createTenantIssue(ctx.database, alpha.id, {
      employeeId: 'A-1',
      type: 'EMPLOYEE_MISSING_WAGE_TYPES',
      scope: 'EMPLOYEE',
      severity: 3,
      key: 'wages',
    });
    await createTenantIssue(ctx.database, alpha.id, {
      employeeId: 'A-1',
      severity: 2,
      key: 'dup',
      ignoredAt: '2026-03-01T08:00:00Z',
    });
    await createTenantIssue(ctx.database, alpha.id, { severity: 4, comment: 'operator only', key: 'op' });
    await createTenantIssue(ctx.database, beta.id, {
      employeeId: 'B-1',
      type: 'ABSENCE_GAP_BETWEEN_ABSENCES',
      severity: 2,
      key: 'gap',
    });
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const hr = (await createSignedInUser(ctx.app, ctx.database, alpha.id, 'HR_Admin')).session;
    return { alpha: alpha.id, beta: beta.id, admin, hr };
  }

  const list = async (headers: Record<string, string>, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/modular/admin/issues${query}`, headers });

  it('lists the open issues of every tenant, most severe first, with tenant and employee names; filters narrow it', async () => {
    const { alpha, beta, admin } = await world();

    const all = await list(admin.headers);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json() as Page;
    // Open issues: Alpha's operator-only 4 and wage types 3, Beta's gap 2 (Alpha's dismissed duplicate is left out).
    expect(page.items.map((item) => [item.tenantName, item.severity, item.type, item.lastName])).toEqual([
      ['Alpha AG', 4, 'ABSENCE_DUPLICATED', null],
      ['Alpha AG', 3, 'EMPLOYEE_MISSING_WAGE_TYPES', 'Amrein'],
      ['Beta AG', 2, 'ABSENCE_GAP_BETWEEN_ABSENCES', 'Bühler'],
    ]);
    expect(page.totalCount).toBe(3);
    // Per tenant: Alpha 2 open (most severe 4), Beta 1 (2): the most severe first.
    expect(page.tenants).toEqual([
      { tenantId: alpha, tenantName: 'Alpha AG', count: 2, maxSeverity: 4 },
      { tenantId: beta, tenantName: 'Beta AG', count: 1, maxSeverity: 2 },
    ]);

    // One tenant, dismissed included: Alpha's three; the per-tenant counts still show both tenants (1 + 3).
    const alphaOnly = (await list(admin.headers, `?tenantId=${alpha}&includeIgnored=true`)).json() as Page;
    expect(alphaOnly.items.map((item) => item.severity)).toEqual([4, 3, 2]);
    expect(alphaOnly.totalCount).toBe(3);
    expect(alphaOnly.tenants.map((row) => [row.tenantName, row.count])).toEqual([
      ['Alpha AG', 3],
      ['Beta AG', 1],
    ]);

    // Severity 2 across tenants: Beta's gap only (Alpha's 2 is dismissed).
    const two = (await list(admin.headers, '?severity=2')).json() as Page;
    expect(two.items.map((item) => item.tenantId)).toEqual([beta]);
    // By type and by employee.
    const wages = (await list(admin.headers, '?type=EMPLOYEE_MISSING_WAGE_TYPES')).json() as Page;
    expect(wages.items.map((item) => item.lastName)).toEqual(['Amrein']);
    const beat = (await list(admin.headers, '?employeeId=B-1')).json() as Page;
    expect(beat.items.map((item) => item.type)).toEqual(['ABSENCE_GAP_BETWEEN_ABSENCES']);
    // Paging: the second of three.
    const second = (await list(admin.headers, '?skip=1&take=1')).json() as Page;
    expect(second.items.map((item) => item.severity)).toEqual([3]);
    expect(second.totalCount).toBe(3);
  });

  it("refuses a tenant's user (403) and a bad filter (400 in the schema shape), and answers an unknown tenant with nothing", async () => {
    const { admin, hr } = await world();
    expect((await list(hr.headers)).statusCode).toBe(403);
    const bad = await list(admin.headers, '?severity=6&tenantId=not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: expect.any(Array) });
    const unknown = await list(admin.headers, '?tenantId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ items: [], totalCount: 0 });
  });
});
