// Case management (issue 30; spec sections 2 "case management: cases, requests, notes", 3 "Case overview", 4 "Case
// management status ACTIVE, REQUESTED, NOT_ACTIVE", 6). A case management belongs to an employee, beside the KTG/UVG
// insurance cases (which it may name). It is requested by a superior or HR with a reason, accepted (ACTIVE, a
// responsible case manager) or declined with a reason by a case manager, and closed with an outcome. Its notes are
// confidential (employee.caseManagement.notes; every read audited); its return-to-work plan feeds the case overview's
// backToWork. Decision: docs/decisions/0052-case-management.md.
import { z } from 'zod';
import { isoDate, nonEmptyString, page, pagingQuery, queryBoolean, revision, timestamp, uuid } from './common.ts';
import { ID_MAX } from './employee-data.ts';

/** Spec section 4, the employee's case management status. NOT_ACTIVE: none running (never, declined or closed). */
export const CASE_MANAGEMENT_STATUSES = ['ACTIVE', 'REQUESTED', 'NOT_ACTIVE'] as const;
export type CaseManagementStatus = (typeof CASE_MANAGEMENT_STATUSES)[number];
export const CASE_MANAGEMENT_REQUEST_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type CaseManagementRequestStatus = (typeof CASE_MANAGEMENT_REQUEST_STATUSES)[number];
/** How a case management ended (closing records it). */
export const CASE_MANAGEMENT_OUTCOMES = [
  'BACK_TO_WORK_FULL',
  'BACK_TO_WORK_PARTIAL',
  'DISABILITY_INSURANCE',
  'LEFT_COMPANY',
  'OTHER',
] as const;
export type CaseManagementOutcome = (typeof CASE_MANAGEMENT_OUTCOMES)[number];
export const RETURN_TO_WORK_STEP_STATUSES = ['OPEN', 'DONE'] as const;

export const CASE_MANAGEMENT_TEXT_MAX = 2000;
export const CASE_MANAGEMENT_NOTE_MAX = 10_000;
export const RETURN_TO_WORK_GOALS_MAX = 20;
export const RETURN_TO_WORK_STEPS_MAX = 50;
export const RETURN_TO_WORK_CAPACITY_MAX = 50;

const reasonText = () => nonEmptyString().max(CASE_MANAGEMENT_TEXT_MAX);

/** A person as the screens show them: name, never a bare id. */
export const personRef = z.object({ userId: uuid().nullable(), name: z.string() });

export const caseManagementStatusChange = z.object({
  status: z.enum(CASE_MANAGEMENT_STATUSES),
  changedAt: timestamp(),
  changedBy: z.string(),
  /** The request's reason, the decline reason or the closing comment. */
  comment: z.string().nullable(),
});

