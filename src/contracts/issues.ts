// Data issues of a tenant (spec sections 3 "Issue", 5, 7 "PATCH /issues" and "GET /tenant/issues", 8, 9): listed
// for the tenant's users and dismissed (ignored_at) or restored, one by one or by filter. Types and severities:
// docs/domain/issues.md. Decisions: docs/decisions/0013-absence-periods-and-issues-routes.md.
import { z } from 'zod';
import { isoDate, nonEmptyString, queryBoolean, timestamp, uuid } from './common.ts';
import { ISSUE_TYPES } from './tenant.ts';

/** Severities above this are errors that go away when the data is fixed: never dismissed (spec section 7). */
export const ISSUE_DISMISSABLE_MAX_SEVERITY = 2;
/** Severities above this are operator-only (docs/domain/issues.md): not in the tenant's list. */
export const ISSUE_TENANT_MAX_SEVERITY = 3;
/** Most ids one ids-mode update may name. */
export const ISSUE_IDS_MAX = 5_000;

export const ISSUE_MESSAGES = {
  idsOrFilter: 'Give either issueIds (ids mode) or filter (filter mode), not both',
  modeIds: 'mode ids takes issueIds, not filter',
  modeFilter: 'mode filter takes filter, not issueIds',
} as const;

export const tenantIssueItem = z
  .object({
    id: uuid(),
    tenantId: uuid(),
    employeeId: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    personnelNumber: z.string().nullable(),
    type: z.enum(ISSUE_TYPES),
    scope: z.string(),
    scopeDate: isoDate().nullable(),
    severity: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    details: z.unknown().meta({ description: 'The data the message needs, per type (docs/domain/issues.md)' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    ignoredAt: timestamp().nullable(),
  })
  .meta({ id: 'TenantIssue' });

/** GET /tenant/issues: severity filter 1-3, take 1-1000 default 200 (spec sections 5 and 9). */
export const tenantIssuesQuery = z.strictObject({
  severity: z.coerce.number().int().min(1).max(ISSUE_TENANT_MAX_SEVERITY).optional(),
  includeIgnored: queryBoolean().optional().meta({ description: 'true: dismissed issues too; default false' }),
  type: z.enum(ISSUE_TYPES).optional(),
  employeeId: nonEmptyString().max(100).optional(),
  skip: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  take: z.coerce.number().int().min(1).max(1000).default(200),
});

export const tenantIssuesPage = z
  .object({ items: z.array(tenantIssueItem), totalCount: z.number().int().min(0) })
  .meta({ id: 'TenantIssuePage' });

/**
 * Admin GET /issues (spec section 7; decision 0063): the data issues of every tenant for the platform's operators,
 * filtered as the tenant's list is (severity, dismissed, type, employee) plus the tenant; every severity 1-5
 * (4 and 5 are the operators' own, never in a tenant's list).
 */
export const adminIssuesQuery = z.strictObject({
  tenantId: uuid().optional(),
  severity: z.coerce.number().int().min(1).max(5).optional(),
  includeIgnored: queryBoolean().optional().meta({ description: 'true: dismissed issues too; default false' }),
  type: z.enum(ISSUE_TYPES).optional(),
  employeeId: nonEmptyString().max(100).optional(),
  skip: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  take: z.coerce.number().int().min(1).max(1000).default(200),
});

export const adminIssueItem = tenantIssueItem.extend({ tenantName: z.string() }).meta({ id: 'AdminIssue' });

export const adminIssuesPage = z
  .object({
    items: z.array(adminIssueItem),
    totalCount: z.number().int().min(0),
    tenants: z
      .array(
        z.object({
          tenantId: uuid(),
          tenantName: z.string(),
          count: z.number().int().min(1),
          maxSeverity: z.number().int().min(1).max(5),
        }),
      )
      .meta({
        description:
          'The tenants with issues under the filter (the tenant filter aside), most severe and most issues first',
      }),
  })
  .meta({ id: 'AdminIssuePage' });

const ignoredAt = () =>
  z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: 'A timestamp dismisses the issues, null restores them', example: '2026-03-10T08:00:00Z' });

const severityBound = () => z.int().min(1).max(5);

/** The filter of the filter mode. Checked by the server: a bad one answers 400 INVALID_FILTER. */
export const issueFilter = z
  .strictObject({
    severity: z
      .strictObject({
        lte: severityBound().optional(),
        gte: severityBound().optional(),
        eq: severityBound().optional(),
      })
      .optional(),
    companySubunitId: nonEmptyString().max(100).optional(),
    processingGroupId: nonEmptyString().max(100).optional(),
    ignored: z.boolean().optional(),
  })
  .superRefine((filter, context) => {
    const severity = filter.severity;
    if (!severity) return;
    if (severity.eq !== undefined && (severity.lte !== undefined || severity.gte !== undefined)) {
      context.addIssue({ code: 'custom', path: ['severity'], message: 'eq cannot be combined with lte or gte' });
    }
    if (severity.lte !== undefined && severity.gte !== undefined && severity.gte > severity.lte) {
      context.addIssue({ code: 'custom', path: ['severity'], message: 'gte must not be greater than lte' });
    }
    if (severity.eq === undefined && severity.lte === undefined && severity.gte === undefined) {
      context.addIssue({ code: 'custom', path: ['severity'], message: 'Give lte, gte or eq' });
    }
  });
export type IssueFilter = z.infer<typeof issueFilter>;

export const patchIssuesBody = z
  .strictObject({
    mode: z.enum(['ids', 'filter']).optional().meta({ description: 'Optional; inferred from issueIds or filter' }),
    issueIds: z
      .array(uuid())
      .max(ISSUE_IDS_MAX)
      .optional()
      .meta({ description: 'Ids mode: at least one (else 400 NO_ISSUE_IDS_PROVIDED); only severity ≤ 2' }),
    filter: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({
        description:
          'Filter mode: { severity?: {lte|gte|eq: 1-5}, companySubunitId?, processingGroupId?, ignored?: boolean }. ' +
          'Severity defaults to lte 2 and must stay ≤ 2 (else 403 UNAUTHORIZED_ISSUES); a bad filter answers 400 ' +
          'INVALID_FILTER. ignored defaults to the state the update changes (dismiss: open issues; restore: ' +
          'dismissed ones).',
      }),
    updates: z.strictObject({ ignored_at: ignoredAt() }),
  })
  .superRefine((body, context) => {
    if (body.issueIds !== undefined && body.filter !== undefined) {
      context.addIssue({ code: 'custom', path: ['filter'], message: ISSUE_MESSAGES.idsOrFilter });
    } else if (body.mode === 'ids' && body.filter !== undefined) {
      context.addIssue({ code: 'custom', path: ['filter'], message: ISSUE_MESSAGES.modeIds });
    } else if (body.mode === 'filter' && body.issueIds !== undefined) {
      context.addIssue({ code: 'custom', path: ['issueIds'], message: ISSUE_MESSAGES.modeFilter });
    }
  })
  .meta({
    example: {
      issueIds: ['0196f0a0-0000-7000-8000-000000000001'],
      updates: { ignored_at: '2026-03-10T08:00:00Z' },
    },
  });
export type PatchIssuesBody = z.infer<typeof patchIssuesBody>;

export const patchIssuesResult = z.object({
  message: z.string(),
  updatedCount: z.number().int().min(0),
  updatedIssueIds: z.array(uuid()).optional(),
});
