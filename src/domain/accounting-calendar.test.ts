import { describe, expect, it } from 'vitest';
import { accountingMonthFacts, accountingMonthsBetween, countAccountingMonths } from './accounting-calendar.ts';

describe('accounting calendar (C1 calendar days, C12 month = calendar month)', () => {
  it('describes February 2026: 28 days, 1 Feb is a Sunday, so 4 full weeks = 20 weekdays + 8 weekend days', () => {
    expect(accountingMonthFacts('2026-02')).toEqual({
      accountingMonthId: '2026-02',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      calendarDays: 28,
      weekdays: 20,
      weekendDays: 8,
    });
  });

  it('describes November 2026: 30 days from Sunday 1 Nov; weekends 1,7,8,14,15,21,22,28,29 = 9, weekdays 21', () => {
    expect(accountingMonthFacts('2026-11')).toMatchObject({ calendarDays: 30, weekendDays: 9, weekdays: 21 });
  });

  it('describes leap February 2024: 29 days, Thu 1 Feb; weekends 3,4,10,11,17,18,24,25 = 8, weekdays 21', () => {
    expect(accountingMonthFacts('2024-02')).toMatchObject({ endDate: '2024-02-29', calendarDays: 29, weekdays: 21 });
  });

  it('counts months inclusively across a year boundary', () => {
    expect(countAccountingMonths('2025-11', '2026-02')).toBe(4);
    expect(countAccountingMonths('2026-02', '2026-02')).toBe(1);
    expect(countAccountingMonths('2026-03', '2026-02')).toBe(0);
  });

  it('pages through a range', () => {
    const page = accountingMonthsBetween('2025-11', '2026-02', 1, 2);
    expect(page.totalCount).toBe(4);
    expect(page.items.map((item) => item.accountingMonthId)).toEqual(['2025-12', '2026-01']);
    expect(accountingMonthsBetween('2025-11', '2026-02', 3, 10).items.map((i) => i.accountingMonthId)).toEqual([
      '2026-02',
    ]);
    expect(accountingMonthsBetween('2025-11', '2026-02', 4, 10).items).toEqual([]);
  });

  it('rejects malformed months', () => {
    expect(() => accountingMonthFacts('2026-13')).toThrow(RangeError);
    expect(() => accountingMonthFacts('2026-1')).toThrow(RangeError);
  });
});
