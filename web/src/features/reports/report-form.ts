// The generate form and the schedule form (issue 31; decision 0058 "Screens"), pure: their state, the filters each
// kind applies (the same lists as the kinds' `filters` in src/domain/reports/kinds/, checked by the test), the
// conversion into the API's reportDefinition / schedule body, the checks before sending, and a server issue's path
// → the form field that shows it.

import type { ReportSchedule } from '../../../../src/contracts/reports.ts';
import {
  REPORT_LOCK_FILTERS,
  REPORT_RISK_FILTERS,
  REPORT_SALARY_CONTINUATION_FILTERS,
  REPORT_TYPE_FILTERS,
  type ReportFormat,
  type ReportKind,
  type ReportLanguage,
} from '../../../../src/contracts/reports.ts';
import { addDays, addYears } from '../../lib/dates.ts';

export type ReportFilterField = 'risk' | 'salaryContinuation' | 'accountingMonthLock' | 'reportType';
export type ReportFilterName = ReportFilterField | 'riskCounterThreshold';

/** The filters each kind applies (docs/domain/reports.md); the form shows only these. */
export const KIND_FILTERS: Readonly<Record<ReportKind, readonly ReportFilterName[]>> = {
  'daily-allowance-or-wage-cut': [
    'risk',
    'salaryContinuation',
    'accountingMonthLock',
    'reportType',
    'riskCounterThreshold',
  ],
  bookings: ['risk', 'salaryContinuation', 'accountingMonthLock', 'reportType', 'riskCounterThreshold'],
  'leaving-and-wage-cuts': ['risk', 'salaryContinuation', 'riskCounterThreshold'],
  'pension-fund-exemption': ['salaryContinuation', 'riskCounterThreshold'],
  departures: ['riskCounterThreshold'],
  'starting-wage-cuts': ['risk', 'riskCounterThreshold'],
};

export const FILTER_VALUES = {
  risk: REPORT_RISK_FILTERS,
  salaryContinuation: REPORT_SALARY_CONTINUATION_FILTERS,
  accountingMonthLock: REPORT_LOCK_FILTERS,
  reportType: REPORT_TYPE_FILTERS,
} as const;
export const FILTER_FIELDS = Object.keys(FILTER_VALUES) as ReportFilterField[];

type Risk = (typeof REPORT_RISK_FILTERS)[number];
type SalaryContinuation = (typeof REPORT_SALARY_CONTINUATION_FILTERS)[number];
type Lock = (typeof REPORT_LOCK_FILTERS)[number];
type ReportTypeFilter = (typeof REPORT_TYPE_FILTERS)[number];
export type ReportFilterValues = {
  risk: Risk;
  salaryContinuation: SalaryContinuation;
  accountingMonthLock: Lock;
  reportType: ReportTypeFilter;
};

export type PeriodKind = 'time-range' | 'accounting-period';

/** The settings shared by the generate form and a schedule (everything but the period). */
export type ReportSettingsForm = ReportFilterValues & {
  kind: ReportKind | null;
  riskCounterThreshold: number;
  companySubunitIds: string[];
  processingGroupIds: string[];
  language: ReportLanguage;
  format: ReportFormat;
};

export type ReportForm = ReportSettingsForm & {
  periodKind: PeriodKind;
  /** YYYY-MM-DD (time range). */
  from: string | null;
  to: string | null;
  /** YYYY-MM (accounting period). */
  month: string | null;
};

export type ReportFormField =
  | 'kind'
  | 'from'
  | 'to'
  | 'month'
  | ReportFilterName
  | 'companySubunitIds'
  | 'processingGroupIds'
  | 'language'
  | 'format';

/** The longest time range (the contract's REPORT_RANGE_MAX_DAYS: two years and a day). */
const RANGE_MAX_DAYS = 731;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A new form on `today`: the last 12 months (a year back plus a day to today), in the user's language, as XLSX. */
export function initialReportForm(today: string, language: ReportLanguage): ReportForm {
  return {
    kind: null,
    periodKind: 'time-range',
    from: addDays(addYears(today, -1), 1),
    to: today,
    month: today.slice(0, 7),
    risk: 'any',
    salaryContinuation: 'any',
    accountingMonthLock: 'any',
    reportType: 'any',
    riskCounterThreshold: 0,
    companySubunitIds: [],
    processingGroupIds: [],
    language,
    format: 'XLSX',
  };
}

export type DefinitionWithoutPeriod = {
  kind: ReportKind;
  filters: ReportFilterValues;
  riskCounterThreshold: number;
  companySubunitIds: string[];
  processingGroupIds: string[];
  language: ReportLanguage;
  format: ReportFormat;
};
export type ReportDefinitionInput = DefinitionWithoutPeriod & {
  period: { kind: 'time-range'; from: string; to: string } | { kind: 'accounting-period'; accountingMonthId: string };
};

/** The settings → the definition without its period: a filter the kind does not apply is sent as its default. */
export function toDefinitionWithoutPeriod(form: ReportSettingsForm & { kind: ReportKind }): DefinitionWithoutPeriod {
  const applies = KIND_FILTERS[form.kind];
  const filter = <F extends ReportFilterField>(name: F): ReportFilterValues[F] | 'any' =>
    applies.includes(name) ? form[name] : 'any';
  return {
    kind: form.kind,
    filters: {
      risk: filter('risk'),
      salaryContinuation: filter('salaryContinuation'),
      accountingMonthLock: filter('accountingMonthLock'),
      reportType: filter('reportType'),
    },
    riskCounterThreshold: applies.includes('riskCounterThreshold')
      ? Math.max(0, Math.trunc(form.riskCounterThreshold))
      : 0,
    companySubunitIds: [...form.companySubunitIds],
    processingGroupIds: [...form.processingGroupIds],
    language: form.language,
    format: form.format,
  };
}

