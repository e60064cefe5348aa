// Who reads the case detail: a tenant user through the tenant routes (no provider), or an internal admin on behalf
// of a tenant (decision 0025) through the admin routes — GET /admin/case/{ktgCaseId} and its explanation — with
// the tenant's subunit and group names from the admin's tenant read (a tenant route such as GET /tenant/info is not
// the admin's). The case detail's components ask this context instead of taking the source as props.
import { createContext, useContext } from 'react';

export type AdminCaseAccess = {
  tenantId: string;
  subunits: ReadonlyMap<string, string>;
  groups: ReadonlyMap<string, string>;
};

export const AdminCaseContext = createContext<AdminCaseAccess | null>(null);

/** The admin's access when the case is read by an internal admin, else null (a tenant user). */
export function useAdminCaseAccess(): AdminCaseAccess | null {
  return useContext(AdminCaseContext);
}
