// The case detail's state in the URL: the day whose explanation is open, so a link shows the same "why this
// amount?" (the calendar opens on that day's month).
import { isIsoDate } from '../../lib/dates.ts';

export type CaseDetailSearch = { day?: string };

export function parseCaseDetailSearch(raw: Record<string, unknown>): CaseDetailSearch {
  return typeof raw.day === 'string' && isIsoDate(raw.day) ? { day: raw.day } : {};
}
