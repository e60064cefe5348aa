// What an employee upload checks against the company (issue 11; docs/decisions/0011-employee-uploads.md): the
// company's organisation (subunits, processing groups, KAV) and the fields KAV requires (the lines' codes and texts:
// row-issues.ts). Used by the reading (employee-upload.reading.ts) and the applying phase (employee-upload.timeline.ts).
import type { EmployeeData } from '../../../contracts/employees.ts';
import { KAV_REQUIRED_FIELDS } from '../../../contracts/kav.ts';
import type { Queryable } from '../../../db/client.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import type { EmployeeRowError, EmployeeRowFields } from './columns/employee-row.ts';

/** The record fields the spec requires when the company has KAV (spec §5 "Required for KAV"; one list, the contract's). */
const KAV_REQUIRED: readonly (keyof EmployeeData)[] = KAV_REQUIRED_FIELDS;

export type Organisation = {
  subunits: Set<string> | null;
  groups: Set<string> | null;
  hasKav: boolean;
};

export async function organisationOf(tx: Queryable, tenantId: string): Promise<Organisation> {
  const current = await currentConfigurationVersion(tx, tenantId);
  if (!current) return { subunits: null, groups: null, hasKav: false };
  const configuration = current.configuration as {
    companySubunits?: { companySubunitId: string }[];
    processingGroups?: { processingGroupId: string }[];
    insuranceConfiguration?: { insuredProducts?: string[] };
  };
  return {
    subunits: new Set((configuration.companySubunits ?? []).map((unit) => unit.companySubunitId)),
    groups: new Set((configuration.processingGroups ?? []).map((group) => group.processingGroupId)),
    hasKav: configuration.insuranceConfiguration?.insuredProducts?.includes('KAV') ?? false,
  };
}

export function organisationErrors(fields: EmployeeRowFields, organisation: Organisation): EmployeeRowError[] {
  const errors: EmployeeRowError[] = [];
  const subunit = fields.companySubunitId;
  if (subunit && organisation.subunits && !organisation.subunits.has(subunit)) {
    errors.push({ column: 'companySubunitId', value: subunit, code: 'unknownSubunit' });
  }
  const group = fields.processingGroupId;
  if (group && organisation.groups && !organisation.groups.has(group)) {
    errors.push({ column: 'processingGroupId', value: group, code: 'unknownProcessingGroup' });
  }
  return errors;
}

/** The fields KAV requires that the record lacks (each a line: kavRequired with the field). */
export function kavIssues(data: EmployeeData): string[] {
  return KAV_REQUIRED.filter((field) => {
    const value = data[field];
    return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  });
}
