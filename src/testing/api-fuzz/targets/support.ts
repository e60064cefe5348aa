// Shared by the API fuzz suite's valid requests per area (targets/<area>.ts, composed in ../targets.ts).
import type { EndpointName } from '../../../contracts/endpoints.ts';
import type { FuzzWorld } from '../fixtures.ts';

/** One valid request of a route: path parameters, query (as sent: strings) and body. */
export type ValidRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/** The valid requests of an area's routes, by route. */
export type FuzzTargets = Partial<Record<EndpointName, (world: FuzzWorld) => ValidRequest>>;

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An id no row has (the payout routes' 404s). */
export const FUZZ_MISSING_ID = '0196f0a0-0000-7000-8000-00000000f00d';
