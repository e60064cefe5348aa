// The reports routes (issue 31; src/contracts/endpoints/reports.ts): generate, preview, follow and list reports,
// schedules, the retention setting and the user's saved filters. Registered by app.ts.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { report } from '../../../contracts/reports.ts';
import { registerEndpoint } from '../../routes.ts';
import { listFilterSettings, saveFilterSetting } from './filter-settings.service.ts';
import { DEFAULT_REPORT_LIMITS } from './report-generation.ts';
import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  updateReportSchedule,
} from './report-schedules.service.ts';
import { getReportSettings, putReportSettings } from './report-settings.service.ts';
import { createReport, getReport, listReports, previewReport } from './reports.service.ts';

export async function reportsRoutes(app: FastifyInstance) {
  const services = () => ({
    database: app.database,
    documents: app.documents,
    jobs: app.jobs,
    limits: { ...DEFAULT_REPORT_LIMITS, ...app.config.reports },
  });
  registerEndpoint(
    app,
    endpoints.reportCreate,
    async (request, reply) => {
      const created = await createReport(services(), request.ctx, request.body, app.now());
      reply.status(created.status);
      return created.report;
    },
    // A large report answers 202 while it runs (GET /report/{reportId} follows it).
    { extraResponses: { 202: report } },
  );
  registerEndpoint(app, endpoints.reportPreview, async (request) =>
    previewReport(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.reportGet, async (request) =>
    getReport(app.database, app.documents, request.ctx, request.params.reportId),
  );
  registerEndpoint(app, endpoints.reportsList, async (request) =>
    listReports(app.database, app.documents, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.reportSchedulesList, async (request) =>
    listReportSchedules(app.database, request.ctx),
  );
  registerEndpoint(app, endpoints.reportScheduleCreate, async (request) =>
    createReportSchedule(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.reportScheduleUpdate, async (request) =>
    updateReportSchedule(app.database, request.ctx, request.params.scheduleId, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.reportScheduleDelete, async (request) =>
    deleteReportSchedule(app.database, request.ctx, request.params.scheduleId, app.now()),
  );
  registerEndpoint(app, endpoints.reportSettingsGet, async (request) => getReportSettings(app.database, request.ctx));
  registerEndpoint(app, endpoints.reportSettingsPut, async (request) =>
    putReportSettings(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.filterSettingsList, async (request) =>
    listFilterSettings(app.database, request.ctx, request.query.prefix),
  );
  registerEndpoint(app, endpoints.filterSettingsSave, async (request) =>
    saveFilterSetting(app.database, request.ctx, request.body, app.now()),
  );
}
