// A short Swiss date range for screens that show one month (the year is in the heading): '01.03.–31.03.', one day
// '05.03.', across a year end '29.12.2025–02.01.2026'. Pure; inputs are ISO dates (YYYY-MM-DD).

function dayMonth(isoDate: string): string {
  return `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.`;
}

function full(isoDate: string): string {
  return `${dayMonth(isoDate)}${isoDate.slice(0, 4)}`;
}

export function shortDateRange(from: string, to: string): string {
  if (from === to) return dayMonth(from);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${full(from)}–${full(to)}`;
  return `${dayMonth(from)}–${dayMonth(to)}`;
}
