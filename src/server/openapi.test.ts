// The OpenAPI document is a contract for generated clients and fuzzers: it must be valid OpenAPI 3, every $ref in
// it must resolve, and every route must document its success answer and the shared error answers. (That the
// committed docs/openapi.json is the served one is tested in modules/system/system.test.ts.)
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, endpoints } from '../contracts/endpoints.ts';
import { useTestApp } from '../testing/test-app.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every `$ref` in the document with where it sits. */
function references(value: Json, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => references(item, `${at}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [{ at, ref: item }] : references(item, `${at}/${key}`),
  );
}

/** Follows a local JSON pointer (`#/components/schemas/Error`); undefined when it leads nowhere. */
function resolvePointer(document: Json, pointer: string): Json | undefined {
  if (!pointer.startsWith('#/')) return undefined;
  let current: Json | undefined = document;
  for (const raw of pointer.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (current === null || typeof current !== 'object' || !(key in current)) return undefined;
    current = (current as Record<string, Json>)[key];
  }
  return current;
}

// The document does not depend on the database: one backend is enough.
describe('the OpenAPI document', () => {
  const ctx = useTestApp('pglite');
  let document: Json & { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is valid OpenAPI 3 (served and committed)', async () => {
    for (const candidate of [document, JSON.parse(readFileSync('docs/openapi.json', 'utf8'))]) {
      const validator = new Validator();
      const result = await validator.validate(candidate);
      expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toMatch(/^3\./);
    }
  });

  it('has no $ref that leads nowhere', () => {
    const all = references(document);
    expect(all.length).toBeGreaterThan(0);
    const dangling = all.filter(({ ref }) => resolvePointer(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('documents every route with its success answer and the shared error answers', () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${name}: ${endpoint.method} ${path}`).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {});
      const expected = [String(endpoint.status ?? 200), '400', '401', '403', '404', '409', '413', '414', '415', '429'];
      expect(statuses, name).toEqual(expect.arrayContaining([...expected, '500']));
    }
  });
});
