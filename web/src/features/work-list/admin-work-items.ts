// A platform admin's work list as the home page shows it (decisions 0039, 0064, 0067): the counts of
// GET /admin/work-list per tenant turned into items with their links (the tenant's page, its payouts filtered to
// PROPOSED, the operators' issues or support inbox filtered to the tenant). Loaded with the admin's list
// (api/work-list-api.ts), so a tenant user's first load is without it. Pure: no React.
import type { AdminWorkList } from '../../../../src/contracts/work-list.ts';
import type { WaitingNote, WorkItem } from './work-items.ts';

/**
 * A platform admin's work, per tenant: releases to approve (four eyes), submitted months to lock, failed events, data
 * issues of severity 3 and more, configurations that fail today's schema, support requests waiting for an answer.
 */
export function adminWorkItems(list: AdminWorkList): WorkItem[] {
  const items: WorkItem[] = [];
  if (list.releasesToApprove.length > 0) {
    items.push({
      id: 'releasesToApprove',
      count: list.releasesToApprove.reduce((sum, entry) => sum + entry.releaseCount, 0),
      titleKey: 'home.work.releasesToApprove.title',
      descriptionKey: 'home.work.releasesToApprove.description',
      values: {},
      links: list.releasesToApprove.map((entry) => ({
        id: `release-${entry.tenantId}`,
        to: '/admin/tenants/$tenantId/payouts',
        params: { tenantId: entry.tenantId },
        search: { status: 'PROPOSED' },
        labelKey: 'home.work.releasesToApprove.link',
        count: entry.releaseCount,
        values: {
          tenant: entry.tenantName,
          payoutCount: String(entry.payoutCount),
          totalAmount: entry.totalAmount,
        },
      })),
    });
  }
  if (list.monthsToLock.length > 0) {
    items.push({
      id: 'monthsToLock',
      count: list.monthsToLock.length,
      titleKey: 'home.work.monthsToLock.title',
      descriptionKey: 'home.work.monthsToLock.description',
      values: {},
      links: list.monthsToLock.map((entry) => ({
        id: `lock-${entry.tenantId}-${entry.accountingMonthId}`,
        to: '/admin/tenants/$tenantId',
        params: { tenantId: entry.tenantId },
        search: {},
        labelKey: 'home.work.monthsToLock.link',
        count: entry.unitCount,
        values: { tenant: entry.tenantName, month: entry.accountingMonthId },
      })),
    });
  }
  // Issue 33 scope 7: what else waits for the platform's operators, per tenant.
  if (list.failedEvents.length > 0) {
    items.push({
      id: 'failedEvents',
      count: list.failedEvents.reduce((sum, entry) => sum + entry.eventCount, 0),
      titleKey: 'home.work.failedEvents.title',
      descriptionKey: 'home.work.failedEvents.description',
      values: {},
      links: list.failedEvents.map((entry) => ({
        id: `events-${entry.tenantId}`,
        to: '/admin/tenants/$tenantId',
        params: { tenantId: entry.tenantId },
        search: {},
        labelKey: 'home.work.failedEvents.link',
        count: entry.eventCount,
        values: { tenant: entry.tenantName },
      })),
    });
  }
  if (list.seriousIssues.length > 0) {
    items.push({
      id: 'seriousIssues',
      count: list.seriousIssues.reduce((sum, entry) => sum + entry.issueCount, 0),
      titleKey: 'home.work.seriousIssues.title',
      descriptionKey: 'home.work.seriousIssues.description',
      values: {},
      links: list.seriousIssues.map((entry) => ({
        id: `issues-${entry.tenantId}`,
        to: '/admin/issues',
        search: { tenant: entry.tenantId },
        labelKey: 'home.work.seriousIssues.link',
        count: entry.issueCount,
        values: { tenant: entry.tenantName },
      })),
    });
  }
  if (list.invalidConfigurations.length > 0) {
    items.push({
      id: 'invalidConfigurations',
      count: list.invalidConfigurations.length,
      titleKey: 'home.work.invalidConfigurations.title',
      descriptionKey: 'home.work.invalidConfigurations.description',
      values: {},
      links: list.invalidConfigurations.map((entry) => ({
        id: `configuration-${entry.tenantId}`,
        to: '/admin/tenants/$tenantId',
        params: { tenantId: entry.tenantId },
        search: {},
        labelKey: 'home.work.invalidConfigurations.link',
        count: entry.problemCount,
        values: { tenant: entry.tenantName },
      })),
    });
  }
  // Support requests waiting for the operators (decision 0067): the inbox filtered to the tenant's open ones.
  if (list.supportRequests.length > 0) {
    items.push({
      id: 'supportRequests',
      count: list.supportRequests.reduce((sum, entry) => sum + entry.openCount, 0),
      titleKey: 'home.work.supportRequests.title',
      descriptionKey: 'home.work.supportRequests.description',
      values: {},
      links: list.supportRequests.map((entry) => ({
        id: `support-${entry.tenantId}`,
        to: '/admin/support',
        search: { tenant: entry.tenantId, status: 'OPEN' },
        labelKey: 'home.work.supportRequests.link',
        count: entry.openCount,
        values: { tenant: entry.tenantName, waitingSince: entry.waitingSince },
      })),
    });
  }
  return items;
}

/** An admin's own proposals: they wait for a second admin. */
export function adminWaitingNotes(list: AdminWorkList): WaitingNote[] {
  return list.ownProposals.map((entry) => ({
    id: 'ownProposal',
    textKey: 'home.waiting.ownProposal',
    values: { tenant: entry.tenantName },
    count: entry.releaseCount,
    link: {
      id: `own-${entry.tenantId}`,
      to: '/admin/tenants/$tenantId/payouts',
      params: { tenantId: entry.tenantId },
      search: { status: 'PROPOSED' },
      labelKey: 'home.waiting.openPayouts',
      count: null,
    },
  }));
}
