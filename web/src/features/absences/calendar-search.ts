// The team calendar's state in the URL (month, search, filters, page), so a link, reload and back/forward keep it.
// Pure: URL search params <-> the query of GET /absence-calendar. The month defaults to the current Swiss month
// (left out of the URL). The router uses the parser on every first load, so no schema (Zod) is imported here.
import { isoDateInZurich } from '../../lib/dates.ts';
import { ABSENCE_TYPES, type AbsenceTypeValue } from './periods-search.ts';

/** A page of people (a team of 200 is one page); the server allows up to 500. */
export const CALENDAR_PAGE_SIZE = 200;
const SEARCH_MAX_LENGTH = 200;
const ID_MAX_LENGTH = 100;
const PAGE_MAX = 10_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type CalendarSearch = {
  /** YYYY-MM; absent = the current month. */
  month?: string;
  search?: string;
  subunit?: string;
  group?: string;
  type?: AbsenceTypeValue;
  /** Only people absent in the month. */
  onlyAbsent?: boolean;
  /** 1-based. */
  page?: number;
};

const KEYS = [
  'month',
  'search',
  'subunit',
  'group',
  'type',
  'onlyAbsent',
  'page',
] as const satisfies readonly (keyof CalendarSearch)[];
export const CALENDAR_FILTER_KEYS = ['search', 'subunit', 'group', 'type', 'onlyAbsent'] as const;

/** The current month in Switzerland, YYYY-MM. */
export function currentMonth(now = new Date()): string {
  return isoDateInZurich(now).slice(0, 7);
}

/** 'YYYY-MM' moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every day of the month: ISO date, day of the month, ISO weekday (1 = Monday … 7 = Sunday). */
export function daysOfMonth(month: string): { date: string; day: number; weekday: number }[] {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => {
    const day = index + 1;
    const weekday = new Date(Date.UTC(year, monthNumber - 1, day)).getUTCDay() || 7;
    return { date: `${month}-${String(day).padStart(2, '0')}`, day, weekday };
  });
}

/** The router parses JSON-looking values (`?search=1001` arrives as a number): read them back as text. */
function textParam(value: unknown, max: number): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const trimmed = text?.trim().slice(0, max).trim();
  return trimmed ? trimmed : undefined;
}

function monthParam(value: unknown, today: string): string | undefined {
  const text = typeof value === 'string' ? value : undefined;
  return text && MONTH.test(text) && text !== today ? text : undefined;
}

function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(page) && page > 1 && page <= PAGE_MAX ? page : undefined;
}

/** Raw search params -> the screen's state; invalid values and defaults dropped. */
export function parseCalendarSearch(raw: Record<string, unknown>, now = new Date()): CalendarSearch {
  const state: CalendarSearch = {
    month: monthParam(raw.month, currentMonth(now)),
    search: textParam(raw.search, SEARCH_MAX_LENGTH),
    subunit: textParam(raw.subunit, ID_MAX_LENGTH),
    group: textParam(raw.group, ID_MAX_LENGTH),
    type: ABSENCE_TYPES.find((type) => type === raw.type),
    onlyAbsent: raw.onlyAbsent === true || raw.onlyAbsent === 'true' ? true : undefined,
    page: pageParam(raw.page),
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as CalendarSearch;
}

/** Applies changes to the current params (which may carry other keys such as `lang`); `undefined` removes. */
export function updateCalendarSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof CalendarSearch, unknown>>,
  now = new Date(),
): S {
  const merged: Record<string, unknown> = { ...previous, ...changes };
  const others = Object.fromEntries(
    Object.entries(merged).filter(([key, value]) => !(KEYS as readonly string[]).includes(key) && value !== undefined),
  );
  return { ...others, ...parseCalendarSearch(merged, now) } as S;
}

/** The query of GET /absence-calendar as the client sends it. */
export type CalendarRequest = {
  month: string;
  search?: string;
  companySubunitId?: string;
  processingGroupId?: string;
  absenceType?: AbsenceTypeValue;
  onlyAbsent?: 'true';
  skip: number;
  take: number;
};

export function toCalendarQuery(search: CalendarSearch, now = new Date()): CalendarRequest {
  const page = search.page ?? 1;
  return {
    month: search.month ?? currentMonth(now),
    ...(search.search ? { search: search.search } : {}),
    ...(search.subunit ? { companySubunitId: search.subunit } : {}),
    ...(search.group ? { processingGroupId: search.group } : {}),
    ...(search.type ? { absenceType: search.type } : {}),
    ...(search.onlyAbsent ? { onlyAbsent: 'true' as const } : {}),
    skip: (page - 1) * CALENDAR_PAGE_SIZE,
    take: CALENDAR_PAGE_SIZE,
  };
}

export function hasCalendarFilters(search: CalendarSearch): boolean {
  return CALENDAR_FILTER_KEYS.some((key) => search[key] !== undefined);
}
