// The one place that turns any failure into a readable, translated message (STYLE.md habit 6: "the web turns
// every failure into a readable, translated message in one place"). Screens show the result with <ErrorAlert>.

import { CARRIER_MESSAGES, EMPLOYEE_MESSAGES, ERROR_CODES, MESSAGES } from '../../../src/contracts/constants.ts';
import { ApiError, CLIENT_ERROR_CODES } from './api-client.ts';
import type { TFunction } from './translator.ts';

export type ErrorDescription = {
  title: string;
  message: string;
  /** Further lines: field errors, the server's own message where it adds information, a support reference. */
  details: string[];
};

/** Every code with a translation under `errors.codes.<code>`: the server's catalogue plus the client's own. */
export const TRANSLATED_ERROR_CODES: readonly string[] = [...ERROR_CODES, ...CLIENT_ERROR_CODES];
const translatedCodes = new Set(TRANSLATED_ERROR_CODES);

/**
 * Codes whose generic translation loses information the server's message carries (e.g. which parameter was
 * invalid, spec section 8: INVALID_PARAMETERS "400 with message"). Their server message is shown as a detail.
 */
const CODES_WITH_SPECIFIC_MESSAGE = new Set<string>(['INVALID_PARAMETERS', 'BAD_REQUEST']);

/**
 * The contract's validation messages mapped to their translation keys `errors.validation.messages.<key>`: the
 * shared ones (src/contracts/common.ts MESSAGES), the employee ones (src/contracts/employees.ts EMPLOYEE_MESSAGES)
 * and the carriers' (src/contracts/carriers.ts CARRIER_MESSAGES). Their keys do not overlap.
 */
export const VALIDATION_MESSAGES: Readonly<Record<string, string>> = {
  ...MESSAGES,
  ...EMPLOYEE_MESSAGES,
  ...CARRIER_MESSAGES,
};
const VALIDATION_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, `errors.validation.messages.${key}`]),
);

/** A save refused because someone else changed the object since it was loaded (409 REVISION_CONFLICT). */
export function isRevisionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'REVISION_CONFLICT';
}

/** Whether the text is one of the contract's validation messages (and so has a translation). */
export function isContractValidationMessage(message: string): boolean {
  return VALIDATION_MESSAGE_KEYS.has(message);
}

type TitleKey =
  | 'badRequest'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'timeout'
  | 'conflict'
  | 'tooManyRequests'
  | 'server'
  | 'network'
  | 'invalidResponse'
  | 'unknown';

function titleKeyForStatus(status: number): TitleKey {
  if (status >= 500) return 'server';
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 408:
      return 'timeout';
    case 409:
      return 'conflict';
    case 429:
      return 'tooManyRequests';
    default:
      return status >= 400 ? 'badRequest' : 'unknown';
  }
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

function describeNetworkFailure(t: TFunction): ErrorDescription {
  return { title: t('errors.titles.network'), message: t('errors.network.message'), details: [] };
}

/** fetch() rejects with a TypeError when the server cannot be reached (offline, DNS, refused, CORS). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** A validation message of the contract in the current language; other (server) texts unchanged. */
export function translateValidationMessage(message: string, t: TFunction): string {
  const messageKey = VALIDATION_MESSAGE_KEYS.get(message);
  return messageKey ? t(messageKey) : message;
}

function describeValidation(error: ApiError, t: TFunction): ErrorDescription {
  const details = error.validationErrors.map((issue) => {
    const message = translateValidationMessage(issue.message, t);
    const field = issue.path === '' ? t(`errors.validation.parts.${issue.in}`) : issue.path;
    return t('errors.validation.detail', { field, message });
  });
  return { title: t('errors.titles.validation'), message: t('errors.validation.message'), details };
}

function describeApiError(error: ApiError, t: TFunction): ErrorDescription {
  if (error.code === 'INVALID_RESPONSE') {
    return { title: t('errors.titles.invalidResponse'), message: t('errors.codes.INVALID_RESPONSE'), details: [] };
  }
  if (error.status === 400 && error.isValidationError) return describeValidation(error, t);
  // A gateway or proxy answering for an API that is down (no body of ours): the server is not reachable.
  if (GATEWAY_STATUSES.has(error.status) && error.code === undefined) return describeNetworkFailure(t);

  const isServerError = error.status >= 500;
  const isKnownCode = error.code !== undefined && translatedCodes.has(error.code);
  const fallbackCode = isServerError ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  const message = t(`errors.codes.${isKnownCode ? error.code : fallbackCode}`);

  const details: string[] = [];
  const hasSpecificMessage = !isKnownCode || (error.code !== undefined && CODES_WITH_SPECIFIC_MESSAGE.has(error.code));
  // Server texts are English; they are shown only where they carry specifics, and never for 5xx (no internals).
  if (!isServerError && hasSpecificMessage && error.message && !error.message.startsWith('HTTP ')) {
    details.push(t('errors.serverMessage', { message: error.message }));
  }
  if (error.requestId) details.push(t('errors.reference', { requestId: error.requestId }));

  return { title: t(`errors.titles.${titleKeyForStatus(error.status)}`), message, details };
}

/** Any thrown value -> title, message and detail lines in the current language. */
export function describeError(error: unknown, t: TFunction): ErrorDescription {
  if (error instanceof ApiError) return describeApiError(error, t);
  if (isNetworkFailure(error)) return describeNetworkFailure(t);
  return { title: t('errors.titles.unknown'), message: t('errors.unknown.message'), details: [] };
}
