// Test data for the person- and case-based report kinds (kinds 3, 4, 5; src/domain/reports/kinds/): definitions,
// contexts, people and case days built from runs of dates.
import { fromEpochDay, toEpochDay } from '../../domain/dates.ts';
import type { ReportCase, ReportCaseDay, ReportPerson } from '../../domain/reports/kinds/person-case-facts.ts';
import type { ReportContext } from '../../domain/reports/report-table.ts';
import type { ReportDefinitionValue, ReportKind } from '../../domain/reports/report-types.ts';

export function reportDefinition(
  kind: ReportKind,
  overrides: Partial<Omit<ReportDefinitionValue, 'filters'>> & {
    filters?: Partial<ReportDefinitionValue['filters']>;
  } = {},
): ReportDefinitionValue {
  return {
    kind,
    period: { kind: 'time-range', from: '2026-04-01', to: '2026-04-30' },
    riskCounterThreshold: 0,
    companySubunitIds: [],
    processingGroupIds: [],
    language: 'de',
    format: 'XLSX',
    ...overrides,
    filters: {
      risk: 'any',
      salaryContinuation: 'any',
      accountingMonthLock: 'any',
      reportType: 'any',
      ...overrides.filters,
    },
  };
}

export function reportContext(definition: ReportDefinitionValue, today = '2026-04-10'): ReportContext {
  return { definition, companyName: 'Muster AG', today, generatedAt: '2026-04-10T07:00:00.000Z' };
}

export function reportPerson(overrides: Partial<ReportPerson> = {}): ReportPerson {
  return {
    employeeId: 'E-1',
    personnelNumber: '100',
    firstName: 'Anna',
    lastName: 'Zeller',
    companySubunitId: 'ZH',
    processingGroupId: 'MONTHLY',
    subunitName: 'Zürich',
    processingGroupName: 'Monatslohn',
    ...overrides,
  };
}

/** One day per date from `from` to `to` (inclusive), the same values each day. */
export function caseDays(from: string, to: string, values: Partial<ReportCaseDay> = {}): ReportCaseDay[] {
  const days: ReportCaseDay[] = [];
  for (let day = toEpochDay(from); day <= toEpochDay(to); day++) {
    days.push({
      date: fromEpochDay(day),
      incapacityOfWork: 100,
      isWithinContinuationOfPayment: false,
      isWithinShorttermRisk: false,
      dailyAllowance: 20_000,
      payee: 'EMPLOYER',
      ...values,
    });
  }
  return days;
}

export function reportCase(overrides: Partial<ReportCase> = {}): ReportCase {
  return {
    caseId: 'case-1',
    caseNumber: 1,
    claimType: 'SICK',
    status: 'CLAIMS_ACTIVATED',
    absentFrom: '2026-01-05',
    absentTo: '2026-06-30',
    benefitDaysUsed: 0,
    days: [],
    ...overrides,
  };
}

/** No cell is a code (an enum value such as SICK or INSURED_PERSON): words only. */
export function codeCells(rows: readonly (readonly unknown[])[]): unknown[] {
  return rows.flat().filter((cell) => typeof cell === 'string' && /^[A-Z][A-Z_]{2,}$/.test(cell));
}
