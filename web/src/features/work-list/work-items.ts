// The home page's work list as the page shows it (issue 28 section 1, decision 0039): the API's counts
// (GET /work-list, GET /admin/work-list) turned into items, each with its count and the links that open the list
// already filtered (the lists' URL search state: the issues' `severity`, the case lists' `processing` and `status`,
// the daily allowances' `month`, the data hub's `upload`). Only what is open becomes an item (a count of 0 is not
// work); a link appears only when the session may open its area. A platform admin's items are in admin-work-items.ts,
// loaded with the admin's list (not in every user's first load). Pure: no React.
import { AREAS } from '../../../../src/contracts/areas.ts';
import type { PermissionKey } from '../../../../src/contracts/roles.ts';
import type { WorkList } from '../../../../src/contracts/work-list.ts';
import { can, isAreaVisible, type Session } from '../auth/index.ts';

/** A link to a list, filtered: the route, its path parameters and search params, and the count it opens. */
export type WorkLink = {
  id: string;
  to: string;
  params?: Record<string, string>;
  search: Record<string, string | number>;
  labelKey: string;
  count: number | null;
  /** Values for the label besides the count (raw: a month 'YYYY-MM' is formatted by the page). */
  values?: Record<string, string>;
};

export type WorkItemId =
  | 'issues'
  | 'monthToSubmit'
  | 'claims'
  | 'uploads'
  | 'cases'
  | 'careTasks'
  | 'deadlines'
  | 'releasesToApprove'
  | 'monthsToLock'
  | 'failedEvents'
  | 'seriousIssues'
  | 'invalidConfigurations'
  | 'supportRequests';

export type WorkItem = {
  id: WorkItemId;
  /** What is open (the badge); null where the item is one thing (a month to submit). */
  count: number | null;
  titleKey: string;
  descriptionKey: string;
  /** Raw values of title and description: `month` ('YYYY-MM'), `oldestMonth`, `lastFailedAt` (ISO instant). */
  values: Record<string, string | number>;
  links: WorkLink[];
};

/** Something that waits for someone else: shown, but not counted as the user's work. */
export type WaitingNote = {
  id: 'monthAwaitingLock' | 'ownProposal';
  textKey: string;
  values: Record<string, string>;
  /** Chooses the text's plural form (`{{n}}`). */
  count?: number;
  link: WorkLink | null;
};

const areaById = new Map(AREAS.map((area) => [area.id, area]));
const opens = (session: Session | null, areaId: string) => {
  const area = areaById.get(areaId);
  return area !== undefined && isAreaVisible(area, session);
};
const pathOf = (areaId: string) => areaById.get(areaId)?.path ?? '/';

/** The case list a claim type opens for the session: KTG or UVG, else the case management's (sickness cases). */
function caseAreaFor(session: Session | null, claimType: 'SICK' | 'ACCIDENT'): string | null {
  const candidates = claimType === 'SICK' ? ['ktgCases', 'cases'] : ['uvgCases'];
  return candidates.find((areaId) => opens(session, areaId)) ?? null;
}

const SEVERITY_LABEL: Record<number, string> = { 3: 'errors', 2: 'warnings', 1: 'hints' };

