// The employee detail's URL state: the day whose record is shown (`dateOfReference`, YYYY-MM-DD; none = today).
import { isIsoDate } from '../../lib/dates.ts';

export type EmployeeDetailSearch = { dateOfReference?: string };

export function parseEmployeeDetailSearch(raw: Record<string, unknown>): EmployeeDetailSearch {
  const value = raw.dateOfReference;
  return typeof value === 'string' && isIsoDate(value) ? { dateOfReference: value } : {};
}
