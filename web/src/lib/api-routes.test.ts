// The route table a build derives from the contract (web/api-routes-plugin.ts): every endpoint, with the
// contract's method and path, and a loader that returns the contract's own endpoint (with its schemas).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contracts/endpoints.ts';
import { deriveRouteTable, renderRouteModule } from '../../api-routes-plugin.ts';

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
