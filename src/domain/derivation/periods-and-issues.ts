// The absence periods and data issues of one employee (issue 12): pure rules of src/domain/absences/ (periods with
// weekend fill C17 and the care configuration's combination rules; the issue types) applied to the employee's live
// absences, temporal records and medical certificates, keeping what people set: a period's colour mark (stable period
// ids) and an issue's dismissal (stable issue keys). Pure: the facts are read and the rows written by src/server/modules/derivation/.

import {
  type ActiveCase,
  detectIssues,
  ISSUE_TYPES,
  type IssueCertificate,
  type IssueConfiguration,
  type PreviousIssue,
  redetect,
} from '../absences/issues.ts';
import {
  type AbsencePeriodDefinition,
  type AbsenceRecord,
  buildAbsencePeriods,
  DEFAULT_ABSENCE_PERIOD_DEFINITION,
  type PreviousPeriod,
  stablePeriodIds,
} from '../absences/periods.ts';
import type { WeekendFillMode } from '../sick-pay/types.ts';
import type { AbsenceFact, RecordFact } from './cases.ts';

export type PeriodSettings = {
  weekendFill: WeekendFillMode | null;
  definition: AbsencePeriodDefinition;
  issues: IssueConfiguration;
};

/** The parts of a tenant configuration the periods and issues read (src/contracts/tenant.ts), all optional. */
export type PeriodConfiguration = {
  insuranceConfiguration?: {
    shouldFillWeekendGaps?: WeekendFillMode | null;
    issueTypeConfiguration: { enabledIssueTypes: IssueConfiguration['enabledIssueTypes']; absenceGapMaxDays: number };
  };
  careConfiguration?: { careStageConfiguration: { absencePeriodDefinition: AbsencePeriodDefinition } } | null;
};

/** What the tenant's current configuration says for periods and issues (the contract's defaults without one). */
export function periodSettingsOf(configuration: PeriodConfiguration | null): PeriodSettings {
  const insurance = configuration?.insuranceConfiguration;
  const weekendFill = insurance ? (insurance.shouldFillWeekendGaps ?? null) : 'FILL_IF_FRIDAY_AND_MONDAY';
  return {
    weekendFill,
    definition:
      configuration?.careConfiguration?.careStageConfiguration.absencePeriodDefinition ??
      DEFAULT_ABSENCE_PERIOD_DEFINITION,
    issues: {
      enabledIssueTypes: insurance?.issueTypeConfiguration.enabledIssueTypes ?? [...ISSUE_TYPES],
      absenceGapMaxDays: insurance?.issueTypeConfiguration.absenceGapMaxDays ?? 10,
      weekendFill,
    },
  };
}

/** A medical certificate as the derivation reads it (not deleted, SICK or ACCIDENT; decision 0053). */
export type CertificateFact = IssueCertificate;

/** A stored period as the derivation reads it back (its id and colour mark are kept). */
export type StoredPeriod = PreviousPeriod & { colorMark: string | null };

/** A period row as stored (table absence_periods). */
export type PeriodRow = {
  tenantId: string;
  id: string;
  employeeId: string;
  type: string;
  startDate: string;
  endDate: string;
  calendarDays: number;
  isCareRelevant: boolean;
  accidentType: string | null;
  hours: string | null;
  percentage: string | null;
  isPercentageVarying: boolean;
  source: string;
  colorMark: string | null;
  absenceIds: string[];
  days: unknown;
};

/** An issue row as stored (table tenant_issues), inserted or refreshed in place. */
export type IssueRow = {
  tenantId: string;
  id: string;
  employeeId: string;
  type: string;
  scope: string;
  scopeDate: string | null;
  severity: number;
  key: string;
  details: unknown;
  ignoredAt: string | null;
};

const decimal = (value: string | null) => (value === null ? null : String(Number(value)));

/** The periods and issues of one employee, and the ids of the issues that vanished. */
export function periodsAndIssuesOf(
  tenantId: string,
  employeeId: string,
  facts: {
    absences: readonly AbsenceFact[];
    records: readonly RecordFact[];
    previousPeriods: readonly StoredPeriod[];
    previousIssues: readonly PreviousIssue[];
    activeCases: readonly ActiveCase[];
    certificates: readonly CertificateFact[];
  },
  settings: PeriodSettings,
  newId: () => string,
): { periods: PeriodRow[]; issues: IssueRow[]; removedIssueIds: string[] } {
  const records: AbsenceRecord[] = facts.absences.map((row) => ({
    absenceId: row.id,
    date: row.date,
    type: row.type,
    accidentType: row.accidentType,
    hours: decimal(row.hours),
    percentage: decimal(row.percentage),
    source: row.source,
    comment: row.comment,
  }));
  const colorOf = new Map(facts.previousPeriods.map((period) => [period.periodId, period.colorMark]));
  const built = stablePeriodIds(
    facts.previousPeriods,
    buildAbsencePeriods(records, { weekendFill: settings.weekendFill, definition: settings.definition }),
    newId,
  );
  const periods: PeriodRow[] = built.map((period) => ({
    tenantId,
    id: period.periodId,
    employeeId,
    type: period.type,
    startDate: period.startDate,
    endDate: period.endDate,
    calendarDays: period.calendarDays,
    isCareRelevant: period.isCareRelevant,
    accidentType: period.accidentType,
    hours: period.hours,
    percentage: period.percentage,
    isPercentageVarying: period.isPercentageVarying,
    source: period.source,
    colorMark: colorOf.get(period.periodId) ?? null,
    absenceIds: period.absenceIds,
    days: period.days,
  }));
  const detected = detectIssues({
    employeeId,
    records: facts.records.map((row) => {
      const data = row.data as {
        salaryBasis?: 'YEARLY' | 'MONTHLY' | 'HOURLY' | null;
        wageTypes?: { wageTypeId: string; amount: number }[] | null;
        dateOfEmployment?: string | null;
        anniversaryAdjustedDateOfEmployment?: string | null;
        leavingDate?: string | null;
      };
      return {
        validFrom: row.validFrom,
        validTo: row.validTo,
        data: {
          salaryBasis: data.salaryBasis ?? null,
          wageTypes: data.wageTypes ?? [],
          dateOfEmployment: data.dateOfEmployment ?? null,
          anniversaryAdjustedDateOfEmployment: data.anniversaryAdjustedDateOfEmployment ?? null,
          leavingDate: data.leavingDate ?? null,
        },
      };
    }),
    absences: records,
    activeCases: facts.activeCases,
    certificates: facts.certificates,
    configuration: settings.issues,
  });
  const { issues, removedIds } = redetect(facts.previousIssues, detected);
  return {
    periods,
    issues: issues.map((issue) => ({
      tenantId,
      id: issue.id ?? newId(),
      employeeId,
      type: issue.type,
      scope: issue.scope,
      scopeDate: issue.scopeDate,
      severity: issue.severity,
      key: issue.key,
      details: issue.details,
      ignoredAt: issue.ignoredAt,
    })),
    removedIssueIds: removedIds,
  };
}
