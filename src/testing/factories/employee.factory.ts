import { employeeData } from '../../contracts/employees.ts';
import type { Database } from '../../db/client.ts';
import { employeeRecordRow, refreshDisplayRecords } from '../../db/employee-records.ts';
import { employeeRecords } from '../../db/schema/employees.ts';
import { swissToday } from '../../server/access/superior-scope.ts';

let sequence = 0;

/** One temporal employee record inserted directly (fixtures for scope and isolation tests). */
export async function createEmployeeRecord(
  database: Database,
  tenantId: string,
  employeeId: string,
  options: {
    validFrom?: string;
    validTo?: string | null;
    superiorId?: string;
    firstName?: string;
    lastName?: string;
    data?: Record<string, unknown>;
  } = {},
) {
  sequence += 1;
  const firstName = options.firstName ?? `Vorname${sequence}`;
  const lastName = options.lastName ?? `Nachname${sequence}`;
  const personnelNumber = `P-${sequence}`;
  // Stored data is always the parsed contract output (as the API stores it), defaults included.
  const data = employeeData.parse({
    personnelNumber,
    firstName,
    lastName,
    companySubunitId: null,
    processingGroupId: null,
    connections: options.superiorId ? [{ employeeId: options.superiorId, kind: 'SUPERIOR' }] : [],
    ...options.data,
  });
  const [row] = await database.db
    .insert(employeeRecords)
    .values(
      employeeRecordRow(tenantId, {
        employeeId,
        validFrom: options.validFrom ?? '2020-01-01',
        validTo: options.validTo ?? null,
        data,
      }),
    )
    .returning();
  if (!row) throw new Error('employee record insert returned nothing');
  await refreshDisplayRecords(database.db, tenantId, swissToday(), [employeeId]);
  return row;
}

/**
 * The sick-pay tests' employee: employed since 01.01.2020 in the processing group MONTHLY (the test configuration
 * maps its wage type 1000), paid `monthly` CHF a month (6 000: insured salary 72 000, C8), with a KTG policy.
 */
export function createSalariedEmployee(
  database: Database,
  tenantId: string,
  employeeId: string,
  monthly = 6000,
  companySubunitId: string | null = null,
) {
  return createEmployeeRecord(database, tenantId, employeeId, {
    validFrom: '2020-01-01',
    data: {
      companySubunitId,
      processingGroupId: 'MONTHLY',
      dateOfEmployment: '2020-01-01',
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: monthly }],
      policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
    },
  });
}
