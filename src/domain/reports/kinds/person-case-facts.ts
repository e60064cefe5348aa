// What the person- and case-based report kinds 3, 4 and 5 (leaving-and-wage-cuts, pension-fund-exemption,
// departures; docs/domain/reports.md) read of the stored state, and the small pure helpers they share: the period's
// days, the scope, the order of rows, the title block and the words for absence types and payees. Pure.
import { addMonths, daysInMonth, fromEpochDay, type IsoDate, swissDateTime, toEpochDay } from '../../dates.ts';
import type { ReportFilterName } from '../report-kind.ts';
import type { ReportContext } from '../report-table.ts';
import type { ReportDefinitionValue, ReportLanguage, ReportPeriodValue } from '../report-types.ts';
import { filtersInWords, periodInWords, REPORT_WORDS, reportPersonName, swissDate } from '../report-words.ts';

/** An employee as of one day (the temporal record valid that day): who, and the accounting entity. */
export type ReportPerson = {
  employeeId: string;
  personnelNumber: string;
  firstName: string;
  lastName: string;
  companySubunitId: string | null;
  processingGroupId: string | null;
  /** The subunit's name in the report's language (the organisation unit's description, else the configuration's). */
  subunitName: string | null;
  processingGroupName: string | null;
};

/** One calendar day of a case: its regular claim lines of that date (corrections left out; UVG and UVGZ summed). */
export type ReportCaseDay = {
  date: IsoDate;
  /** Percent (50 = 50 %). */
  incapacityOfWork: number;
  isWithinContinuationOfPayment: boolean;
  isWithinShorttermRisk: boolean;
  /** Rappen payable for the day. */
  dailyAllowance: number;
  payee: 'EMPLOYER' | 'INSURED_PERSON';
};

/** An insurance case as the kinds read it (table `cases`; `days` from `claims`, in date order). */
export type ReportCase = {
  caseId: string;
  caseNumber: number;
  claimType: 'SICK' | 'ACCIDENT';
  status: string;
  absentFrom: IsoDate;
  absentTo: IsoDate;
  /** C7: the case's risk counter (`cases.benefit_days_used`). */
  benefitDaysUsed: number;
  days: readonly ReportCaseDay[];
};

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

export function addMonthsTo(date: IsoDate, months: number): IsoDate {
  return fromEpochDay(addMonths(toEpochDay(date), months));
}

/** The period's first and last day: a time range as given, an accounting month its calendar days. */
export function periodDays(period: ReportPeriodValue): { from: IsoDate; to: IsoDate } {
  if (period.kind === 'time-range') return { from: period.from, to: period.to };
  const [year, month] = period.accountingMonthId.split('-').map(Number) as [number, number];
  return {
    from: `${period.accountingMonthId}-01`,
    to: `${period.accountingMonthId}-${String(daysInMonth(year, month)).padStart(2, '0')}`,
  };
}

/** The definition's subunits and processing groups (none chosen: all). */
export function isInScope(
  definition: Pick<ReportDefinitionValue, 'companySubunitIds' | 'processingGroupIds'>,
  person: Pick<ReportPerson, 'companySubunitId' | 'processingGroupId'>,
): boolean {
  const { companySubunitIds, processingGroupIds } = definition;
  if (companySubunitIds.length > 0 && !companySubunitIds.includes(person.companySubunitId ?? '')) return false;
  if (processingGroupIds.length > 0 && !processingGroupIds.includes(person.processingGroupId ?? '')) return false;
  return true;
}

/** The rows' order: last name, first name, personnel number, then the row's first day. */
export function compareRows(
  a: { person: ReportPerson; firstDay: IsoDate; caseNumber?: number },
  b: { person: ReportPerson; firstDay: IsoDate; caseNumber?: number },
): number {
  return (
    a.person.lastName.localeCompare(b.person.lastName, 'de-CH') ||
    a.person.firstName.localeCompare(b.person.firstName, 'de-CH') ||
    a.person.personnelNumber.localeCompare(b.person.personnelNumber, 'de-CH', { numeric: true }) ||
    (a.firstDay < b.firstDay ? -1 : a.firstDay > b.firstDay ? 1 : 0) ||
    (a.caseNumber ?? 0) - (b.caseNumber ?? 0)
  );
}

