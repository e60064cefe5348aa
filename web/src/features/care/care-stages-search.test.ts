import { describe, expect, it } from 'vitest';
import {
  CARE_STAGE_LEVEL_MAX,
  CARE_STAGE_SORT_FIELDS as CONTRACT_FIELDS,
} from '../../../../src/contracts/care-stages.ts';
import {
  CARE_STAGE_SORT_FIELDS,
  LEVEL_FILTERS,
  parseCareStagesSearch,
  toCareStagesQuery,
} from './care-stages-search.ts';

describe('care stages list search', () => {
  it('knows the contract sort fields and every level', () => {
    expect([...CARE_STAGE_SORT_FIELDS]).toEqual([...CONTRACT_FIELDS]);
    expect(LEVEL_FILTERS.filter((level) => level !== 'none')).toHaveLength(CARE_STAGE_LEVEL_MAX);
  });

  it('defaults to the highest level first on page 1 and leaves defaults out of the URL', () => {
    expect(parseCareStagesSearch({ sortBy: 'LEVEL', sortOrder: 'DESC', lang: 'fr' })).toEqual({});
    expect(toCareStagesQuery({})).toEqual({ sortBy: 'LEVEL', sortOrder: 'desc', skip: 0, take: 25 });
  });

  it('sends the level as the API counts it: "none" is level 0; page 3 skips 2 × 25 = 50', () => {
    const search = parseCareStagesSearch({ level: 'none', page: '3', search: ' Muster ', subunit: 'ZH' });
    expect(toCareStagesQuery(search)).toEqual({
      search: 'Muster',
      level: 0,
      companySubunitId: 'ZH',
      sortBy: 'LEVEL',
      sortOrder: 'desc',
      skip: 50,
      take: 25,
    });
    // A level the URL carries as a number (the router parses JSON-looking values) is read as its text.
    expect(toCareStagesQuery(parseCareStagesSearch({ level: 2 })).level).toBe(2);
    expect(parseCareStagesSearch({ level: '11' })).toEqual({});
  });
});
