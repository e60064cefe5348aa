// The accounting month containing a given day, as 'YYYY-MM' in the browser's local time (Swiss users: CET/CEST).
export function accountingMonthOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}`;
}
