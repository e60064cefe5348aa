// The translations in two parts per language, split at build time from the one file per language
// (web/src/locales/<lang>.json, edited as a whole): the start part, which the login and home pages, the layout and
// the error messages need and which loads before the first render, and the rest, the texts of the other screens,
// which the router loads with the first such screen (app/router.tsx). Keys not listed here are in the start part,
// so a new key is never missing at first render; only the sections below wait for a screen that needs them.
// web/translation-parts-plugin.ts serves `<lang>.json?part=start|rest` with splitTranslations.

/** Top-level sections only the lazy screens use. */
export const LATER_SECTIONS = [
  'employees',
  'tenant',
  'admin',
  'auditLog',
  'users',
  'apiTokens',
  'uploads',
  'connect',
  'absences',
  'issues',
  'calendarFeeds',
  'cases',
  'insuredPersons',
  'accounting',
  'payments',
  'settings',
  // The street fields of the employee form and the admin's address editor (docs/decisions/0032-…).
  'address',
  // The care stages screens (health, care stages, stage definitions, task templates; decision 0050).
  'care',
  // Care tasks and notifications (issue 29): their screens; the home page's care task card keeps careTasks.work.
  'notifications',
  'careTasks',
  // Deadlines (issue 30): the list and the panels; the home page's card keeps deadlines.work.
  'deadlines',
  // Case management (issue 30): its screens and the "request case management" action of the employee and case pages.
  'caseManagement',
  'caseManagementNotes',
  // Medical certificates (decision 0056): the panel, the worklist and the forms.
  'certificates',
  // Saved filters of the lists (decision 0058): the filter bars of the list screens.
  'savedFilters',
  // Reports (issue 31): the generate form, the history and the schedules.
  'reports',
  // Analytics (issue 32): its area, and the home page's absence-rate tile, which loads the rest after the first paint.
  'analytics',
  // Policies (decision 0065): the policies, their coverage in words, the insured and the gaps.
  'policies',
  // Benefits (decision 0068): the insurer benefits ledger, its cases and a case's months.
  'benefits',
  // KAV (decision 0069): the policies' short-term cover, the months KAV beside KTG, completeness and absences.
  'kav',
  // Insurance subunits (decision 0066): the billing units' cards and their billing details form.
  'subunits',
  // Support (decision 0067): its screens, and the help panel's texts per area, loaded when the panel opens.
  'support',
  'help',
] as const;

/**
 * Deeper parts of start sections only the lazy screens use: the contract's validation messages show on forms, and
 * no form is on the login or home page (the start keeps the validation error's title, parts and fallback); the error
 * codes of the case inputs, case links, accounting, carriers, payouts, absences, issues, uploads, documents, tokens,
 * feeds, users and the tenant reset come only from their (lazy) screens.
 */
