// How an upload reads on the data hub (issue 11), of either kind (employee or absence file): its state in words,
// its counts as one sentence (absences in days: "4 Tage neu, 1 geändert, 3 unverändert, 1 entfernt; 2 Zeilen
// abgelehnt"; employees: "Mitarbeitende: 2 neu, 1 geändert; 1 Zeile abgelehnt"), file sizes in kB/MB, the default
// period and which files the drop zone takes. Pure functions (the translation is a parameter), tested without a
// browser.

import type {
  AbsenceUploadItem,
  EmployeeUploadItem,
  RowIssue,
  SupportedLanguage,
} from '../../../../src/contracts/index.ts';
import { ABSENCE_UPLOAD_MAX_DAYS } from '../../../../src/contracts/index.ts';
import { addDays, isoDateInZurich } from '../../lib/dates.ts';
import { isContractValidationMessage, translateValidationMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { swissLocale } from '../../lib/language.ts';
import type { TFunction } from '../../lib/translator.ts';
import type { UploadKind } from './upload-kinds.ts';

export { UPLOAD_KINDS, type UploadKind } from './upload-kinds.ts';

/** An upload of either kind (the list items of GET /employee-upload and GET /absence-upload). */
export type UploadItem = AbsenceUploadItem | EmployeeUploadItem;

export function uploadIdOf(upload: UploadItem): string {
  return 'absenceUploadId' in upload ? upload.absenceUploadId : upload.employeeUploadId;
}

/** The period an absence upload replaced; employee uploads have none. */
export function periodOf(upload: UploadItem): { startDate: string; endDate: string } | null {
  return 'startDate' in upload ? { startDate: upload.startDate, endDate: upload.endDate } : null;
}

/** What a person is told about an upload: the two phases of processing, or how it ended. */
export const UPLOAD_STATES = ['reading', 'applying', 'completed', 'failed', 'formattingFailed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export type UploadStateInput = Pick<AbsenceUploadItem, 'processingStatus' | 'phase'>;

export function uploadState(upload: UploadStateInput): UploadState {
  switch (upload.processingStatus) {
    case 'processing':
      return upload.phase === 'reading' ? 'reading' : 'applying';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'formatting-failed':
      return 'formattingFailed';
  }
}

export function isProcessing(upload: Pick<AbsenceUploadItem, 'processingStatus'>): boolean {
  return upload.processingStatus === 'processing';
}

/** Badge colour of each state (a dot badge: the text stays neutral, so every colour keeps its contrast). */
export const UPLOAD_STATE_COLORS: Record<UploadState, string> = {
  reading: 'blue.7',
  applying: 'blue.7',
  completed: 'teal.7',
  failed: 'red.7',
  formattingFailed: 'orange.7',
};

export const DAY_COUNT_KINDS = ['created', 'updated', 'unchanged', 'removed'] as const;
export type DayCountKind = (typeof DAY_COUNT_KINDS)[number];

type Breakdowns = AbsenceUploadItem['breakdowns'];

/** An employee upload counts employees, not days, and removes none. */
export const EMPLOYEE_COUNT_KINDS = ['created', 'updated', 'unchanged'] as const;

/** 'one' or 'other' by the language's plural rule (French counts 0 and 1 as singular). */
export function pluralForm(count: number, language: SupportedLanguage): 'one' | 'other' {
  return new Intl.PluralRules(swissLocale(language)).select(count) === 'one' ? 'one' : 'other';
}

/**
 * The day counts as one sentence: the non-zero kinds in the order created, updated, unchanged, removed, the unit
 * ("Tage") only on the first; then the refused rows. Nothing changed reads "keine Absenztage geändert".
 */
export function describeCounts(
  breakdowns: Breakdowns,
  t: TFunction,
  language: SupportedLanguage,
  kind: UploadKind = 'absence',
): string {
  const number = (value: number) => formatCount(value, language);
  const rejected = () =>
    t(`uploads.counts.rejected.${pluralForm(breakdowns.rowsRejected, language)}`, {
      count: number(breakdowns.rowsRejected),
    });
  if (kind === 'employee') {
    const parts = EMPLOYEE_COUNT_KINDS.filter((entry) => breakdowns[entry] > 0).map((entry) =>
      t(`uploads.employeeCounts.${entry}.${pluralForm(breakdowns[entry], language)}`, {
        count: number(breakdowns[entry]),
      }),
    );
    const text =
      parts.length > 0
        ? t('uploads.employeeCounts.sentence', { counts: parts.join(', ') })
        : t('uploads.employeeCounts.none');
    return breakdowns.rowsRejected === 0 ? text : `${text}; ${rejected()}`;
  }
  const days = DAY_COUNT_KINDS.filter((kind) => breakdowns[kind] > 0).map((kind, index) =>
    t(`uploads.counts.${index === 0 ? 'first' : 'next'}.${kind}.${pluralForm(breakdowns[kind], language)}`, {
      count: number(breakdowns[kind]),
    }),
  );
  const dayText = days.length > 0 ? days.join(', ') : t('uploads.counts.noDays');
  if (breakdowns.rowsRejected === 0) return dayText;
  return `${dayText}; ${rejected()}`;
}

export function formatCount(value: number, language: SupportedLanguage): string {
  return new Intl.NumberFormat(swissLocale(language), { useGrouping: 'always', maximumFractionDigits: 0 }).format(
    value,
  );
}

/** A file size for people: bytes below 1 kB, kB (whole) below 1 MB, MB with one decimal (1 kB = 1 000 bytes). */
export function formatBytes(bytes: number, language: SupportedLanguage): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(swissLocale(language), {
      useGrouping: 'always',
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(value);
  if (bytes < 1000) return `${format(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${format(Math.max(1, Math.round(bytes / 1000)), 0)} kB`;
  return `${format(bytes / 1_000_000, 1)} MB`;
}

/** Whole percent of a transfer, 0-100 (100 only when everything arrived; 0 for an empty total). */
export function transferPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  if (loaded >= total) return 100;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/** The default period: the current calendar month in Swiss time. */
export function currentMonthPeriod(now: Date = new Date()): { startDate: string; endDate: string } {
  const today = isoDateInZurich(now);
  const startDate = `${today.slice(0, 7)}-01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const endDate = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { startDate, endDate };
}

export type PeriodProblem = 'startRequired' | 'endRequired' | 'endBeforeStart' | 'periodTooLong';

/** What is wrong with a period before it is sent (the same rules as the contract's absenceUploadBody). */
export function periodProblems(
  startDate: string | null,
  endDate: string | null,
): Partial<Record<'startDate' | 'endDate', PeriodProblem>> {
  if (!startDate || !endDate) {
    return { ...(startDate ? {} : { startDate: 'startRequired' }), ...(endDate ? {} : { endDate: 'endRequired' }) };
  }
  if (endDate < startDate) return { endDate: 'endBeforeStart' };
  if (addDays(startDate, ABSENCE_UPLOAD_MAX_DAYS - 1) < endDate) return { endDate: 'periodTooLong' };
  return {};
}

/** The files an upload reads (both kinds). */
export const ACCEPTED_EXTENSIONS = ['.csv', '.txt', '.xlsx'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export function isAcceptedFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension) && lower.length > extension.length);
}

/** The media type sent with the announcement: the browser's, else one for the extension, else none. */
export function contentTypeOf(file: { name: string; type: string }): string | undefined {
  if (/^[\w.+-]+\/[\w.+-]+$/.test(file.type)) return file.type;
  const lower = file.name.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (lower.endsWith('.csv')) return 'text/csv';
  if (lower.endsWith('.txt')) return 'text/plain';
  return undefined;
}

/** The languages with the user's own first (the template in the user's language leads the list). */
export function languagesFirst<L extends string>(languages: readonly L[], current: L): L[] {
  return [current, ...languages.filter((language) => language !== current)];
}

/** The parameters of a row report line that are dates (YYYY-MM-DD): said as DD.MM.YYYY. */
const DATE_PARAMS = new Set(['from', 'to']);

/**
 * A row report line in the reader's language (decision 0040): its code's text (uploads.rowIssues.<code>) with the
 * parameters filled in: dates as DD.MM.YYYY, row numbers and counts with Swiss grouping, lists joined by ", ", a KAV
 * field by its name. A cell that breaks one of the contract's rules says that rule's translated message. A line
 * recorded before codes existed keeps its (English) message.
 */
export function describeRowIssue(
  issue: Pick<RowIssue, 'code' | 'params' | 'message'>,
  t: TFunction,
  language: SupportedLanguage,
): string {
  if (issue.code === null) return issue.message;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (Array.isArray(value)) params[name] = value.join(', ');
    else if (typeof value === 'number') params[name] = formatCount(value, language);
    else if (DATE_PARAMS.has(name)) params[name] = formatDate(value);
    else if (name === 'field') params[name] = t(`uploads.rowIssueFields.${value}`, { defaultValue: value });
    else params[name] = value;
  }
  if (issue.code === 'invalidValue') {
    const message = String(issue.params.message ?? '');
    if (isContractValidationMessage(message)) return translateValidationMessage(message, t);
  }
  if (issue.code === 'keptManual') {
    const days = Number(issue.params.days ?? 0);
    return t(`uploads.rowIssues.keptManual.${pluralForm(days, language)}`, params);
  }
  return t(`uploads.rowIssues.${issue.code}`, params);
}

/**
 * Where a line belongs: its row as the file numbers it (the header is row 1), or the file as a whole (row 0: the
 * file could not be read). An interface delivery's lines are numbered by the item's index in the request.
 */
export function rowOfIssue(
  issue: Pick<RowIssue, 'rowNumber'>,
  source: UploadItem['source'],
  t: TFunction,
  language: SupportedLanguage,
): string {
  return source === 'file' && issue.rowNumber === 0
    ? t('uploads.rowReport.file')
    : formatCount(issue.rowNumber, language);
}
