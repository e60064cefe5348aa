// Compression and the built web app: precompressed assets, API answers compressed above 1 kB, empty answers
// (204, 302) untouched, source maps served only when APP_ENV is local; request ids and security headers kept.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'absenza-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-abc.js.map'), '{"version":3}');
  return dist;
}

/** Probe routes with empty answers of the kinds the API gives (204 after a sign-out, 302 to the IdP). */
async function emptyAnswers(app: FastifyInstance) {
  app.post('/api/probe/no-content', async (_request, reply) => reply.status(204).send());
  app.get('/api/probe/redirect', async (_request, reply) => reply.redirect('/login', 302));
}

describe.each(testBackends())('compression and the web build (%s)', (backend) => {
  const dist = fakeBuild();
  const staging = useTestApp(backend, {
    config: { appEnv: 'staging', webDistDir: dist },
    extraPlugins: [emptyAnswers],
  });
  const local = useTestApp(backend, { config: { appEnv: 'local', webDistDir: dist } });

  it('sends a hashed asset precompressed (brotli, then gzip, then plain), with request id and security headers', async () => {
    const br = await staging.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['x-request-id']).toBeTruthy();
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.headers['cache-control']).toContain('immutable');

    const gz = await staging.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await staging.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses API JSON above 1 kB (the OpenAPI document) and keeps the request id', async () => {
    const response = await staging.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br', 'x-request-id': 'req-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-request-id']).toBe('req-1');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves small and empty answers alone: a 204, the API reference redirect and small errors', async () => {
    for (const [method, url, status] of [
      ['POST', '/api/probe/no-content', 204],
      ['GET', '/api/probe/redirect', 302],
    ] as const) {
      const response = await staging.app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('');
      expect(response.headers['x-request-id']).toBeTruthy();
    }

    const ui = await staging.app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'br, gzip' } });
    expect([200, 302]).toContain(ui.statusCode);
    if (ui.statusCode === 302) expect(ui.headers['content-encoding']).toBeUndefined();

    const missing = await staging.app.inject({ url: '/api/nothing', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('does not serve source maps outside local, and answers 404 (not index.html) for them', async () => {
    const map = await staging.app.inject({ url: '/assets/app-abc.js.map', headers: { accept: '*/*' } });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('<div id="root">');
    const localMap = await local.app.inject({ url: '/assets/app-abc.js.map' });
    expect(localMap.statusCode).toBe(200);
  });

  it('answers a missing asset with 404 and a deep link with index.html', async () => {
    const asset = await staging.app.inject({ url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const page = await staging.app.inject({ url: '/employees', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});
