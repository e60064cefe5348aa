// The home page's work list (issue 28 section 1; docs/decisions/0039-home-work-list.md): what is open for the
// signed-in person, counted, in one request. A tenant user's parts are each null when the role may not see them
// (src/contracts/roles.ts), so the page shows only what the role may open; a count of 0 means nothing is open there.
// A platform admin's list names the tenants whose payout releases or submitted months wait for an admin.
import { z } from 'zod';
import { chfAmount } from './cases.ts';
import { accountingMonth, isoDate, timestamp, uuid } from './common.ts';

/** The severities the tenant's issue list shows (ISSUE_TENANT_MAX_SEVERITY), most severe first. */
export const WORK_LIST_SEVERITIES = [3, 2, 1] as const;
export const WORK_LIST_UPLOAD_KINDS = ['absence', 'employee'] as const;
export const WORK_LIST_CLAIM_TYPES = ['SICK', 'ACCIDENT'] as const;
/** A failed upload stays on the list this many days at most (unless a later upload replaced it earlier). */
export const FAILED_UPLOAD_DAYS = 30;

const count = () => z.number().int().min(0);

export const workListIssues = z
  .object({
    total: count(),
    /** One entry per severity 3, 2, 1 (in that order), also when its count is 0. */
    bySeverity: z.array(z.object({ severity: z.number().int().min(1).max(3), count: count() })),
  })
  .meta({ description: 'Open (not dismissed) data issues of severity 1-3 the caller may see' });

export const workListAccounting = z
  .object({
    /**
     * The oldest opened month up to the current one (Zurich) that is neither locked for the whole organisation nor
     * submitted for any unit: the month payroll submits next. null when no such month is open.
     */
    monthToSubmit: accountingMonth().nullable(),
    /** Months submitted and not yet locked for the whole organisation, oldest first: the insurer's turn. */
    monthsAwaitingLock: z.array(accountingMonth()),
    /** dailyAllowances.edit: the caller may submit. */
    canSubmit: z.boolean(),
  })
  .meta({ description: 'The daily-allowance month to submit and the months waiting for the lock' });

export const workListClaims = z
  .object({
    /** The cases of GET /case/with-claims-that-have-no-accounting-month (its totalCount). */
    caseCount: count(),
    /** Their UNASSIGNED paying claims in months before the current one. */
    claimCount: count(),
    oldestMonth: accountingMonth().nullable(),
  })
  .meta({ description: 'Claims no accounting month has taken up: to schedule' });

export const workListUploads = z
  .object({
    total: count(),
    /** One entry per kind (absence, employee), also when its count is 0. */
    byKind: z.array(
      z.object({ kind: z.enum(WORK_LIST_UPLOAD_KINDS), count: count(), lastFailedAt: timestamp().nullable() }),
    ),
  })
  .meta({
    description:
      `Uploads that failed (failed, formatting-failed) in the last ${FAILED_UPLOAD_DAYS} days and were not replaced ` +
      'by a later completed upload of the same kind (for absences: one covering the failed upload’s period)',
  });

export const workListCases = z
  .object({
    /** Cases with a blocked claim or being finalized (a case that is both counts once). */
    total: count(),
    /** One entry per claim type the caller may see (SICK, ACCIDENT). */
    byClaimType: z.array(
      z.object({
        claimType: z.enum(WORK_LIST_CLAIM_TYPES),
        /** Cases with a BLOCKED claim: held back from booking and payment until someone releases it. */
        blocked: count(),
        /** Cases BEING_FINALIZED: the incapacity ended or the benefits are exhausted; the last claims are accounted. */
        beingFinalized: count(),
      }),
    ),
  })
  .meta({ description: 'Cases that need a decision' });

export const workListCareTasks = z
  .object({
    /** Open care tasks the caller is responsible for (scope=mine of GET /care-tasks). */
    open: count(),
    /** Of these, due today (Zurich). */
    dueToday: count(),
    /** Of these, due before today: overdue. */
    overdue: count(),
  })
  .meta({ description: "The caller's open care tasks, with those due today and those overdue" });

