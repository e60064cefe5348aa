// Date arithmetic on epoch days (days since 1970-01-01, UTC). Dates cross the domain boundary as
// 'YYYY-MM-DD' strings and are integers inside, so there is no time zone and no clock (ARCHITECTURE.md §3).

export type IsoDate = string;
export type EpochDay = number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toEpochDay(date: IsoDate): EpochDay {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date in YYYY-MM-DD form: ${date}`);
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ms / MS_PER_DAY;
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
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The civil date in Switzerland (Europe/Zurich) at an instant, 'YYYY-MM-DD'. The caller passes the instant. */
export function swissCivilDate(instant: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(instant);
}
