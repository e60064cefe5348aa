// Reads the API's two error shapes (spec section 8) into an ApiError. A chunk of its own with the error schemas
// (and Zod), loaded by api-client.ts while a request is under way, so the first load does not carry Zod.
import { errorBody, validationErrorBody } from '../../../src/contracts/errors.ts';
import { ApiError } from './api-client.ts';

/** Turns a non-accepted answer into an ApiError, reading the spec's two error shapes (spec section 8). */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const validation = validationErrorBody.safeParse(body);
  if (validation.success) {
    const coded = errorBody.safeParse(body);
    return new ApiError({
      status,
      message: validation.data.message,
      code: coded.success ? coded.data.code : undefined,
      validationErrors: validation.data.errors,
      body,
    });
  }
  const coded = errorBody.safeParse(body);
  if (coded.success) {
    return new ApiError({
      status,
      message: coded.data.message,
      code: coded.data.code,
      requestId: coded.data.requestId,
      body,
    });
  }
  // Bodies with only a message (the spec's reassign call answers 400 with message only) or none at all.
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `HTTP ${status} ${statusText}`.trim();
  return new ApiError({ status, message, body });
}
