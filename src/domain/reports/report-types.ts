// The report vocabulary (issue 31; spec section 9): kinds, formats, languages, period kinds and filters. The domain
// owns the lists; the contracts (src/contracts/reports.ts, tenant-sections.ts) build their schemas from them.

export const REPORT_KINDS = [
  'daily-allowance-or-wage-cut',
  'bookings',
  'leaving-and-wage-cuts',
  'pension-fund-exemption',
  'departures',
  'starting-wage-cuts',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['XLSX', 'PDF'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** Spec section 9: report languages de (default), fr, it, en. */
export const REPORT_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];
/** Spec section 9: period kinds. */
export const REPORT_PERIOD_KINDS = ['time-range', 'accounting-period'] as const;
/** Spec section 9: the risk filter (the short-term cover vs the long-term KTG cover; any). */
export const REPORT_RISK_FILTERS = ['short-term', 'long-term', 'any'] as const;
/** Spec section 9: the salary continuation boundary (inside the employer's continued pay, outside it; any). */
export const REPORT_SALARY_CONTINUATION_FILTERS = ['within', 'outside', 'any'] as const;
/** Spec section 9: the accounting month's lock status. */
export const REPORT_LOCK_FILTERS = ['locked', 'unlocked', 'any'] as const;
/** Spec section 9: report types (a day the allowance reimburses the employer vs a day of wage cut; any). */
export const REPORT_TYPE_FILTERS = ['daily-allowance', 'wage-cut', 'any'] as const;

export type ReportPeriodValue =
  | { kind: 'time-range'; from: string; to: string }
  | { kind: 'accounting-period'; accountingMonthId: string };

/** A parsed report definition (the contract's `reportDefinition` after its defaults). */
export type ReportDefinitionValue = {
  kind: ReportKind;
  period: ReportPeriodValue;
  filters: {
    risk: (typeof REPORT_RISK_FILTERS)[number];
    salaryContinuation: (typeof REPORT_SALARY_CONTINUATION_FILTERS)[number];
    accountingMonthLock: (typeof REPORT_LOCK_FILTERS)[number];
    reportType: (typeof REPORT_TYPE_FILTERS)[number];
  };
  riskCounterThreshold: number;
  companySubunitIds: readonly string[];
  processingGroupIds: readonly string[];
  language: ReportLanguage;
  format: ReportFormat;
};
