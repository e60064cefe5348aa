import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { ABSENCE_TEMPLATE, buildAbsenceTemplate, templateFileName } from '../../uploads/reading/templates.ts';
import { contentDisposition } from '../documents/documents.service.ts';
import {
  absenceEditingBlocked,
  absenceUploadRowReport,
  createAbsenceUpload,
  getAbsenceUpload,
  listAbsenceUploads,
} from './uploads.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    absenceUploadRowReport(
      app.documents,
      app.database,
      request.ctx,
      request.params.absenceUploadId,
      request.query.format,
      request.query.language,
    ),
  );
  registerEndpoint(app, endpoints.absenceUploadTemplate, async (request, reply) => {
    const { language, format } = request.query;
    const content = await buildAbsenceTemplate(language, format);
    reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
      .header('content-disposition', contentDisposition(templateFileName(ABSENCE_TEMPLATE, language, format)))
      .header('cache-control', 'private, max-age=3600');
    return reply.send(content) as never;
  });
  registerEndpoint(app, endpoints.absenceEditingBlocked, async (request) =>
    absenceEditingBlocked(app.database, request.ctx),
  );
}
