// Uploads for tests: a finished absence upload with a row report line (no processing needed).
import type { Database } from '../../db/client.ts';
import { employeeUploadStatistics, fileUploadRowIssues, fileUploads } from '../../db/schema/file-uploads.ts';

export async function createFinishedAbsenceUpload(database: Database, tenantId: string, documentId: string) {
  return database.withTenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(fileUploads)
      .values({
        tenantId,
        kind: 'absence',
        documentId,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        status: 'completed',
        phase: 'done',
        uploadedByName: 'Test',
        finishedAt: new Date().toISOString(),
        rowsRead: 2,
        rowsAccepted: 1,
        rowsRejected: 1,
        created: 5,
        employeesAffected: 1,
      })
      .returning();
    if (!row) throw new Error('upload insert returned nothing');
    await tx.insert(fileUploadRowIssues).values({
      tenantId,
      uploadId: row.id,
      rowNumber: 3,
      seq: 0,
      severity: 'error',
      column: 'Mitarbeitenden-ID',
      value: 'E-404',
      message: 'No employee with this id',
    });
    return row;
  });
}

/** A completed employee upload with one refused row and its export-summary statistics (for route suites). */
export async function createFinishedEmployeeUpload(database: Database, tenantId: string, documentId: string) {
  return database.withTenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(fileUploads)
      .values({
        tenantId,
        kind: 'employee',
        documentId,
        status: 'completed',
        phase: 'done',
        uploadedByName: 'Test',
        finishedAt: new Date().toISOString(),
        rowsRead: 3,
        rowsAccepted: 2,
        rowsRejected: 1,
        created: 1,
        updated: 1,
        employeesAffected: 2,
      })
      .returning();
    if (!row) throw new Error('upload insert returned nothing');
    await tx.insert(fileUploadRowIssues).values({
      tenantId,
      uploadId: row.id,
      rowNumber: 4,
      seq: 0,
      severity: 'error',
      column: 'Unterbereich',
      value: 'XX-NOPE',
      message: 'Not a subunit of this company',
    });
    await tx.insert(employeeUploadStatistics).values({
      tenantId,
      uploadId: row.id,
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
      numEmployees: 2,
      totalSalary: '13000.00',
    });
    return row;
  });
}
