import { describe, expect, it } from 'vitest';
import {
  CALENDAR_PAGE_SIZE,
  currentMonth,
  daysOfMonth,
  parseCalendarSearch,
  shiftMonth,
  toCalendarQuery,
  updateCalendarSearch,
} from './calendar-search.ts';

// 24.11.2026, 23:30 UTC is already 25.11. in Zurich (UTC+1): still November.
const NOW = new Date('2026-11-24T23:30:00Z');

describe('calendar search', () => {
  it('reads the month, filters and page, dropping invalid values and defaults', () => {
    expect(
      parseCalendarSearch(
        {
          month: '2026-03',
          search: ' 1001 ',
          subunit: 'ZH',
          group: 'MONTHLY',
          type: 'SICK',
          onlyAbsent: 'true',
          page: '3',
          lang: 'fr',
        },
        NOW,
      ),
    ).toEqual({
      month: '2026-03',
      search: '1001',
      subunit: 'ZH',
      group: 'MONTHLY',
      type: 'SICK',
      onlyAbsent: true,
      page: 3,
    });
    // The router turns ?search=1001 into a number; a month 13, a type that does not exist, page 1 and the
    // current month (the default) are left out.
    expect(parseCalendarSearch({ search: 1001, month: '2026-13', type: 'ILL', page: 1 }, NOW)).toEqual({
      search: '1001',
    });
    expect(parseCalendarSearch({ month: '2026-11', onlyAbsent: 'yes' }, NOW)).toEqual({});
  });

  it('sends the query of GET /absence-calendar', () => {
    expect(toCalendarQuery({}, NOW)).toEqual({ month: '2026-11', skip: 0, take: CALENDAR_PAGE_SIZE });
    expect(
      toCalendarQuery(
        { month: '2026-02', subunit: 'BE', group: 'HOURLY', type: 'VACATION', onlyAbsent: true, page: 2 },
        NOW,
      ),
    ).toEqual({
      month: '2026-02',
      companySubunitId: 'BE',
      processingGroupId: 'HOURLY',
      absenceType: 'VACATION',
      onlyAbsent: 'true',
      skip: CALENDAR_PAGE_SIZE,
      take: CALENDAR_PAGE_SIZE,
    });
  });

  it('keeps other keys (lang) when it changes a value, and removes undefined ones', () => {
    expect(
      updateCalendarSearch({ lang: 'fr', month: '2026-03', page: 2 }, { page: undefined, type: 'SICK' }, NOW),
    ).toEqual({
      lang: 'fr',
      month: '2026-03',
      type: 'SICK',
    });
  });

  it('moves months across years and lists the days with their weekdays', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-03', 14)).toBe('2027-05');
    expect(currentMonth(NOW)).toBe('2026-11');
    // February 2028 (leap year): 29 days, the 1st a Tuesday (2), the 29th a Tuesday too.
    const february = daysOfMonth('2028-02');
    expect(february).toHaveLength(29);
    expect(february[0]).toEqual({ date: '2028-02-01', day: 1, weekday: 2 });
    expect(february.at(-1)).toEqual({ date: '2028-02-29', day: 29, weekday: 2 });
    // March 2026: Sunday the 1st (7), Monday the 2nd (1).
    expect(
      daysOfMonth('2026-03')
        .slice(0, 2)
        .map((day) => day.weekday),
    ).toEqual([7, 1]);
  });
});
