// Failed authentication counted per client (issue 28 section 6; docs/decisions/0044-probe-defects-and-onboarding.md):
// 640 forged API tokens in 1.4 s all got 401, never 429. Every refused API token and every refused sign-in without an
// identity provider counts on the client's counter (its IP address, behind proxies as TRUST_PROXY_HOPS says) in the
// shared counter table (decision 0007: one count across API processes, on PGlite too). After AUTH_FAILURES.max
// failures in a window, that client's authentication attempts answer 429 with Retry-After until the window ends —
// before the token is even looked up, so a guess made while blocked learns nothing. Another client, and a signed-in
// browser session of the same address, are not affected. Like the route limits, the count fails open: when the
// counter cannot be used, the request goes on and the error is logged.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { countHit, readCounter } from '../rate-limit-store.ts';

/** At most this many failed authentications per client in a fixed window of `windowMs`. */
export const AUTH_FAILURES = { max: 20, windowMs: 60_000 } as const;

const keyOf = (request: FastifyRequest) => `auth-failure|${request.ip}`;

function tooMany(reply: FastifyReply, ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-ins or API tokens from this address; try again in ${seconds} s`,
  );
}

/** Throws 429 (with Retry-After) when the client has used up its failures in the running window. */
export async function refuseBlockedClient(database: Database, request: FastifyRequest, reply: FastifyReply) {
  let counter: { current: number; ttl: number };
  try {
    counter = await readCounter(database, keyOf(request));
  } catch (error) {
    request.log.error({ err: error }, 'auth failure counter unavailable; request allowed (fail open)');
    return;
  }
  if (counter.current >= AUTH_FAILURES.max) throw tooMany(reply, counter.ttl);
}

/**
 * Counts one failed authentication of the client. Answers the error to throw: `refusal` itself (401, 404, …) while the
 * client is within its failures, 429 from the failure that goes beyond them (a burst of parallel guesses that all
 * passed `refuseBlockedClient` gets 429 from there on, not 401).
 */
export async function countAuthFailure(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: unknown,
): Promise<unknown> {
  try {
    const counter = await countHit(database, keyOf(request), AUTH_FAILURES.windowMs);
    return counter.current > AUTH_FAILURES.max ? tooMany(reply, counter.ttl) : refusal;
  } catch (error) {
    request.log.error({ err: error }, 'auth failure counter unavailable; failure not counted (fail open)');
    return refusal;
  }
}
