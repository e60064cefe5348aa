import { ERROR_STATUS, type ErrorCode } from '../contracts/errors.ts';

/**
 * The one error type of the server (STYLE.md habit 6). `details` are the spec's extra fields and go into the
 * response body next to code and message (e.g. `{ employeeId }` for EMPLOYEE_ACCESS_FORBIDDEN).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? ERROR_STATUS[code];
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** One refused field of a request body: dotted path ('data.companySubunitId') and the contract's message. */
export type BodyIssue = { path: string; message: string; code?: string };

/**
 * A body refused by a rule the route's schema cannot check by itself (it needs the database, e.g. the tenant's
 * configured subunits, or the whole record after a correction): answered like a schema failure, 400 in the
 * validation shape with `in: 'body'` (plugins/error-handler.ts), so forms show each message by its field.
 */
export class BodyValidationError extends Error {
  readonly issues: readonly BodyIssue[];

  constructor(issues: readonly BodyIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
    this.name = 'BodyValidationError';
    this.issues = issues;
  }
}

export function isBodyValidationError(error: unknown): error is BodyValidationError {
  return error instanceof BodyValidationError;
}