export const workListDeadlines = z
  .object({
    /** OPEN deadlines due from today to today + 7 (Zurich): "due this week". */
    dueSoon: count(),
    /** OPEN deadlines due before today. */
    overdue: count(),
  })
  .meta({ description: 'Deadlines (issue 30) due within 7 days, and those overdue' });

export const workList = z
  .object({
    /** The day the list was counted for (Zurich). */
    today: isoDate(),
    /** insurance.issues.view */
    issues: workListIssues.nullable(),
    /** dailyAllowances.view */
    accounting: workListAccounting.nullable(),
    /** claims.view */
    claimsToSchedule: workListClaims.nullable(),
    /** dataHub.view */
    failedUploads: workListUploads.nullable(),
    /** Any key that shows cases (insurance.ktg.view, insurance.uvg.view, employee.caseManagement.cases.view). */
    casesToDecide: workListCases.nullable(),
    /** employee.careTasks.view or employee.tasks.view (a superior: the team's tasks only). */
    careTasks: workListCareTasks.nullable(),
    /** The deadlines' view (employee.caseManagement.cases.view or insurance.ktg.view; a superior: the team). */
    deadlines: workListDeadlines.nullable(),
  })
  .meta({ id: 'WorkList' });
export type WorkList = z.infer<typeof workList>;

const tenantReleases = z.object({
  tenantId: uuid(),
  tenantName: z.string(),
  releaseCount: count(),
  payoutCount: count(),
  totalAmount: chfAmount(),
  oldestProposedAt: timestamp(),
});

export const adminWorkList = z
  .object({
    today: isoDate(),
    /** Proposals of another admin: this admin may approve them (four eyes). Per tenant, oldest first. */
    releasesToApprove: z.array(tenantReleases),
    /** This admin's own proposals: they wait for a second admin. Per tenant, oldest first. */
    ownProposals: z.array(tenantReleases),
    /** Submitted months not yet locked for every submitted unit. Per tenant and month, oldest first. */
    monthsToLock: z.array(
      z.object({
        tenantId: uuid(),
        tenantName: z.string(),
        accountingMonthId: accountingMonth(),
        /** Submissions (units) of the month no lock covers yet. */
        unitCount: count(),
        submittedAt: timestamp(),
      }),
    ),
    /** Tenants with failed domain events (their derived state is behind until they are replayed). Oldest first. */
    failedEvents: z.array(
      z.object({
        tenantId: uuid(),
        tenantName: z.string(),
        eventCount: count(),
        oldestCreatedAt: timestamp(),
        /** The newest failure's error, as the worker recorded it. */
        lastError: z.string().nullable(),
      }),
    ),
    /** Tenants with open data issues of severity 3 or more (decision 0063). Most severe and most first. */
    seriousIssues: z.array(
      z.object({
        tenantId: uuid(),
        tenantName: z.string(),
        issueCount: count(),
        maxSeverity: z.number().int().min(3).max(5),
      }),
    ),
    /**
     * Tenants whose current configuration fails today's schema (a rule added after it was saved): the tenant's
     * configuration editor lists the problems. By tenant name.
     */
    invalidConfigurations: z.array(
      z.object({ tenantId: uuid(), tenantName: z.string(), version: z.number().int(), problemCount: count() }),
    ),
    /** Tenants with support requests waiting for an answer (OPEN, decision 0067). The longest waiting first. */
    supportRequests: z.array(
      z.object({ tenantId: uuid(), tenantName: z.string(), openCount: count(), waitingSince: timestamp() }),
    ),
  })
  .meta({ id: 'AdminWorkList' });
export type AdminWorkList = z.infer<typeof adminWorkList>;

/** The admin lists' length: the oldest entries first, the rest behind the tenants' own pages. */
export const ADMIN_WORK_LIST_LIMIT = 50;
