// Reads the API's two error shapes (spec section 8) into an ApiError. The shapes are the contract's `errorBody`
// and `validationErrorBody` (src/contracts/errors.ts), read here by hand rather than with Zod, so that no page
// loads Zod for an error (the login page gets a 401 for the session at start; issue 10).
// api-errors.test.ts checks that these readers accept exactly what the contract's schemas accept. A chunk of its
// own, loaded by api-client.ts on a failure.
import type { ErrorBody, ValidationErrorBody } from '../../../src/contracts/errors.ts';
import { ApiError } from './api-error.ts';

type Issue = ValidationErrorBody['errors'][number];
const ISSUE_PARTS: readonly unknown[] = ['body', 'querystring', 'params', 'headers'] satisfies Issue['in'][];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The issue as the contract's schema reads it (other keys dropped), or undefined when it does not match. */
function readIssue(value: unknown): Issue | undefined {
  if (!isRecord(value)) return undefined;
  const { in: part, path, message, code } = value;
  if (!ISSUE_PARTS.includes(part) || typeof path !== 'string' || typeof message !== 'string') return undefined;
  if (code !== undefined && typeof code !== 'string') return undefined;
  return { in: part as Issue['in'], path, message, ...(code === undefined ? {} : { code }) };
}

/** `{message, errors: [...]}` as `validationErrorBody` reads it, or undefined. */
export function readValidationErrorBody(body: unknown): ValidationErrorBody | undefined {
  if (!isRecord(body) || typeof body.message !== 'string' || !Array.isArray(body.errors)) return undefined;
  const errors: Issue[] = [];
  for (const item of body.errors) {
    const issue = readIssue(item);
    if (!issue) return undefined;
    errors.push(issue);
  }
  return { message: body.message, errors };
}

/** `{code, message, requestId?, …}` as `errorBody` reads it, or undefined. */
export function readErrorBody(body: unknown): ErrorBody | undefined {
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string') return undefined;
  if (body.requestId !== undefined && typeof body.requestId !== 'string') return undefined;
  return body as ErrorBody;
}

/** Turns a non-accepted answer into an ApiError, reading the spec's two error shapes (spec section 8). */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const validation = readValidationErrorBody(body);
  const coded = readErrorBody(body);
  if (validation) {
    return new ApiError({
      status,
      message: validation.message,
      code: coded?.code,
      validationErrors: validation.errors,
      body,
    });
  }
  if (coded) {
    return new ApiError({ status, message: coded.message, code: coded.code, requestId: coded.requestId, body });
  }
  // Bodies with only a message (the spec's reassign call answers 400 with message only) or none at all.
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `HTTP ${status} ${statusText}`.trim();
  return new ApiError({ status, message, body });
}
