// Constants of the contract without Zod: the web's first load imports them from here, so it does not pull the
// schemas (and Zod) of the modules that define them. Each is re-exported from its original module (common.ts,
// employees.ts, errors.ts), so every import of the contract keeps working.

// --- common.ts ----------------------------------------------------------------------------------------------------

export const MESSAGES = {
  date: 'Invalid date, expected YYYY-MM-DD',
  accountingMonth: 'Date must be in YYYY-MM format with a valid month (01-12)',
  adminAccountingMonth: 'Must be in YYYY-MM format',
  singleSchema: 'Invalid input: Should pass single schema',
  countryCode: 'Must be an ISO 3166-1 alpha-2 country code in upper case (e.g. CH)',
  languageCode: 'Must be an ISO 639-1 language code in upper case (e.g. DE)',
  nonEmpty: 'Must not be empty',
  unstorableText: 'Must not contain NUL characters or unpaired UTF-16 surrogates',
  tooDeep: 'Nested too deeply',
  controlCharacters: 'Must not contain control characters (line breaks, tabs, escape or direction codes)',
  buildingNumberWithoutStreet: 'A building number needs the street name: enter streetName too, or leave both empty',
} as const;

export const SUPPORTED_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

// --- employees.ts -------------------------------------------------------------------------------------------------

export const EMPLOYEE_MESSAGES = {
  oasiFormat: 'Must be an OASI number 756.xxxx.xxxx.xx',
  oasiCheckDigit: 'Invalid OASI number check digit',
  ibanFormat: 'Must be an IBAN (e.g. CH93 0076 2011 6238 5295 7)',
  ibanChecksum: 'Invalid IBAN checksum',
  ibanCountry: 'Unknown IBAN country',
  ibanDomestic: 'A domestic account needs a Swiss or Liechtenstein IBAN (CH or LI)',
  qrIban: 'A QR-IBAN cannot be used as a payout account',
  bic: 'Must be a BIC of 8 or 11 characters (e.g. UBSWCHZH80A)',
  swissPostcode: 'Must be a Swiss postcode (4 digits)',
  employmentPercentage: 'Must be between 0 and 100 with at most three decimals',
  workingDaysPerWeek: 'Must be between 0 and 7',
  hoursPerWeek: 'Must be between 0 and 168',
  numberOfChildren: 'Must be a whole number, 0 or more',
  amount: 'Must be an amount in CHF, 0 or more, with at most two decimals',
  email: 'Must be a valid e-mail address',
  onePreferredPhone: 'At most one preferred phone number',
  onePreferredEmail: 'At most one preferred e-mail address',
  atLeastOneField: 'At least one field must be given',
  duplicateEmployeeId: 'Each employeeId may appear only once',
  ownSuperior: 'An employee cannot be their own superior or HR business partner',
  leavingBeforeEmployment: 'The leaving date must not be before the date of employment',
  anniversaryAfterLeaving: 'The anniversary-adjusted date of employment must not be after the leaving date',
  birthInFuture: 'The date of birth must not be in the future',
  birthBefore1900: 'The date of birth must not be before 1900',
  birthTooLate: 'The date of birth must be at least 13 years before the date of employment',
  unknownSubunit: 'Not a subunit of this company',
  unknownProcessingGroup: 'Not a processing group of this company',
} as const;

export const EMPLOYEE_SORT_FIELDS = ['PERSONNEL_NUMBER', 'FIRST_NAME', 'LAST_NAME', 'DATE_OF_EMPLOYMENT'] as const;
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

// --- carriers.ts ---------------------------------------------------------------------------------------------------

/** The carriers' validation messages (payment-file rules: SPS character set and lengths, decision 0031). */
export const CARRIER_MESSAGES = {
  spsText:
    'Must contain only characters allowed in Swiss payments (Latin letters, also with accents, digits and common ' +
    'punctuation; no emoji, Greek or Cyrillic letters)',
  max70: 'At most 70 characters',
  max50: 'At most 50 characters',
  max35: 'At most 35 characters',
  max16: 'At most 16 characters',
  carrierQrIban: "A QR-IBAN cannot be the carrier's account: enter the account's ordinary IBAN",
} as const;

