// Closing a month (issue 28 section 3; docs/decisions/0041-closing-a-month.md): a month that has not begun is neither
// submitted nor locked, and before submitting or locking the user sees the unit's open data issues. The lock's own
// rule (no day after the lock date is booked) is in accounting.service.ts with the pure split in
// src/domain/accounting/lock-date.ts.
import type { z } from 'zod';
import type { submissionPreview, submissionPreviewQuery } from '../../../contracts/accounting.ts';
import type { Database } from '../../../db/client.ts';
import { firstDayOf, monthHasBegun } from '../../../domain/accounting/lock-date.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { assertKnownUnit, openIssuesOf, requireMonth } from './accounting.repository.ts';

/**
 * 409 ACCOUNTING_MONTH_NOT_STARTED for a month whose first day is after `today` (Zurich): a month that has not begun
 * is neither submitted nor locked (decision 0041); `availableFrom` says from when it can be.
 */
export function assertMonthHasBegun(month: string, today: string) {
  if (monthHasBegun(month, today)) return;
  throw new AppError(
    'ACCOUNTING_MONTH_NOT_STARTED',
    `Accounting month ${month} has not begun (today is ${today} in Zurich): it can be submitted and locked from ` +
      firstDayOf(month),
    { accountingMonthId: month, availableFrom: firstDayOf(month) },
  );
}

/**
 * GET /accounting-month/{m}/submission-preview: what the submit dialog shows before the employer confirms: whether
 * the month has begun (from when it can be submitted) and the open data issues of the unit by severity.
 */
export async function submissionPreviewOf(
  database: Database,
  ctx: RequestContext,
  month: string,
  query: z.infer<typeof submissionPreviewQuery>,
  today: string,
): Promise<z.infer<typeof submissionPreview>> {
  const tenantId = requireTenantId(ctx);
  const entity = {
    companySubunitId: query.companySubunitId ?? null,
    processingGroupId: query.processingGroupId ?? null,
  };
  return inTenant(database, ctx, async (tx) => {
    await requireMonth(tx, month);
    await assertKnownUnit(tx, tenantId, entity);
    return {
      accountingMonthId: month,
      ...entity,
      availableFrom: firstDayOf(month),
      hasBegun: monthHasBegun(month, today),
      openIssues: await openIssuesOf(tx, tenantId, entity),
    };
  });
}