export const caseManagementRequest = z
  .object({
    requestId: uuid(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** The KTG/UVG case the request is about, if any (the action on the case). */
    ktgCaseId: uuid().nullable(),
    caseNumber: z.string().nullable(),
    reason: z.string(),
    status: z.enum(CASE_MANAGEMENT_REQUEST_STATUSES),
    requestedBy: personRef,
    requestedAt: timestamp(),
    decidedBy: personRef.nullable(),
    decidedAt: timestamp().nullable(),
    declineReason: z.string().nullable(),
    /** The case management an accepted request opened. */
    caseManagementId: uuid().nullable(),
    /** The caller may accept or decline it (case management requests edit as a case manager, still open). */
    canDecide: z.boolean(),
    /** The caller may withdraw it (the requester, still open). */
    canWithdraw: z.boolean(),
  })
  .meta({ id: 'CaseManagementRequest' });

export const returnToWorkStep = z.object({
  stepId: uuid(),
  title: z.string(),
  dueDate: isoDate().nullable(),
  /** Who does it, in words (the employee, the superior, the doctor, the IV office …). */
  owner: z.string(),
  status: z.enum(RETURN_TO_WORK_STEP_STATUSES),
});

/** Planned work capacity from a date on (until the next entry). 100 = back to work full. */
export const workCapacityEntry = z.object({ from: isoDate(), workCapacityPercentage: z.int().min(0).max(100) });

export const returnToWorkPlan = z.object({
  goals: z.array(z.string()),
  steps: z.array(returnToWorkStep),
  workCapacity: z.array(workCapacityEntry),
  /** The first day of planned 100 % work capacity (feeds backToWork of the case overview), or null. */
  plannedFullReturn: isoDate().nullable(),
  updatedAt: timestamp().nullable(),
  updatedBy: z.string().nullable(),
});

export const caseManagementListItem = z
  .object({
    caseManagementId: uuid(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    status: z.enum(CASE_MANAGEMENT_STATUSES),
    responsible: personRef.nullable(),
    openedAt: timestamp(),
    closedAt: timestamp().nullable(),
    outcome: z.enum(CASE_MANAGEMENT_OUTCOMES).nullable(),
    /** The next open deadline of the employee (deadlines.ts), for the list's "next deadline" column. */
    nextDeadline: z.object({ kind: z.string(), dueDate: isoDate() }).nullable(),
  })
  .meta({ id: 'CaseManagementListItem' });

export const caseManagement = caseManagementListItem
  .extend({
    /** The employee's insurance cases (KTG/UVG) the case management follows. */
    ktgCaseIds: z.array(uuid()),
    statusHistory: z.array(caseManagementStatusChange),
    requests: z.array(caseManagementRequest),
    plan: returnToWorkPlan,
    isCaseReviewCompleted: z.boolean(),
    powUploadedAt: timestamp().nullable(),
    /** The power of attorney as signed and uploaded back (a document of the store). */
    powDocumentId: uuid().nullable(),
    earliestReportDate: isoDate().nullable(),
    outcomeComment: z.string().nullable(),
    /** The caller may read the notes (employee.caseManagement.notes.view). */
    canReadNotes: z.boolean(),
    /** The caller may change it (employee.caseManagement.cases.edit in scope, not closed). */
    canEdit: z.boolean(),
    revision: z.int().min(1),
    updatedAt: timestamp(),
  })
  .meta({ id: 'CaseManagement' });

export const caseManagementIdParams = z.strictObject({ caseManagementId: uuid() });
export const caseManagementRequestIdParams = z.strictObject({ requestId: uuid() });
export const caseManagementNoteParams = z.strictObject({ caseManagementId: uuid(), noteId: uuid() });

export const CASE_MANAGEMENT_SORT_FIELDS = ['OPENED_AT', 'LAST_NAME', 'STATUS', 'NEXT_DEADLINE'] as const;

export const caseManagementsQuery = z.strictObject({
  ...pagingQuery(),
  status: z.enum(CASE_MANAGEMENT_STATUSES).optional(),
  employeeId: nonEmptyString().max(ID_MAX).optional(),
  /** Only those the caller is responsible for. */
  mine: queryBoolean().optional(),
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(CASE_MANAGEMENT_SORT_FIELDS).default('NEXT_DEADLINE'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export const caseManagementsPage = page(caseManagementListItem).meta({ id: 'CaseManagementsPage' });

export const caseManagementRequestsQuery = z.strictObject({
  ...pagingQuery(),
  status: z.enum(CASE_MANAGEMENT_REQUEST_STATUSES).optional(),
  employeeId: nonEmptyString().max(ID_MAX).optional(),
});
export const caseManagementRequestsPage = page(caseManagementRequest).meta({ id: 'CaseManagementRequestsPage' });

/** The employee's case management status (for the employee file and the KTG case): the current one, if any. */
export const employeeCaseManagementStatus = z
  .object({
    employeeId: z.string(),
    status: z.enum(CASE_MANAGEMENT_STATUSES),
    caseManagementId: uuid().nullable(),
    openRequestId: uuid().nullable(),
    /** The caller may request case management for this employee now (no open request, none active). */
    canRequest: z.boolean(),
  })
  .meta({ id: 'EmployeeCaseManagementStatus' });
export const employeeIdParams = z.strictObject({ employeeId: nonEmptyString().max(ID_MAX) });

export const createCaseManagementRequestBody = z.strictObject({
  employeeId: nonEmptyString().max(ID_MAX),
  ktgCaseId: uuid().optional(),
  reason: reasonText(),
});
export const acceptCaseManagementRequestBody = z.strictObject({
  /** Default: the case manager who accepts. */
  responsibleUserId: uuid().optional(),
});
export const declineCaseManagementRequestBody = z.strictObject({ declineReason: reasonText() });

export const patchCaseManagementBody = z
  .strictObject({
    revision: revision().optional(),
    responsibleUserId: uuid().optional(),
    ktgCaseIds: z.array(uuid()).max(20).optional(),
    isCaseReviewCompleted: z.boolean().optional(),
    /** The signed power of attorney uploaded back (POST /documents first); null removes it. */
    powDocumentId: uuid().nullable().optional(),
    earliestReportDate: isoDate().nullable().optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'revision'), { error: 'Nothing to change' });

export const putReturnToWorkPlanBody = z.strictObject({
  revision: revision().optional(),
  goals: z.array(nonEmptyString().max(CASE_MANAGEMENT_TEXT_MAX)).max(RETURN_TO_WORK_GOALS_MAX),
  steps: z
    .array(
      z.strictObject({
        /** Kept for an existing step; a new step gets one. */
        stepId: uuid().optional(),
        title: nonEmptyString().max(500),
        dueDate: isoDate().nullable(),
        owner: nonEmptyString().max(200),
        status: z.enum(RETURN_TO_WORK_STEP_STATUSES).default('OPEN'),
      }),
    )
    .max(RETURN_TO_WORK_STEPS_MAX),
  workCapacity: z
    .array(z.strictObject({ from: isoDate(), workCapacityPercentage: z.int().min(0).max(100) }))
    .max(RETURN_TO_WORK_CAPACITY_MAX)
    .refine((entries) => new Set(entries.map((entry) => entry.from)).size === entries.length, {
      error: 'Each date only once',
    }),
});

export const closeCaseManagementBody = z.strictObject({
  revision: revision().optional(),
  outcome: z.enum(CASE_MANAGEMENT_OUTCOMES),
  comment: z.string().trim().max(CASE_MANAGEMENT_TEXT_MAX).optional(),
});

export const caseManagementNote = z
  .object({
    noteId: uuid(),
    text: z.string(),
    author: personRef,
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'CaseManagementNote' });
export const caseManagementNotes = z.object({ items: z.array(caseManagementNote) }).meta({ id: 'CaseManagementNotes' });
export const createCaseManagementNoteBody = z.strictObject({ text: nonEmptyString().max(CASE_MANAGEMENT_NOTE_MAX) });

export type CaseManagement = z.infer<typeof caseManagement>;
export type CaseManagementListItem = z.infer<typeof caseManagementListItem>;
export type CaseManagementRequest = z.infer<typeof caseManagementRequest>;
export type CaseManagementNote = z.infer<typeof caseManagementNote>;
export type ReturnToWorkPlan = z.infer<typeof returnToWorkPlan>;
