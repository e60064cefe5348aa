// Months an admin may open for a tenant (decision 0030): the twelve months before the current one, the current one
// and the next, newest first, without those already opened. Pure (the caller passes today).

function shift(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthsToOpen(today: string, opened: readonly string[]): string[] {
  const current = today.slice(0, 7);
  const taken = new Set(opened);
  return Array.from({ length: 14 }, (_, index) => shift(current, 1 - index)).filter((month) => !taken.has(month));
}
