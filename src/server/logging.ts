// One logging configuration for every process (API, worker): pino JSON lines without personal data
// (docs/security.md "Personal data in logs").
//
// The danger is errors, not our own log calls: Drizzle's DrizzleQueryError carries every query parameter (message
// "Failed query: <sql>\nparams: <values>", `.params`), and PostgreSQL errors carry row values in `detail`
// ("Key (employee_id)=(756.…) already exists", "Failing row contains (…)"), `where` and `hint`. pino's standard
// serializer copies every enumerable field and the stack (which begins with the message), so an IBAN or an AHV
// number would reach the log. The serializer below therefore copies an allow-list of fields that name things
// (SQL text, SQLSTATE, constraint, table, column) and never a field that holds values; new fields a driver adds
// stay out until someone decides they are safe.

import pino, { type Logger, type LoggerOptions } from 'pino';
import { sqlStateOf } from '../db/sql-state.ts';

/** Credentials and request bodies never reach a log line, whoever logs them. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Bodies carry employee data (names, AHV numbers, bank accounts, salaries); nothing logs them today.
  'req.body',
  'request.body',
  'body',
];

const REDACTED = '[redacted]';

/** Fields of driver errors (pg, PGlite) that identify what failed without carrying row values. */
const NAMING_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/** Error codes are identifiers (SQLSTATE, ECONNREFUSED, FST_ERR_…, our AppError codes), never free text. */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_DEPTH = 5;

export type SafeError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  /** The first SQLSTATE in the cause chain (Drizzle wraps the driver's error), for searching the logs. */
  sqlState?: string;
  statusCode?: number;
  /** The SQL text of a failed query (placeholders, not values). */
  query?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  cause?: SafeError;
  errors?: SafeError[];
};

type ErrorLike = { message?: unknown; stack?: unknown; code?: unknown; cause?: unknown; [key: string]: unknown };

function isObject(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}

