// Organisation units between the contract's shape ({ superior: { employeeId, companySubunitId } }) and their row.
import type { OrganizationUnit } from '../contracts/tenant.ts';
import type { organizationUnits } from './schema/tenant-configuration.ts';

type UnitRow = typeof organizationUnits.$inferSelect;

export function organizationUnitRow(tenantId: string, unit: OrganizationUnit): typeof organizationUnits.$inferInsert {
  return {
    tenantId,
    organizationId: unit.organizationId,
    parentOrganizationId: unit.parentOrganizationId,
    descriptionDe: unit.descriptionDe,
    descriptionEn: unit.descriptionEn,
    descriptionFr: unit.descriptionFr,
    descriptionIt: unit.descriptionIt,
    descriptionShort: unit.descriptionShort,
    superiorEmployeeId: unit.superior?.employeeId ?? null,
    superiorCompanySubunitId: unit.superior?.companySubunitId ?? null,
  };
}

export function organizationUnitOf(row: UnitRow): OrganizationUnit {
  return {
    organizationId: row.organizationId,
    parentOrganizationId: row.parentOrganizationId,
    descriptionDe: row.descriptionDe,
    descriptionEn: row.descriptionEn,
    descriptionFr: row.descriptionFr,
    descriptionIt: row.descriptionIt,
    descriptionShort: row.descriptionShort,
    superior: row.superiorEmployeeId
      ? { employeeId: row.superiorEmployeeId, companySubunitId: row.superiorCompanySubunitId }
      : null,
  };
}
