// The home page's absence-rate tile (issue 32 point 6), pure: the query (the whole company, the last complete month
// and the one before, by month) and what the tile shows of the answer.
import type { AbsenceRateResult, RateFigureDto } from '../../../../src/contracts/analytics.ts';
import type { AnalyticsQueryInput } from './analytics-search.ts';
import { addMonths, lastCompleteMonths } from './months.ts';

export function homeRateQuery(today: string): AnalyticsQueryInput {
  const { from, to } = lastCompleteMonths(today, 2);
  return {
    from,
    to,
    unit: 'MONTH',
    dimension: null,
    companySubunitIds: [],
    processingGroupIds: [],
    employmentTypes: [],
    categories: ['SICKNESS', 'ACCIDENT', 'OTHER'],
  };
}

/** The last complete month's figure and the month before's (absent when the server has no figure for it). */
export function homeRateFigures(
  result: AbsenceRateResult,
  today: string,
): { last: RateFigureDto | undefined; before: RateFigureDto | undefined } {
  const lastMonth = addMonths(today.slice(0, 7), -1);
  const monthBefore = addMonths(lastMonth, -1);
  const byPeriod = new Map(result.total.periods.map((figure) => [figure.period, figure]));
  return { last: byPeriod.get(lastMonth), before: byPeriod.get(monthBefore) };
}