export const LATER_SUBSECTIONS = [
  'errors.validation.messages',
  // The platform admin's work list on the home page (decisions 0039, 0064): only admins see it, and their list waits
  // for these texts with its answer (features/work-list/api/work-list-api.ts), so a tenant user's first load is
  // without them.
  'home.work.releasesToApprove',
  'home.work.monthsToLock',
  'home.work.failedEvents',
  'home.work.seriousIssues',
  'home.work.invalidConfigurations',
  'home.work.supportRequests',
  'home.waiting.ownProposal_one',
  'home.waiting.ownProposal_other',
  'home.waiting.openPayouts',
  'home.next.adminTenants',
  'home.next.adminTenantsLink',
  ...[
    'ACCOUNTING_MONTH_NOT_FOUND',
    'ACCOUNTING_MONTH_EXISTS',
    'ACCOUNTING_MONTH_LOCKED',
    'ACCOUNTING_MONTH_NOT_LOCKED',
    'LOCK_PREVIEW_OUTDATED',
    'ACCOUNTING_MONTH_NOT_STARTED',
    'ACCOUNTING_MONTH_ALREADY_SUBMITTED',
    'UNKNOWN_ACCOUNTING_UNIT',
    'CARRIER_NOT_FOUND',
    'CARRIER_NAME_TAKEN',
    'UNKNOWN_CARRIER',
    'PAYOUT_NOT_FOUND',
    'PAYOUT_RELEASE_NOT_FOUND',
    'PAYOUT_STATEMENT_NOT_ISSUED',
    'PAYOUT_NOT_DRAFT',
    'PAYOUT_NOT_RELEASABLE',
    'PAYOUT_RELEASE_NOT_PROPOSED',
    'FOUR_EYES_REQUIRED',
    'EXECUTION_DATE_NOT_BUSINESS_DAY',
    'CASE_LINK_NOT_POSSIBLE',
    'MANUAL_CORRECTION_NOT_FOUND',
    'IV_SETTING_NOT_FOUND',
    'BENEFIT_STOP_NOT_FOUND',
    'NOT_AN_ACCIDENT_CASE',
    'ACCIDENT_DATE_OUT_OF_RANGE',
    'INVALID_TAKEOVER_RECORD',
    'DATE_OUTSIDE_CASE',
    // Only the screens of absences, issues, uploads, documents, tokens, feeds, users and the tenant reset (lazy).
    'NO_ABSENCE_PERIODS_PROVIDED',
    'ABSENCES_NOT_FOUND',
    'FILES_PROCESSING',
    'ABSENCES_ALREADY_EXIST',
    'another-file-is-currently-being-processed',
    'NO_ISSUE_IDS_PROVIDED',
    'UNAUTHORIZED_ISSUES',
    'event-not-found',
    'cannot-reset-tenant-with-care-configured',
    'could-not-reset-tenant',
    'API_TOKEN_NOT_FOUND',
    'INVALID_TOKEN_EXPIRY',
    'DOCUMENT_ALREADY_STORED',
    'MISSING_FILE_NAME',
    'UPLOAD_NOT_FOUND',
    'CALENDAR_FEED_NOT_FOUND',
    'FILE_UPLOAD_CONFIGURATION_NOT_FOUND',
    'USER_EMAIL_TAKEN',
    'CANNOT_CHANGE_OWN_ACCESS',
    'ROLE_CHANGE_NOT_ALLOWED',
    // Only the reports area (lazy).
    'REPORT_NOT_FOUND',
    'REPORT_SCHEDULE_NOT_FOUND',
    'REPORT_KIND_NOT_AVAILABLE',
    // Only the saved filters of the list screens (lazy).
    'FILTER_SETTINGS_LIMIT_REACHED',
    // Only the case management screens and the "request case management" action of the employee and case pages.
    'CASE_MANAGEMENT_NOT_FOUND',
    'CASE_MANAGEMENT_REQUEST_NOT_FOUND',
    'CASE_MANAGEMENT_NOTE_NOT_FOUND',
    'CASE_MANAGEMENT_REQUEST_OPEN',
    'CASE_MANAGEMENT_ACTIVE',
    'CASE_MANAGEMENT_REQUEST_NOT_OPEN',
    'CASE_MANAGEMENT_CLOSED',
    'CASE_MANAGEMENT_RESPONSIBLE_INVALID',
    'CASE_MANAGEMENT_CASE_INVALID',
    // Only the certificate panels and worklist (the public upload page keeps its link and file codes at start).
    'MEDICAL_CERTIFICATE_NOT_FOUND',
    'EMPLOYEE_HAS_NO_EMAIL',
    // Only the admin's mail list.
    'MAIL_NOT_FOUND',
    // Only the policies screen (the insured list of a policy the day does not know).
    'POLICY_NOT_FOUND',
    // Only the support screens (decision 0067).
    'SUPPORT_REQUEST_NOT_FOUND',
    // Only the insurance subunits screen (decision 0066).
    'COMPANY_SUBUNIT_NOT_FOUND',
    // Only the care task and template screens (their writes); the home page's care task card only reads.
    'CARE_TASK_NOT_FOUND',
    'CARE_TASK_DEFINITION_NOT_FOUND',
    'CARE_TASK_COMMENT_NOT_FOUND',
    'CARE_TASK_ATTACHMENT_NOT_FOUND',
    'CARE_TASK_DEFINITION_IN_USE',
    'CARE_TASK_DEFINITION_ARCHIVED',
    'CARE_MANUAL_TASKS_DISABLED',
    'CARE_TASK_NOT_OPEN',
    'CARE_TASK_ALREADY_OPEN',
    'CARE_TASK_FORM_INCOMPLETE',
    'CARE_TASK_PROTOCOL_NOT_FOUND',
    'CARE_TASK_COMMENT_NOT_OWN',
    'CARE_TASK_RESPONSIBLE_INVALID',
    // Only the deadline list and panels (marking a deadline); the home page's deadlines card only reads.
    'DEADLINE_NOT_FOUND',
    'DEADLINE_OBSOLETE',
  ].map((code) => `errors.codes.${code}`),
] as const;

