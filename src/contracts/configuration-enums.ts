// The tenant configuration's and the coverage's enums (spec section 3 "Tenant"), without Zod: screens that only
// show a configuration (company settings) translate them and must not load the contract's schemas (issue 10,
// docs/performance.md); tenant.ts and coverage.ts build their schemas from these and re-export them.

// Tenant configuration
export const CORRESPONDENCE_LANGUAGE_CODES = ['DE', 'FR', 'EN', 'IT'] as const;
export const GRAPE_CONNECT_DATA_UPLOAD_TYPES = ['EMPLOYEE_DATA', 'EMPLOYEE_AND_ABSENCE_DATA', 'NONE'] as const;
export const GRAPE_WAGE_TYPES = [
  'BASE_SALARY',
  'CHILD_FAMILIY_BENEFITS',
  'VACATION_HOLIDAY_BENEFITS',
  'GRATUITY',
  'OTHER',
] as const;
export const INSURED_PRODUCTS = ['KAV', 'KTG', 'KTG_KOMBI'] as const;
export const CONTRACT_GENERATIONS = ['CURRENT', 'LEGACY'] as const;
export const WEEKEND_GAP_FILL_MODES = ['FILL_IF_MONDAY_TO_FRIDAY', 'FILL_IF_FRIDAY_AND_MONDAY'] as const;
export const SALARY_RHYTHMS = ['MONTHLY', 'HOURLY'] as const;

// Coverage
export const COVERAGE_KINDS = ['SIMPLE', 'ADVANCED'] as const;
export const ABSENCE_TYPES_ELIGIBLE = ['SICK', 'ACCIDENT'] as const;
export const COVERAGE_POLICY_TYPES = ['KTG', 'KAV', 'FTA'] as const;
/** C15: the waiting period is served per case, or shared by all cases of a calendar year. */
export const WAITING_PERIOD_SCOPES = ['PER_CASE', 'PER_CALENDAR_YEAR'] as const;
/** C7: the maximum benefit days apply per case, or to all cases inside a 900-day frame. */
export const BENEFIT_DURATION_MODELS = ['PER_CASE', 'FRAME_900_DAYS'] as const;
/** swiss-rules 1.3: maxDuration counts paid benefit days (KVG style, 720) or case days incl. waiting (730). */
export const MAX_DURATION_COUNTS = ['BENEFIT_DAYS', 'CASE_DAYS'] as const;
/** C9: the court scale of the employer's continuation of pay (OR 324a). */
export const CONTINUATION_OF_PAYMENT_SCALES = ['BERN', 'BASEL', 'ZURICH'] as const;
