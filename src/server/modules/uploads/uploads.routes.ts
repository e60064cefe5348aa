import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { AppError } from '../../app-error.ts';
import { registerEndpoint } from '../../routes.ts';
import { contentDisposition } from '../documents/index.ts';
import type { Language } from './columns/columns.ts';
import {
  ABSENCE_TEMPLATE,
  buildAbsenceTemplate,
  buildEmployeeTemplate,
  EMPLOYEE_TEMPLATE,
  type TemplateDefinition,
  type TemplateFormat,
  templateFileName,
} from './columns/templates.ts';
import {
  connectAbsences,
  connectEmployees,
  connectOrganization,
  connectOverview,
  IDEMPOTENCY_KEY_HEADER,
} from './connect.service.ts';
import { exportEmployeeUploadSummary } from './export-summary.ts';
import {
  absenceEditingBlocked,
  createAbsenceUpload,
  createEmployeeUpload,
  getAbsenceUpload,
  getEmployeeUpload,
  listAbsenceUploads,
  listEmployeeUploads,
  listRowIssues,
  uploadRowReport,
} from './uploads.service.ts';

/** The Idempotency-Key header: printable, at most 200 characters; absent means no deduplication. */
function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return null;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 1-200 printable ASCII characters');
  }
  return key;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An example file as an attachment named in the caller's language. */
function sendTemplate<F extends string>(
  reply: FastifyReply,
  template: TemplateDefinition<F>,
  query: { language: Language; format: TemplateFormat },
  content: Buffer,
) {
  reply
    .header('content-type', query.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
    .header('content-disposition', contentDisposition(templateFileName(template, query.language, query.format)))
    .header('cache-control', 'private, max-age=3600');
  return reply.send(content) as never;
}

export async function uploadsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.absenceUploadCreate, async (request) =>
    createAbsenceUpload(app.database, app.jobs, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.absenceUploadList, async (request) =>
    listAbsenceUploads(app.documents, app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.absenceUploadGet, async (request) =>
    getAbsenceUpload(app.documents, app.database, request.ctx, request.params.absenceUploadId),
  );
  registerEndpoint(app, endpoints.absenceUploadRowReport, async (request) =>
    uploadRowReport(
      app.documents,
      app.database,
      request.ctx,
      'absence',
      request.params.absenceUploadId,
      request.query.format,
      request.query.language,
    ),
  );
  registerEndpoint(app, endpoints.absenceUploadRowIssues, async (request) =>
    listRowIssues(app.database, request.ctx, 'absence', request.params.absenceUploadId, request.query),
  );
  registerEndpoint(app, endpoints.absenceUploadTemplate, async (request, reply) =>
    sendTemplate(
      reply,
      ABSENCE_TEMPLATE,
      request.query,
      await buildAbsenceTemplate(request.query.language, request.query.format),
    ),
  );
  registerEndpoint(app, endpoints.employeeUploadCreate, async (request) =>
    createEmployeeUpload(app.database, app.jobs, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.employeeUploadList, async (request) =>
    listEmployeeUploads(app.documents, app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.employeeUploadGet, async (request) =>
    getEmployeeUpload(app.documents, app.database, request.ctx, request.params.employeeUploadId),
  );
  registerEndpoint(app, endpoints.employeeUploadRowReport, async (request) =>
    uploadRowReport(
      app.documents,
      app.database,
      request.ctx,
      'employee',
      request.params.employeeUploadId,
      request.query.format,
      request.query.language,
    ),
  );
  registerEndpoint(app, endpoints.employeeUploadRowIssues, async (request) =>
    listRowIssues(app.database, request.ctx, 'employee', request.params.employeeUploadId, request.query),
  );
  registerEndpoint(app, endpoints.employeeUploadTemplate, async (request, reply) =>
    sendTemplate(
      reply,
      EMPLOYEE_TEMPLATE,
      request.query,
      await buildEmployeeTemplate(request.query.language, request.query.format),
    ),
  );
  registerEndpoint(app, endpoints.employeeUploadExportSummary, async (request) =>
    exportEmployeeUploadSummary(
      app.documents,
      app.database,
      request.ctx,
      request.params.uploadId,
      request.body.translations,
    ),
  );
  registerEndpoint(app, endpoints.connectEmployeesUpload, async (request) =>
    connectEmployees(app.database, app.jobs, request.ctx, request.body, idempotencyKeyOf(request.headers)),
  );
  registerEndpoint(app, endpoints.connectOrganizationReplace, async (request) =>
    connectOrganization(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.connectOverview, async (request) => connectOverview(app.database, request.ctx));
  registerEndpoint(app, endpoints.connectAbsencesUpload, async (request) =>
    connectAbsences(app.database, app.jobs, request.ctx, request.body, idempotencyKeyOf(request.headers)),
  );
  registerEndpoint(app, endpoints.absenceEditingBlocked, async (request) =>
    absenceEditingBlocked(app.database, request.ctx),
  );
}
