// The error every failed API call becomes (api-client.ts throws it, api-errors.ts builds it from an error body).
// A module of its own so that the client and the lazily loaded error-body parser both import it without
// importing each other; api-client.ts re-exports it, so callers keep importing it from there.
import type { ValidationErrorBody } from '../../../src/contracts/index.ts';

export type ValidationIssue = ValidationErrorBody['errors'][number];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; for INVALID_RESPONSE the status of the answer that did not match the contract. */
  readonly status: number;
  /** Machine-readable code from the body (`{code, message}`), or a client code; undefined if none. */
  readonly code: string | undefined;
  /** Field errors of a schema validation failure (`{message, errors: [...]}`); empty otherwise. */
  readonly validationErrors: readonly ValidationIssue[];
  /** Request id of 5xx answers, to find the server's log entry. */
  readonly requestId: string | undefined;
  /** The parsed body (or text) as received, for diagnostics. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    validationErrors?: readonly ValidationIssue[];
    requestId?: string;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.validationErrors = init.validationErrors ?? [];
    this.requestId = init.requestId;
    this.body = init.body;
  }

  get isValidationError(): boolean {
    return this.validationErrors.length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
