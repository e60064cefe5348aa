// API fuzz suite: every route of the contract table (src/contracts/endpoints.ts), called by every kind of caller
// with its valid request, with valid-ish inputs generated from its Zod schemas, and with hostile inputs (characters
// PostgreSQL cannot store, huge numbers, wrong types, unknown keys, deep nesting, bodies around the 1 MiB limit,
// path parameters of 100 to 10 000 characters). Every answer must be documented: no 5xx, a status the OpenAPI
// document lists for the route, and a body of the documented schema. A new route joins by itself, and fails until
// it has a valid request in FUZZ_TARGETS (src/testing/api-fuzz/targets.ts).
//
// The routes are split over two test files (api-fuzz.test.ts, api-fuzz-2.test.ts: every other route), so that the
// suite's longest file no longer sets CI's end while the other worker idles (docs/testing.md, "Measured").
//
// FUZZ_RUNS (default 8) sets the generated cases per route and property; FUZZ_SEED replays a failure (fast-check
// prints the seed, the path and the failing request).
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Endpoint, type EndpointName, endpoints } from '../../contracts/endpoints.ts';
import { validationErrorBody } from '../../contracts/errors.ts';
import { useTestApp } from '../test-app.ts';
import { testBackends } from '../test-databases.ts';
import { allowedActors } from './access.ts';
import {
  ACTORS,
  type ActorName,
  bodyWithDeepCondition,
  createFuzzWorld,
  type FuzzWorld,
  freshCredentials,
} from './fixtures.ts';
import { type FuzzRequest, type Mutation, positionalMutations, wholeRequestMutations } from './mutations.ts';
import { describeExchange, judge, send } from './runner.ts';
import { arbitraryFromZod } from './schema-arbitrary.ts';
import { FUZZ_TARGETS } from './targets.ts';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/**
 * Opt-in denial-of-service hunt: with FUZZ_SLOW_MS set, an answer slower than that fails (input whose cost grows
 * faster than its size). Off by default: timing goals live in bench/, never in the test suite (docs/performance.md);
 * the structural guard is the request depth limit (src/server/input-safety.test.ts).
 */
const SLOW_MS = process.env.FUZZ_SLOW_MS === undefined ? undefined : Number(process.env.FUZZ_SLOW_MS);
const ROUTES = Object.entries(endpoints) as [EndpointName, Endpoint][];

/** Query and path values travel as text. */
function asText(value: unknown): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, item]) => [
      key,
      Array.isArray(item) ? item.map(String) : typeof item === 'string' ? item : JSON.stringify(item),
    ]),
  );
}

/** Mixes a valid value with a generated one, field by field, so that most of it is right and some of it is odd. */
function overlay(valid: unknown, generated: unknown, coin: () => boolean): unknown {
  const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isObject(valid) || !isObject(generated)) return coin() ? valid : generated;
  const merged: Record<string, unknown> = { ...(valid as object) };
  for (const [key, value] of Object.entries(generated as object)) {
    merged[key] = key in merged ? overlay(merged[key], value, coin) : value;
  }
  return merged;
}

function generatedRequests(endpoint: Endpoint, valid: FuzzRequest): fc.Arbitrary<FuzzRequest> {
  const part = <T>(schema: Endpoint['body'], fixed: T, map: (value: unknown) => T) =>
    schema ? fc.oneof(fc.constant(fixed), arbitraryFromZod(schema).map(map)) : fc.constant(fixed);
  const body = endpoint.body
    ? fc.oneof(
        arbitraryFromZod(endpoint.body),
        fc.tuple(arbitraryFromZod(endpoint.body), fc.infiniteStream(fc.boolean())).map(([generated, coins]) => {
          const iterator = coins[Symbol.iterator]();
          return overlay(valid.body, generated, () => iterator.next().value as boolean);
        }),
      )
    : fc.constant(undefined);
  return fc.record({
    params: part(endpoint.params, valid.params, (value) => asText(value) as Record<string, string>),
    query: part(endpoint.querystring, valid.query, asText),
    body,
  });
}

