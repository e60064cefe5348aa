// Swiss display formats (STYLE.md "Front end": dates dd.MM.yyyy, money CHF 1'234.50; decision 0042). Pure functions:
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
 * The Swiss number formats, one per language (decision 0042), written out here rather than taken from the
 * browser's CLDR data: the fr-CH data differs between ICU versions (Chromium writes "78 057.72 CHF", Node 24
 * "78'057.72 CHF"), so the same amount read differently on two machines. Every language groups thousands with the
 * apostrophe; plain numbers take the language's decimal mark (French the comma, the others the point); money is
 * "CHF 78'057.72" in every language (decimal point, the ISO code before the amount, as Swiss payslips, bank
 * statements and the product's own payment files write it).
 */
export const SWISS_NUMBER_FORMATS: Readonly<Record<SupportedLanguage, { group: string; decimal: string }>> = {
  de: { group: "'", decimal: '.' },
  fr: { group: "'", decimal: ',' },
  it: { group: "'", decimal: '.' },
  en: { group: "'", decimal: '.' },
};
/** The money format of every language: "CHF", a no-break space, apostrophe grouping and the decimal point. */
const MONEY_GROUP = "'";
const NBSP = '\u00a0';

/** Digits grouped by three from the right: '1234567' -> "1'234'567". */
function groupDigits(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * Amount in integer Rappen -> Swiss francs with two decimals in every language: 7805772 -> "CHF 78'057.72", -5 ->
 * "CHF -0.05" (no-break space after CHF). Integer arithmetic on the Rappen, so no float ever shows.
 */
export function formatChf(rappen: number, _language: SupportedLanguage = DEFAULT_LANGUAGE): string {
  const whole = Math.round(rappen);
  const absolute = Math.abs(whole);
  const francs = groupDigits(String(Math.floor(absolute / 100)), MONEY_GROUP);
  const cents = String(absolute % 100).padStart(2, '0');
  return `CHF${NBSP}${whole < 0 ? '-' : ''}${francs}.${cents}`;
}

export type NumberFormatOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/**
 * Plain number with Swiss grouping, e.g. 1234567.5 -> "1'234'567.5" (de) or "1'234'567,5" (fr); at most three
 * decimals unless told. Rounded by Intl (half away from zero) on the digits of a fixed locale, then written with
 * the language's marks.
 */
export function formatNumber(
  value: number,
  language: SupportedLanguage = DEFAULT_LANGUAGE,
  options: NumberFormatOptions = {},
): string {
  const marks = SWISS_NUMBER_FORMATS[language] ?? SWISS_NUMBER_FORMATS[DEFAULT_LANGUAGE];
  const maximumFractionDigits = options.maximumFractionDigits ?? 3;
  return numberFormat('en-US', {
    maximumFractionDigits,
    minimumFractionDigits: Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits),
    useGrouping: true,
    // -0.001 rounded to two decimals is 0, not "-0".
    signDisplay: 'negative',
  })
    .formatToParts(value)
    .map((part) =>
      part.type === 'group'
        ? marks.group
        : part.type === 'decimal'
          ? marks.decimal
          : part.type === 'minusSign'
            ? '-'
            : part.value,
    )
    .join('');
}

/**
 * Percentage given in percent points as the domain stores them (0-100 with up to three decimals, spec section 9),
 * shown with at most two decimals (decision 0042: display rounding only, the calculation keeps the stored value),
 * the sign right after the number as Swiss usage writes it: 50 -> "50%", 47.619 -> "47.62%" (de) or "47,62%" (fr).
 */
export function formatPercent(
  percentPoints: number,
  language: SupportedLanguage = DEFAULT_LANGUAGE,
  options: NumberFormatOptions = {},
): string {
  return `${formatNumber(percentPoints, language, {
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
  })}%`;
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
  return { ...(SWISS_NUMBER_FORMATS[language] ?? SWISS_NUMBER_FORMATS[DEFAULT_LANGUAGE]) };
}
