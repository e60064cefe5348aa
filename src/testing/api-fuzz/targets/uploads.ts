// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts): the
// absence and employee uploads, the payroll interface (connect) and the documents.
import { signedQuery } from '../../factories/document.factory.ts';
import { type FuzzTargets, inDays } from './support.ts';

export const uploadTargets = {
  absenceUploadCreate: (world) => ({
    body: { startDate: '2026-03-01', endDate: '2026-03-31', documentId: world.documentId, fileUploadKey: null },
  }),
  absenceUploadList: () => ({ query: { startDate: '2026-01-01', endDate: inDays(1) } }),
  absenceUploadGet: (world) => ({ params: { absenceUploadId: world.absenceUploadId } }),
  absenceUploadRowReport: (world) => ({
    params: { absenceUploadId: world.absenceUploadId },
    query: { format: 'csv', language: 'fr' },
  }),
  absenceUploadRowIssues: (world) => ({
    params: { absenceUploadId: world.absenceUploadId },
    query: { skip: '0', take: '50' },
  }),
  absenceUploadTemplate: () => ({ query: { language: 'it', format: 'xlsx' } }),
  absenceEditingBlocked: () => ({}),
  employeeUploadCreate: (world) => ({ body: { documentId: world.documentId, fileUploadKey: null } }),
  employeeUploadList: () => ({ query: { startDate: '2026-01-01', endDate: inDays(1) } }),
  employeeUploadGet: (world) => ({ params: { employeeUploadId: world.employeeUploadId } }),
  employeeUploadRowReport: (world) => ({
    params: { employeeUploadId: world.employeeUploadId },
    query: { format: 'xlsx', language: 'de' },
  }),
  employeeUploadRowIssues: (world) => ({
    params: { employeeUploadId: world.employeeUploadId },
    query: { skip: '10', take: '500' },
  }),
  employeeUploadTemplate: () => ({ query: { language: 'fr', format: 'csv' } }),
  employeeUploadExportSummary: (world) => ({
    params: { uploadId: world.employeeUploadId },
    body: {
      translations: {
        companySubunit: 'Unterbereich',
        processingGroup: 'Verarbeitungsgruppe',
        employeeCount: 'Anzahl',
        totalSalary: 'Lohnsumme',
        total: 'Total',
      },
    },
  }),
  connectEmployeesUpload: () => ({
    body: {
      employees: [
        {
          employeeId: 'FZ-4',
          validFrom: '2026-01-01',
          validTo: null,
          data: { personnelNumber: 'FZ-4', firstName: 'Nora', lastName: 'Neu', companySubunitId: 'ZH' },
        },
      ],
    },
  }),
  connectOrganizationReplace: () => ({ body: { units: [{ organizationId: 'FZ-UNIT' }] } }),
  connectOverview: () => ({}),
  connectAbsencesUpload: () => ({
    body: {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      absences: [
        { employeeId: 'FZ-1', startDate: '2026-03-02', endDate: '2026-03-04', type: 'SICK', percentage: 100 },
        {
          employeeId: 'FZ-2',
          startDate: '2026-03-10',
          endDate: '2026-03-10',
          type: 'ACCIDENT',
          accidentType: 'OCCUPATIONAL',
          hours: '4.5',
          comment: 'Treppe',
        },
      ],
    },
  }),
  documentsCreate: () => ({ body: { name: 'Absenzen März 2026.csv', contentType: 'text/csv' } }),
  documentsGet: (world) => ({ params: { documentId: world.documentId } }),
  documentsDownloadUrl: (world) => ({ params: { documentId: world.documentId } }),
  documentsPutContent: (world) => ({
    params: { documentId: world.pendingDocumentId },
    query: signedQuery('PUT', world.tenantId, world.pendingDocumentId),
    body: 'employeeId;startDate',
  }),
  documentsGetContent: (world) => ({
    params: { documentId: world.documentId },
    query: signedQuery('GET', world.tenantId, world.documentId),
  }),
} satisfies FuzzTargets;
