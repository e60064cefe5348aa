// Uploads (spec section 7, Absences and Employees): the endpoint table of this area (composed in ../endpoints.ts).
import { z } from 'zod';
import { signedDownload } from '../documents.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  absenceEditingBlocked,
  absenceUploadBody,
  absenceUploadIdParams,
  absenceUploadItem,
  absenceUploadList,
  connectAbsencesBody,
  connectAbsencesResult,
  createdAbsenceUpload,
  rowReportQuery,
  uploadListQuery,
  uploadTemplateQuery,
} from '../uploads.ts';

export const uploadsEndpoints = {
  absenceUploadCreate: {
    method: 'POST',
    access: permission('dataHub.edit'),
    path: `${API_PREFIX.modular}/absence-upload`,
    summary:
      'Process a stored absence file for a period: its rows replace the automatic absences of the employees it ' +
      'lists within [startDate, endDate], in the background; one file per company at a time',
    tags: ['uploads'],
    body: absenceUploadBody,
    status: 201,
    response: createdAbsenceUpload,
  },
  absenceUploadList: {
    method: 'GET',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/absence-upload`,
    summary: 'Absence uploads, newest first (optionally those made between startDate and endDate)',
    tags: ['uploads'],
    querystring: uploadListQuery,
    response: absenceUploadList,
  },
  absenceUploadGet: {
    method: 'GET',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/absence-upload/:absenceUploadId`,
    summary: 'One absence upload: status, progress and breakdowns',
    tags: ['uploads'],
    params: absenceUploadIdParams,
    response: absenceUploadItem,
  },
  absenceUploadRowReport: {
    method: 'GET',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/absence-upload/:absenceUploadId/row-report`,
    summary: 'The per-row report (row, column, value, message) as XLSX or CSV: a signed download address',
    tags: ['uploads'],
    params: absenceUploadIdParams,
    querystring: rowReportQuery,
    response: signedDownload,
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
  absenceEditingBlocked: {
    method: 'GET',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/absence/absence-editing-blocked`,
    summary: 'Whether absence edits are blocked because a file is processing',
    tags: ['uploads'],
    response: absenceEditingBlocked,
  },
} as const satisfies Record<string, Endpoint>;
