import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contracts/endpoints.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { PRODUCT_VERSION } from '../../product.ts';

describe.each(testBackends())('system routes on %s', (backend) => {
  const ctx = useTestApp(backend, { config: { appEnv: 'demo' } });

  it('GET /health answers ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('GET /ready reports the database and all migrations applied', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations).toMatchObject({ ok: true, detail: 'all applied' });
    expect(body.checks.migrations.applied).toBe(body.checks.migrations.expected);
    expect(body.checks.migrations.expected).toBeGreaterThanOrEqual(2);
  });

  it('GET /api/modular/system/info names product, version and environment', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: endpoints.systemInfo.path });
    expect(response.json()).toEqual({ name: 'Absenza', version: PRODUCT_VERSION, environment: 'demo' });
  });

  it('every answer carries a request id; a sane incoming one is kept, a hostile one replaced', async () => {
    const generated = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('unknown routes answer 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/modular/nothing-here'],
      ['POST', '/api/modular/admin/nothing'],
      ['GET', '/api/analytics/unknown'],
      ['DELETE', '/some/page'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: `Route ${method} ${url} not found` });
    }
  });

  it('serves the OpenAPI document, and docs/openapi.json is not stale (run `npm run openapi`)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/ready',
        '/api/modular/system/info',
        '/api/modular/calendar/accounting-months',
      ]),
    );
    const committed = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
    expect(document).toEqual(committed);
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('GET /ready answers 503 when migrations are missing', async () => {
    // Runs last in this file: it forgets the newest migration, as if the build were newer than the database.
    await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('not-ready');
    expect(response.json().checks.migrations.ok).toBe(false);
  });
});
