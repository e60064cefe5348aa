import { describe, expect, it } from 'vitest';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser, createUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('company users on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('invites, finds, changes and deactivates users; the deactivated user is signed out', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/users',
      headers: session.headers,
      payload: { name: 'Nina Zürcher', email: 'Nina.Zuercher@example.ch', userRole: 'Superior', employeeId: 'E-2001' },
    });
    expect(invited.statusCode).toBe(201);
    const nina = invited.json();
    expect(nina).toMatchObject({ userRole: 'Superior', status: 'ACTIVE', language: 'de', companyId: tenant.id });

    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/users',
      headers: session.headers,
      payload: { name: 'Other', email: 'nina.zuercher@EXAMPLE.ch' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('USER_EMAIL_TAKEN');

    const found = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/users?search=zürch',
      headers: session.headers,
    });
    expect(found.json()).toMatchObject({ totalCount: 1, items: [{ id: nina.id }] });
    const superiors = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/users?userRole=Superior&take=1',
      headers: session.headers,
    });
    expect(superiors.json().totalCount).toBe(1);

    const ninaSession = await signIn(ctx.app, { kind: 'user', id: nina.id, tenantId: tenant.id });
    const deactivated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/modular/users/${nina.id}`,
      headers: session.headers,
      payload: { status: 'INACTIVE' },
    });
    expect(deactivated.json().status).toBe('INACTIVE');
    const ninaAfter = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: ninaSession.headers,
    });
    expect(ninaAfter.statusCode).toBe(401);
  });

  it('nobody changes their own role or deactivates themselves here', async () => {
    const tenant = await createTenant(ctx.database);
    const { user, session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    for (const payload of [{ userRole: 'Payroll' }, { status: 'INACTIVE' }]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/modular/users/${user.id}`,
        headers: session.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CANNOT_CHANGE_OWN_ACCESS');
    }
  });

  it('validates invitations with the spec shape', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/users',
      headers: session.headers,
      payload: { name: ' ', email: 'not-an-address', userRole: 'Boss' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['email', 'name', 'userRole']);
  });

  it('a Superior sees the users but may not change them', async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createUser(ctx.database, tenant.id);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'Superior');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/modular/users', headers: session.headers });
    expect(list.statusCode).toBe(200);
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/modular/users/${other.id}`,
      headers: session.headers,
      payload: { userRole: 'Payroll' },
    });
    expect(change.statusCode).toBe(403);
  });
});
