// The case screens read GET /tenant/info under the tenant feature's own key (get-tenant-units.ts): one cached answer
// for every screen, and the admin's invalidation of `tenantKeys.all` reaches it. A key of its own would still work
// but ask the server twice and miss that invalidation.
import { describe, expect, it } from 'vitest';
import { tenantKeys } from '../../tenant/index.ts';
import { TENANT_INFO_KEY, tenantUnitsQueryOptions } from './get-tenant-units.ts';

describe('tenantUnitsQueryOptions', () => {
  it("uses the tenant feature's key of GET /tenant/info", () => {
    expect(TENANT_INFO_KEY).toEqual(tenantKeys.info());
    expect(tenantUnitsQueryOptions().queryKey).toEqual(tenantKeys.info());
    // Below tenantKeys.all, which the admin feature invalidates after a configuration change.
    expect(TENANT_INFO_KEY.slice(0, tenantKeys.all.length)).toEqual([...tenantKeys.all]);
  });
});
