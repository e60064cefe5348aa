// The error catalogue of spec section 8, and the two error body shapes every response uses.
import { z } from 'zod';

/** Error codes with the HTTP status they answer with by default (one table code -> status). */
export const ERROR_STATUS = {
  EMPLOYEE_NOT_FOUND: 404,
  MISSING_USER_EMAIL: 400,
  TENANT_NOT_FOUND: 404,
  EMPLOYEE_ACCESS_FORBIDDEN: 403,
  NO_ABSENCE_PERIODS_PROVIDED: 400,
  ABSENCES_NOT_FOUND: 400,
  FILES_PROCESSING: 400,
  ABSENCES_ALREADY_EXIST: 400,
  CASE_NOT_FOUND: 404,
  POLICY_NOT_FOUND: 400,
  INVALID_PARAMETERS: 400,
  'another-file-is-currently-being-processed': 400,
  NO_ISSUE_IDS_PROVIDED: 400,
  INVALID_FILTER: 400,
  UNAUTHORIZED_ISSUES: 403,
  INSURED_PERSON_NOT_FOUND: 400,
  'event-not-found': 404,
  'invalid-challenge-name': 400,
  'invalid-challenge-date': 400,
  'cannot-reset-tenant-with-care-configured': 400,
  'could-not-reset-tenant': 400,
  // Platform codes (not in the spec's catalogue; documented in docs/decisions/0003-error-model.md).
  EMPLOYEE_ALREADY_EXISTS: 409,
  /** A write named the revision it edited and the object has changed since (docs/architecture.md "Concurrency"). */
  REVISION_CONFLICT: 409,
  /** A uniqueness or exclusion rule of the database refused the write (e.g. two parallel creates of one id). */
  CONFLICT: 409,
  USER_NOT_FOUND: 404,
  USER_EMAIL_TAKEN: 409,
  USER_INACTIVE: 403,
  CANNOT_CHANGE_OWN_ACCESS: 400,
  ROLE_CHANGE_NOT_ALLOWED: 403,
  DEV_LOGIN_DISABLED: 403,
  OIDC_NOT_CONFIGURED: 404,
  OIDC_LOGIN_FAILED: 401,
  API_TOKEN_NOT_FOUND: 404,
  INVALID_TOKEN_EXPIRY: 400,
  DOCUMENT_NOT_FOUND: 404,
  /** The document's content has arrived already; a document is written once. */
  DOCUMENT_ALREADY_STORED: 409,
  /** The document was announced but its content has not arrived (yet). */
  DOCUMENT_NOT_STORED: 409,
  /** A signed upload or download address with a wrong signature (or for another document, tenant or method). */
  INVALID_SIGNATURE: 403,
  /** A signed address past its expiry: ask for a new one. */
  SIGNATURE_EXPIRED: 403,
  MISSING_FILE_NAME: 400,
  FILE_TOO_LARGE: 413,
  UPLOAD_NOT_FOUND: 404,
  FILE_UPLOAD_CONFIGURATION_NOT_FOUND: 400,
  /** The tenant's grapeConnectDataUploadType does not allow this kind of data through the interface. */
  DATA_UPLOAD_TYPE_NOT_ALLOWED: 403,
  INVALID_CSRF_TOKEN: 403,
  ROUTE_NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  REQUEST_TIMEOUT: 408,
  BAD_REQUEST: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** `{code, message}` plus the spec's extra fields (employeeId, absenceIds, …). */
export const errorBody = z
  .object({
    code: z.string().meta({ description: 'Stable machine-readable error code (spec section 8)' }),
    message: z.string(),
    requestId: z.string().optional().meta({ description: 'Present on 5xx answers, to find the log entry' }),
  })
  .catchall(z.unknown())
  .meta({ id: 'Error' });

/** Schema validation failure: `{message, errors:[{path, message, …}]}`. */
export const validationErrorBody = z
  .object({
    message: z.string(),
    errors: z.array(
      z.object({
        in: z.enum(['body', 'querystring', 'params', 'headers']),
        path: z
          .string()
          .meta({ description: "Dotted path of the field, e.g. 'bankAccount.iban'; '' for the whole part" }),
        message: z.string(),
        code: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'ValidationError' });

export type ErrorBody = z.infer<typeof errorBody>;
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
