import { describe, expect, it } from 'vitest';
import { AREAS } from '../../../../src/contracts/areas.ts';
import {
  CLAIM_PROCESSING_STATUSES as CONTRACT_PROCESSING_STATUSES,
  CASE_SORT_FIELDS as CONTRACT_SORT_FIELDS,
} from '../../../../src/contracts/cases.ts';
import { CASE_STATUSES as DOMAIN_STATUSES } from '../../../../src/domain/sick-pay/types.ts';
import { parseCaseDetailSearch } from './case-detail-search.ts';
import {
  ariaSort,
  CASE_AREAS,
  CASE_SORT_FIELDS,
  CASE_STATUSES,
  CLAIM_PROCESSING_STATUSES,
  clearFilters,
  hasActiveFilters,
  parseCasesSearch,
  toCasesQuery,
  toggleSort,
  withFilter,
} from './cases-search.ts';

describe('case list search params', () => {
  it('has the contract lists (kept here so the screens load no schema)', () => {
    expect(CASE_STATUSES).toEqual(DOMAIN_STATUSES);
    expect(CLAIM_PROCESSING_STATUSES).toEqual(CONTRACT_PROCESSING_STATUSES);
    expect(CASE_SORT_FIELDS).toEqual(CONTRACT_SORT_FIELDS);
  });

  it('lists the three areas at the paths of the contract', () => {
    for (const [id, area] of Object.entries(CASE_AREAS)) {
      expect(AREAS.find((candidate) => candidate.id === id)?.path).toBe(area.path);
      expect(area.detailPath).toBe(`${area.path}/$caseId`);
    }
    expect(CASE_AREAS.uvgCases.claimType).toBe('ACCIDENT');
    expect(CASE_AREAS.ktgCases.claimType).toBe('SICK');
    expect(CASE_AREAS.cases.claimType).toBe('SICK');
  });

  it('keeps valid values, drops invalid ones and defaults', () => {
    expect(
      parseCasesSearch({
        search: 1001,
        from: '2026-03-01',
        to: 'soon',
        status: 'CLOSED',
        subunit: ' ZH-HQ ',
        group: '',
        risk: 'yes',
        lfz: 'maybe',
        processing: 'PROCESSED',
        sortBy: 'RISK_COUNTER',
        sortOrder: 'DESC',
        page: '3',
        pageSize: 50,
        lang: 'fr',
      }),
    ).toEqual({
      search: '1001',
      from: '2026-03-01',
      status: 'CLOSED',
      subunit: 'ZH-HQ',
      risk: 'yes',
      processing: 'PROCESSED',
      sortBy: 'RISK_COUNTER',
      page: 3,
    });
    expect(parseCasesSearch({ status: 'OPEN', sortBy: 'START_DATE', page: 1, pageSize: 7 })).toEqual({});
  });

  it('reads a reversed date range the right way round', () => {
    expect(parseCasesSearch({ from: '2026-05-01', to: '2026-01-01' })).toEqual({
      from: '2026-01-01',
      to: '2026-05-01',
    });
  });

  it("builds the server's query with the area's claim type", () => {
    expect(toCasesQuery({}, 'cases')).toEqual({
      claimTypes: 'SICK',
      sortBy: 'START_DATE',
      sortOrder: 'DESC',
      skip: 0,
      take: 50,
    });
    expect(
      toCasesQuery(
        {
          search: 'Muster',
          status: 'CLOSED',
          subunit: 'ZH',
          group: 'MONTHLY',
          risk: 'no',
          lfz: 'yes',
          processing: 'UNASSIGNED',
          page: 3,
          pageSize: 25,
          sortBy: 'START_DATE',
        },
        'uvgCases',
      ),
    ).toEqual({
      claimTypes: 'ACCIDENT',
      search: 'Muster',
      status: 'CLOSED',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      withinShorttermRisk: 'false',
      withinContinuationOfPayment: 'true',
      processingStatuses: 'UNASSIGNED',
      sortBy: 'START_DATE',
      sortOrder: 'DESC',
      skip: 50,
      take: 25,
    });
  });

  it('the insurance lists put the cases that pay first: most benefit days used (C7), then the latest start', () => {
    // Decision 0042: a KTG list sorted by start date showed CHF 0.00 cases (waiting period only) first.
    for (const areaId of ['ktgCases', 'uvgCases'] as const) {
      expect(toCasesQuery({}, areaId)).toMatchObject({ sortBy: 'RISK_COUNTER', sortOrder: 'DESC' });
      expect(ariaSort({}, 'RISK_COUNTER', areaId)).toBe('descending');
      // The default stays out of the URL; another sort is kept.
      expect(parseCasesSearch({ sortBy: 'RISK_COUNTER', sortOrder: 'DESC' }, areaId)).toEqual({});
      expect(parseCasesSearch({ sortBy: 'START_DATE' }, areaId)).toEqual({ sortBy: 'START_DATE' });
      expect(toggleSort({}, 'START_DATE', areaId)).toEqual({ sortBy: 'START_DATE' });
    }
    expect(toCasesQuery({}, 'ktgCases').claimTypes).toBe('SICK');
    expect(toCasesQuery({}, 'uvgCases').claimTypes).toBe('ACCIDENT');
    // The case management list keeps the newest absences first.
    expect(toCasesQuery({}, 'cases')).toMatchObject({ sortBy: 'START_DATE', sortOrder: 'DESC' });
  });

  it('starts again on page 1 when a filter changes, and keeps other keys', () => {
    expect(withFilter({ page: 4, lang: 'it' }, { status: 'DENIED' })).toEqual({ lang: 'it', status: 'DENIED' });
  });

  it('flips the order on the same column; dates and benefit days start with the most', () => {
    expect(toggleSort({}, 'START_DATE')).toEqual({ sortOrder: 'ASC' });
    expect(toggleSort({}, 'RISK_COUNTER')).toEqual({ sortBy: 'RISK_COUNTER' });
    expect(toggleSort({ sortBy: 'RISK_COUNTER' }, 'RISK_COUNTER')).toEqual({
      sortBy: 'RISK_COUNTER',
      sortOrder: 'ASC',
    });
    expect(toggleSort({ page: 2 }, 'LAST_NAME')).toEqual({ sortBy: 'LAST_NAME', sortOrder: 'ASC' });
    expect(ariaSort({ sortBy: 'LAST_NAME', sortOrder: 'ASC' }, 'LAST_NAME')).toBe('ascending');
    expect(ariaSort({}, 'START_DATE')).toBe('descending');
    expect(ariaSort({}, 'LAST_NAME')).toBe('none');
  });

  it('clears the filters but keeps sort and page size', () => {
    const search = { search: 'x', risk: 'yes', sortBy: 'LAST_NAME', pageSize: 100, page: 2 } as const;
    expect(hasActiveFilters(search)).toBe(true);
    expect(clearFilters(search)).toEqual({ sortBy: 'LAST_NAME', pageSize: 100 });
    expect(hasActiveFilters(clearFilters(search))).toBe(false);
  });

  it('keeps a valid day for the detail', () => {
    expect(parseCaseDetailSearch({ day: '2026-04-02', lang: 'de' })).toEqual({ day: '2026-04-02' });
    expect(parseCaseDetailSearch({ day: '2026-13-02' })).toEqual({});
  });
});