/** Subsections of LATER_SECTIONS the start needs anyway (the admin navigation in the layout and on the home page). */
export const START_EXCEPTIONS = ['admin.nav', 'careTasks.work', 'deadlines.work'] as const;

type Tree = { [key: string]: unknown };

/**
 * The public certificate upload page's texts (decision 0056): besides their place in the rest, a third part of their
 * own (`?part=certificate-upload`), so the page an employee opens from a mail loads the start part and this, not
 * the texts of every screen.
 */
export const CERTIFICATE_UPLOAD_PATH = ['certificates', 'upload'] as const;

/** `{ certificates: { upload: … } }` of a language's file (empty when it has none). */
export function certificateUploadPart(translations: Tree): Tree {
  const [section, key] = CERTIFICATE_UPLOAD_PATH;
  const part = (translations[section] as Tree | undefined)?.[key];
  return part === undefined ? {} : { [section]: { [key]: part } };
}

/**
 * The home page's absence-rate tile's texts (issue 32): besides their place in the rest, a part of their own
 * (`?part=analytics-home`), which the tile loads after the home page's first paint instead of the whole rest.
 */
export const ANALYTICS_HOME_PATHS = [
  ['analytics', 'home'],
  ['analytics', 'withheld'],
] as const;

/** `{ analytics: { home: …, withheld: … } }` of a language's file (empty when it has none). */
export function analyticsHomePart(translations: Tree): Tree {
  const part: Tree = {};
  for (const [section, key] of ANALYTICS_HOME_PATHS) {
    const value = (translations[section] as Tree | undefined)?.[key];
    if (value === undefined) continue;
    part[section] = { ...((part[section] as Tree | undefined) ?? {}), [key]: value };
  }
  return part;
}

/** The start part and the rest of one language's translations; together they are the whole file. */
export function splitTranslations(translations: Tree): { start: Tree; rest: Tree } {
  const { start, rest } = splitSections(translations);
  for (const path of LATER_SUBSECTIONS) moveSubsection(start, rest, path.split('.'));
  return { start, rest };
}

/** Moves the subtree at `path` from `start` to the same place in `rest` (when it exists). */
function moveSubsection(start: Tree, rest: Tree, path: readonly string[]): void {
  const parents: Tree[] = [start];
  for (const key of path.slice(0, -1)) {
    const next = parents.at(-1)?.[key];
    if (typeof next !== 'object' || next === null) return;
    parents.push(next as Tree);
  }
  const last = path.at(-1) as string;
  const owner = parents.at(-1) as Tree;
  if (!(last in owner)) return;
  // Copy the chain of parents so the start part's objects are not shared with the file's.
  let restNode = rest;
  let startNode = start;
  for (const key of path.slice(0, -1)) {
    startNode[key] = { ...(startNode[key] as Tree) };
    startNode = startNode[key] as Tree;
    restNode[key] = { ...((restNode[key] as Tree | undefined) ?? {}) };
    restNode = restNode[key] as Tree;
  }
  restNode[last] = startNode[last];
  delete startNode[last];
}

function splitSections(translations: Tree): { start: Tree; rest: Tree } {
  const start: Tree = {};
  const rest: Tree = {};
  for (const [section, value] of Object.entries(translations)) {
    if (!(LATER_SECTIONS as readonly string[]).includes(section)) {
      start[section] = value;
      continue;
    }
    const kept = START_EXCEPTIONS.filter((path) => path.startsWith(`${section}.`)).map((path) => path.split('.')[1]);
    if (kept.length === 0 || typeof value !== 'object' || value === null) {
      rest[section] = value;
      continue;
    }
    const startPart: Tree = {};
    const restPart: Tree = {};
    for (const [key, child] of Object.entries(value as Tree)) {
      if (kept.includes(key)) startPart[key] = child;
      else restPart[key] = child;
    }
    start[section] = startPart;
    rest[section] = restPart;
  }
  return { start, rest };
}
