import { describe, expect, it } from 'vitest';
import { POLICY_TYPES as CONTRACT_POLICY_TYPES } from '../../../../src/contracts/employee-enums.ts';
import { POLICY_GAP_KINDS as CONTRACT_GAP_KINDS } from '../../../../src/contracts/policies.ts';
import {
  dayOf,
  POLICY_GAP_KINDS,
  POLICY_TYPES,
  parsePoliciesSearch,
  policiesSearch,
  toGapsQuery,
  toInsuredQuery,
  withDay,
} from './policies-search.ts';

const TODAY = '2026-11-29';

describe('the policies URL state', () => {
  it('mirrors the contract', () => {
    expect(POLICY_GAP_KINDS).toEqual(CONTRACT_GAP_KINDS);
    expect([...POLICY_TYPES].sort()).toEqual([...CONTRACT_POLICY_TYPES].sort());
  });

  it('keeps valid values and drops invalid ones and defaults', () => {
    expect(
      parsePoliciesSearch({
        date: '2026-02-28',
        kind: 'POLICY_NOT_FOUND',
        type: 'KTG',
        search: '  Meier ',
        page: '3',
        sortBy: 'NAME',
        lang: 'fr',
      }),
    ).toEqual({ date: '2026-02-28', kind: 'POLICY_NOT_FOUND', type: 'KTG', search: 'Meier', page: 3 });
    expect(parsePoliciesSearch({ date: '2026-02-30', kind: 'LOST', type: 'AHV', search: '   ', page: 1 })).toEqual({});
    // The router reads `?search=1001` as a number: it is read back as the text typed.
    expect(parsePoliciesSearch({ search: 1001 })).toEqual({ search: '1001' });
  });

  it('reads the day from the URL, else today', () => {
    expect(dayOf({}, TODAY)).toBe(TODAY);
    expect(dayOf({ date: '2026-01-01' }, TODAY)).toBe('2026-01-01');
  });

  it('leaves today out of the URL and starts the gap list again on its first page for a new day', () => {
    const previous = { lang: 'de', date: '2026-01-01', kind: 'NO_POLICY', page: 4 };
    expect(withDay(previous, '2026-03-01', TODAY)).toEqual({ lang: 'de', date: '2026-03-01', kind: 'NO_POLICY' });
    expect(withDay(previous, TODAY, TODAY)).toEqual({ lang: 'de', kind: 'NO_POLICY' });
    expect(withDay(previous, null, TODAY)).toEqual({ lang: 'de', kind: 'NO_POLICY' });
  });

  it('keeps the day when the filters are cleared', () => {
    expect(policiesSearch.clearFilters({ date: '2026-01-01', kind: 'NO_POLICY', search: 'x', page: 2 })).toEqual({
      date: '2026-01-01',
    });
  });

  it('asks for the gaps of the day with the filters and the page', () => {
    expect(toGapsQuery({}, TODAY)).toEqual({ date: TODAY, skip: 0, take: 25 });
    expect(
      toGapsQuery({ date: '2026-01-01', kind: 'GROUP_MISMATCH', type: 'UVG', search: 'Frei', page: 3 }, TODAY),
    ).toEqual({ date: '2026-01-01', kind: 'GROUP_MISMATCH', policyType: 'UVG', search: 'Frei', skip: 50, take: 25 });
  });

  it("asks for one policy's insured with the drawer's search and page", () => {
    const policy = { policyType: 'KTG', policyNumber: 'KTG-77-1201' } as const;
    expect(toInsuredQuery(policy, TODAY, '  ', 1)).toEqual({
      date: TODAY,
      policyType: 'KTG',
      policyNumber: 'KTG-77-1201',
      skip: 0,
      take: 25,
    });
    expect(toInsuredQuery(policy, TODAY, ' Meier ', 2)).toMatchObject({ search: 'Meier', skip: 25 });
    expect(toInsuredQuery(policy, TODAY, 'x', 0)).toMatchObject({ skip: 0 });
  });
});
