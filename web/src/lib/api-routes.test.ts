// The route table a build derives from the contract (web/api-routes-plugin.ts): every endpoint, with the
// contract's method and path, and a loader that returns the contract's own endpoint (with its schemas). And why a
// production build may trust the answers without parsing them (api-client.ts): no response schema changes a
// value when it is parsed.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contracts/endpoints.ts';
import { deriveRouteTable, renderRouteModule } from '../../api-routes-plugin.ts';

/**
 * The paths inside a schema where parsing the server's JSON gives a different value than the server encoded:
 * transforms and codecs (a codec decodes what the server encoded) and coercion. What the server applies itself
 * when it serialises an answer by encoding it with the schema (`z.encode` in fastify-type-provider-zod) does not
 * count: overwriting checks (`.trim()`, the IBAN's normal form) run in both directions and give the same value
 * again, and a defaulted field that is missing is refused there, so parsing never fills one in. (A plain transform
 * even fails the server's encoding; the check names it anyway.)
 */
function valueChangingParts(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> & { type: string } } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  const codec = def.type === 'pipe' && typeof def.transform === 'function';
  if (def.type === 'transform' || codec || def.coerce === true) {
    found.push(`${path || '(root)'}: ${codec ? 'codec' : def.type}${def.coerce === true ? ' (coerce)' : ''}`);
  }
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks' || value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        found.push(...valueChangingParts(item, `${path}.${key}[${index}]`, seen));
      });
    } else if (key === 'shape') {
      for (const [field, item] of Object.entries(value))
        found.push(...valueChangingParts(item, `${path}.${field}`, seen));
    } else {
      found.push(...valueChangingParts(value, `${path}.${key}`, seen));
    }
  }
  if (def.type === 'lazy' && typeof def.getter === 'function') {
    found.push(...valueChangingParts((def.getter as () => unknown)(), path, seen));
  }
  return found;
}

describe('response schemas', () => {
  it('change no value when parsed, so a production build may skip parsing the answers', () => {
    const changing = Object.entries(endpoints).flatMap(([name, endpoint]) =>
      valueChangingParts(endpoint.response).map((part) => `${name}${part}`),
    );
    expect(changing).toEqual([]);
  });

  it('notice a transform (the check above finds them)', async () => {
    const { z } = await import('zod');
    const schema = z.object({
      day: z.string().transform((value) => new Date(value)),
      n: z.coerce.number(),
      amount: z.codec(z.string(), z.number(), { decode: Number, encode: String }),
      name: z.string().trim(),
      kind: z.string().pipe(z.enum(['a', 'b'])),
    });
    expect(valueChangingParts(schema)).toEqual(['.day.out: transform', '.n: number (coerce)', '.amount: codec']);
  });
});

describe('api-routes.ts in a build', () => {
  it('names every endpoint of the contract with its method and path', async () => {
    const table = await deriveRouteTable();
    expect(Object.keys(table).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect({ name, method: table[name]?.method, path: table[name]?.path }).toEqual({
        name,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });

  it('renders a module whose loader returns the endpoint of its area table', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'api-routes-')), 'api-routes.mjs');
    const endpointsBase = new URL('../../../src/contracts/endpoints/', import.meta.url).href;
    await writeFile(file, renderRouteModule(await deriveRouteTable(), endpointsBase));
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      routes: Record<string, { method: string; path: string }>;
      loadEndpoint: (name: string) => Promise<{ method: string; path: string; response: unknown }>;
    };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(module.routes[name]).toEqual({ method: endpoint.method, path: endpoint.path });
      const loaded = await module.loadEndpoint(name);
      expect([loaded.method, loaded.path, typeof loaded.response]).toEqual([endpoint.method, endpoint.path, 'object']);
    }
    await expect(module.loadEndpoint('noSuchEndpoint')).rejects.toThrow('Unknown endpoint noSuchEndpoint');
  });
});
