// How the analytics screens write their figures (issue 32), pure: hours with two decimals (1'234.50), rates as
// percentages with two decimals (5.25%), the change to the previous period or a year earlier in percentage points,
// a period in words, and a withheld figure in words — never as 0 (decision 0059: a group smaller than the tenant's
// minimum shows no absence figure to a user who may not see individuals' health data).
import type { ANALYTICS_NOT_COUNTED_REASONS } from '../../../../src/contracts/analytics.ts';
import type { SupportedLanguage } from '../../../../src/contracts/index.ts';
import { formatMonth, formatNumber, formatPercent } from '../../lib/format.ts';
import type { TFunction } from '../../lib/translator.ts';

/** Why a figure is not shown (the contract's `withheld`): a group below the minimum, or one person's health data. */
export type Withheld = { reason: 'GROUP_TOO_SMALL' | 'PERSON_HEALTH_DATA'; minimumGroupSize: number } | null;

type NotCountedReason = (typeof ANALYTICS_NOT_COUNTED_REASONS)[number];

const TWO = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** 1234.5 → "1'234.50" (de), "1'234,50" (fr). */
export function formatHours(hours: number, language: SupportedLanguage): string {
  return formatNumber(hours, language, TWO);
}

/** FTE with at most two decimals: 12.5 → "12.5". */
export function formatFte(fte: number, language: SupportedLanguage): string {
  return formatNumber(fte, language, { maximumFractionDigits: 2 });
}

/** 5.25 → "5.25%"; always two decimals, so a column of rates lines up. */
export function formatRate(rate: number, language: SupportedLanguage): string {
  return formatPercent(rate, language, TWO);
}

/**
 * The change from `before` to `now` in percentage points with its sign: 5.25 vs 4.85 → "+0.40"; null when either
 * is missing (no target time, withheld) — the screen then shows a dash, not a change from or to 0.
 */
export function rateDelta(now: number | null, before: number | null): number | null {
  if (now === null || before === null) return null;
  // Both have two decimals: round the difference to hundredths so 5.25 − 4.85 is 0.4, not 0.39999999999999947.
  return Math.round((now - before) * 100) / 100;
}

export function formatDelta(delta: number, language: SupportedLanguage): string {
  const text = formatNumber(Math.abs(delta), language, TWO);
  return delta > 0 ? `+${text}` : delta < 0 ? `−${text}` : text;
}

/** What a cell with a rate shows: the rate, "not shown" when withheld, a dash when there is no target time. */
export type FigureDisplay = { kind: 'value'; text: string } | { kind: 'withheld'; text: string } | { kind: 'none' };

export function rateDisplay(
  rate: number | null,
  withheld: Withheld,
  language: SupportedLanguage,
  t: TFunction,
): FigureDisplay {
  if (withheld) return { kind: 'withheld', text: t('analytics.withheld.short') };
  if (rate === null) return { kind: 'none' };
  return { kind: 'value', text: formatRate(rate, language) };
}

export function hoursDisplay(
  hours: number | null,
  withheld: Withheld,
  language: SupportedLanguage,
  t: TFunction,
): FigureDisplay {
  if (withheld) return { kind: 'withheld', text: t('analytics.withheld.short') };
  if (hours === null) return { kind: 'none' };
  return { kind: 'value', text: formatHours(hours, language) };
}

/**
 * Why a figure is not shown, in a sentence: "Fewer than 5 people: not shown to protect their health data.", or for a
 * person in a people list "One person's absences: not shown to protect their health data."
 */
export function withheldReason(withheld: NonNullable<Withheld>, t: TFunction): string {
  if (withheld.reason === 'PERSON_HEALTH_DATA') return t('analytics.withheld.person');
  return t('analytics.withheld.reason', { count: withheld.minimumGroupSize });
}

const QUARTER = /^(\d{4})-Q([1-4])$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

/**
 * A figure's period in words: '2026-03' → "März 2026", '2026-Q1' → "Q1 2026" / "T1 2026", '2026' → "2026",
 * 'TOTAL' → "Whole range".
 */
export function periodLabel(period: string, language: SupportedLanguage, t: TFunction): string {
  if (period === 'TOTAL') return t('analytics.period.total');
  if (MONTH.test(period)) return formatMonth(period, language);
  const quarter = QUARTER.exec(period);
  if (quarter) return t('analytics.period.quarter', { quarter: quarter[2], year: quarter[1] });
  if (YEAR.test(period)) return period;
  return period;
}

/** A short period for a chart's axis: '2026-03' → "03.26", others as periodLabel. */
export function periodAxisLabel(period: string, language: SupportedLanguage, t: TFunction): string {
  const month = MONTH.exec(period);
  if (month) return `${month[2]}.${month[1]?.slice(2)}`;
  return periodLabel(period, language, t);
}

/** A range of months in words: "Dezember 2025 – November 2026"; one month alone. */
export function rangeLabel(from: string, to: string, language: SupportedLanguage): string {
  return from === to ? formatMonth(from, language) : `${formatMonth(from, language)} – ${formatMonth(to, language)}`;
}

/** A person's name as the people list shows it: "Muster, Anna", the personnel number without a name. */
export function personName(person: {
  firstName: string | null;
  lastName: string | null;
  personnelNumber: string | null;
  employeeId: string;
}): string {
  const name = [person.lastName, person.firstName].filter(Boolean).join(', ');
  return name || person.personnelNumber || person.employeeId;
}

/**
 * Why a day counts fewer hours (the contract's ANALYTICS_NOT_COUNTED_REASONS, listed here so the home page's tile,
 * which shares this file, loads no schema), in words.
 */
export const DAY_REASONS = [
  'NOT_AN_ABSENCE_FOR_THE_RATE',
  'OUTSIDE_RANGE',
  'AFTER_AS_OF',
  'OUTSIDE_EMPLOYMENT',
  'WEEKEND',
  'PUBLIC_HOLIDAY',
  'NOT_A_WORKING_DAY',
  'CAPPED_AT_DAILY_HOURS',
  'DAY_ALREADY_COUNTED',
] as const satisfies readonly NotCountedReason[];
/** Every reason of the contract has its words here: a reason added there and missing here fails the type check. */
const everyReasonWorded: Exclude<NotCountedReason, (typeof DAY_REASONS)[number]> extends never ? true : never = true;
void everyReasonWorded;

/** A reason in words; an unknown code (a newer server) as it is. */
export function dayReason(code: string, t: TFunction): string {
  return (DAY_REASONS as readonly string[]).includes(code) ? t(`analytics.reasons.${code}`) : code;
}
