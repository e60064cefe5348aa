import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { AppError } from '../../app-error.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  calendarFeedContent,
  createCalendarFeed,
  listCalendarFeeds,
  revokeCalendarFeed,
} from './calendar-feeds.service.ts';

export async function calendarFeedsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.calendarFeedCreate, async (request) =>
    createCalendarFeed(app.database, request.ctx, request.body, `${request.protocol}://${request.host}`),
  );
  registerEndpoint(app, endpoints.calendarFeedsList, async (request) => listCalendarFeeds(app.database, request.ctx));
  registerEndpoint(app, endpoints.calendarFeedRevoke, async (request) =>
    revokeCalendarFeed(app.database, request.ctx, request.params.feedId),
  );
  registerEndpoint(app, endpoints.calendarFeedContent, async (request, reply) => {
    const content = await calendarFeedContent(app.database, request.params.feedToken);
    if (content === null) throw new AppError('CALENDAR_FEED_NOT_FOUND', 'Calendar feed not found');
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="absences.ics"')
      .header('cache-control', 'private, max-age=300');
    return reply.send(content) as never;
  });
}
