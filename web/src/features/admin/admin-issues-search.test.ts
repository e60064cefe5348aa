import { describe, expect, it } from 'vitest';
import { adminIssuesSearch, parseAdminIssuesSearch, toAdminIssuesQuery } from './admin-issues-search.ts';

const TENANT = '6f1c2b0e-8d3a-4c5e-9f70-1a2b3c4d5e6f';

describe('the admin issues list in the URL', () => {
  it('reads tenant, severity, type, dismissed and page; drops what the server would refuse', () => {
    expect(
      parseAdminIssuesSearch({
        tenant: TENANT,
        severity: '4',
        type: 'ABSENCE_DUPLICATED',
        dismissed: 'true',
        page: '3',
        lang: 'fr',
      }),
    ).toMatchObject({ tenant: TENANT, severity: 4, type: 'ABSENCE_DUPLICATED', dismissed: true, page: 3 });
    // Not a tenant id, a severity outside 1-5, an unknown type, a flag other than true: left out.
    expect(parseAdminIssuesSearch({ tenant: 'Alpha', severity: '6', type: 'NOPE', dismissed: 'no' })).toEqual({});
  });

  it('turns the state into the query: page 3 of 25 skips 50; the flag becomes includeIgnored', () => {
    expect(toAdminIssuesQuery({ tenant: TENANT, severity: 2, dismissed: true, page: 3 })).toEqual({
      tenantId: TENANT,
      severity: 2,
      includeIgnored: 'true',
      skip: 50,
      take: 25,
    });
    expect(toAdminIssuesQuery({})).toEqual({ skip: 0, take: 25 });
  });

  it('counts tenant, severity, type and dismissed as filters, the page not', () => {
    expect(adminIssuesSearch.hasActiveFilters({ page: 2 })).toBe(false);
    expect(adminIssuesSearch.hasActiveFilters({ tenant: TENANT })).toBe(true);
    expect(adminIssuesSearch.hasActiveFilters({ dismissed: true })).toBe(true);
  });
});
