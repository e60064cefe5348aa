// The employee contract's enums (spec section 3), without Zod: the web's screens that only show employees (the list,
// the detail) translate them and must not load the contract's schemas (issue 10); employees.ts builds its schemas
// from these and re-exports them.

export const CONNECTION_KINDS = ['HR_BUSINESS_PARTNER', 'SUPERIOR'] as const;
export const PHONE_TYPES = ['PRIVATE', 'BUSINESS'] as const;
export const EMAIL_TYPES = ['PRIVATE', 'BUSINESS'] as const;
export const MARITAL_STATUSES = [
  'SINGLE',
  'MARRIED',
  'DIVORCED',
  'WIDOWED',
  'SEPARATED',
  'REGISTERED_PARTNERSHIP',
  'DISSOLVED_PARTNERSHIP',
] as const;
export const SEXES = ['MALE', 'FEMALE'] as const;
export const EMPLOYMENT_CONTRACT_TYPES = ['PERMANENT', 'TEMPORARY'] as const;
export const PROFESSIONAL_POSITIONS = [
  'APPRENTICE',
  'EMPLOYEE',
  'INTERN',
  'MIDDLE_MANAGEMENT',
  'SENIOR_MANAGEMENT',
] as const;
export const WORKING_FREQUENCIES = ['REGULAR', 'IRREGULAR', 'SHORT-TERM WORK', 'UNKNOWN'] as const;
export const SALARY_BASES = ['YEARLY', 'MONTHLY', 'HOURLY'] as const;
export const POLICY_TYPES = ['UVG', 'UVGZ', 'KTG', 'KAV', 'FTA'] as const;
/** Accident insurance policies (UVG, supplementary UVGZ): these may name a businessUnit. */
export const ACCIDENT_POLICY_TYPES = ['UVG', 'UVGZ'] as const;
/** Daily-allowance and other policies: no businessUnit. */
export const OTHER_POLICY_TYPES = ['KTG', 'KAV', 'FTA'] as const;
export const BANK_ACCOUNT_TYPES = ['DOMESTIC', 'INTERNATIONAL'] as const;
