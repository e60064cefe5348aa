// Notifications (issue 29 section 4, decision 0049): the signed-in user's settings and mails, the admins' outbox.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { configureMailRuntime } from '../../platform/mail/mail-runtime.ts';
import { registerEndpoint } from '../../routes.ts';
import { getAnyMail, getOwnMail, listAllMails, listOwnMails } from './mails.service.ts';
import { getNotificationSettings, putNotificationSettings } from './notification-settings.service.ts';

export async function notificationsRoutes(app: FastifyInstance) {
  // The API process writes mails in its requests' transactions (notify): their links start with this process's
  // PUBLIC_URL, and its queue wakes the delivery.
  configureMailRuntime(app.config.mail, app.jobs);
  registerEndpoint(app, endpoints.notificationSettingsGet, async (request) =>
    getNotificationSettings(app.database, request.ctx),
  );
  registerEndpoint(app, endpoints.notificationSettingsPut, async (request) =>
    putNotificationSettings(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.mailsList, async (request) => listOwnMails(app.database, request.ctx, request.query));
  registerEndpoint(app, endpoints.mailGet, async (request) =>
    getOwnMail(app.database, request.ctx, request.params.mailId),
  );
  registerEndpoint(app, endpoints.adminMailsList, async (request) =>
    listAllMails(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.adminMailGet, async (request) =>
    getAnyMail(app.database, request.ctx, request.params.mailId),
  );
}