/** Form errors as translation keys (`reports.errors.*`), by field. */
export type FormKeyErrors = Partial<Record<ReportFormField, string>>;

export type ToDefinitionResult = { ok: true; definition: ReportDefinitionInput } | { ok: false; errors: FormKeyErrors };

/** The generate form → POST /report's reportDefinition, or the fields to fill first. */
export function toReportDefinition(form: ReportForm): ToDefinitionResult {
  const errors: FormKeyErrors = {};
  if (!form.kind) errors.kind = 'reports.errors.kindRequired';
  if (form.periodKind === 'time-range') {
    if (!form.from) errors.from = 'reports.errors.dateRequired';
    if (!form.to) errors.to = 'reports.errors.dateRequired';
    if (form.from && form.to && form.to < form.from) errors.to = 'reports.errors.endBeforeStart';
    else if (form.from && form.to && daysBetween(form.from, form.to) >= RANGE_MAX_DAYS) {
      errors.to = 'reports.errors.rangeTooLong';
    }
  } else if (!form.month) errors.month = 'reports.errors.monthRequired';
  if (!form.kind || Object.keys(errors).length > 0) return { ok: false, errors };
  const period =
    form.periodKind === 'time-range'
      ? { kind: 'time-range' as const, from: form.from as string, to: form.to as string }
      : { kind: 'accounting-period' as const, accountingMonthId: form.month as string };
  return { ok: true, definition: { ...toDefinitionWithoutPeriod({ ...form, kind: form.kind }), period } };
}

/**
 * A server issue's path (`reportDefinition.period.to`, `definition.filters.risk`, `recipients.1`) → the form field
 * that shows it, or null (the general alert shows it).
 */
export function fieldOfIssuePath(path: string): string | null {
  const parts = path.split('.').filter(Boolean);
  if (parts[0] === 'reportDefinition' || parts[0] === 'definition') parts.shift();
  const [first, second] = parts;
  if (first === undefined) return null;
  if (first === 'period') {
    if (second === 'accountingMonthId') return 'month';
    return second === 'from' || second === 'to' ? second : 'from';
  }
  if (first === 'filters') return second ?? null;
  return first;
}

// --- Schedules ---------------------------------------------------------------------------------------------------

export const SCHEDULE_PERIODS = ['previous-month', 'previous-accounting-month', 'month-to-date'] as const;
export type SchedulePeriod = (typeof SCHEDULE_PERIODS)[number];

export type ScheduleForm = ReportSettingsForm & {
  name: string;
  period: SchedulePeriod;
  workingDayOfMonth: number;
  recipients: string[];
  isActive: boolean;
};

export function initialScheduleForm(language: ReportLanguage, schedule?: ReportSchedule): ScheduleForm {
  if (!schedule) {
    return {
      name: '',
      kind: null,
      risk: 'any',
      salaryContinuation: 'any',
      accountingMonthLock: 'any',
      reportType: 'any',
      riskCounterThreshold: 0,
      companySubunitIds: [],
      processingGroupIds: [],
      language,
      format: 'XLSX',
      period: 'previous-month',
      workingDayOfMonth: 3,
      recipients: [],
      isActive: true,
    };
  }
  const { definition } = schedule;
  return {
    name: schedule.name,
    kind: definition.kind,
    ...definition.filters,
    riskCounterThreshold: definition.riskCounterThreshold,
    companySubunitIds: [...definition.companySubunitIds],
    processingGroupIds: [...definition.processingGroupIds],
    language: definition.language,
    format: definition.format,
    period: schedule.period,
    workingDayOfMonth: schedule.workingDayOfMonth,
    recipients: [...schedule.recipients],
    isActive: schedule.isActive,
  };
}

export type ScheduleBodyInput = {
  name: string;
  definition: DefinitionWithoutPeriod;
  period: SchedulePeriod;
  workingDayOfMonth: number;
  recipients: string[];
  isActive: boolean;
};

export type ScheduleFormField = 'name' | 'kind' | 'period' | 'workingDayOfMonth' | 'recipients' | ReportFormField;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The schedule form → POST/PUT /report-schedule's body, or the fields to fill first. */
export function toScheduleBody(
  form: ScheduleForm,
): { ok: true; body: ScheduleBodyInput } | { ok: false; errors: Partial<Record<ScheduleFormField, string>> } {
  const errors: Partial<Record<ScheduleFormField, string>> = {};
  const name = form.name.trim();
  const recipients = form.recipients.map((address) => address.trim()).filter(Boolean);
  if (!name) errors.name = 'reports.errors.nameRequired';
  if (!form.kind) errors.kind = 'reports.errors.kindRequired';
  if (recipients.length === 0) errors.recipients = 'reports.errors.recipientsRequired';
  else if (recipients.some((address) => !EMAIL.test(address))) errors.recipients = 'reports.errors.recipientInvalid';
  else if (new Set(recipients.map((address) => address.toLowerCase())).size !== recipients.length) {
    errors.recipients = 'reports.errors.recipientTwice';
  }
  const day = Math.trunc(form.workingDayOfMonth);
  if (!(day >= 1 && day <= 20)) errors.workingDayOfMonth = 'reports.errors.workingDay';
  if (!form.kind || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name,
      definition: toDefinitionWithoutPeriod({ ...form, kind: form.kind }),
      period: form.period,
      workingDayOfMonth: day,
      recipients,
      isActive: form.isActive,
    },
  };
}

/** The accounting months to choose from: this month and the 23 before, newest first (YYYY-MM). */
export function recentMonths(today: string, count = 24): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + (month - 1) - index;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
