// The tenant's subunits and processing groups by id (GET /tenant/info, cached, the lookup the employee screens use:
// api/get-tenant-units.ts): names for display and the options of the list's filters. An id the configuration no
// longer knows keeps its code.
import { useQuery } from '@tanstack/react-query';
import { useAdminCaseAccess } from '../admin-case-context.ts';
import { tenantUnitsQueryOptions } from '../api/get-tenant-units.ts';

type Option = { value: string; label: string };

const sortedOptions = (names: ReadonlyMap<string, string>): Option[] =>
  [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));

/** The options with the current value added when the configuration does not know it (a link from elsewhere). */
export function withCurrent(options: Option[], current: string | undefined): Option[] {
  return current === undefined || options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: current }];
}

/** The names from GET /tenant/info, or for an internal admin from the admin's tenant read (decision 0025). */
export function useUnitNames() {
  const admin = useAdminCaseAccess();
  const info = useQuery({ ...tenantUnitsQueryOptions(), enabled: admin === null });
  const subunits =
    admin?.subunits ??
    new Map(
      (info.data?.companySubunits ?? []).map((unit) => [unit.companySubunitId, unit.name || unit.companySubunitId]),
    );
  const groups =
    admin?.groups ??
    new Map(
      (info.data?.processingGroups ?? []).map((group) => [
        group.processingGroupId,
        group.name || group.processingGroupId,
      ]),
    );
  const subunitName = (id: string | null) => (id === null ? null : (subunits.get(id) ?? id));
  const groupName = (id: string | null) => (id === null ? null : (groups.get(id) ?? id));
  return {
    subunitName,
    groupName,
    /** "Subunit · Group" on one line (phone cards), the parts that are set. */
    unitsLine: (subunitId: string | null, groupId: string | null) =>
      [subunitName(subunitId), groupName(groupId)].filter(Boolean).join(' · '),
    subunitOptions: sortedOptions(subunits),
    groupOptions: sortedOptions(groups),
  };
}
