// Date arithmetic on epoch days (days since 1970-01-01, UTC). Dates cross the domain boundary as
// 'YYYY-MM-DD' strings and are integers inside, so there is no time zone and no clock (ARCHITECTURE.md §3).

export type IsoDate = string;
export type EpochDay = number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toEpochDay(date: IsoDate): EpochDay {
  // Hand-rolled parse of 'YYYY-MM-DD' (the engine parses a million dates); same checks as ISO_DATE.
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45 || !ISO_DATE.test(date)) {
    throw new RangeError(`Not a date in YYYY-MM-DD form: ${date}`);
  }
  const digit = (index: number) => date.charCodeAt(index) - 48;
  const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3);
  const month = digit(5) * 10 + digit(6);
  const day = digit(8) * 10 + digit(9);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return epochDayOf(year, month, day);
}

export function fromEpochDay(epochDay: EpochDay): IsoDate {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. 1970-01-01 was a Thursday. */
export function isoWeekday(epochDay: EpochDay): number {
  return ((((epochDay + 3) % 7) + 7) % 7) + 1;
}

export function isWeekend(epochDay: EpochDay): boolean {
  return isoWeekday(epochDay) >= 6;
}

/** Number of days in a calendar month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The civil date in Switzerland (Europe/Zurich) at an instant, 'YYYY-MM-DD'. The caller passes the instant. */
export function swissCivilDate(instant: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(instant);
}

/**
 * The local date and time in Switzerland (Europe/Zurich) at an instant, to the second, with its UTC offset:
 * '2026-11-23T10:30:00+01:00' in winter, '2026-07-01T14:00:00+02:00' in summer (ISO 8601; pain.001's CreDtTm).
 */
export function swissDateTime(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  // The offset is the local wall time read as UTC minus the instant (whole seconds; Zurich's offsets are whole hours).
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
  return `${local}${offset}`;
}

// --- Civil-date arithmetic without Date objects (hot paths of the sick-pay engine) ---------------------------------
// Howard Hinnant's days_from_civil / civil_from_days: exact for the proleptic Gregorian calendar.

export type CivilDate = { year: number; month: number; day: number };

/** Epoch day of a civil date (month 1-12, day 1-31; the caller passes a valid date). */
export function epochDayOf(year: number, month: number, day: number): EpochDay {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Civil date of an epoch day. */
export function civilOf(epochDay: EpochDay): CivilDate {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The same calendar date `months` months later (or earlier); the 31st becomes the month's last day. */
export function addMonths(epochDay: EpochDay, months: number): EpochDay {
  const { year, month, day } = civilOf(epochDay);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return epochDayOf(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The same calendar date `years` years later; 29 February becomes 28 February in common years. */
export function addYears(epochDay: EpochDay, years: number): EpochDay {
  return addMonths(epochDay, years * 12);
}

const isoCache = new Map<EpochDay, IsoDate>();

/** fromEpochDay with a cache: the engine formats the same few thousand dates a million times. */
export function isoDateOf(epochDay: EpochDay): IsoDate {
  let iso = isoCache.get(epochDay);
  if (iso === undefined) {
    const { year, month, day } = civilOf(epochDay);
    iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isoCache.size < 100_000) isoCache.set(epochDay, iso);
  }
  return iso;
}

/** 'YYYY-MM' of an epoch day: the accounting month a claim of that day is booked in (C12). */
export function monthIdOf(epochDay: EpochDay): string {
  return isoDateOf(epochDay).slice(0, 7);
}

/** 'YYYY-MM' of a year and a month (1-12): the year always in four digits ('0350-02', never '350-02'). */
export function yearMonthId(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}