export function workItems(list: WorkList, session: Session | null): WorkItem[] {
  const items: WorkItem[] = [];

  if (list.issues && list.issues.total > 0) {
    items.push({
      id: 'issues',
      count: list.issues.total,
      titleKey: 'home.work.issues.title',
      descriptionKey: 'home.work.issues.description',
      values: {},
      links: opens(session, 'issues')
        ? list.issues.bySeverity
            .filter((entry) => entry.count > 0)
            .map((entry) => ({
              id: `issues-${entry.severity}`,
              to: pathOf('issues'),
              search: { severity: entry.severity },
              labelKey: `home.work.issues.${SEVERITY_LABEL[entry.severity] ?? 'hints'}`,
              count: entry.count,
            }))
        : [],
    });
  }

  const accounting = list.accounting;
  if (accounting?.monthToSubmit && accounting.canSubmit) {
    const month = accounting.monthToSubmit;
    items.push({
      id: 'monthToSubmit',
      count: null,
      titleKey: 'home.work.monthToSubmit.title',
      descriptionKey: 'home.work.monthToSubmit.description',
      values: { month },
      links: opens(session, 'dailyAllowances')
        ? [
            {
              id: 'month',
              to: pathOf('dailyAllowances'),
              search: { month },
              labelKey: 'home.work.monthToSubmit.link',
              count: null,
              values: { month },
            },
          ]
        : [],
    });
  }

  if (list.claimsToSchedule && list.claimsToSchedule.claimCount > 0) {
    const claims = list.claimsToSchedule;
    items.push({
      id: 'claims',
      count: claims.claimCount,
      titleKey: 'home.work.claims.title',
      descriptionKey: 'home.work.claims.description',
      values: { caseCount: claims.caseCount, oldestMonth: claims.oldestMonth ?? '' },
      links: opens(session, 'claims')
        ? [
            {
              id: 'claims',
              to: pathOf('claims'),
              search: {},
              labelKey: 'home.work.claims.link',
              count: claims.caseCount,
            },
          ]
        : [],
    });
  }

  if (list.failedUploads && list.failedUploads.total > 0) {
    const failed = list.failedUploads.byKind.filter((entry) => entry.count > 0);
    const last = failed
      .map((entry) => entry.lastFailedAt)
      .filter((value) => value !== null)
      .sort()
      .at(-1);
    items.push({
      id: 'uploads',
      count: list.failedUploads.total,
      titleKey: 'home.work.uploads.title',
      descriptionKey: 'home.work.uploads.description',
      values: { lastFailedAt: last ?? '' },
      links: opens(session, 'dataHub')
        ? failed.map(
            (entry): WorkLink => ({
              id: `uploads-${entry.kind}`,
              to: pathOf('dataHub'),
              // The data hub shows absences by default; `upload=employee` opens the employee uploads.
              search: entry.kind === 'employee' ? { upload: 'employee' } : {},
              labelKey: `home.work.uploads.${entry.kind}`,
              count: entry.count,
            }),
          )
        : [],
    });
  }

  if (list.casesToDecide && list.casesToDecide.total > 0) {
    const links: WorkLink[] = [];
    for (const entry of list.casesToDecide.byClaimType) {
      const areaId = caseAreaFor(session, entry.claimType);
      if (!areaId) continue;
      const line = entry.claimType === 'SICK' ? 'ktg' : 'uvg';
      if (entry.blocked > 0) {
        links.push({
          id: `cases-${line}-blocked`,
          to: pathOf(areaId),
          search: { processing: 'BLOCKED' },
          labelKey: `home.work.cases.blocked.${line}`,
          count: entry.blocked,
        });
      }
      if (entry.beingFinalized > 0) {
        links.push({
          id: `cases-${line}-finalizing`,
          to: pathOf(areaId),
          search: { status: 'BEING_FINALIZED' },
          labelKey: `home.work.cases.finalizing.${line}`,
          count: entry.beingFinalized,
        });
      }
    }
    items.push({
      id: 'cases',
      count: list.casesToDecide.total,
      titleKey: 'home.work.cases.title',
      descriptionKey: 'home.work.cases.description',
      values: {},
      links,
    });
  }

  // The care tasks the user is responsible for (issue 29): overdue and all open ones open the tasks area filtered.
  if (list.careTasks && list.careTasks.open > 0) {
    const tasks = list.careTasks;
    const links: WorkLink[] = [];
    if (opens(session, 'tasks')) {
      if (tasks.overdue > 0) {
        links.push({
          id: 'care-tasks-overdue',
          to: pathOf('tasks'),
          search: { overdue: 'true' },
          labelKey: 'careTasks.work.overdue',
          count: tasks.overdue,
        });
      }
      links.push({
        id: 'care-tasks-open',
        to: pathOf('tasks'),
        search: { status: 'OPEN' },
        labelKey: 'careTasks.work.open',
        count: tasks.open,
      });
    }
    items.push({
      id: 'careTasks',
      count: tasks.open,
      titleKey: 'careTasks.work.title',
      descriptionKey:
        tasks.overdue > 0 || tasks.dueToday > 0 ? 'careTasks.work.descriptionDue' : 'careTasks.work.description',
      values: { overdue: tasks.overdue, dueToday: tasks.dueToday },
      links,
    });
  }

  // The deadlines (issue 30, decision 0057): overdue and due this week (today to today + 7) open the deadlines list
  // filtered the same way (`due=overdue`, `due=week`; open is the list's default status).
  if (list.deadlines && list.deadlines.dueSoon + list.deadlines.overdue > 0) {
    const deadlines = list.deadlines;
    const links: WorkLink[] = [];
    if (opens(session, 'deadlines')) {
      if (deadlines.overdue > 0) {
        links.push({
          id: 'deadlines-overdue',
          to: pathOf('deadlines'),
          search: { due: 'overdue' },
          labelKey: 'deadlines.work.overdue',
          count: deadlines.overdue,
        });
      }
      if (deadlines.dueSoon > 0) {
        links.push({
          id: 'deadlines-week',
          to: pathOf('deadlines'),
          search: { due: 'week' },
          labelKey: 'deadlines.work.week',
          count: deadlines.dueSoon,
        });
      }
    }
    items.push({
      id: 'deadlines',
      count: deadlines.dueSoon + deadlines.overdue,
      titleKey: 'deadlines.work.title',
      descriptionKey:
        deadlines.overdue === 0
          ? 'deadlines.work.description'
          : deadlines.dueSoon === 0
            ? 'deadlines.work.descriptionOverdueOnly'
            : 'deadlines.work.descriptionOverdue',
      values: { overdue: deadlines.overdue, dueSoon: deadlines.dueSoon },
      links,
    });
  }

  return items;
}

