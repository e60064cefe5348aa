// The concurrency suite's helper (docs/architecture.md "Concurrency"): fire N requests at a route at the same time
// and check the outcome every write route must have — no 5xx, and each request either acknowledged (2xx) or
// refused as a conflict (409). What "acknowledged changes are present" means is the route's own check.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type Fired = { request: InjectOptions; response: LightMyRequestResponse };

/**
 * Sends every request at once (all are dispatched before any answer is awaited). On PostgreSQL each runs on its
 * own pooled connection, so their transactions really overlap; PGlite runs them one after another.
 */
export async function fireInParallel(app: FastifyInstance, requests: readonly InjectOptions[]): Promise<Fired[]> {
  const responses = await Promise.all(requests.map((request) => app.inject(request)));
  return responses.map((response, index) => ({ request: requests[index] as InjectOptions, response }));
}

const describeFired = (fired: Fired) =>
  `${fired.request.method} ${fired.request.url} -> ${fired.response.statusCode} ${fired.response.body.slice(0, 300)}`;

/** No request answered 5xx, and each was acknowledged (2xx) or lost a race with a clear 409 (with a code). */
export function expectAcknowledgedOrConflict(fired: readonly Fired[]): { acknowledged: Fired[]; conflicts: Fired[] } {
  for (const item of fired) {
    const status = item.response.statusCode;
    expect(status < 300 || status === 409, describeFired(item)).toBe(true);
    if (status === 409) expect(typeof item.response.json().code, describeFired(item)).toBe('string');
  }
  return {
    acknowledged: fired.filter((item) => item.response.statusCode < 300),
    conflicts: fired.filter((item) => item.response.statusCode === 409),
  };
}

/** The JSON body a request sent (to relate an acknowledged answer to the change it asked for). */
export function sentBody<T>(fired: Fired): T {
  return fired.request.payload as T;
}

/**
 * The two races of an object screens edit with a revision (docs/architecture.md "Concurrency"): first every writer
 * sends the same revision (one is acknowledged, the others answer 409 REVISION_CONFLICT and change nothing), then
 * none sends one (all are acknowledged, applied one after the other).
 */
export async function revisionRaces(
  app: FastifyInstance,
  request: { method: 'PATCH' | 'PUT' | 'POST'; url: string; headers: Record<string, string> },
  bodies: readonly Record<string, unknown>[],
  revision: { field: string; value: number },
) {
  const stale = expectAcknowledgedOrConflict(
    await fireInParallel(
      app,
      bodies.map((body) => ({ ...request, payload: { ...body, [revision.field]: revision.value } })),
    ),
  );
  expect(stale.acknowledged).toHaveLength(1);
  for (const conflict of stale.conflicts) expect(conflict.response.json().code).toBe('REVISION_CONFLICT');
  const free = expectAcknowledgedOrConflict(
    await fireInParallel(
      app,
      bodies.map((body) => ({ ...request, payload: body })),
    ),
  );
  expect(free.acknowledged).toHaveLength(bodies.length);
  return { stale, free };
}
