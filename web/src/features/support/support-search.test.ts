import { describe, expect, it } from 'vitest';
import {
  adminSupportSearch,
  parseAdminSupportSearch,
  parseSupportSearch,
  supportSearch,
  toAdminSupportQuery,
  toSupportQuery,
} from './support-search.ts';

const TENANT = '6f1c2b0e-8d3a-4c5e-9f70-1a2b3c4d5e6f';

describe('the support lists in the URL', () => {
  it('reads status and page; drops what the server would refuse; keeps nothing else of its own', () => {
    expect(parseSupportSearch({ status: 'ANSWERED', page: '2', lang: 'fr' })).toEqual({ status: 'ANSWERED', page: 2 });
    expect(parseSupportSearch({ status: 'WAITING', page: '0' })).toEqual({});
    expect(parseAdminSupportSearch({ status: 'OPEN', tenant: TENANT, page: 3 })).toEqual({
      status: 'OPEN',
      tenant: TENANT,
      page: 3,
    });
    // Not a tenant id: left out.
    expect(parseAdminSupportSearch({ tenant: 'Alpenblick AG' })).toEqual({});
  });

  it('turns the state into the query: page 3 of 25 skips 50; the tenant becomes tenantId', () => {
    expect(toSupportQuery({ status: 'CLOSED', page: 3 })).toEqual({ status: 'CLOSED', skip: 50, take: 25 });
    expect(toSupportQuery({})).toEqual({ skip: 0, take: 25 });
    expect(toAdminSupportQuery({ tenant: TENANT, status: 'OPEN' })).toEqual({
      tenantId: TENANT,
      status: 'OPEN',
      skip: 0,
      take: 25,
    });
  });

  it('counts status and tenant as filters, the page not; a filter change starts on the first page', () => {
    expect(supportSearch.hasActiveFilters({ page: 2 })).toBe(false);
    expect(supportSearch.hasActiveFilters({ status: 'OPEN' })).toBe(true);
    expect(adminSupportSearch.hasActiveFilters({ tenant: TENANT })).toBe(true);
    expect(adminSupportSearch.withFilter({ page: 4, lang: 'de' }, { status: 'OPEN' })).toEqual({
      lang: 'de',
      status: 'OPEN',
    });
  });
});
