import { describe, expect, it } from 'vitest';
import {
  parseCaseManagementRequestsSearch,
  requestStatusOf,
  toCaseManagementRequestsQuery,
  withRequestStatus,
} from './requests-search.ts';

describe('requests inbox in the URL', () => {
  it('opens on OPEN (left out of the URL); other statuses and "all" are kept, nonsense dropped', () => {
    expect(parseCaseManagementRequestsSearch({})).toEqual({});
    expect(parseCaseManagementRequestsSearch({ status: 'OPEN', page: '1' })).toEqual({});
    expect(parseCaseManagementRequestsSearch({ status: 'DECLINED', page: '3', lang: 'fr' })).toEqual({
      status: 'DECLINED',
      page: 3,
    });
    expect(parseCaseManagementRequestsSearch({ status: 'all' })).toEqual({ status: 'all' });
    expect(parseCaseManagementRequestsSearch({ status: 'closed', page: 'x' })).toEqual({});
    expect(requestStatusOf({})).toBe('OPEN');
  });

  it('asks OPEN by default, no status for "all"; page 2 → skip 25', () => {
    expect(toCaseManagementRequestsQuery({})).toEqual({ status: 'OPEN', skip: 0, take: 25 });
    expect(toCaseManagementRequestsQuery({ status: 'all', page: 2 })).toEqual({ skip: 25, take: 25 });
  });

  it('a new status starts on page 1 and keeps the language', () => {
    expect(withRequestStatus({ status: 'DECLINED', page: 3, lang: 'de' }, 'OPEN')).toEqual({ lang: 'de' });
    expect(withRequestStatus({ page: 3 }, 'ACCEPTED')).toEqual({ status: 'ACCEPTED' });
  });
});
