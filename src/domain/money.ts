// Money as the product stores and shows it: whole Rappen (integers) in the database and the domain, CHF with two
// decimals in the API and the files. Every area formats amounts here.

/** Rappen as a CHF string with two decimals: 17096 → '170.96', -5 → '-0.05' (rounded to whole Rappen first). */
export function chf(rappen: number | string): string {
  const value = Math.round(Number(rappen));
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