// --- errors.ts: the error catalogue of spec section 8 ------------------------------------------------------------

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
  /** A new tenant with the name of an existing one (case and blanks ignored; decision 0044). */
  TENANT_NAME_TAKEN: 409,
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
  CALENDAR_FEED_NOT_FOUND: 404,
  /** A case comment that does not exist (or not on the case the path names). */
  COMMENT_NOT_FOUND: 404,
  /** A case link or claim reassignment the incapacity periods do not allow (decision 0023), with the reason. */
  CASE_LINK_NOT_POSSIBLE: 400,
  /** Admin case inputs (decision 0021): a stored input the path names that is not one of the case's. 400 as the spec
   * says of the admin correction, IV setting and benefit stop calls. */
  MANUAL_CORRECTION_NOT_FOUND: 400,
  IV_SETTING_NOT_FOUND: 400,
  BENEFIT_STOP_NOT_FOUND: 400,
  /** An accident date for a case that is not an ACCIDENT (UVG) case. */
  NOT_AN_ACCIDENT_CASE: 400,
  /** An accident date after the case's first absence day or too long before it. */
  ACCIDENT_DATE_OUT_OF_RANGE: 400,
  /** A takeover record whose cases or counters contradict each other or the engine's counters (decision 0024). */
  INVALID_TAKEOVER_RECORD: 400,
  /** The explanation of a case was asked for a day outside the case (absentFrom to absentTo). */
  DATE_OUTSIDE_CASE: 400,
  FILE_UPLOAD_CONFIGURATION_NOT_FOUND: 400,
  /** Accounting (decision 0027): a month the tenant has not opened, or opened twice. */
  ACCOUNTING_MONTH_NOT_FOUND: 404,
  ACCOUNTING_MONTH_EXISTS: 409,
  /** A lock or submission for a unit an earlier lock already covers: a locked month never changes (C12). */
  ACCOUNTING_MONTH_LOCKED: 409,
  /** A month that has not begun (its first day is after today in Zurich) is neither submitted nor locked (decision
   * 0041): it can be from its first day on (`availableFrom`). */
  ACCOUNTING_MONTH_NOT_STARTED: 409,
  /** The lines or total changed since the admin looked at the lock preview: look again, then lock. */
  LOCK_PREVIEW_OUTDATED: 409,
  /** A KTG protocol asked of a month no lock has frozen yet. */
  ACCOUNTING_MONTH_NOT_LOCKED: 409,
  /** The employer already submitted the month for this unit. */
  ACCOUNTING_MONTH_ALREADY_SUBMITTED: 409,
  /** A company subunit or processing group the tenant's organisation does not have. */
  UNKNOWN_ACCOUNTING_UNIT: 400,
  /** Payouts (decisions 0031, 0033): a payout or release of the tenant that does not exist. */
  PAYOUT_NOT_FOUND: 404,
  /** Insurance subunits (decision 0066): the configuration has no subunit of that id. */
  COMPANY_SUBUNIT_NOT_FOUND: 404,
  /** Support (decision 0067): no such request in the tenant (or, for the operators, on the platform). */
  SUPPORT_REQUEST_NOT_FOUND: 404,
  PAYOUT_RELEASE_NOT_FOUND: 404,
  /** The tenant's payment overview (decision 0035): a statement is issued when the payout is released. */
  PAYOUT_STATEMENT_NOT_ISSUED: 409,
  /** Only DRAFT payouts can be proposed for release. */
  PAYOUT_NOT_DRAFT: 409,
  /** The duplicate guard, the offsets or the payment data refuse the release (details name each problem). */
  PAYOUT_NOT_RELEASABLE: 409,
  /** Approve or cancel a release that is no longer a proposal. */
  PAYOUT_RELEASE_NOT_PROPOSED: 409,
  /** Four eyes: the admin who proposed a release cannot approve it. */
  FOUR_EYES_REQUIRED: 403,
  /** A payment's execution date must be a Swiss bank business day, today or later. */
  EXECUTION_DATE_NOT_BUSINESS_DAY: 400,
  /** Payouts (decision 0031): a carrier the path names that does not exist. */
  CARRIER_NOT_FOUND: 404,
  /** No such mail for the caller (the user's own mails; an admin's: any tenant's). */
  MAIL_NOT_FOUND: 404,
  /** Another carrier has this name already (names are unique, ignoring case). */
  CARRIER_NAME_TAKEN: 409,
  /** A tenant's coverage line assigned to a carrier that does not exist. */
  UNKNOWN_CARRIER: 400,
  /** The tenant's grapeConnectDataUploadType does not allow this kind of data through the interface. */
  DATA_UPLOAD_TYPE_NOT_ALLOWED: 403,
  /** Care tasks (issue 29, decision 0048): a task, template, comment or attachment of the tenant that does not exist
   * (or that the caller may not see). */
  CARE_TASK_NOT_FOUND: 404,
  CARE_TASK_DEFINITION_NOT_FOUND: 404,
  CARE_TASK_COMMENT_NOT_FOUND: 404,
  CARE_TASK_ATTACHMENT_NOT_FOUND: 404,
  /** A care task template a care stage definition schedules cannot be archived. */
  CARE_TASK_DEFINITION_IN_USE: 409,
  /** A task created from an archived template. */
  CARE_TASK_DEFINITION_ARCHIVED: 409,
  /** The tenant has no care configuration (careConfiguration). */
  CARE_NOT_CONFIGURED: 409,
  /** careStageConfiguration.isManualTaskCreationEnabled is off: tasks come from the care stages only. */
  CARE_MANUAL_TASKS_DISABLED: 409,
  /** The change needs an OPEN task (it is completed or discarded). */
  CARE_TASK_NOT_OPEN: 409,
  /** Reopen a task that is open already. */
  CARE_TASK_ALREADY_OPEN: 409,
  /** Complete with required questions unanswered (the missing questionIds in `questionIds`). */
  CARE_TASK_FORM_INCOMPLETE: 400,
  /** The protocol of a task that has none (not completed yet). */
  CARE_TASK_PROTOCOL_NOT_FOUND: 404,
  /** Only the author deletes a comment. */
  CARE_TASK_COMMENT_NOT_OWN: 403,
  /** A responsible user who is not an active user of the tenant able to edit this employee's care tasks. */
  CARE_TASK_RESPONSIBLE_INVALID: 400,
  /** Case management (issue 30, decision 0052): a case management, request or note of the tenant that does not exist
   * (or that the caller may not see). */
  CASE_MANAGEMENT_NOT_FOUND: 404,
  CASE_MANAGEMENT_REQUEST_NOT_FOUND: 404,
  CASE_MANAGEMENT_NOTE_NOT_FOUND: 404,
  /** A request for an employee who has an open request already. */
  CASE_MANAGEMENT_REQUEST_OPEN: 409,
  /** A request for an employee whose case management runs (ACTIVE). */
  CASE_MANAGEMENT_ACTIVE: 409,
  /** Accept, decline or withdraw a request that is no longer OPEN. */
  CASE_MANAGEMENT_REQUEST_NOT_OPEN: 409,
  /** Change or close a case management that is closed. */
  CASE_MANAGEMENT_CLOSED: 409,
  /** A responsible case manager who is not an active user of the tenant allowed to decide (notes edit). */
  CASE_MANAGEMENT_RESPONSIBLE_INVALID: 400,
  /** An insurance case to link that is not a case of the employee. */
  CASE_MANAGEMENT_CASE_INVALID: 400,
  /** Medical certificates (issue 30, decision 0053): a certificate or upload link of the tenant that does not exist
   * (or whose employee the caller may not see). */
  MEDICAL_CERTIFICATE_NOT_FOUND: 404,
  CERTIFICATE_UPLOAD_LINK_NOT_FOUND: 404,
  /** Revoke a link that is used, expired or revoked already. */
  CERTIFICATE_UPLOAD_LINK_NOT_OPEN: 409,
  /** The public upload link: unknown, used, expired or revoked, one answer for all (the link cannot be probed). */
  CERTIFICATE_UPLOAD_LINK_INVALID: 404,
  /** An upload link for an employee with no e-mail address on record, and none given. */
  EMPLOYEE_HAS_NO_EMAIL: 400,
  /** The file is not a PDF, JPEG or PNG, or its first bytes do not match the type it was sent as. */
  CERTIFICATE_FILE_TYPE_REFUSED: 415,
  /** The file is larger than CERTIFICATE_FILE_MAX_BYTES. */
  CERTIFICATE_FILE_TOO_LARGE: 413,
  /** The upload carried no bytes. */
  CERTIFICATE_FILE_EMPTY: 400,
  /** Deadlines (issue 30, decision 0054): a deadline of the tenant that does not exist or the caller may not see. */
  DEADLINE_NOT_FOUND: 404,
  /** Mark a deadline that no longer follows from the data (OBSOLETE). */
  DEADLINE_OBSOLETE: 409,
  /** Reports (issue 31, decision 0058): a report of the tenant's history that does not exist. */
  REPORT_NOT_FOUND: 404,
  /** A scheduled report of the tenant that does not exist (or was removed). */
  REPORT_SCHEDULE_NOT_FOUND: 404,
  /** A report kind this installation cannot generate yet. */
  REPORT_KIND_NOT_AVAILABLE: 400,
  /** The user has FILTER_SETTINGS_MAX saved filters already: remove one before saving another. */
  FILTER_SETTINGS_LIMIT_REACHED: 409,
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