/** Drops Drizzle's parameter list ("\nparams: …") from any text; the SQL before it stays. */
function withoutQueryParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: ${REDACTED}`;
}

/**
 * An error's message without values. Besides Drizzle's parameter list, PostgreSQL's data exceptions (SQLSTATE
 * class 22) quote the offending value in the message itself ('invalid input syntax for type uuid: "…"'); other
 * classes quote only identifiers (constraint, column, relation), which stay.
 */
export function safeErrorMessage(error: unknown): string {
  if (!isObject(error)) return withoutQueryParams(String(error));
  let message = withoutQueryParams(typeof error.message === 'string' ? error.message : String(error.message ?? ''));
  if (typeof error.code === 'string' && error.code.startsWith('22') && SQLSTATE.test(error.code)) {
    message = message.replace(/"(?:[^"]|"")*"/g, `"${REDACTED}"`);
  }
  return message;
}

function typeOf(error: ErrorLike): string {
  const name = error.constructor?.name;
  return typeof name === 'string' && name !== 'Object' ? name : typeof error.name === 'string' ? error.name : 'Error';
}

/** The stack's frames under a safe first line: a stack begins with the (unsafe) message. */
function safeStack(error: ErrorLike, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at\s/.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function serialize(error: unknown, depth: number, seen: Set<unknown>): SafeError {
  if (!isObject(error)) return { type: typeof error, message: safeErrorMessage(error) };
  seen.add(error);
  const type = typeOf(error);
  const message = safeErrorMessage(error);
  const result: SafeError = { type, message };
  const stack = safeStack(error, type, message);
  if (stack) result.stack = stack;
  if (typeof error.code === 'string' && CODE.test(error.code)) result.code = error.code;
  if (depth === 0) {
    const sqlState = sqlStateOf(error);
    if (sqlState) result.sqlState = sqlState;
  }
  if (typeof error.statusCode === 'number') result.statusCode = error.statusCode;
  else if (typeof error.status === 'number') result.statusCode = error.status;
  // DrizzleQueryError: the statement, not its parameters.
  if (typeof error.query === 'string') result.query = error.query;
  for (const field of NAMING_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' && value.length <= 200) result[field] = value;
  }
  if (depth < MAX_DEPTH && isObject(error.cause) && !seen.has(error.cause)) {
    result.cause = serialize(error.cause, depth + 1, seen);
  }
  if (depth < MAX_DEPTH && Array.isArray(error.errors)) {
    result.errors = error.errors.slice(0, 10).map((inner) => serialize(inner, depth + 1, seen));
  }
  return result;
}

/** pino serializer for `err` (and `error`): what failed and where, never the values involved. */
export function serializeError(error: unknown): SafeError {
  return serialize(error, 0, new Set());
}

/**
 * A plain Error with only the safe message, stack and SQLSTATE, for errors that are stored rather than logged
 * (pg-boss keeps a failed job's error with every field, `params` and `detail` included).
 */
export function toSafeError(error: unknown): Error {
  return fromSafe(serializeError(error));
}

function fromSafe(safe: SafeError): Error {
  const copy: Error & { code?: string } = new Error(safe.message);
  copy.name = safe.type;
  if (safe.stack) copy.stack = safe.stack;
  const { type: _type, message: _message, stack: _stack, sqlState, cause, errors, ...fields } = safe;
  Object.assign(copy, fields);
  if (sqlState && !fields.code) copy.code = sqlState;
  // The chain stays readable where it is printed (a connection refused on ::1 and 127.0.0.1 is an AggregateError).
  if (cause) copy.cause = fromSafe(cause);
  if (errors) Object.assign(copy, { errors: errors.map(fromSafe) });
  return copy;
}

/**
 * Path segments that identify a person outside the platform: an AHV number (756.1234.5678.97, with or without the
 * dots), an IBAN (CH93 0076 …, with or without spaces) or an e-mail address — a caller may put one where an id goes
 * (`GET /employee/756.1234.5678.97`), and the log must not keep it.
 */
const PERSONAL_SEGMENT =
  /^(?:756(?:\.|%2E)?\d{4}(?:\.|%2E)?\d{4}(?:\.|%2E)?\d{2}|(?:CH|LI)\d{2}(?:[ +]|%20)?(?:[0-9A-Z](?:[ +]|%20)?){15,30}|[^/]*(?:@|%40)[^/]*)$/i;

/** The path with personal identifiers as [redacted]: each segment checked on its own. */
export function withoutPersonalSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => (PERSONAL_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
}

/**
 * Queries may carry names in searches (`?search=Müller`): the log keeps the parameter names, not the values; and the
 * path without personal identifiers (withoutPersonalSegments).
 */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return withoutPersonalSegments(url);
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${withoutPersonalSegments(url.slice(0, at))}?${names.join('&')}`;
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer, with the query values left out. */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? withoutQueryValues(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Catches the two ways an error's raw message becomes the line's `msg`: pino uses it when an error is logged on its
 * own (`log.error(error)`), and Fastify passes it explicitly (`log.error({ err }, err.message)`).
 */
function logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, second, ...rest] = args;
  if (first instanceof Error) {
    const message = typeof second === 'string' ? withoutQueryParams(second) : safeErrorMessage(first);
    method.apply(this, [{ err: first }, message, ...(typeof second === 'string' ? rest : args.slice(1))]);
    return;
  }
  if (typeof second === 'string') {
    const err = isObject(first) ? (first.err ?? first.error) : undefined;
    const message = isObject(err) && second === err.message ? safeErrorMessage(err) : withoutQueryParams(second);
    method.apply(this, [first, message, ...rest]);
    return;
  }
  method.apply(this, typeof first === 'string' ? [withoutQueryParams(first), ...args.slice(1)] : args);
}

/** pino options shared by the API (Fastify builds its logger from them) and the other processes. */
export function safeLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    hooks: { logMethod: logMethod as NonNullable<LoggerOptions['hooks']>['logMethod'] },
  };
}

/** A logger for processes without Fastify (the worker, start-up, the job queue). */
export function createLogger(level: string, name: string, stream?: pino.DestinationStream): Logger {
  return pino({ ...safeLoggerOptions(level), name }, stream);
}
