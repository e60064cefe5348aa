// GET /api/modular/tenant/info for the case screens' unit names (use-unit-names.ts), under the tenant feature's own
// query key (tenantKeys.info(), checked by get-tenant-units.test.ts), so the case screens, the employee screens and
// the admin's invalidation of `tenantKeys.all` share one cached answer. Asked for here rather than through the tenant
// feature's index because that index also names the company settings' tables and cards: through it, the case
// detail loaded ~10 more files before its first paint (issue 28, decision 0045). The case detail opened as the
// browser's page has the read under way already (early-case-reads.ts).
import { queryOptions } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { earlyReadKeys, takeEarlyAnswer, takeEarlyRead } from './early-case-reads.ts';

/** Equal to the tenant feature's `tenantKeys.info()`. */
export const TENANT_INFO_KEY = ['tenant', 'info'] as const;

export const tenantUnitsQueryOptions = () =>
  queryOptions({
    queryKey: TENANT_INFO_KEY,
    queryFn: ({ signal }) =>
      takeEarlyRead<ApiResponse<'tenantInfo'>>(earlyReadKeys.tenantInfo) ?? apiRequest('tenantInfo', { signal }),
    initialData: () => takeEarlyAnswer<ApiResponse<'tenantInfo'>>(earlyReadKeys.tenantInfo),
  });
