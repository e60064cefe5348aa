// Uploads (spec section 7, Absences and Employees): the endpoint table of this area (composed in ../endpoints.ts).
import { z } from 'zod';
import { signedDownload } from '../documents.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import { organizationBody, organizationResult } from '../tenant.ts';
import {
  absenceEditingBlocked,
  absenceUploadBody,
  absenceUploadIdParams,
  absenceUploadItem,
  absenceUploadList,
  connectAbsencesBody,
  connectAbsencesResult,
  connectEmployeesBody,
  connectEmployeesResult,
  connectOverview,
  createdAbsenceUpload,
  createdEmployeeUpload,
  employeeUploadBody,
  employeeUploadIdParams,
  employeeUploadItem,
  employeeUploadList,
  exportSummaryBody,
  exportSummaryParams,
  exportSummaryResult,
  rowIssuesPage,
  rowIssuesQuery,
  rowReportQuery,
  uploadListQuery,
  uploadTemplateQuery,
} from '../uploads.ts';

/**
 * Reading uploads: people with the data hub's permission (every upload of the company) and the interface's API tokens
 * (grapeConnect.view; only the uploads the token delivered: decision 0040).
 */
const UPLOAD_READ = permission('dataHub.view', { apiToken: 'grapeConnect.view' });

export const uploadsEndpoints = {
  absenceUploadCreate: {
    method: 'POST',
    access: permission('dataHub.edit'),
    path: `${API_PREFIX.modular}/absence-upload`,
    summary:
      'Process a stored absence file for a period: its rows replace the automatic absences of the employees it ' +
      'lists within [startDate, endDate], in the background; one file per company at a time. Employees by personnel ' +
      'number or employee id, as the header names its column; a row that repeats or overlaps an earlier one of the ' +
      'same employee is refused (row report)',
    tags: ['uploads'],
    body: absenceUploadBody,
    status: 201,
    response: createdAbsenceUpload,
  },
  absenceUploadList: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/absence-upload`,
    summary:
      'Absence uploads, newest first (optionally those made between startDate and endDate); an API token sees the ' +
      'deliveries it made',
    tags: ['uploads'],
    querystring: uploadListQuery,
    response: absenceUploadList,
  },
  absenceUploadGet: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/absence-upload/:absenceUploadId`,
    summary:
      'One absence upload: status, progress, breakdowns and derivedAt (when the cases, periods and issues it causes ' +
      'are written: poll until it is set before reading derived state); an API token reads its own deliveries',
    tags: ['uploads'],
    params: absenceUploadIdParams,
    response: absenceUploadItem,
  },
  absenceUploadRowReport: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/absence-upload/:absenceUploadId/row-report`,
    summary: 'The per-row report (row, column, value, message) as XLSX or CSV: a signed download address',
    tags: ['uploads'],
    params: absenceUploadIdParams,
    querystring: rowReportQuery,
    response: signedDownload,
  },
  absenceUploadRowIssues: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/absence-upload/:absenceUploadId/row-issues`,
    summary:
      'The per-row report as data, in file order: row, column and cell as in the file, a code with parameters (to ' +
      'say it in any language) and the English message',
    tags: ['uploads'],
    params: absenceUploadIdParams,
    querystring: rowIssuesQuery,
    response: rowIssuesPage,
  },
  absenceUploadTemplate: {
    method: 'GET',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/absence-upload/template`,
    summary: 'An example absence file with the column names in the chosen language (XLSX or CSV)',
    tags: ['uploads'],
    querystring: uploadTemplateQuery,
    binary: true,
    response: z.string().meta({ description: 'The template file (binary)', format: 'binary' }),
  },
  employeeUploadCreate: {
    method: 'POST',
    access: permission('dataHub.edit'),
    path: `${API_PREFIX.modular}/employee-upload`,
    summary:
      'Process a stored employee file: each row is a temporal record (validFrom to validTo) of an employee, created ' +
      'or merged into the records, in the background; one file per company at a time',
    tags: ['uploads'],
    body: employeeUploadBody,
    status: 201,
    response: createdEmployeeUpload,
  },
  employeeUploadList: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/employee-upload`,
    summary:
      'Employee uploads, newest first (optionally those made between startDate and endDate); an API token sees the ' +
      'deliveries it made',
    tags: ['uploads'],
    querystring: uploadListQuery,
    response: employeeUploadList,
  },
  employeeUploadGet: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/employee-upload/:employeeUploadId`,
    summary:
      'One employee upload: status, progress, breakdowns and derivedAt (when the cases, periods and issues it causes ' +
      'are written: poll until it is set before reading derived state); an API token reads its own deliveries',
    tags: ['uploads'],
    params: employeeUploadIdParams,
    response: employeeUploadItem,
  },
  employeeUploadRowReport: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/employee-upload/:employeeUploadId/row-report`,
    summary: 'The per-row report (row, column, value, message) as XLSX or CSV: a signed download address',
    tags: ['uploads'],
    params: employeeUploadIdParams,
    querystring: rowReportQuery,
    response: signedDownload,
  },
  employeeUploadRowIssues: {
    method: 'GET',
    access: UPLOAD_READ,
    path: `${API_PREFIX.modular}/employee-upload/:employeeUploadId/row-issues`,
    summary:
      'The per-row report as data, in file order: row, column and cell as in the file, a code with parameters (to ' +
      'say it in any language) and the English message',
    tags: ['uploads'],
    params: employeeUploadIdParams,
    querystring: rowIssuesQuery,
    response: rowIssuesPage,
  },
  employeeUploadTemplate: {
    method: 'GET',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/employee-upload/template`,
    summary: 'An example employee file with the column names in the chosen language (XLSX or CSV)',
    tags: ['uploads'],
    querystring: uploadTemplateQuery,
    binary: true,
    response: z.string().meta({ description: 'The template file (binary)', format: 'binary' }),
  },
  employeeUploadExportSummary: {
    method: 'POST',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/employee-upload/:uploadId/export-summary`,
    summary:
      'Employee statistics of an upload per company subunit and processing group (employees, total salary, total ' +
      'line) as an Excel file with the given column titles',
    tags: ['uploads'],
    params: exportSummaryParams,
    body: exportSummaryBody,
    response: exportSummaryResult,
  },
  connectAbsencesUpload: {
    method: 'POST',
    access: { kind: 'api-token', permission: 'grapeConnect.edit' },
    path: `${API_PREFIX.modular}/connect/absences`,
    summary:
      'External data interface: absences of a period as JSON (the same rules and processing as an absence file; ' +
      'needs grapeConnectDataUploadType EMPLOYEE_AND_ABSENCE_DATA; Idempotency-Key header for safe retries)',
    tags: ['connect'],
    body: connectAbsencesBody,
    status: 201,
    rateLimitPerMinute: 120,
    response: connectAbsencesResult,
  },
  connectEmployeesUpload: {
    method: 'POST',
    access: { kind: 'api-token', permission: 'grapeConnect.edit' },
    path: `${API_PREFIX.modular}/connect/employees`,
    summary:
      'External data interface: employee records as JSON (the same rules and processing as an employee file; ' +
      'needs grapeConnectDataUploadType EMPLOYEE_DATA or EMPLOYEE_AND_ABSENCE_DATA; Idempotency-Key header)',
    tags: ['connect'],
    body: connectEmployeesBody,
    status: 201,
    rateLimitPerMinute: 120,
    response: connectEmployeesResult,
  },
  connectOrganizationReplace: {
    method: 'PUT',
    access: { kind: 'api-token', permission: 'grapeConnect.edit' },
    path: `${API_PREFIX.modular}/connect/organization`,
    summary:
      'External data interface: replace the organisation tree (as PUT /organization; needs ' +
      'grapeConnectDataUploadType EMPLOYEE_DATA or EMPLOYEE_AND_ABSENCE_DATA)',
    tags: ['connect'],
    body: organizationBody,
    rateLimitPerMinute: 60,
    response: organizationResult,
  },
  connectOverview: {
    method: 'GET',
    access: permission('grapeConnect.view'),
    path: `${API_PREFIX.modular}/connect/overview`,
    summary: 'The external data interface of the company: accepted data kinds, last deliveries, API tokens',
    tags: ['connect'],
    response: connectOverview,
  },
  absenceEditingBlocked: {
    method: 'GET',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/absence/absence-editing-blocked`,
    summary: 'Whether absence edits are blocked because a file is processing',
    tags: ['uploads'],
    response: absenceEditingBlocked,
  },
} as const satisfies Record<string, Endpoint>;
