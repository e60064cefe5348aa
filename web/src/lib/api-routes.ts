// Method and path of every endpoint of the contract, and `loadEndpoint` for its schemas: what the API client
// (api-client.ts) needs to call an endpoint and check its answer. This file re-exports the contract itself, which
// is what the dev server and the tests use; a build replaces it (web/api-routes-plugin.ts) by a table derived from
// the contract without Zod and one chunk per area (src/contracts/endpoints/<area>.ts) that `loadEndpoint` imports,
// so a page's first load carries only the schemas of the areas it calls.
import type { EndpointName, Endpoints } from '../../../src/contracts/endpoints.ts';
import { endpoints } from '../../../src/contracts/endpoints.ts';

export const routes: { readonly [N in EndpointName]: { readonly method: string; readonly path: string } } = endpoints;

/** The endpoint with its schemas. */
export async function loadEndpoint<N extends EndpointName>(name: N): Promise<Endpoints[N]> {
  const endpoint = endpoints[name];
  if (!endpoint) throw new Error(`Unknown endpoint ${name}`);
  return endpoint;
}
