// Notifications (issue 29 section 4; spec section 2, settings: notifications): e-mails for a new care task, a due
// care task and a care stage change, each in the recipient's language with a deep link; per-user settings (which
// events, immediate or in a daily digest); the outbox that holds the mails when no SMTP server is configured.
// Decision: docs/decisions/0046-care.md.
import { z } from 'zod';
import { page, pagingQuery, timestamp, uuid } from './common.ts';

export const NOTIFICATION_EVENTS = [
  'CARE_TASK_CREATED',
  'CARE_TASK_DUE',
  'CARE_STAGE_CHANGED',
  /** Issue 30 (decision 0052): a request for case management, to the users who may decide it. */
  'CASE_MANAGEMENT_REQUESTED',
  /** Issue 30: the request was accepted or declined, to the requester. */
  'CASE_MANAGEMENT_REQUEST_DECIDED',
  /** A deadline (issue 30, decision 0054) due within 7 days: once per deadline. */
  'DEADLINE_DUE',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_DELIVERIES = ['IMMEDIATE', 'DAILY_DIGEST', 'OFF'] as const;
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'OUTBOX'] as const;

export const notificationSettings = z
  .object({
    /** One entry per event, in NOTIFICATION_EVENTS order. */
    events: z.array(z.object({ event: z.enum(NOTIFICATION_EVENTS), delivery: z.enum(NOTIFICATION_DELIVERIES) })),
    /** The address the mails go to (the user's e-mail). */
    email: z.string(),
    /** careConfiguration.isEmailNotificationsEnabled: false = the company sends no care e-mails at all. */
    isEmailNotificationsEnabled: z.boolean(),
    updatedAt: timestamp().nullable(),
  })
  .meta({ id: 'NotificationSettings' });

export const putNotificationSettingsBody = z.strictObject({
  events: z
    .array(z.strictObject({ event: z.enum(NOTIFICATION_EVENTS), delivery: z.enum(NOTIFICATION_DELIVERIES) }))
    .min(1)
    .max(NOTIFICATION_EVENTS.length)
    .refine((events) => new Set(events.map((e) => e.event)).size === events.length, {
      error: 'Each event only once',
    }),
});

export const mailListItem = z
  .object({
    mailId: uuid(),
    tenantId: uuid().nullable(),
    to: z.string(),
    subject: z.string(),
    // CERTIFICATE_UPLOAD_LINK: the upload link mailed to an employee's address (decision 0053), no user's event;
    // REPORT_SCHEDULE_RUN: a scheduled report's mail to its recipients (decision 0058);
    // SUPPORT_REQUEST_ANSWERED: the operators answered a user's support request (decision 0067).
    event: z.enum([
      ...NOTIFICATION_EVENTS,
      'DAILY_DIGEST',
      'CERTIFICATE_UPLOAD_LINK',
      'REPORT_SCHEDULE_RUN',
      'SUPPORT_REQUEST_ANSWERED',
    ]),
    language: z.enum(['de', 'fr', 'it', 'en']),
    status: z.enum(MAIL_STATUSES),
    attempts: z.int().min(0),
    lastError: z.string().nullable(),
    createdAt: timestamp(),
    sentAt: timestamp().nullable(),
  })
  .meta({ id: 'MailListItem' });

export const mail = mailListItem
  .extend({
    text: z.string(),
    html: z.string(),
    /** The deep link the mail carries (relative to the product's address). */
    link: z.string().nullable(),
  })
  .meta({ id: 'Mail' });

export const mailsQuery = z.strictObject({
  ...pagingQuery(),
  status: z.enum(MAIL_STATUSES).optional(),
});
export const adminMailsQuery = z.strictObject({
  ...pagingQuery(),
  status: z.enum(MAIL_STATUSES).optional(),
  tenantId: uuid().optional(),
});
export const mailsPage = page(mailListItem).meta({ id: 'MailsPage' });
export const mailIdParams = z.strictObject({ mailId: uuid() });
