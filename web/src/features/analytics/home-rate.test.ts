import { describe, expect, it } from 'vitest';
import type { AbsenceRateResult } from '../../../../src/contracts/analytics.ts';
import { homeRateFigures, homeRateQuery } from './home-rate.ts';

describe('home page absence-rate tile', () => {
  it('asks for the whole company, the last complete month and the month before', () => {
    // On 29 November 2026: October (last complete) and September.
    expect(homeRateQuery('2026-11-29')).toEqual({
      from: '2026-09',
      to: '2026-10',
      unit: 'MONTH',
      dimension: null,
      companySubunitIds: [],
      processingGroupIds: [],
      employmentTypes: [],
      categories: ['SICKNESS', 'ACCIDENT', 'OTHER'],
    });
    // In January: December and November of the year before.
    expect(homeRateQuery('2027-01-03')).toMatchObject({ from: '2026-11', to: '2026-12' });
  });

  it('picks the two months of the answer by period', () => {
    const figure = (period: string, rate: number) =>
      ({ period, rate }) as unknown as AbsenceRateResult['total']['periods'][number];
    const result = { total: { periods: [figure('2026-09', 4.85), figure('2026-10', 5.25)] } } as AbsenceRateResult;
    const { last, before } = homeRateFigures(result, '2026-11-29');
    expect(last?.rate).toBe(5.25);
    expect(before?.rate).toBe(4.85);
    expect(
      homeRateFigures({ total: { periods: [] } } as unknown as AbsenceRateResult, '2026-11-29').last,
    ).toBeUndefined();
  });
});
