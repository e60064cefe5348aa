// The home page's work list (issue 28 section 1; docs/decisions/0039-home-work-list.md). A tenant user's list counts,
// in one tenant transaction, what the role may see (src/contracts/roles.ts) and, with a 'superior' value, only the
// team (src/server/access/superior-scope.ts): a part the role may not see is null and costs no query. A platform
// admin's list reads across tenants what waits for an admin: payout releases (four eyes), submitted months, failed
// events, serious data issues and configurations that fail today's schema (issue 33 scope 7).
// Reads only: no lock, audit or event.

import { tenantConfiguration } from '../../../contracts/tenant-configuration.ts';
import {
  ADMIN_WORK_LIST_LIMIT,
  type AdminWorkList,
  WORK_LIST_CLAIM_TYPES,
  WORK_LIST_SEVERITIES,
  WORK_LIST_UPLOAD_KINDS,
  type WorkList,
} from '../../../contracts/work-list.ts';
import type { Database } from '../../../db/client.ts';
import { chf } from '../../../domain/money.ts';
import { employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { hasPermission, inTenant, type RequestContext } from '../../request-context.ts';
import { caseScopes, visibleCases } from '../cases/index.ts';
import { countOpenDeadlines } from '../deadlines/index.ts';
import { openSupportRequestsByTenant } from '../support/index.ts';
import {
  accountingMonthStates,
  countCasesToDecide,
  countClaimsToSchedule,
  countFailedUploads,
  countOpenIssues,
  countOwnCareTasks,
  currentConfigurationsAcrossTenants,
  failedEventsAcrossTenants,
  monthsToLockAcrossTenants,
  proposedReleasesAcrossTenants,
  seriousIssuesAcrossTenants,
} from './work-list.repository.ts';

/** GET /work-list: the tenant user's open work; `now` only for tests of the month boundaries. */
export async function workListOf(database: Database, ctx: RequestContext, now = new Date()): Promise<WorkList> {
  const today = swissToday(now);
  const currentMonth = today.slice(0, 7);
  return inTenant(database, ctx, async (tx) => {
    const tenantId = ctx.tenantId as string;

    let issues: WorkList['issues'] = null;
    if (hasPermission(ctx, 'insurance.issues.view')) {
      const counts = await countOpenIssues(
        tx,
        tenantId,
        await employeeScopeOf(tx, ctx, 'insurance.issues.view', today),
      );
      const bySeverity = WORK_LIST_SEVERITIES.map((severity) => ({ severity, count: counts.get(severity) ?? 0 }));
      issues = { total: bySeverity.reduce((sum, item) => sum + item.count, 0), bySeverity };
    }

    let accounting: WorkList['accounting'] = null;
    if (hasPermission(ctx, 'dailyAllowances.view')) {
      const months = (await accountingMonthStates(tx, tenantId, currentMonth)).filter((month) => !month.isLocked);
      accounting = {
        monthToSubmit: months.find((month) => !month.isSubmitted)?.accountingMonthId ?? null,
        monthsAwaitingLock: months.filter((month) => month.isSubmitted).map((month) => month.accountingMonthId),
        canSubmit: hasPermission(ctx, 'dailyAllowances.edit'),
      };
    }

    const claimsToSchedule = hasPermission(ctx, 'claims.view')
      ? await countClaimsToSchedule(tx, tenantId, currentMonth, await employeeScopeOf(tx, ctx, 'claims.view', today))
      : null;

    let failedUploads: WorkList['failedUploads'] = null;
    if (hasPermission(ctx, 'dataHub.view')) {
      const counts = await countFailedUploads(tx, tenantId);
      const byKind = WORK_LIST_UPLOAD_KINDS.map((kind) => ({
        kind,
        count: counts.get(kind)?.count ?? 0,
        lastFailedAt: counts.get(kind)?.lastFailedAt ?? null,
      }));
      failedUploads = { total: byKind.reduce((sum, item) => sum + item.count, 0), byKind };
    }

    let casesToDecide: WorkList['casesToDecide'] = null;
    const scopes = await caseScopes(tx, ctx);
    const seen = { SICK: scopes.sick, ACCIDENT: scopes.accident };
    const claimTypes = WORK_LIST_CLAIM_TYPES.filter((type) => {
      const scope = seen[type];
      return scope.kind === 'all' || scope.employeeIds.size > 0;
    });
    if (claimTypes.length > 0) {
      const counts = await countCasesToDecide(tx, tenantId, visibleCases(scopes));
      casesToDecide = {
        total: claimTypes.reduce((sum, type) => sum + (counts.get(type)?.total ?? 0), 0),
        byClaimType: claimTypes.map((claimType) => ({
          claimType,
          blocked: counts.get(claimType)?.blocked ?? 0,
          beingFinalized: counts.get(claimType)?.beingFinalized ?? 0,
        })),
      };
    }

    // The care tasks the caller is responsible for, within the employees the caller may see (a superior: the team).
    let careTasks: WorkList['careTasks'] = null;
    const careTaskKey = hasPermission(ctx, 'employee.careTasks.view')
      ? 'employee.careTasks.view'
      : hasPermission(ctx, 'employee.tasks.view')
        ? 'employee.tasks.view'
        : null;
    if (careTaskKey && ctx.actor?.kind === 'user') {
      careTasks = await countOwnCareTasks(
        tx,
        tenantId,
        ctx.actor.userId,
        today,
        await employeeScopeOf(tx, ctx, careTaskKey, today),
      );
    }

    // The deadlines due this week and overdue (issue 30), within the deadlines the caller may see.
    const deadlines = await countOpenDeadlines(tx, ctx, today);

    return { today, issues, accounting, claimsToSchedule, failedUploads, casesToDecide, careTasks, deadlines };
  });
}

/** GET /admin/work-list: what waits for a platform admin, across tenants (the route is for admins only). */
export async function adminWorkListOf(
  database: Database,
  ctx: RequestContext,
  now = new Date(),
): Promise<AdminWorkList> {
  if (ctx.actor?.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only platform admins have this list');
  const adminId = ctx.actor.adminUserId;
  // One transaction on the owner connection: every part sees the same moment.
  return database.db.transaction(async (tx) => {
    const releases = await proposedReleasesAcrossTenants(tx, adminId, ADMIN_WORK_LIST_LIMIT);
    const monthsToLock = await monthsToLockAcrossTenants(tx, ADMIN_WORK_LIST_LIMIT);
    const toItem = ({ isOwn: _isOwn, totalAmountRappen, ...rest }: (typeof releases)[number]) => ({
      ...rest,
      totalAmount: chf(totalAmountRappen),
    });
    const failedEvents = await failedEventsAcrossTenants(tx, ADMIN_WORK_LIST_LIMIT);
    const seriousIssues = await seriousIssuesAcrossTenants(tx, ADMIN_WORK_LIST_LIMIT);
    const supportRequests = await openSupportRequestsByTenant(tx, ADMIN_WORK_LIST_LIMIT);
    const invalidConfigurations = (await currentConfigurationsAcrossTenants(tx))
      .map((row) => {
        const checked = tenantConfiguration.safeParse(row.configuration);
        return {
          tenantId: row.tenant_id,
          tenantName: row.tenant_name,
          version: row.version,
          problemCount: checked.success ? 0 : checked.error.issues.length,
        };
      })
      .filter((row) => row.problemCount > 0)
      .sort((a, b) => a.tenantName.localeCompare(b.tenantName, 'de-CH') || a.tenantId.localeCompare(b.tenantId))
      .slice(0, ADMIN_WORK_LIST_LIMIT);
    return {
      today: swissToday(now),
      failedEvents,
      seriousIssues,
      invalidConfigurations,
      supportRequests,
      releasesToApprove: releases
        .filter((row) => !row.isOwn)
        .slice(0, ADMIN_WORK_LIST_LIMIT)
        .map(toItem),
      ownProposals: releases
        .filter((row) => row.isOwn)
        .slice(0, ADMIN_WORK_LIST_LIMIT)
        .map(toItem),
      monthsToLock,
    };
  });
}
