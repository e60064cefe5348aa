// A build's web/src/lib/api-routes.ts: the web client's view of the contract's endpoints (src/contracts/
// endpoints.ts) without Zod. The client needs only an endpoint's method and path to call it; the schemas (and
// Zod) are needed only to check the answer, and are loaded per area (src/contracts/endpoints/<area>.ts) in
// parallel with the request, so the first load carries neither Zod nor the schemas of areas the page does not call.
//
// The table is derived from the contract when the build loads the module (Node imports the .ts contract
// directly), so it cannot drift from it; the dev server and Vitest use the file as written, which re-exports the
// contract itself. web/src/lib/api-routes.test.ts checks that the derived table names every endpoint with the
// contract's method and path, and that its loaders return the contract's endpoints.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const API_ROUTES_FILE = fileURLToPath(new URL('./src/lib/api-routes.ts', import.meta.url));

const contractsDir = fileURLToPath(new URL('../src/contracts/', import.meta.url));
const endpointsDir = join(contractsDir, 'endpoints');

type EndpointLike = { method: string; path: string };

/** One endpoint as the client sees it: method, path and the area table that holds its schemas. */
export type RouteEntry = { method: string; path: string; file: string; table: string };

/**
 * Every endpoint of `src/contracts/endpoints.ts` with the area file and export that define it. Throws when an
 * endpoint is in no area table or in more than one (the composition in endpoints.ts would then differ).
 */
export async function deriveRouteTable(): Promise<Record<string, RouteEntry>> {
  const { endpoints } = (await import(pathToFileURL(join(contractsDir, 'endpoints.ts')).href)) as {
    endpoints: Record<string, EndpointLike>;
  };
  const found = new Map<string, RouteEntry>();
  const files = (await readdir(endpointsDir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(join(endpointsDir, file)).href)) as Record<string, unknown>;
    for (const [table, entries] of Object.entries(module)) {
      if (typeof entries !== 'object' || entries === null) continue;
      for (const [name, endpoint] of Object.entries(entries as Record<string, EndpointLike>)) {
        if (!(name in endpoints) || endpoints[name] !== endpoint) continue;
        if (found.has(name)) throw new Error(`Endpoint ${name} is defined in two area tables`);
        found.set(name, { method: endpoint.method, path: endpoint.path, file, table });
      }
    }
  }
  const missing = Object.keys(endpoints).filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(`No area table in src/contracts/endpoints/ defines ${missing.join(', ')}`);
  }
  return Object.fromEntries(Object.keys(endpoints).map((name) => [name, found.get(name) as RouteEntry]));
}

/**
 * The module a build gets: `routes` (name -> method and path) and `loadEndpoint(name)`, which imports the
 * area's table (a chunk of its own, with Zod) and returns the endpoint with its schemas. `endpointsBase` is
 * where src/contracts/endpoints/ is seen from web/src/lib/.
 */
export function renderRouteModule(
  table: Record<string, RouteEntry>,
  endpointsBase = '../../../src/contracts/endpoints/',
): string {
  const areas = [...new Set(Object.values(table).map((entry) => `${entry.file}#${entry.table}`))];
  const loaders = areas.map((area) => {
    const [file, exportName] = area.split('#') as [string, string];
    const url = JSON.stringify(`${endpointsBase}${file}`);
    return `() => import(${url}).then((module) => module[${JSON.stringify(exportName)}])`;
  });
  const routes = Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [
      name,
      [entry.method, entry.path, areas.indexOf(`${entry.file}#${entry.table}`)],
    ]),
  );
  return [
    `const table = ${JSON.stringify(routes)};`,
    `const areas = [${loaders.join(', ')}];`,
    'export const routes = Object.fromEntries(Object.entries(table).map(([name, [method, path]]) => [name, { method, path }]));',
    'export async function loadEndpoint(name) {',
    '  const entry = table[name];',
    "  if (!entry) throw new Error('Unknown endpoint ' + name);",
    '  return (await areas[entry[2]]())[name];',
    '}',
    '',
  ].join('\n');
}

export function apiRoutes(): Plugin {
  let build = false;
  return {
    name: 'absenza:api-routes',
    configResolved(config) {
      build = config.command === 'build';
    },
    async load(id) {
      if (!build || id !== API_ROUTES_FILE) return undefined;
      return renderRouteModule(await deriveRouteTable());
    },
  };
}
