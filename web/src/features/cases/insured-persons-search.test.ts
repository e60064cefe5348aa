import { describe, expect, it } from 'vitest';
import { INSURED_PERSON_SORT_FIELDS as CONTRACT_FIELDS } from '../../../../src/contracts/insured-persons.ts';
import {
  INSURED_PERSON_SORT_FIELDS,
  parseInsuredPersonsSearch,
  toggleInsuredPersonsSort,
  toInsuredPersonsQuery,
  updateInsuredPersonsSearch,
} from './insured-persons-search.ts';

describe('insured persons search', () => {
  it("keeps the contract's sort fields", () => {
    expect(INSURED_PERSON_SORT_FIELDS).toEqual(CONTRACT_FIELDS);
  });

  it('drops defaults and invalid values, reads numbers as text', () => {
    expect(parseInsuredPersonsSearch({ search: 1001, sortBy: 'LAST_NAME', sortOrder: 'ASC', page: 1 })).toEqual({
      search: '1001',
    });
    expect(parseInsuredPersonsSearch({ sortBy: 'AGE', page: 'x' })).toEqual({});
  });

  it('builds the query of a page', () => {
    expect(toInsuredPersonsQuery({ search: 'zell', page: 3 })).toEqual({
      search: 'zell',
      sortBy: 'LAST_NAME',
      sortOrder: 'ASC',
      skip: 50,
      take: 25,
    });
  });

  it('reads the filters from the URL and sends them as the contract names them (decision 0029)', () => {
    const state = parseInsuredPersonsSearch({
      type: 'ACCIDENT',
      status: 'CLOSED',
      open: 'no',
      subunit: ' ZH ',
      group: 'MONTHLY',
      lang: 'de',
    });
    expect(state).toEqual({ type: 'ACCIDENT', status: 'CLOSED', open: 'no', subunit: 'ZH', group: 'MONTHLY' });
    expect(toInsuredPersonsQuery(state)).toEqual({
      claimTypes: 'ACCIDENT',
      caseStatus: 'CLOSED',
      hasOpenCase: 'false',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      sortBy: 'LAST_NAME',
      sortOrder: 'ASC',
      skip: 0,
      take: 25,
    });
    expect(toInsuredPersonsQuery({ open: 'yes' }).hasOpenCase).toBe('true');
    // Unknown values and lists (one value per filter) are dropped.
    expect(parseInsuredPersonsSearch({ type: 'ILLNESS', status: 'OPEN', open: 'maybe', subunit: 'ZH,BE' })).toEqual({});
    expect(updateInsuredPersonsSearch({ type: 'SICK', page: 3 }, { type: undefined, page: undefined })).toEqual({});
  });

  it('sorts: the same column flips, the latest case starts newest first; keeps lang', () => {
    expect(toggleInsuredPersonsSort({ lang: 'fr' }, 'LATEST_CASE')).toEqual({
      lang: 'fr',
      sortBy: 'LATEST_CASE',
      sortOrder: 'DESC',
    });
    expect(toggleInsuredPersonsSort({ page: 2 }, 'LAST_NAME')).toEqual({ sortOrder: 'DESC' });
    expect(updateInsuredPersonsSearch({ search: 'a', page: 2 }, { search: undefined })).toEqual({ page: 2 });
  });
});