/** What the user's work waits on elsewhere: months submitted and not yet locked by the insurer. */
export function waitingNotes(list: WorkList, session: Session | null): WaitingNote[] {
  return (list.accounting?.monthsAwaitingLock ?? []).map((month) => ({
    id: 'monthAwaitingLock',
    textKey: 'home.waiting.monthAwaitingLock',
    values: { month },
    link: opens(session, 'dailyAllowances')
      ? {
          id: `awaiting-${month}`,
          to: pathOf('dailyAllowances'),
          search: { month },
          labelKey: 'home.waiting.openMonth',
          count: null,
        }
      : null,
  }));
}

/** Where to go when nothing is open: the first steps the session can take, in this order (at most two). */
export type NextStep = { id: string; to: string; textKey: string; linkKey: string };

const NEXT_STEPS: readonly { areaId: string; permission?: PermissionKey; textKey: string }[] = [
  { areaId: 'dataHub', permission: 'dataHub.edit', textKey: 'upload' },
  { areaId: 'dailyAllowances', textKey: 'dailyAllowances' },
  { areaId: 'ktgCases', textKey: 'ktgCases' },
  { areaId: 'cases', textKey: 'cases' },
  { areaId: 'absenceCalendar', textKey: 'absenceCalendar' },
];

export function nextSteps(session: Session | null): NextStep[] {
  if (session?.actor.kind === 'admin') {
    return [
      {
        id: 'adminTenants',
        to: '/admin/tenants',
        textKey: 'home.next.adminTenants',
        linkKey: 'home.next.adminTenantsLink',
      },
    ];
  }
  return NEXT_STEPS.filter(
    (step) => opens(session, step.areaId) && (step.permission === undefined || can(session, step.permission)),
  )
    .slice(0, 2)
    .map((step) => ({
      id: step.areaId,
      to: pathOf(step.areaId),
      textKey: `home.next.${step.textKey}`,
      linkKey: `nav.areas.${step.areaId}`,
    }));
}
