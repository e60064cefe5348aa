import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const url = '/api/modular/calendar/accounting-months';

describe.each(testBackends())('GET accounting months on %s', (backend) => {
  const ctx = useTestApp(backend);
  const get = (query: string) => ctx.app.inject({ method: 'GET', url: `${url}?${query}` });

  it('lists the months of a range with calendar facts, 50 per page by default', async () => {
    const response = await get('from=2025-12&to=2026-02');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalCount: 3,
      items: [
        // December 2025: 31 days from Monday 1 Dec; weekends 6,7,13,14,20,21,27,28 = 8; weekdays 23
        {
          accountingMonthId: '2025-12',
          startDate: '2025-12-01',
          endDate: '2025-12-31',
          calendarDays: 31,
          weekdays: 23,
          weekendDays: 8,
        },
        // January 2026: 31 days from Thursday 1 Jan; weekends 3,4,10,11,17,18,24,25,31 = 9; weekdays 22
        {
          accountingMonthId: '2026-01',
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          calendarDays: 31,
          weekdays: 22,
          weekendDays: 9,
        },
        {
          accountingMonthId: '2026-02',
          startDate: '2026-02-01',
          endDate: '2026-02-28',
          calendarDays: 28,
          weekdays: 20,
          weekendDays: 8,
        },
      ],
    });
    const tenYears = await get('from=2020-01&to=2029-12');
    expect(tenYears.json().totalCount).toBe(120);
    expect(tenYears.json().items).toHaveLength(50);
  });

  it('pages with skip and take', async () => {
    const response = await get('from=2026-01&to=2026-12&skip=10&take=5');
    expect(response.json().items.map((item: { accountingMonthId: string }) => item.accountingMonthId)).toEqual([
      '2026-11',
      '2026-12',
    ]);
  });

  it.each([
    ['from=2026-13&to=2026-12', 'from', 'Date must be in YYYY-MM format with a valid month (01-12)'],
    ['from=2026-01&to=2026-1', 'to', 'Date must be in YYYY-MM format with a valid month (01-12)'],
    ['to=2026-01', 'from', 'Date must be in YYYY-MM format with a valid month (01-12)'],
    ['from=2026-01&to=2026-02&take=200', 'take', 'Too big: expected number to be <200'],
    ['from=2026-01&to=2026-02&take=0', 'take', 'Too small: expected number to be >0'],
    ['from=2026-01&to=2026-02&skip=-1', 'skip', 'Too small: expected number to be >=0'],
    ['from=2026-01&to=2026-02&colour=red', '', 'Unrecognized key: "colour"'],
    ['from=2026-03&to=2026-02', 'to', "'to' must not be before 'from'"],
  ])('%s answers 400 on %j: %s', async (query, path, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Request validation failed',
      errors: [expect.objectContaining({ in: 'querystring', path, message })],
    });
  });
});
