// Notifications (issue 29 section 4): the user's notification settings and mails, the admins' outbox. Decision 0046.
import { API_PREFIX, type Endpoint } from '../endpoint.ts';
import {
  adminMailsQuery,
  mail,
  mailIdParams,
  mailsPage,
  mailsQuery,
  notificationSettings,
  putNotificationSettingsBody,
} from '../notifications.ts';

export const notificationsEndpoints = {
  notificationSettingsGet: {
    method: 'GET',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/notification-settings`,
    summary: "The signed-in user's e-mail notifications: per event immediately, in a daily digest or off",
    tags: ['notifications'],
    response: notificationSettings,
  },
  notificationSettingsPut: {
    method: 'PUT',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/notification-settings`,
    summary: "Change the signed-in user's e-mail notifications",
    tags: ['notifications'],
    body: putNotificationSettingsBody,
    response: notificationSettings,
  },
  mailsList: {
    method: 'GET',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/mails`,
    summary: 'The e-mails the product wrote to the signed-in user, newest first (also those held in the outbox)',
    tags: ['notifications'],
    querystring: mailsQuery,
    response: mailsPage,
  },
  mailGet: {
    method: 'GET',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/mail/:mailId`,
    summary: 'One e-mail the product wrote to the signed-in user, with its text and link',
    tags: ['notifications'],
    params: mailIdParams,
    response: mail,
  },
  adminMailsList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/mails`,
    summary:
      'Every e-mail the product wrote, newest first: the outbox (held when no SMTP server is configured), sent ' +
      'and failed mails',
    tags: ['admin', 'notifications'],
    querystring: adminMailsQuery,
    response: mailsPage,
  },
  adminMailGet: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/mail/:mailId`,
    summary: 'One e-mail with its text, for the platform admins',
    tags: ['admin', 'notifications'],
    params: mailIdParams,
    response: mail,
  },
} as const satisfies Record<string, Endpoint>;
