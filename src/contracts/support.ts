// Support (spec section 2 "support", permission support; issue 33 scope 6): a tenant user's request to the platform's
// operators with the screen's context attached, its messages and status, and the operators' inbox across tenants.
// Design: docs/decisions/0067-support.md.
import { z } from 'zod';
import { nonEmptyString, page, pagingQuery, revision, timestamp, uuid } from './common.ts';

export const SUPPORT_REQUEST_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export const SUPPORT_AUTHOR_KINDS = ['USER', 'ADMIN'] as const;

/**
 * The ids the screen attaches: what the user is looking at. `caseId` and `certificateId` point at health data (an
 * incapacity): they are kept only when the user consents (includesHealthData); without consent the server drops them
 * and says so (`healthDataWithheld`).
 */
export const supportContext = z
  .strictObject({
    employeeId: z.string().trim().min(1).max(100).optional(),
    caseId: uuid().optional(),
    certificateId: uuid().optional(),
    payoutId: uuid().optional(),
    uploadId: uuid().optional(),
    reportId: uuid().optional(),
    accountingMonthId: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  })
  .meta({ id: 'SupportContext' });

export const HEALTH_CONTEXT_KEYS = ['caseId', 'certificateId'] as const;

export const supportRequestCreate = z.strictObject({
  subject: nonEmptyString().max(200),
  message: nonEmptyString().max(5000),
  area: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9]{0,49}$/)
    .nullable()
    .default(null)
    .meta({ description: 'The area the user was in (src/contracts/areas.ts id)' }),
  path: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/[^\s]*$/)
    .nullable()
    .default(null)
    .meta({ description: "The screen's path and query" }),
  context: supportContext.default({}),
  includesHealthData: z
    .boolean()
    .default(false)
    .meta({ description: 'The user consents to health-related ids (a case, a certificate) being attached' }),
});

export const supportMessage = z
  .object({
    messageId: uuid(),
    authorKind: z.enum(SUPPORT_AUTHOR_KINDS),
    authorName: z.string(),
    text: z.string(),
    createdAt: timestamp(),
  })
  .meta({ id: 'SupportMessage' });

export const supportRequestSummary = z
  .object({
    requestId: uuid(),
    number: z.number().int().positive(),
    subject: z.string(),
    status: z.enum(SUPPORT_REQUEST_STATUSES),
    area: z.string().nullable(),
    createdByName: z.string(),
    createdAt: timestamp(),
    lastMessageAt: timestamp(),
    messageCount: z.number().int().min(0),
    lastAuthorKind: z.enum(SUPPORT_AUTHOR_KINDS).nullable(),
  })
  .meta({ id: 'SupportRequestSummary' });

export const supportRequestDetail = supportRequestSummary
  .extend({
    path: z.string().nullable(),
    context: supportContext,
    includesHealthData: z.boolean(),
    healthDataWithheld: z
      .boolean()
      .meta({ description: 'Health-related ids were sent without consent and were not kept' }),
    closedAt: timestamp().nullable(),
    revision: z.number().int().positive(),
    messages: z.array(supportMessage),
  })
  .meta({ id: 'SupportRequestDetail' });

export const supportRequestsQuery = z.strictObject({
  ...pagingQuery(),
  status: z.enum(SUPPORT_REQUEST_STATUSES).optional(),
});

export const supportRequestsPage = page(supportRequestSummary).extend({
  keyContactEmail: z
    .string()
    .nullable()
    .meta({ description: "The care configuration's key contact: the company's own first address for care questions" }),
  openCount: z.number().int().min(0),
});

export const supportRequestParams = z.strictObject({ requestId: uuid() });

export const supportMessageCreate = z.strictObject({
  text: nonEmptyString().max(5000),
  revision: revision().optional(),
});

export const supportRequestClose = z.strictObject({ revision: revision().optional() });

// --- The operators' inbox --------------------------------------------------------------------------------------------

export const adminSupportRequestsQuery = z.strictObject({
  ...pagingQuery(),
  status: z.enum(SUPPORT_REQUEST_STATUSES).optional(),
  tenantId: uuid().optional(),
});

export const adminSupportRequestSummary = supportRequestSummary
  .extend({ tenantId: uuid(), tenantName: z.string() })
  .meta({ id: 'AdminSupportRequestSummary' });

export const adminSupportRequestsPage = page(adminSupportRequestSummary).extend({
  byStatus: z.array(z.object({ status: z.enum(SUPPORT_REQUEST_STATUSES), count: z.number().int().min(0) })),
});

export const adminSupportRequestDetail = supportRequestDetail
  .extend({ tenantId: uuid(), tenantName: z.string(), createdByEmail: z.string().nullable() })
  .meta({ id: 'AdminSupportRequestDetail' });
