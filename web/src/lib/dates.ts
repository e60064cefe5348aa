// Calendar dates as the Swiss users see them: "today" is today in Europe/Zurich, dates are 'YYYY-MM-DD' strings
// (the contract's isoDate), typed as dd.MM.yyyy. Pure functions, testable without a browser.

export const SWISS_TIME_ZONE = 'Europe/Zurich';

/** dayjs format of date inputs (Mantine DateInput `valueFormat`): 31.01.2026. */
export const SWISS_DATE_INPUT_FORMAT = 'DD.MM.YYYY';

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SWISS_DATE = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_ONLY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The calendar day of an instant in Swiss time, e.g. 2026-01-31T23:30Z -> '2026-02-01'. */
export function isoDateInZurich(instant: Date, timeZone = SWISS_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function toUtcDate(isoDate: string): Date {
  const match = ISO_DATE_ONLY.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function addDays(isoDate: string, days: number): string {
  const date = toUtcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const date = toUtcDate(isoDate);
  const targetYear = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const lastDayOfMonth = new Date(Date.UTC(targetYear, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, month, Math.min(date.getUTCDate(), lastDayOfMonth))).toISOString().slice(0, 10);
}

/** What a user types into a date field: '31.1.2026' or '31.01.2026' -> '2026-01-31'; null if not a real date. */
export function parseSwissDate(input: string): string | null {
  const match = SWISS_DATE.exec(input);
  if (!match) return isIsoDate(input.trim()) ? input.trim() : null;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