/** The case's last day on or before `day` (null when the case has none). */
export function lastDayOnOrBefore(days: readonly ReportCaseDay[], day: IsoDate): ReportCaseDay | null {
  let found: ReportCaseDay | null = null;
  for (const entry of days) {
    if (entry.date > day) break;
    found = entry;
  }
  return found;
}

/**
 * The `salaryContinuation` filter on a case at a day (docs/domain/reports.md kind 1): within = the case's last day
 * on or before it is inside LFZ, outside = it is not (wage cut or past it). LFZ renews at each anniversary (C9), so the
 * last day's flag, not "ever outside", is the position. A case without a day by then is within.
 */
export function matchesSalaryContinuation(
  filter: ReportDefinitionValue['filters']['salaryContinuation'],
  reportCase: ReportCase,
  day: IsoDate,
): boolean {
  if (filter === 'any') return true;
  const last = lastDayOnOrBefore(reportCase.days, day);
  const within = last ? last.isWithinContinuationOfPayment : true;
  return filter === 'within' ? within : !within;
}

/** The `risk` filter on one day: short-term = `isWithinShorttermRisk`, long-term = the rest. */
export function matchesRisk(filter: ReportDefinitionValue['filters']['risk'], day: ReportCaseDay | null): boolean {
  if (filter === 'any') return true;
  if (!day) return false;
  return filter === 'short-term' ? day.isWithinShorttermRisk : !day.isWithinShorttermRisk;
}

export const ABSENCE_TYPE_WORDS: Record<ReportLanguage, Record<ReportCase['claimType'], string>> = {
  de: { SICK: 'Krankheit', ACCIDENT: 'Unfall' },
  fr: { SICK: 'Maladie', ACCIDENT: 'Accident' },
  it: { SICK: 'Malattia', ACCIDENT: 'Infortunio' },
  en: { SICK: 'Sickness', ACCIDENT: 'Accident' },
};

export const PAYEE_WORDS: Record<ReportLanguage, Record<ReportCaseDay['payee'], string>> = {
  de: { EMPLOYER: 'Arbeitgeber', INSURED_PERSON: 'Versicherte Person' },
  fr: { EMPLOYER: 'Employeur', INSURED_PERSON: 'Personne assurée' },
  it: { EMPLOYER: 'Datore di lavoro', INSURED_PERSON: 'Persona assicurata' },
  en: { EMPLOYER: 'Employer', INSURED_PERSON: 'Insured person' },
};

/** "Zeller, Anna": the name cell. */
export function nameOf(person: Pick<ReportPerson, 'firstName' | 'lastName'>): string {
  return reportPersonName(person.lastName, person.firstName);
}

/** The title block: company, period, subunits, processing groups, the filters the kind applies. */
export function titleFacts(
  context: ReportContext,
  applies: readonly ReportFilterName[],
  names: { subunits: ReadonlyMap<string, string>; processingGroups: ReadonlyMap<string, string> } = {
    subunits: new Map(),
    processingGroups: new Map(),
  },
): (readonly [string, string])[] {
  const { definition } = context;
  const words = REPORT_WORDS[definition.language];
  const list = (ids: readonly string[], named: ReadonlyMap<string, string>) =>
    ids.length === 0 ? words.all : ids.map((id) => named.get(id) ?? id).join(', ');
  return [
    [words.company, context.companyName],
    [words.period, periodInWords(definition)],
    [words.subunits, list(definition.companySubunitIds, names.subunits)],
    [words.processingGroups, list(definition.processingGroupIds, names.processingGroups)],
    [words.filters, filtersInWords(definition, applies)],
    [words.generatedAt, generatedAtInWords(context.generatedAt)],
  ];
}

/** The generation time in Zurich: "25.03.2026 09:00". */
export function generatedAtInWords(generatedAt: string): string {
  const local = swissDateTime(new Date(generatedAt));
  return `${swissDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
}
