// The analytics routes (issue 32; src/contracts/endpoints/analytics.ts, prefix /api/analytics): the absence rate, the
// people behind a figure, one person's rate, the duration buckets, the export and the saved views. Registered by
// app.ts.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { contentDisposition } from '../documents/index.ts';
import {
  absenceDurationOf,
  absenceRateExport,
  absenceRateOf,
  absenceRatePeople,
  employeeAbsenceRate,
} from './analytics.service.ts';
import { getAnalyticsViews, patchAnalyticsViews } from './analytics-views.service.ts';

export async function analyticsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.analyticsAbsenceRate, async (request) =>
    absenceRateOf(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.analyticsAbsenceRatePeople, async (request) =>
    absenceRatePeople(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.analyticsAbsenceRateExport, async (request, reply) => {
    const file = await absenceRateExport(app.database, request.ctx, request.body, app.now());
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename))
      .header('cache-control', 'private, no-store');
    return reply.send(file.content) as never;
  });
  registerEndpoint(app, endpoints.analyticsEmployeeRate, async (request) =>
    employeeAbsenceRate(app.database, request.ctx, request.params.employeeId, request.query, app.now()),
  );
  registerEndpoint(app, endpoints.analyticsAbsenceDuration, async (request) =>
    absenceDurationOf(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.analyticsViewGet, async (request) => getAnalyticsViews(app.database, request.ctx));
  registerEndpoint(app, endpoints.analyticsViewPatch, async (request) =>
    patchAnalyticsViews(app.database, request.ctx, request.body, app.now()),
  );
}
