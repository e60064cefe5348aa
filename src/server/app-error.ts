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