/** The fuzz suite's part `part` of `of`: its share of the routes; part 1 also checks the route table as a whole. */
export function describeApiFuzz(part: number, of: number): void {
  const routes = ROUTES.filter((_, index) => index % of === part - 1);
  describe.each(testBackends())(`API fuzz on %s (part ${part} of ${of})`, (backend) => {
    // The server's error log lines, so that a failure shows what went wrong inside.
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const ctx = useTestApp(backend, { logger: { level: 'error', stream: logStream } });
    let world: FuzzWorld;
    let openapi: Parameters<typeof judge>[0];

    beforeAll(async () => {
      const base = await createFuzzWorld(ctx.database);
      world = { ...base, credentials: await freshCredentials(ctx.app, ctx.database, base) };
      openapi = ctx.app.swagger() as unknown as typeof openapi;
    });

    // A write may log its caller out, change the caller's own role or revoke a token: a test after one starts from
    // fresh callers. A read (GET) changes none of that, so the test after it keeps them: signing every caller in again
    // before each test took a ninth of the suite's time (one file on both databases 124 -> 110 s, 2026-11-30).
    let callersMayHaveChanged = false;
    let testIsRead = false;
    beforeEach(async () => {
      if (callersMayHaveChanged) world.credentials = await freshCredentials(ctx.app, ctx.database, world);
      callersMayHaveChanged = false;
      testIsRead = false;
    });
    afterEach(() => {
      if (!testIsRead) callersMayHaveChanged = true;
    });

    function validRequest(name: EndpointName): FuzzRequest {
      const valid = FUZZ_TARGETS[name](world);
      return { params: valid.params ?? {}, query: valid.query ?? {}, body: valid.body };
    }

    /** Sends one request and throws with the whole exchange when the answer is not documented. */
    async function check(
      name: EndpointName,
      actor: ActorName,
      request: FuzzRequest,
      label = '',
      slowMs: number | undefined = SLOW_MS,
    ): Promise<void> {
      const endpoint = endpoints[name];
      const before = logLines.length;
      const started = performance.now();
      const response = await send(ctx.app, endpoint, request, world.credentials[actor]);
      const elapsed = Math.round(performance.now() - started);
      const problems = judge(openapi, endpoint, response);
      if (slowMs !== undefined && elapsed > slowMs) problems.push(`took ${elapsed} ms (limit ${slowMs} ms)`);
      if (problems.length > 0) {
        const errors = logLines.slice(before).map((line) => {
          const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; stack?: string } };
          return `${entry.msg}: ${entry.err?.type ?? ''} ${entry.err?.message ?? ''} ${entry.err?.stack?.split('\n')[1]?.trim() ?? ''}`;
        });
        throw new Error(
          `${name}${label ? ` (${label})` : ''}: ${problems.join('; ')}\n${describeExchange(actor, endpoint, request, response, errors)}`,
        );
      }
    }

    if (part === 1) {
      it('every route has a valid request to fuzz from, and is in the OpenAPI document', () => {
        expect(Object.keys(FUZZ_TARGETS).sort()).toEqual(Object.keys(endpoints).sort());
        for (const [name, endpoint] of ROUTES) {
          expect(allowedActors(endpoint), `${name} lets some caller through`).not.toHaveLength(0);
          const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
          expect(openapi.paths[path]?.[endpoint.method.toLowerCase()], `${name} documented`).toBeDefined();
        }
      });

      it('a body nested 30 000 levels deep (60 KB) gets a documented answer', async () => {
        const rawBody = `{"employeeIds":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
        await check('employeesCheckExist', 'HR_Admin', { params: {}, query: {}, rawBody }, 'deep nesting');
      });

      it.each(['adminTenantConfigure', 'adminTenantValidateSchema'] as const)(
        '%s: a rule condition nested 10 000 levels deep (the one recursive schema) gets a documented answer',
        async (name) => {
          const valid = validRequest(name);
          const rawBody = bodyWithDeepCondition(valid.body as object, 10_000);
          await check(name, 'admin', { ...valid, rawBody }, 'deep rule condition');
        },
      );

      it('over-long path parameters (1 000 and 10 000 characters) fail validation (400), not the router (414)', async () => {
        for (const [name, endpoint] of ROUTES.filter(([, candidate]) => candidate.params)) {
          const valid = validRequest(name);
          for (const key of Object.keys(valid.params)) {
            for (const length of [1_000, 10_000]) {
              const request = { ...valid, params: { ...valid.params, [key]: 'x'.repeat(length) } };
              const response = await send(
                ctx.app,
                endpoint,
                request,
                world.credentials[allowedActors(endpoint)[0] as ActorName],
              );
              expect(response.statusCode, `${name} ${key} × ${length}`).toBe(400);
              expect(validationErrorBody.parse(response.json()).errors[0]?.in).toBe('params');
            }
          }
        }
      });
    }

    describe.each(routes)('%s', (name, endpoint) => {
      const allowed = allowedActors(endpoint);
      beforeEach(() => {
        testIsRead = endpoint.method === 'GET';
      });

      it('every caller with the valid request gets a documented answer', async () => {
        for (const actor of ACTORS) await check(name, actor, validRequest(name), `caller ${actor}`);
      });

      it('valid-ish inputs generated from the schemas get documented answers', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...allowed),
            generatedRequests(endpoint, validRequest(name)),
            (actor, request) => check(name, actor, request),
          ),
          { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
        );
      });

      it('hostile inputs in every position get documented answers', async () => {
        const valid = validRequest(name);
        const positional = positionalMutations(valid);
        const whole = wholeRequestMutations(valid, endpoint.method !== 'GET');
        const run = (mutation: Mutation, actor: ActorName) => check(name, actor, mutation.apply(valid), mutation.name);
        // Every string position gets a NUL (the character PostgreSQL cannot store), and every whole-request case
        // runs; the rest of the catalogue is sampled.
        for (const mutation of positional.filter((candidate) => candidate.name.endsWith(': nul#1'))) {
          await run(mutation, allowed[0] as ActorName);
        }
        for (const mutation of whole) await run(mutation, allowed[0] as ActorName);
        if (positional.length === 0) return;
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...allowed), fc.constantFrom(...positional), (actor, mutation) =>
            run(mutation, actor),
          ),
          { numRuns: FUZZ_RUNS * 4, seed: FUZZ_SEED, endOnFailure: true },
        );
      }, 120_000);
    });
  });
}
