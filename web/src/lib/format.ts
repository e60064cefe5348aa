// Swiss display formats (STYLE.md "Front end": dates dd.MM.yyyy, money CHF 1'234.50 via Intl). Pure functions:
// the language is a parameter; components get bound versions from `useFormatters`.
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import { DEFAULT_LANGUAGE, swissLocale } from './language.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Intl formatters are costly to build (a calendar of 200 people formats thousands of values per render), so one
 * per locale and options is kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * 'YYYY-MM-DD' (or an ISO timestamp starting with one) -> 'dd.MM.yyyy'. Works on the digits, so no time zone
 * can shift the day. Returns the input unchanged when it is not an ISO date.
 */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

type DateTimeParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;

function dateTimeParts(value: string | Date, timeZone: string): DateTimeParts | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return undefined;
  return Object.fromEntries(
    dateTimeFormat('de-CH', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as DateTimeParts;
}

/** An instant (ISO timestamp or Date) -> 'dd.MM.yyyy HH:mm' in Swiss time. */
export function formatDateTime(value: string | Date, timeZone = 'Europe/Zurich'): string {
  const parts = dateTimeParts(value, timeZone);
  if (!parts) return String(value);
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** An instant -> its calendar day in Swiss time, 'dd.MM.yyyy' (e.g. 2026-01-31T23:30Z -> 01.02.2026). */
export function formatInstantDate(value: string | Date, timeZone = 'Europe/Zurich'): string {
  const parts = dateTimeParts(value, timeZone);
  if (!parts) return String(value);
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** An instant -> 'dd.MM.yyyy HH:mm:ss' in Swiss time (audit trails, where the order of events matters). */
export function formatDateTimeSeconds(value: string | Date, timeZone = 'Europe/Zurich'): string {
  const parts = dateTimeParts(value, timeZone);
  if (!parts) return String(value);
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** 'YYYY-MM' (accounting month) -> 'November 2026' / 'novembre 2026' / 'novembre 2026' / 'November 2026'. */
export function formatMonth(isoMonth: string, language: SupportedLanguage = DEFAULT_LANGUAGE): string {
  const match = ISO_MONTH.exec(isoMonth);
  if (!match) return isoMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateTimeFormat(swissLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * Amount in integer Rappen -> Swiss francs with two decimals, e.g. 123456 -> "CHF 1'234.56" (de-CH).
 * Grouping is forced on so that it-CH groups four-digit amounts like the other languages do.
 */
export function formatChf(rappen: number, language: SupportedLanguage = DEFAULT_LANGUAGE): string {
  return numberFormat(swissLocale(language), {
    style: 'currency',
    currency: 'CHF',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(rappen / 100);
}

export type NumberFormatOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/** Plain number with Swiss grouping, e.g. 1234567.5 -> "1'234'567.5" (de-CH) or "1'234'567,5" (fr-CH). */
export function formatNumber(
  value: number,
  language: SupportedLanguage = DEFAULT_LANGUAGE,
  options: NumberFormatOptions = {},
): string {
  return numberFormat(swissLocale(language), {
    maximumFractionDigits: options.maximumFractionDigits ?? 3,
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    useGrouping: 'always',
  }).format(value);
}

/**
 * Percentage given in percent points as the domain stores it (employment percentage 0-100 with up to three
 * decimals, spec section 9), e.g. 50 -> "50%", 12.5 -> "12.5%" (de-CH) or "12,5%" (fr-CH).
 */
export function formatPercent(
  percentPoints: number,
  language: SupportedLanguage = DEFAULT_LANGUAGE,
  options: NumberFormatOptions = {},
): string {
  return numberFormat(swissLocale(language), {
    style: 'percent',
    maximumFractionDigits: options.maximumFractionDigits ?? 3,
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
  }).format(percentPoints / 100);
}

/**
 * IBAN for reading: electronic form in groups of four, e.g. 'CH9300762011623852957' -> 'CH93 0076 2011 6238 5295 7'.
 * Blanks of the input are ignored and letters upper-cased; an empty input stays empty.
 */
export function formatIban(iban: string): string {
  const electronic = iban.replace(/\s+/g, '').toUpperCase();
  return electronic.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** Decimal and group separators of a language's Swiss number format (number inputs), e.g. de -> '.' and "'". */
export function numberSeparators(language: SupportedLanguage = DEFAULT_LANGUAGE): { decimal: string; group: string } {
  const parts = numberFormat(swissLocale(language), { useGrouping: 'always' }).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? "'",
  };
}
