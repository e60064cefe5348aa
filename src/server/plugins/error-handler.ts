// One error handler for the whole API (spec section 8; STYLE.md habit 6):
// - schema failures: 400 {message, errors:[{in, path, message, code}]}
// - AppError: its status, {code, message, ...details}
// - framework 4xx (bad JSON, body too large, wrong content type): {code, message}
// - database refusals that a request caused (a unique or exclusion rule, a value the column cannot hold): 409 or
//   400 {code, message} — the contracts and the services should catch these first; this is the safety net, so a
//   database error never answers 500 (docs/architecture.md "Concurrency")
// - anything else: 500 {code, message, requestId}, never internals; logged with the request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ValidationErrorBody } from '../../contracts/errors.ts';
import { sqlStateOf } from '../../db/sql-state.ts';
import { isAppError, isBodyValidationError } from '../app-error.ts';

export const VALIDATION_FAILED_MESSAGE = 'Request validation failed';
export const INTERNAL_ERROR_MESSAGE =
  'An unexpected error occurred. Please try again; if it persists, contact support with the request id.';

type Part = ValidationErrorBody['errors'][number]['in'];

function toDottedPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

const FRAMEWORK_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

function frameworkCode(error: FastifyError, status: number): string {
  if (error.code && FRAMEWORK_CODES[error.code]) return FRAMEWORK_CODES[error.code] as string;
  if (status === 404) return 'ROUTE_NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'BAD_REQUEST';
}

function frameworkMessage(error: FastifyError, code: string): string {
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The request body is not valid JSON';
  }
  if (code === 'PAYLOAD_TOO_LARGE') return 'The request body is too large';
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return 'This content type is not supported; send application/json';
  return error.message;
}

/**
 * Database refusals a request can cause, as client errors. 23505/23P01: two writers raced for one unique key (or an
 * overlapping range); 40001/40P01 survived the transaction retries; class 22 and 23514: a value the column or a
 * check cannot hold (a missing bound in a contract; logged as a warning so we add it); 54000: a value too long
 * for an index.
 */
function databaseRefusal(code: string): { status: number; body: ErrorBody } | null {
  if (code === '23505' || code === '23P01' || code === '23503') {
    return {
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'This conflicts with data that was saved at the same time or already exists; reload and try again',
      },
    };
  }
  if (code === '40001' || code === '40P01') {
    return {
      status: 409,
      body: { code: 'CONFLICT', message: 'This was changed by someone else at the same time; please try again' },
    };
  }
  if (code.startsWith('22') || code === '23514' || code === '54000') {
    return {
      status: 400,
      body: { code: 'INVALID_PARAMETERS', message: 'A value is out of the range or length the product can store' },
    };
  }
  return null;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = (error.validationContext ?? 'body') as Part;
      const body: ValidationErrorBody = {
        message: VALIDATION_FAILED_MESSAGE,
        errors: error.validation.map((issue) => {
          const zodIssue = (issue.params as { issue?: { code?: string } } | undefined)?.issue;
          return {
            in: part,
            path: toDottedPath(issue.instancePath),
            message: issue.message ?? 'Invalid value',
            ...(zodIssue?.code ? { code: zodIssue.code } : {}),
          };
        }),
      };
      return reply.status(400).send(body);
    }

    if (isBodyValidationError(error)) {
      const body: ValidationErrorBody = {
        message: VALIDATION_FAILED_MESSAGE,
        errors: error.issues.map((issue) => ({ in: 'body', ...issue })),
      };
      return reply.status(400).send(body);
    }

    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      const body: ErrorBody = { ...error.details, code: error.code, message: error.message };
      return reply.status(error.status).send(body);
    }

    const sqlState = sqlStateOf(error);
    const refusal = sqlState ? databaseRefusal(sqlState) : null;
    if (refusal) {
      request.log.warn({ err: error }, 'database refused a request');
      return reply.status(refusal.status).send(refusal.body);
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const code = frameworkCode(error, status);
      const body: ErrorBody = { code, message: frameworkMessage(error, code) };
      return reply.status(status).send(body);
    }

    // Unexpected: log everything, answer nothing internal.
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = {
      code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR',
      message: INTERNAL_ERROR_MESSAGE,
      requestId: String(request.id),
    };
    return reply.status(status >= 500 && status < 600 ? status : 500).send(body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
