// What the claim-based report kinds share (issue 31; docs/domain/reports.md "Common to every kind"; kinds 1, 2, 6):
// the person as of a day (names, personnel number, subunit and processing group of the employee record valid then),
// the scope test, the period's days, the row order, the absence types in words and the title block. Pure.

import { swissDateTime, yearMonthId } from '../../dates.ts';
import type { ReportFilterName } from '../report-kind.ts';
import type { ReportColumn, ReportContext } from '../report-table.ts';
import type { ReportDefinitionValue, ReportLanguage } from '../report-types.ts';
import { filtersInWords, periodInWords, REPORT_WORDS, swissDate } from '../report-words.ts';

/** One temporal employee record, as the facts carry it (valid_to inclusive, null = open). */
export type PersonRecordFact = {
  employeeId: string;
  validFrom: string;
  validTo: string | null;
  personnelNumber: string;
  firstName: string;
  lastName: string;
  companySubunitId: string | null;
  processingGroupId: string | null;
};

/** The names the report shows instead of ids (the tenant configuration's subunit and group names). */
export type UnitNames = {
  subunits: Readonly<Record<string, string>>;
  processingGroups: Readonly<Record<string, string>>;
};

/** The records of each employee, ordered by validFrom. */
export function recordsByEmployee(records: readonly PersonRecordFact[]): Map<string, PersonRecordFact[]> {
  const byEmployee = new Map<string, PersonRecordFact[]>();
  for (const record of records) {
    const list = byEmployee.get(record.employeeId) ?? [];
    list.push(record);
    byEmployee.set(record.employeeId, list);
  }
  for (const list of byEmployee.values()) list.sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  return byEmployee;
}

/**
 * The record of an employee as of a day: the one valid that day, else the last that started before it (a leaver),
 * else the first (one who joins later) — the accounting's rule (entityInMonth) for a single day.
 */
export function recordOn(records: readonly PersonRecordFact[] | undefined, day: string): PersonRecordFact | null {
  if (!records || records.length === 0) return null;
  let chosen: PersonRecordFact | undefined;
  for (const record of records) if (record.validFrom <= day) chosen = record;
  return chosen ?? records[0] ?? null;
}

/** Whether a unit is in the definition's scope (no subunit / group chosen: all). */
export function inScope(
  definition: Pick<ReportDefinitionValue, 'companySubunitIds' | 'processingGroupIds'>,
  unit: { companySubunitId: string | null; processingGroupId: string | null },
): boolean {
  const { companySubunitIds, processingGroupIds } = definition;
  return (
    (companySubunitIds.length === 0 ||
      (unit.companySubunitId !== null && companySubunitIds.includes(unit.companySubunitId))) &&
    (processingGroupIds.length === 0 ||
      (unit.processingGroupId !== null && processingGroupIds.includes(unit.processingGroupId)))
  );
}

const DAY_MS = 86_400_000;
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
export const previousDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
export const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The last day of a month 'YYYY-MM'. */
export function lastDayOfMonth(month: string): string {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** The period's first and last day (an accounting period: its month's days). */
export function periodDays(definition: Pick<ReportDefinitionValue, 'period'>): { from: string; to: string } {
  const { period } = definition;
  return period.kind === 'time-range'
    ? { from: period.from, to: period.to }
    : { from: `${period.accountingMonthId}-01`, to: lastDayOfMonth(period.accountingMonthId) };
}

/** The accounting months a period touches ('YYYY-MM', ascending). */
export function periodMonths(definition: Pick<ReportDefinitionValue, 'period'>): string[] {
  const { from, to } = periodDays(definition);
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const id = yearMonthId(year, month);
    months.push(id);
    if (id >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** Sick / accident in words (never the code). */
export const ABSENCE_TYPE_WORDS: Record<ReportLanguage, Record<'SICK' | 'ACCIDENT', string>> = {
  de: { SICK: 'Krankheit', ACCIDENT: 'Unfall' },
  fr: { SICK: 'Maladie', ACCIDENT: 'Accident' },
  it: { SICK: 'Malattia', ACCIDENT: 'Infortunio' },
  en: { SICK: 'Sickness', ACCIDENT: 'Accident' },
};

/** Short-term / long-term risk in words. */
export const RISK_WORDS: Record<ReportLanguage, { short: string; long: string }> = {
  de: { short: 'Kurzfristrisiko', long: 'Langfristrisiko' },
  fr: { short: 'Risque à court terme', long: 'Risque à long terme' },
  it: { short: 'Rischio a breve termine', long: 'Rischio a lungo termine' },
  en: { short: 'Short-term', long: 'Long-term' },
};

/** The subunit's / group's name (its id when the configuration names none; empty without one). */
export function unitName(names: Readonly<Record<string, string>>, id: string | null): string {
  return id === null ? '' : (names[id] ?? id);
}

/** The row order of every kind: last name, first name, personnel number, then the row's first day. */
export function compareByPerson(
  a: { lastName: string; firstName: string; personnelNumber: string; from: string },
  b: { lastName: string; firstName: string; personnelNumber: string; from: string },
): number {
  return (
    a.lastName.localeCompare(b.lastName, 'de') ||
    a.firstName.localeCompare(b.firstName, 'de') ||
    a.personnelNumber.localeCompare(b.personnelNumber, 'de', { numeric: true }) ||
    (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)
  );
}

/** The title block: company, period, subunits, processing groups, the filters the kind applies, generated at. */
export function titleBlock(
  context: ReportContext,
  applies: readonly ReportFilterName[],
  names: UnitNames,
): [string, string][] {
  const { definition } = context;
  const words = REPORT_WORDS[definition.language];
  const listed = (ids: readonly string[], byId: Readonly<Record<string, string>>) =>
    ids.length === 0 ? words.all : ids.map((id) => unitName(byId, id)).join(', ');
  const generated = swissDateTime(new Date(context.generatedAt));
  return [
    [words.company, context.companyName],
    [words.period, periodInWords(definition)],
    [words.subunits, listed(definition.companySubunitIds, names.subunits)],
    [words.processingGroups, listed(definition.processingGroupIds, names.processingGroups)],
    [words.filters, filtersInWords(definition, applies)],
    [words.generatedAt, `${swissDate(generated.slice(0, 10))} ${generated.slice(11, 16)}`],
  ];
}

/** The columns the claim-based kinds share (1 and 2): their types and width hints, one place. */
export const CLAIM_COLUMN_TYPES = {
  personnelNumber: { type: 'text', width: 12 },
  name: { type: 'text', width: 24 },
  subunit: { type: 'text', width: 16 },
  processingGroup: { type: 'text', width: 16 },
  caseNumber: { type: 'integer', width: 8 },
  absenceType: { type: 'text', width: 12 },
  from: { type: 'date', width: 11 },
  to: { type: 'date', width: 11 },
  days: { type: 'integer', total: true, width: 7 },
  incapacity: { type: 'percent', width: 9 },
  dailyAllowance: { type: 'chf', width: 11 },
  amount: { type: 'chf', total: true, width: 12 },
  treatment: { type: 'text', width: 20 },
  correction: { type: 'boolean', width: 9 },
  accountingMonth: { type: 'text', width: 14 },
} as const satisfies Record<string, Omit<ReportColumn, 'key' | 'label'>>;
